import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { firstResult, subscriptionClient } from './ws-client.ts';

const EVIL = 'https://evil.example';
const LOGOUT = 'mutation { logout { viewer { role } } }';
/** A home-timeline page as the web app asks for it: cost 1401 for 100 items. */
const page = (first: number) =>
  `timeline(first: ${first}) { totalCount edges { node { id title summary time category owner { displayName } ownedByViewer } } pageInfo { hasNextPage endCursor } }`;
/** 40 such pages under aliases: 56040, beyond the default budget of 50000. */
const COSTLY = `{ ${Array.from({ length: 40 }, (_, i) => `p${i}: ${page(100)}`).join(' ')} }`;

let t: TestApp;
/** the same server with GRAPHQL_MAX_DEPTH=3 */
let shallow: TestApp;
beforeAll(async () => {
  [t, shallow] = await Promise.all([startTestApp(), startTestApp({ env: { GRAPHQL_MAX_DEPTH: '3', SEED_DEMO: '0' } })]);
});
afterAll(() => Promise.all([t?.close(), shallow?.close()]));

async function roleOf(cookie: string): Promise<string> {
  return (await t.gql('{ viewer { role } }', {}, { cookie })).body.data.viewer.role;
}

test('malformed GraphQL answers 400 GRAPHQL_PARSE_FAILED', async () => {
  const reply = await t.gql('{ viewer { role ');
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Syntax Error/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
});

test('a body that is not JSON answers 400', async () => {
  const reply = await t.rest('POST', '/graphql', { body: '{"query": "{ viewer', headers: { 'content-type': 'application/json' } });
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
});

describe('cross-site requests', () => {
  test.each([
    ['text/plain', JSON.stringify({ query: LOGOUT })],
    ['application/x-www-form-urlencoded', new URLSearchParams({ query: LOGOUT }).toString()],
  ])('a %s POST without a preflight header is refused by CSRF prevention', async (contentType, body) => {
    const cookie = await t.loginAs('user@lepke.test');
    const reply = await t.rest('POST', '/graphql', { cookie, body, headers: { 'content-type': contentType } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    expect(await roleOf(cookie)).toBe('USER');
  });

  test('a mutation from another Origin is refused with 403, from our own it runs', async () => {
    const cookie = await t.loginAs('user@lepke.test');
    const foreign = await t.gql(LOGOUT, {}, { cookie, headers: { origin: EVIL } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error_code: 'FORBIDDEN' });
    expect(await roleOf(cookie)).toBe('USER');

    const own = await t.gql(LOGOUT, {}, { cookie, headers: { origin: t.url } });
    expect(own.status).toBe(200);
    expect(own.body.data.logout.viewer.role).toBe('GUEST');
    expect(await roleOf(cookie)).toBe('GUEST');
  });

  test('a REST write from another Origin is refused with 403 FORBIDDEN', async () => {
    const cookie = await t.loginAs('user@lepke.test');
    const reply = await t.rest('POST', '/asspUND.al', {
      cookie,
      body: '_op=ao',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
      redirect: 'manual',
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error_code).toBe('FORBIDDEN');
    expect(await roleOf(cookie)).toBe('USER');
  });
});

describe('query limits', () => {
  test('a query deeper than GRAPHQL_MAX_DEPTH is refused; one at the limit runs', async () => {
    const deep = await shallow.gql('{ timeline(first: 1) { edges { node { owner { displayName } } } } }');
    expect(deep.status).toBe(400);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/exceeds maximum operation depth of 3/),
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'depth', max: 3 },
    });

    const atLimit = await shallow.gql('{ timeline(first: 1) { edges { node { id } } } }');
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.timeline.edges).toEqual([]);
  });

  test('a query costlier than GRAPHQL_MAX_COST is refused with QUERY_TOO_COSTLY; a normal page runs', async () => {
    const costly = await t.gql(COSTLY);
    expect(costly.status).toBe(400);
    expect(costly.body.data).toBeUndefined();
    expect(costly.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: 50000 });

    const normal = await t.gql(`{ ${page(100)} }`);
    expect(normal.status).toBe(200);
    expect(normal.body.data.timeline.totalCount).toBeGreaterThan(0);
  });

  test('the same costly query sent over the WebSocket is refused too', async () => {
    const client = subscriptionClient(t);
    try {
      const result = await firstResult(client, COSTLY);
      expect(result.data == null, 'the WebSocket ran a query over the cost budget').toBe(true);
      expect(result.errors?.length).toBeGreaterThan(0);
    } finally {
      await client.dispose();
    }
  });
});

test.each([
  ['a REST answer', () => t.rest('GET', '/api/dataset/user')],
  ['a GraphQL answer', () => t.gql('{ viewer { role } }')],
])('%s carries the security headers', async (_kind, request) => {
  const { headers } = await request();
  expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
});
