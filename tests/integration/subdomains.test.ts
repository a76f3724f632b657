import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ONLY_MEMBER_AREA } from '@domain/subdomains.ts';
import { DEMO_PASSWORD, REGISTER, startTestApp, type TestApp } from './harness.ts';

/**
 * Subdomain mode (social-core §1, §2, §6) with real Host headers: the site of a host under
 * PUBLIC_ORIGIN, the members-only writes of a subdomain (refused with ONLY_MEMBER_AREA, ADMIN
 * bypasses, members admitted), an unknown subdomain, the login paths, the session cookie's domain,
 * and the admins' setting of a subdomain.
 */

const MAIN = 'lepke.test';
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

interface HostReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** fetch sends the URL's host whatever Host is given: node:http sends ours. */
function hostRequest(url: string, host: string, method: string, path: string, options: { cookie?: string; body?: unknown } = {}): Promise<HostReply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, url),
      {
        method,
        headers: {
          host,
          accept: 'application/json, text/html',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = res.headers['content-type']?.includes('json') ?? false;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: json ? JSON.parse(text) : text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const SITE = `{ site { subdomain loginPath entity { recId displayName subdomain } viewerCan { enterMembersArea } } }`;
const SET_SUBDOMAIN = `mutation ($input: SetEntitySubdomainInput!) {
  setEntitySubdomain(input: $input) {
    __typename
    ... on SetEntitySubdomainPayload { entity { recId subdomain } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const CREATE_ENTITY = `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on EntityPayload { entity { recId } } } }`;
const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on Error { code } } }`;
const note = (title: string) => ({ input: { type: 'NOTE', title, body: 'A note', privacy: 9 } });

