import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publicSessionId } from '../../server/modules/sessions/service.ts';
import { LOGIN, startTestApp, type TestApp } from './harness.ts';

/**
 * The account page's sessions (issue 19): the viewer's own live sessions with the device read from
 * the user agent, ending one (another's or an unknown id is not found) or all others, over GraphQL
 * and REST.
 */

const PASSWORD = 'lepke-test-password';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const SESSIONS = `{ viewer { userId sessions { id device { browser os type } ip createdAt lastSeenAt current } } }`;
const END = `mutation ($input: EndSessionInput!) {
  endSession(input: $input) { __typename ... on EndSessionPayload { code current } ... on Error { code } }
}`;
const END_OTHERS = `mutation { endOtherSessions { __typename ... on EndOtherSessionsPayload { code count } ... on Error { code } } }`;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
});
afterAll(async () => {
  await t?.close();
});

interface Session {
  id: string;
  device: { browser: string | null; os: string | null; type: string };
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

let people = 0;
/** A new account (its registration's session ended), signed in on the devices given. */
async function personOn(...userAgents: string[]): Promise<{ email: string; userId: number; cookies: string[] }> {
  const { cookie, entityId } = await t.register(`Munkamenetes ${++people}`);
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { entityId }, select: { id: true, email: true } });
  const cookies: string[] = [];
  for (const userAgent of userAgents) {
    const reply = await t.gql(LOGIN, { input: { email: user.email, password: PASSWORD } }, { headers: { 'user-agent': userAgent } });
    if (!reply.cookie) throw new Error(JSON.stringify(reply.body));
    cookies.push(reply.cookie);
  }
  await t.rest('GET', '/api/logout', { cookie });
  return { email: user.email, userId: user.id, cookies };
}

const sessionsOf = async (cookie: string | undefined): Promise<Session[] | null> => (await t.gql(SESSIONS, {}, { cookie })).body.data.viewer.sessions as Session[] | null;
const signedIn = async (cookie: string) => (await t.gql(`{ viewer { userId } }`, {}, { cookie })).body.data.viewer.userId !== null;
const currentOf = async (cookie: string) => (await sessionsOf(cookie))!.find((session) => session.current)!;

