import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { PRIVACY_RECORD_NAME } from '../../server/modules/consent/items.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PENDING = `query { viewer { pendingConsents { name type version title text } } }`;
const DECIDE = `mutation ($input: DecideConsentInput!) {
  decideConsent(input: $input) {
    __typename
    ... on PendingConsents { pendingConsents { name type } }
    ... on Error { code }
  }
}`;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function pendingNames(cookie: string | undefined): Promise<string[]> {
  const reply = await t.gql(PENDING, {}, { cookie });
  return (reply.body.data.viewer.pendingConsents as { name: string }[]).map(({ name }) => name);
}

/** A registered user whose privacy acceptance is of an older version, as after a version bump. */
async function userWithOldPrivacy(name: string): Promise<string> {
  const { cookie, entityId } = await t.register(name);
  const { id: userId } = await t.db.prisma.user.findFirstOrThrow({ where: { entityId } });
  await t.db.prisma.consent.updateMany({ where: { userId, name: PRIVACY_RECORD_NAME }, data: { name: 'privacy@2020-01' } });
  return cookie;
}

describe('consent', () => {
  test('demo users and new registrations have accepted the current privacy version', async () => {
    expect(await pendingNames(await t.loginAs('user@lepke.test'))).not.toContain('privacy');
    expect(await pendingNames((await t.register('Fresh')).cookie)).toEqual(['research-data']);
  });

  test("a new version of a block item is pending, in the user's language, until accepted", async () => {
    const cookie = await userWithOldPrivacy('Old Privacy');
    const reply = await t.gql(PENDING, {}, { cookie });
    expect(reply.body.data.viewer.pendingConsents[0]).toMatchObject({ name: 'privacy', type: 'BLOCK', title: 'Adatvédelem' });
    await t.gql(`mutation { setLanguage(input: { language: "en" }) { __typename } }`, {}, { cookie });
    expect((await t.gql(PENDING, {}, { cookie })).body.data.viewer.pendingConsents[0].title).toBe('Privacy');

    const accepted = await t.gql(DECIDE, { input: { name: 'privacy', accepted: true } }, { cookie });
    expect(accepted.body.data.decideConsent).toEqual({ __typename: 'PendingConsents', pendingConsents: [{ name: 'research-data', type: 'PAGE' }] });
    expect(await pendingNames(cookie)).toEqual(['research-data']);
  });

  test('a rejection is recorded over REST and the item stays pending', async () => {
    const cookie = await userWithOldPrivacy('Rejecter');
    const reply = await t.rest('POST', '/api/consent/privacy', { cookie, body: { accepted: false } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.consent).toMatchObject({ name: 'privacy', accepted: false });
    expect(typeof reply.body.data.consent.id).toBe('number');
    expect(new Date(reply.body.data.consent.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const record = await t.db.prisma.consent.findUniqueOrThrow({ where: { id: reply.body.data.consent.id } });
    expect(record).toMatchObject({ name: PRIVACY_RECORD_NAME, accepted: false });
    // The rejection ended the session; at the next login the item is still pending.
    const nextLogin = `${SESSION_COOKIE}=${(await createSession(t.db.prisma, record.userId, 60_000, {})).token}`;
    expect(await pendingNames(nextLogin)).toContain('privacy');
  });

  test('accepted:false withdraws an acceptance: the page item is pending again and shows as not accepted', async () => {
    const { cookie } = await t.register('Withdrawer');
    const STATES = `query { viewer { consents { name type accepted } } }`;
    const accepted = async () =>
      ((await t.gql(STATES, {}, { cookie })).body.data.viewer.consents as { name: string; accepted: boolean }[]).find((item) => item.name === 'research-data')?.accepted;
    expect((await t.rest('POST', '/api/consent/research-data', { cookie, body: { accepted: true } })).status).toBe(200);
    expect(await pendingNames(cookie)).toEqual([]);
    expect(await accepted()).toBe(true);

    const withdrawn = await t.rest('POST', '/api/consent/research-data', { cookie, body: { accepted: false } });
    expect(withdrawn.body.data.consent).toMatchObject({ name: 'research-data', accepted: false });
    expect(await pendingNames(cookie)).toEqual(['research-data']);
    expect(await accepted()).toBe(false);

    const again = await t.gql(DECIDE, { input: { name: 'research-data', accepted: true } }, { cookie });
    expect(again.body.data.decideConsent.pendingConsents).toEqual([]);
    expect(await accepted()).toBe(true);
  });

  test('withdrawing the privacy consent (a block item) ends every session of the user', async () => {
    const { cookie, entityId } = await t.register('Leaver');
    const { id: userId } = await t.db.prisma.user.findFirstOrThrow({ where: { entityId } });
    const otherDevice = `${SESSION_COOKIE}=${(await createSession(t.db.prisma, userId, 60_000, {})).token}`;
    const userIdOf = async (session: string) => (await t.gql('query { viewer { userId } }', {}, { cookie: session })).body.data.viewer.userId;
    expect(await userIdOf(otherDevice)).toBe(userId);

    const reply = await t.rest('POST', '/api/consent/privacy', { cookie, body: { accepted: false } });
    expect(reply.status).toBe(200);
    expect(await userIdOf(cookie)).toBeNull();
    expect(await userIdOf(otherDevice)).toBeNull();
    expect(await t.db.prisma.session.count({ where: { userId } })).toBe(0);
  });

  test('REST accepts by default', async () => {
    const cookie = await userWithOldPrivacy('Default');
    const reply = await t.rest('POST', '/api/consent/privacy', { cookie });
    expect(reply.body.data.consent.accepted).toBe(true);
    expect(await pendingNames(cookie)).not.toContain('privacy');
  });

  test('an unknown item is not found', async () => {
    const cookie = await t.loginAs('user@lepke.test');
    const reply = await t.rest('POST', '/api/consent/no-such-item', { cookie, body: { accepted: true } });
    expect(reply.status).toBe(404);
    expect(reply.body.error_code).toBe('DATA_NOT_FOUND');
    const typed = await t.gql(DECIDE, { input: { name: 'no-such-item', accepted: true } }, { cookie });
    expect(typed.body.data.decideConsent).toEqual({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
  });

  test('a guest is refused and has nothing pending', async () => {
    const reply = await t.rest('POST', '/api/consent/privacy', { body: { accepted: true } });
    expect(reply.status).toBe(401);
    expect(reply.body.error_code).toBe('UNAUTHORIZED');
    const typed = await t.gql(DECIDE, { input: { name: 'privacy', accepted: true } });
    expect(typed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(await pendingNames(undefined)).toEqual([]);
  });
});