describe('subdomain mode', () => {
  let t: TestApp;
  let admin: string;
  let member: { cookie: string; entityId: number };
  let stranger: { cookie: string; entityId: number };
  let projectId: number;
  const gqlAt = (host: string, query: string, variables: Record<string, unknown> = {}, cookie?: string) =>
    hostRequest(t.url, host, 'POST', '/graphql', { cookie, body: { query, variables } });

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_ORIGIN: `http://${MAIN}`, SUBDOMAIN_LOGIN_PATH: '/belepes/' } });
    admin = await t.loginAs('admin@lepke.test');
    member = await t.register('Tagos Tamás');
    stranger = await t.register('Idegen Ida');
    const created = await t.gql(CREATE_ENTITY, { input: { type: 6, displayName: 'Lepkeszámláló projekt' } }, { cookie: member.cookie });
    projectId = created.body.data.createEntity.entity.recId as number;
    const set = await t.gql(SET_SUBDOMAIN, { input: { entity: gid('Entity', projectId), subdomain: ' Szamlalo ' } }, { cookie: admin });
    expect(set.body.data.setEntitySubdomain).toEqual({ __typename: 'SetEntitySubdomainPayload', entity: { recId: projectId, subdomain: 'szamlalo' } });
  });
  afterAll(() => t?.close());

  test("the site of a subdomain is its entity, with the subdomain's login path; the main host has none", async () => {
    const onSub = await gqlAt(`szamlalo.${MAIN}`, SITE);
    expect(onSub.body.data.site).toEqual({
      subdomain: 'szamlalo',
      loginPath: '/belepes/',
      entity: { recId: projectId, displayName: 'Lepkeszámláló projekt', subdomain: 'szamlalo' },
      // a guest is no member: the members-only routes send them to log in
      viewerCan: { enterMembersArea: false },
    });
    const onMain = await gqlAt(MAIN, SITE);
    expect(onMain.body.data.site).toEqual({ subdomain: null, loginPath: '/?force_login=1', entity: null, viewerCan: { enterMembersArea: true } });
    const rest = await hostRequest(t.url, `szamlalo.${MAIN}`, 'GET', '/api/site', { cookie: stranger.cookie });
    expect(rest.body.data).toEqual({ subdomain: 'szamlalo', entity_id: projectId, login_path: '/belepes/', can_enter_members_area: false });
    // a host that is not under PUBLIC_ORIGIN is no subdomain at all
    expect((await gqlAt(`szamlalo.other.test`, SITE)).body.data.site.subdomain).toBeNull();
  });

  test('a members-only write on the subdomain refuses a non-member with ONLY_MEMBER_AREA, in GraphQL and REST', async () => {
    const refused = await gqlAt(`szamlalo.${MAIN}`, CREATE_POST, note('Not here'), stranger.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].extensions.code).toBe(ONLY_MEMBER_AREA);
    expect(refused.body.data ?? null).toBeNull();
    const restRefused = await hostRequest(t.url, `szamlalo.${MAIN}`, 'POST', '/api/post', {
      cookie: stranger.cookie,
      body: { type: 'note', title: 'Not here', body: 'x' },
    });
    expect(restRefused.status).toBe(403);
    expect(restRefused.body.error_code).toBe(ONLY_MEMBER_AREA);
    const viewerCan = await gqlAt(`szamlalo.${MAIN}`, SITE, {}, stranger.cookie);
    expect(viewerCan.body.data.site.viewerCan.enterMembersArea).toBe(false);
    // a guest is asked to log in
    const guest = await hostRequest(t.url, `szamlalo.${MAIN}`, 'POST', '/api/message/send/1', { body: { subject: 'x', body: 'y' } });
    expect(guest.status).toBe(401);
    // on the main host the same person may post
    expect((await gqlAt(MAIN, CREATE_POST, note('On the main host'), stranger.cookie)).body.data.createPost.__typename).toBe('CreatePostPayload');
    // reading stays open on the subdomain
    expect((await gqlAt(`szamlalo.${MAIN}`, SITE, {}, stranger.cookie)).status).toBe(200);
  });

  test('a member is admitted, and ADMIN bypasses the restriction', async () => {
    const byMember = await gqlAt(`szamlalo.${MAIN}`, CREATE_POST, note('A member writes'), member.cookie);
    expect(byMember.body.data.createPost.__typename).toBe('CreatePostPayload');
    const byAdmin = await gqlAt(`szamlalo.${MAIN}`, CREATE_POST, note('An admin writes'), admin);
    expect(byAdmin.body.data.createPost.__typename).toBe('CreatePostPayload');
    expect((await gqlAt(`szamlalo.${MAIN}`, SITE, {}, admin)).body.data.site.viewerCan.enterMembersArea).toBe(true);
    // an operation hiding the mutation in a fragment is caught too
    const hidden = await gqlAt(
      `szamlalo.${MAIN}`,
      `mutation ($input: CreatePostInput!) { ...F } fragment F on Mutation { createPost(input: $input) { __typename } }`,
      note('Hidden'),
      stranger.cookie,
    );
    expect(hidden.body.errors[0].extensions.code).toBe(ONLY_MEMBER_AREA);
  });

  test('an unknown subdomain: pages go to the main host, the API answers 404 SITE_NOT_FOUND', async () => {
    const page = await hostRequest(t.url, `nincs.${MAIN}`, 'GET', '/observation/list/?x=1');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe(`http://${MAIN}/observation/list/?x=1`);
    const api = await gqlAt(`nincs.${MAIN}`, SITE);
    expect(api.status).toBe(404);
    expect(api.body.error_code).toBe('SITE_NOT_FOUND');
  });

  test('the login path of a subdomain is answered by the web app, like any page', async () => {
    const page = await hostRequest(t.url, `szamlalo.${MAIN}`, 'GET', '/belepes/');
    // the built app's index.html, or the note that it is not built yet: never a 404
    expect([200, 503]).toContain(page.status);
  });

  test('the session cookie is host-only unless COOKIE_DOMAIN is set', async () => {
    const login = await t.rest('POST', '/graphql', {
      body: {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
        variables: { input: { email: 'user@lepke.test', password: DEMO_PASSWORD } },
      },
    });
    const hostOnly = login.headers.getSetCookie().find((header) => header.startsWith('lepke_session='));
    expect(hostOnly).toBeDefined();
    expect(hostOnly).not.toMatch(/domain=/i);

    const shared = await startTestApp({ env: { PUBLIC_ORIGIN: `http://${MAIN}`, COOKIE_DOMAIN: `.${MAIN}`, SEED_DEMO: '0' } });
    try {
      const password = 'lepke-test-password';
      const input = { displayName: 'Süti Sára', email: 'suti@lepke.test', password, passwordRetype: password, acceptPrivacy: true };
      const reply = await shared.rest('POST', '/graphql', { body: { query: REGISTER, variables: { input } } });
      const cookie = reply.headers.getSetCookie().find((header) => header.startsWith('lepke_session='));
      expect(cookie).toMatch(/Domain=lepke\.test/);
      const logout = await shared.rest('GET', '/api/logout', { cookie: reply.cookie });
      expect(logout.headers.getSetCookie().find((header) => header.startsWith('lepke_session='))).toMatch(/Domain=lepke\.test/);
    } finally {
      await shared.close();
    }
  });

  test('a subdomain is a lower-case DNS label of 3–63 characters, not reserved, and unique', async () => {
    const other = await t.gql(CREATE_ENTITY, { input: { type: 2, displayName: 'Másik csoport' } }, { cookie: member.cookie });
    const otherId = other.body.data.createEntity.entity.recId as number;
    const attempt = (subdomain: string | null, cookie = admin, entity = otherId) =>
      t.gql(SET_SUBDOMAIN, { input: { entity: gid('Entity', entity), subdomain } }, { cookie }).then((reply) => reply.body.data.setEntitySubdomain);
    expect((await attempt('ab')).fields).toEqual([{ field: 'subdomain', code: 'DATA_TOO_SHORT' }]);
    expect((await attempt('a'.repeat(64))).fields).toEqual([{ field: 'subdomain', code: 'DATA_TOO_LONG' }]);
    for (const bad of ['-abc', 'abc-', 'ab_c', 'ab.cd', 'árvíz']) expect((await attempt(bad)).fields).toEqual([{ field: 'subdomain', code: 'INVALID_SUBDOMAIN' }]);
    for (const reserved of ['www', 'api', 'admin', 'mail']) expect((await attempt(reserved)).fields).toEqual([{ field: 'subdomain', code: 'RESERVED_SUBDOMAIN' }]);
    expect(await attempt('szamlalo')).toMatchObject({ __typename: 'ConflictError', code: 'SUBDOMAIN_TAKEN' });
    expect((await attempt(`masik-${'x'.repeat(10)}`)).entity.subdomain).toBe('masik-xxxxxxxxxx');
    expect((await attempt('')).entity.subdomain).toBeNull();
    expect((await attempt('valaki', admin, member.entityId)).fields).toEqual([{ field: 'entity', code: 'SUBDOMAIN_NOT_FOR_PERSON' }]);
    // the REST path calls the same service
    const rest = await t.rest('PUT', `/api/admin/entity/${otherId}/subdomain`, { cookie: admin, body: { subdomain: 'SZAMLALO' } });
    expect(rest.status).toBe(409);
    expect(rest.body.error_code).toBe('SUBDOMAIN_TAKEN');
  });

  test('only a site ADMIN sets a subdomain, not even the entity’s own administrator', async () => {
    const byOwner = await t.gql(SET_SUBDOMAIN, { input: { entity: gid('Entity', projectId), subdomain: 'sajat' } }, { cookie: member.cookie });
    expect(byOwner.body.data.setEntitySubdomain).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    const byGuest = await t.gql(SET_SUBDOMAIN, { input: { entity: gid('Entity', projectId), subdomain: 'sajat' } });
    expect(byGuest.body.errors?.[0]?.extensions?.code ?? byGuest.body.data?.setEntitySubdomain?.code).toBe('UNAUTHORIZED');
    const rest = await t.rest('PUT', `/api/admin/entity/${projectId}/subdomain`, { cookie: stranger.cookie, body: { subdomain: 'sajat' } });
    expect(rest.status).toBe(403);
    expect((await gqlAt(`szamlalo.${MAIN}`, SITE)).body.data.site.entity.recId).toBe(projectId);
  });
});
