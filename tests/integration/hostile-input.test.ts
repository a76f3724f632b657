import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 13 §2.1, §2.5 and §2.7: what an attacker or a broken client sends gets a 4xx with a token,
 * never a 500 or a stack trace, and the server keeps answering.
 */

const INT4_OVERFLOW = '2147483648';
const globalId = (text: string) => Buffer.from(text).toString('base64');

let t: TestApp;
/** the same server in production mode, with a small GraphQL answer cap */
let prod: TestApp;
let userCookie: string;
beforeAll(async () => {
  [t, prod] = await Promise.all([startTestApp(), startTestApp({ env: { NODE_ENV: 'production', SEED_DEMO: '0', GRAPHQL_MAX_RESPONSE_BYTES: '20000' } })]);
  userCookie = await t.loginAs('user@lepke.test');
}, 180_000);
afterAll(() => Promise.all([t?.close(), prod?.close()]));

/** Errors a request must never produce, whatever it sent. */
const loggedErrors = vi.spyOn(console, 'error');
afterEach(() => loggedErrors.mockClear());

interface Answer {
  status: number;
  body: unknown;
}

/** A 4xx with the token, nothing of a stack trace in the body, nothing logged as our fault, and the server still up. */
async function expectRefused(answer: Answer, status: number, token: string) {
  const text = JSON.stringify(answer.body);
  expect(answer.status, text).toBe(status);
  expect(text).toContain(`"${token}"`);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|stacktrace|node_modules/i);
  expect(loggedErrors).not.toHaveBeenCalled();
  const alive = await t.gql('{ viewer { role } }');
  expect(alive.status).toBe(200);
}