describe('listing', () => {
  test('the own live sessions, the last seen first, with the device read from the user agent and the current one marked', async () => {
    const { cookies, userId } = await personOn(PHONE, LAPTOP);
    const [phone, laptop] = cookies as [string, string];
    const seen = await sessionsOf(laptop);
    expect(seen).toHaveLength(2);
    const [first, second] = seen!;
    expect(first).toMatchObject({ device: { browser: 'Firefox 128', os: 'Windows 10', type: 'DESKTOP' }, current: true });
    expect(second).toMatchObject({ device: { browser: 'Chrome 124', os: 'Android 14', type: 'MOBILE' }, current: false });
    expect(Date.parse(first!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(second!.lastSeenAt));
    for (const session of seen!) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(session.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
    }
    // The public id is a handle, never the stored id, and the same on every list.
    const stored = await t.db.prisma.session.findMany({ where: { userId }, select: { id: true } });
    expect(stored.map((row) => row.id)).not.toContain(first!.id);
    expect(new Set(stored.map((row) => publicSessionId(row.id)))).toEqual(new Set(seen!.map((session) => session.id)));
    expect((await sessionsOf(phone))!.map((session) => [session.id, session.current])).toEqual([
      [first!.id, false],
      [second!.id, true],
    ]);
  });

  test('an expired session is not listed and cannot be ended', async () => {
    const { cookies, userId } = await personOn(PHONE, TABLET);
    const tablet = await currentOf(cookies[1]!);
    expect(tablet.device).toEqual({ browser: 'Safari 17', os: 'iOS 17.4', type: 'TABLET' });
    const phone = await currentOf(cookies[0]!);
    await t.db.prisma.session.updateMany({ where: { userId, userAgent: PHONE }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await sessionsOf(cookies[1]))!.map((session) => session.id)).toEqual([tablet.id]);
    expect((await t.gql(END, { input: { id: phone.id } }, { cookie: cookies[1] })).body.data.endSession.code).toBe('DATA_NOT_FOUND');
  });
});

describe('ending', () => {
  test('ending another session of one’s own signs that browser out; this one stays', async () => {
    const { cookies } = await personOn(PHONE, LAPTOP);
    const [phone, laptop] = cookies as [string, string];
    const phoneSession = await currentOf(phone);
    const ended = await t.gql(END, { input: { id: phoneSession.id } }, { cookie: laptop });
    expect(ended.body.data.endSession).toEqual({ __typename: 'EndSessionPayload', code: 'SESSION_ENDED', current: false });
    expect(ended.cookie).toBeUndefined();
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect((await sessionsOf(laptop))!.map((session) => session.current)).toEqual([true]);
    // Gone: again it is not found.
    expect((await t.gql(END, { input: { id: phoneSession.id } }, { cookie: laptop })).body.data.endSession.code).toBe('DATA_NOT_FOUND');
  });

  test('another person’s session id is DATA_NOT_FOUND, like an unknown one, and nothing ends', async () => {
    const anna = await personOn(PHONE);
    const bela = await personOn(LAPTOP);
    const annasPhone = await currentOf(anna.cookies[0]!);
    const before = await t.db.prisma.session.count();
    const refused = await t.gql(END, { input: { id: annasPhone.id } }, { cookie: bela.cookies[0] });
    expect(refused.body.data.endSession).toEqual({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
    expect((await t.gql(END, { input: { id: '0123456789abcdef' } }, { cookie: bela.cookies[0] })).body.data.endSession.code).toBe('DATA_NOT_FOUND');
    const rest = await t.rest('DELETE', `/api/profile/sessions/${annasPhone.id}`, { cookie: bela.cookies[0] });
    expect([rest.status, rest.body.error_code]).toEqual([404, 'DATA_NOT_FOUND']);
    expect(await t.db.prisma.session.count()).toBe(before);
    expect(await signedIn(anna.cookies[0]!)).toBe(true);
  });

  test('ending the current session signs out and clears the cookie (GraphQL and REST)', async () => {
    const { cookies } = await personOn(PHONE, LAPTOP);
    const [phone, laptop] = cookies as [string, string];
    const viaGraphQL = await t.gql(END, { input: { id: (await currentOf(phone)).id } }, { cookie: phone });
    expect(viaGraphQL.body.data.endSession).toEqual({ __typename: 'EndSessionPayload', code: 'SESSION_ENDED', current: true });
    expect(viaGraphQL.headers.getSetCookie().join('\n')).toMatch(/lepke_session=;/);
    expect(await signedIn(phone)).toBe(false);

    const viaRest = await t.rest('DELETE', `/api/profile/sessions/${(await currentOf(laptop)).id}`, { cookie: laptop });
    expect([viaRest.status, viaRest.body]).toEqual([200, { code: 'SESSION_ENDED', current: true }]);
    expect(viaRest.headers.getSetCookie().join('\n')).toMatch(/lepke_session=;/);
    expect(await signedIn(laptop)).toBe(false);
  });

  test('ending all others keeps the current session only, and says how many ended', async () => {
    const { cookies, userId } = await personOn(PHONE, LAPTOP, TABLET);
    const [phone, laptop, tablet] = cookies as [string, string, string];
    const ended = await t.gql(END_OTHERS, {}, { cookie: laptop });
    expect(ended.body.data.endOtherSessions).toEqual({ __typename: 'EndOtherSessionsPayload', code: 'SESSIONS_ENDED', count: 2 });
    expect([await signedIn(phone), await signedIn(laptop), await signedIn(tablet)]).toEqual([false, true, false]);
    expect(await t.db.prisma.session.count({ where: { userId } })).toBe(1);

    // REST: DELETE /api/profile/sessions ends the others, none left now.
    const more = await personOn(PHONE);
    const again = await t.rest('DELETE', '/api/profile/sessions', { cookie: laptop });
    expect([again.status, again.body]).toEqual([200, { code: 'SESSIONS_ENDED', count: 0 }]);
    expect(await signedIn(laptop)).toBe(true);
    // Another person's sessions are never touched.
    expect(await signedIn(more.cookies[0]!)).toBe(true);
  });
});

describe('guests and REST', () => {
  test('a guest has no sessions and may end none: UNAUTHORIZED over GraphQL, 401 over REST', async () => {
    expect(await sessionsOf(undefined)).toBeNull();
    expect((await t.gql(END, { input: { id: '0123456789abcdef' } })).body.data.endSession).toEqual({ __typename: 'UnauthorizedError', code: 'UNAUTHORIZED' });
    expect((await t.gql(END_OTHERS)).body.data.endOtherSessions).toEqual({ __typename: 'UnauthorizedError', code: 'UNAUTHORIZED' });
    for (const [method, path] of [
      ['GET', '/api/profile/sessions'],
      ['DELETE', '/api/profile/sessions'],
      ['DELETE', '/api/profile/sessions/0123456789abcdef'],
    ] as const) {
      const reply = await t.rest(method, path);
      expect([method, path, reply.status, reply.body.error_code]).toEqual([method, path, 401, 'UNAUTHORIZED']);
    }
  });

  test('GET /api/profile/sessions answers the spec’s snake_case shape', async () => {
    const { cookies } = await personOn(PHONE, LAPTOP);
    const reply = await t.rest('GET', '/api/profile/sessions', { cookie: cookies[1] });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(2);
    expect(reply.body.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      device: { browser: 'Firefox 128', os: 'Windows 10', type: 'DESKTOP' },
      ip: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_seen_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      current: true,
    });
    expect(reply.body.data[1]).toMatchObject({ device: { type: 'MOBILE' }, current: false });
  });
});