const errorCode = (answer: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => answer.body.errors?.[0]?.extensions?.code;

describe('introspection and alias abuse (§2.1)', () => {
  const BOMB = `{ ${Array.from({ length: 1400 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;

  test('1400 aliased __schema selections are refused before they run, with a small answer', async () => {
    const answer = await t.gql(BOMB);
    await expectRefused(answer, 400, 'QUERY_TOO_COMPLEX');
    expect(answer.body.data).toBeUndefined();
    expect(JSON.stringify(answer.body).length).toBeLessThan(2000);
  });

  test('a handful of aliased __schema selections is refused as too much introspection', async () => {
    const answer = await t.gql(`{ ${Array.from({ length: 6 }, (_, i) => `s${i}: __schema { queryType { name } }`).join(' ')} }`);
    await expectRefused(answer, 400, 'QUERY_TOO_COMPLEX');
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ limit: 'introspections' });
  });

  test('aliases and root fields are counted through fragments', async () => {
    const aliases = await t.gql(`{ ...F } fragment F on Query { ${Array.from({ length: 60 }, (_, i) => `v${i}: viewer { role }`).join(' ')} }`);
    await expectRefused(aliases, 400, 'QUERY_TOO_COMPLEX');
    expect(aliases.body.errors?.[0]?.extensions).toMatchObject({ limit: 'aliases' });

    const roots = await t.gql(`{ ${Array.from({ length: 51 }, () => 'viewer { role }').join(' ')} }`);
    await expectRefused(roots, 400, 'QUERY_TOO_COMPLEX');
    expect(roots.body.errors?.[0]?.extensions).toMatchObject({ limit: 'rootFields' });
  });

  test("an ofType chain deeper than any introspection query is refused; GraphiQL's introspection runs", async () => {
    const chain = Array.from({ length: 20 }, () => 'ofType {').join(' ');
    const answer = await t.gql(`{ __type(name: "Query") { ${chain} name ${'}'.repeat(20)} } }`);
    await expectRefused(answer, 400, 'QUERY_TOO_COMPLEX');

    const { getIntrospectionQuery } = await import('graphql');
    const graphiql = await t.gql(getIntrospectionQuery());
    expect(graphiql.status).toBe(200);
    expect(graphiql.body.data.__schema.types.length).toBeGreaterThan(50);
  });

  test('in production a guest gets no field suggestions; a misspelt field is still a 400', async () => {
    const query = '{ viewer { rol } }';
    const [dev, production] = await Promise.all([t.gql(query), prod.gql(query)]);
    expect(dev.body.errors?.[0]?.message).toMatch(/Did you mean/);
    expect(production.status).toBe(400);
    expect(production.body.errors?.[0]?.message).toMatch(/Cannot query field "rol"/);
    expect(production.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  test('an answer over the size cap is replaced by RESPONSE_TOO_LARGE', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const answer = await prod.gql(getIntrospectionQuery());
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('RESPONSE_TOO_LARGE');
    expect(answer.body.data).toBeUndefined();
    const small = await prod.gql('{ __type(name: "Query") { name } }');
    expect(small.body).toEqual({ data: { __type: { name: 'Query' } } });
  });
});

describe('malformed GraphQL (§2.5)', () => {
  test.each([
    ['a fragment cycle', 400, 'GRAPHQL_VALIDATION_FAILED', 'query { viewer { ...A } } fragment A on Viewer { ...B } fragment B on Viewer { ...A }', {}],
    ['a text for an Int variable', 400, 'BAD_USER_INPUT', 'query ($n: Int) { timeline(first: $n) { totalCount } }', { n: 'abc' }],
    ['an unknown enum value', 400, 'BAD_USER_INPUT', 'query ($l: ReviewList!) { reviewQueue(list: $l) { totalCount } }', { l: 'NOPE' }],
    ['first: -1', 400, 'VALUE_MIN', '{ timeline(first: -1) { totalCount } }', {}],
    ['last: -5 in a variable', 400, 'VALUE_MIN', 'query ($n: Int) { timeline(last: $n) { totalCount } }', { n: -5 }],
    ['first: -1 on the autocomplete', 400, 'VALUE_MIN', '{ autocompleteEntities(first: -1, query: "a") { id } }', {}],
    ['a NUL byte in a search text', 400, 'BAD_CHARACTER', 'query ($q: String!) { searchTimeline(query: $q, first: 5) { totalCount } }', { q: 'a\u0000b' }],
    ['a NUL byte in an autocomplete text', 400, 'BAD_CHARACTER', 'query ($q: String!) { autocompleteEntities(query: $q) { id } }', { q: 'a\u0000b' }],
    ['a NUL byte in the community search', 400, 'BAD_CHARACTER', 'query ($q: String) { entities(query: $q) { totalCount } }', { q: 'a\u0000b' }],
    ['a malformed global id in nodes', 400, 'BAD_ID', `{ nodes(ids: ["${globalId('Post:abc')}"]) { id } }`, {}],
  ])('%s answers %i %s', async (_name, status, token, query, variables) => {
    await expectRefused(await t.gql(query, variables), status, token);
  });

  test.each([
    ['beyond int4', globalId(`Entity:${INT4_OVERFLOW}`)],
    ['of an unknown type', globalId('Nope:1')],
    ['with a text id', globalId('Entity:abc')],
  ])('node(id:) with a global id %s is null', async (_name, id) => {
    const answer = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { node: null } });
    expect(loggedErrors).not.toHaveBeenCalled();
  });

  test('node(id:) with an id that is no global id is null with BAD_ID', async () => {
    const answer = await t.gql('{ node(id: "!!!notbase64") { id } }');
    expect(answer.body.data).toEqual({ node: null });
    await expectRefused(answer, 200, 'BAD_ID');
  });

  test.each([
    ['a numeric id', INT4_OVERFLOW],
    ['a global id', globalId(`Post:${INT4_OVERFLOW}`)],
  ])('%s beyond int4 in a mutation gives the typed VALUE_MAX or FORMAT_ERROR', async (_name, id) => {
    const answer = await t.gql(
      'mutation ($id: ID!) { deletePost(input: { id: $id }) { __typename ... on ValidationError { fields { field code } } } }',
      { id },
      { cookie: userCookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.deletePost.__typename).toBe('ValidationError');
    expect(answer.body.data.deletePost.fields).toEqual([{ field: 'id', code: /^\d+$/.test(id) ? 'VALUE_MAX' : 'FORMAT_ERROR' }]);
    expect(loggedErrors).not.toHaveBeenCalled();
  });

  test('a species key beyond int4 finds nothing', async () => {
    const answer = await t.gql(`{ species(key: "${INT4_OVERFLOW}") { id } }`);
    expect(answer.body).toEqual({ data: { species: null } });
    expect(loggedErrors).not.toHaveBeenCalled();
  });

  test('a JSON body over 1 MB answers 413 PAYLOAD_TOO_LARGE in the GraphQL shape', async () => {
    const body = JSON.stringify({ query: '{ viewer { role } }', variables: { padding: 'x'.repeat(1_100_000) } });
    const answer = await t.rest('POST', '/graphql', { body, headers: { 'content-type': 'application/json' } });
    await expectRefused(answer, 413, 'PAYLOAD_TOO_LARGE');
    expect(errorCode(answer)).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a multipart upload with two files for one variable is refused with a 4xx', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation ($f: Upload!) { uploadMedia(input: { file: $f, clientKey: "k" }) { __typename } }', variables: { f: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'], 1: ['variables.f'] }));
    form.append('0', new Blob(['abc']), 'a.jpg');
    form.append('1', new Blob(['abc']), 'b.jpg');
    const response = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { cookie: userCookie, 'apollo-require-preflight': '1' } });
    await expectRefused({ status: response.status, body: await response.json() }, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('malformed REST input (§2.5)', () => {
  test.each([
    ['GET', `/api/post/${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', `/api/entity/${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', `/api/media/${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', `/api/observation/${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', `/api/comment/${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', `/api/species/${INT4_OVERFLOW}`, 404, 'DATA_NOT_FOUND'],
    ['GET', `/api/observation?species=${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', '/api/observation?status=abc', 422, 'NOT_A_NUMBER'],
    ['GET', `/api/entity?type=${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
    ['GET', '/api/timeline?_size=0', 422, 'VALUE_MIN'],
    ['GET', '/api/timeline?_page=abc', 422, 'NOT_A_NUMBER'],
    ['GET', '/api/timeline?_size=5000', 422, 'VALUE_MAX'],
    ['GET', '/api/timeline?query=a%00b', 400, 'BAD_CHARACTER'],
    ['GET', '/api/ac/entity?query=a%00b', 400, 'BAD_CHARACTER'],
    ['GET', '/api/ac/species?query=a%00b', 400, 'BAD_CHARACTER'],
    ['GET', '/api/entity?query=a%00b', 400, 'BAD_CHARACTER'],
    ['POST', `/api/like/${INT4_OVERFLOW}`, 404, 'DATA_NOT_FOUND'],
    ['POST', `/api/post/privacy/${INT4_OVERFLOW}/9`, 422, 'VALUE_MAX'],
    ['DELETE', `/api/timeline/${INT4_OVERFLOW}`, 422, 'VALUE_MAX'],
  ])('%s %s answers %i %s', async (method, path, status, token) => {
    await expectRefused(await t.rest(method, path, { cookie: userCookie }), status, token);
  });

  test('entity ids beyond int4 in lists are left out, not a 500', async () => {
    const starter = await t.rest('GET', `/api/ac/starter/entity?values=${INT4_OVERFLOW}`);
    expect(starter.status).toBe(200);
    expect(starter.body.list.data).toEqual([]);
    const typed = await t.rest('GET', `/api/ac/entity?query=a&types=${INT4_OVERFLOW}`);
    expect(typed.status).toBe(200);
    expect(loggedErrors).not.toHaveBeenCalled();
  });

  test('a NUL byte in a JSON body answers 400 BAD_CHARACTER', async () => {
    await expectRefused(await t.rest('POST', '/api/post', { cookie: userCookie, body: { type: 'note', body: 'a\u0000b' } }), 400, 'BAD_CHARACTER');
  });

  test('a JSON body over 1 MB answers 413 PAYLOAD_TOO_LARGE', async () => {
    await expectRefused(await t.rest('POST', '/api/post', { cookie: userCookie, body: { type: 'note', body: 'x'.repeat(1_100_000) } }), 413, 'PAYLOAD_TOO_LARGE');
  });

  test('a value outside an enum gives a token, not zod English', async () => {
    const admin = await t.loginAs('admin@lepke.test');
    const answer = await t.rest('POST', '/api/species', { cookie: admin, body: { genus: 'Aa', species: 'bb', dauthor: 'X', family: 'F', group: 'nope' } });
    await expectRefused(answer, 422, 'FORMAT_ERROR');
    expect(answer.body.fields).toEqual([{ field: 'group', code: 'FORMAT_ERROR' }]);
    expect(JSON.stringify(answer.body)).not.toMatch(/Invalid option|expected/);
  });

  test('an autocomplete _size above its limit is clamped, not refused', async () => {
    const [entities, species] = await Promise.all([t.rest('GET', '/api/ac/entity?query=a&_size=500'), t.rest('GET', '/api/ac/species?query=a&_size=500')]);
    expect(entities.status).toBe(200);
    expect(species.status).toBe(200);
    expect(species.body.list.data.length).toBeGreaterThan(20);
    expect(species.body.list.data.length).toBeLessThanOrEqual(30);
  });
});

describe('guests hear 401 before any body is read (§2.7)', () => {
  test.each([
    ['POST', '/api/upload/media', { body: 'not multipart', headers: { 'content-type': 'text/plain' } }],
    ['POST', '/api/friend/request/send/', { body: {} }],
    ['POST', '/api/my/observation', { body: '{not json', headers: { 'content-type': 'application/json' } }],
  ])('%s %s', async (method, path, options) => {
    await expectRefused(await t.rest(method, path, options), 401, 'UNAUTHORIZED');
  });
});

test('a download the client abandons mid-way logs nothing', async () => {
  const side = 1400;
  const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  const uploaded = await fetch(`${t.url}/api/upload?${new URLSearchParams({ key: 'abandoned-download', file_name: 'noise.png' })}`, {
    method: 'PUT',
    body: new Uint8Array(noise),
    headers: { cookie: userCookie, 'content-type': 'application/octet-stream' },
  });
  expect(uploaded.status).toBe(201);
  const { data } = (await uploaded.json()) as { data: { orig: string } };

  const abort = new AbortController();
  const download = await fetch(t.url + data.orig, { headers: { cookie: userCookie }, signal: abort.signal });
  expect(download.status).toBe(200);
  expect(Number(download.headers.get('content-length'))).toBe(noise.length);
  const reader = download.body!.getReader();
  await reader.read();
  abort.abort();
  await reader.closed.catch(() => undefined);

  // The server notices the closed socket on its next write; the file is served again meanwhile.
  const again = await fetch(t.url + data.orig, { headers: { cookie: userCookie } });
  expect((await again.arrayBuffer()).byteLength).toBe(noise.length);
  expect(loggedErrors).not.toHaveBeenCalled();
});
