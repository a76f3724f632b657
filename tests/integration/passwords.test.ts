import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/modules/mail/test-smtp-server.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Password restore and change (issue 19 part 2; recording §2 `/password/restore`, §7, §8): a link
 * mailed through a real SMTP server, the same answer for every address, single-use expiring
 * tokens, PASSWORD_CANNOT_BE_RESTORED in a social-only account's mail, every session ended.
 */

const SMTP_LOGIN = { user: 'lepke', pass: 'smtp-secret' };
const PASSWORD = 'lepke-test-password';
const NEW_PASSWORD = 'a-new-password-1';
const PER_ADDRESS = 3;

const VIEWER = `{ viewer { userId } }`;
const REQUEST = `mutation ($input: RequestPasswordRestoreInput!) {
  requestPasswordRestore(input: $input) { __typename ... on PasswordRestoreRequested { code } ... on ValidationError { code fields { field code } } }
}`;
const LINK = `query ($token: String!) {
  passwordRestoreLink(token: $token) { __typename ... on PasswordRestoreLink { email } ... on Error { code } }
}`;
const RESTORE = `mutation ($input: RestorePasswordInput!) {
  restorePassword(input: $input) {
    __typename
    ... on AuthPayload { viewer { userId } }
    ... on TwoFactorChallenge { challenge }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const CHANGE = `mutation ($input: ChangePasswordInput!) {
  changePassword(input: $input) { __typename ... on PasswordChanged { code } ... on ValidationError { code fields { field code } } ... on Error { code } }
}`;
const SET = `mutation ($input: SetPasswordInput!) {
  setPassword(input: $input) { __typename ... on PasswordChanged { code } ... on ValidationError { code fields { field code } } ... on Error { code } }
}`;

let smtp: TestSmtpServer;
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer(SMTP_LOGIN);
  database = await openTestDatabase();
  t = await startTestApp({
    db: database.db,
    env: { SEED_DEMO: '0', SMTP_URL: smtp.url(SMTP_LOGIN.user, SMTP_LOGIN.pass), RESTORES_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS), RESTORES_PER_IP_PER_HOUR: '1000' },
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await smtp?.close();
});

interface Person {
  cookie: string;
  userId: number;
  email: string;
}

let people = 0;
async function person(language: 'hu' | 'en' | 'ro' | 'tr' = 'hu'): Promise<Person> {
  const { cookie, entityId } = await t.register(`Feledekeny ${++people}`);
  const user = await t.db.prisma.user.update({ where: { entityId }, data: { language }, select: { id: true, email: true } });
  return { cookie, userId: user.id, email: user.email };
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));

async function waitForMails(address: string, count: number) {
  const deadline = Date.now() + 5000;
  while (mailsTo(address).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(mailsTo(address)).toHaveLength(count);
  return mailsTo(address);
}

/** The token of the restore link in a mail's text part. */
function tokenIn(text: string | undefined): string {
  const match = /\/password\/restore\?token=([\w-]+)/.exec(text ?? '');
  if (!match) throw new Error(`No restore link in: ${text}`);
  return match[1]!;
}

const ask = (email: string) => t.rest('POST', '/api/password/restore', { body: { email } });
const signedIn = async (cookie: string) => (await t.gql(VIEWER, {}, { cookie })).body.data.viewer.userId as number | null;
const loginWorks = async (email: string, password: string) =>
  (await t.gql(`mutation ($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email, password } })).body.data.login.__typename === 'AuthPayload';

describe('asking for a restore link', () => {
  test('a known address gets a one-hour, single-use link in its language; an unknown one gets the very same answer and no mail', async () => {
    const known = await person('en');
    const unknown = `nobody-${Date.now()}@lepke.test`;
    const forUnknown = await ask(unknown);
    const forKnown = await ask(known.email.toUpperCase());
    expect([forUnknown.status, forUnknown.body]).toEqual([forKnown.status, forKnown.body]);
    expect([forKnown.status, forKnown.body]).toEqual([202, { code: 'PASSWORD_RESTORE_SENT' }]);

    const [mail] = await waitForMails(known.email, 1);
    expect(mail!.parsed.subject).toBe('A new password for your Lepke account');
    expect(mail!.parsed.html).toContain('/password/restore?token=');
    expect(mailsTo(unknown)).toHaveLength(0);
    const stored = await t.db.prisma.accountToken.findFirstOrThrow({ where: { userId: known.userId, purpose: 'PASSWORD_RESTORE' } });
    expect(stored.id).not.toContain(tokenIn(mail!.parsed.text));
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  test('an account that signs in only through a provider hears PASSWORD_CANNOT_BE_RESTORED in its mail, never on screen', async () => {
    const social = await person('hu');
    await t.db.prisma.user.update({
      where: { id: social.userId },
      data: { passwordHash: null, identities: { create: { provider: 'gitlab', subject: `s-${social.userId}` } } },
    });
    const reply = await ask(social.email);
    expect([reply.status, reply.body]).toEqual([202, { code: 'PASSWORD_RESTORE_SENT' }]);
    const [mail] = await waitForMails(social.email, 1);
    expect(mail!.parsed.subject).toBe('A jelszavad nem állítható vissza');
    expect(mail!.parsed.text).toContain('gitlab');
    expect(mail!.parsed.text).not.toContain('/password/restore');
    expect(await t.db.prisma.accountToken.count({ where: { userId: social.userId } })).toBe(0);
  });

  test(`every request counts against the address, known or not: the ${PER_ADDRESS + 1}th in an hour is 429 for both`, async () => {
    const known = await person();
    const unknown = `limited-${Date.now()}@lepke.test`;
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await ask(known.email)).status).toBe(202);
      expect((await ask(unknown)).status).toBe(202);
    }
    const overKnown = await ask(known.email);
    const overUnknown = await ask(unknown);
    expect([overKnown.status, overKnown.body.error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect([overUnknown.status, overUnknown.body.error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // Only the newest link works.
    const mails = await waitForMails(known.email, PER_ADDRESS);
    const tokens = mails.map((mail) => tokenIn(mail.parsed.text));
    const live = await Promise.all(tokens.map(async (token) => (await t.rest('GET', `/api/password/restore?token=${token}`)).status));
    expect(live.filter((status) => status === 200)).toHaveLength(1);
  });

  test('a malformed address is 422 on the email field through both APIs', async () => {
    const rest = await ask('not-an-address');
    expect(rest.status).toBe(422);
    const graphql = await t.gql(REQUEST, { input: { email: 'not-an-address' } });
    expect(graphql.body.data.requestPasswordRestore.__typename).toBe('ValidationError');
    expect(graphql.body.data.requestPasswordRestore.fields[0].field).toBe('email');
  });
});

describe('setting the new password with the link', () => {
  test('the retype must match; then the password changes, every session ends, the person is signed in here, and the link is spent', async () => {
    const someone = await person();
    const otherDevice = await t.loginAs(someone.email, PASSWORD);
    await ask(someone.email);
    const token = tokenIn((await waitForMails(someone.email, 1))[0]!.parsed.text);

    const check = await t.rest('GET', `/api/password/restore?token=${token}`);
    expect([check.status, check.body.data]).toEqual([200, { email: someone.email }]);
    expect((await t.gql(LINK, { token })).body.data.passwordRestoreLink).toEqual({ __typename: 'PasswordRestoreLink', email: someone.email });

    const mismatch = await t.rest('PUT', '/api/password/restore', { body: { token, password: NEW_PASSWORD, password_retype: 'something-else' } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.fields).toEqual([expect.objectContaining({ field: 'passwordRetype', code: 'PW_RETYPE_FAILED' })]);
    const short = await t.gql(RESTORE, { input: { token, password: 'short', passwordRetype: 'short' } });
    expect(short.body.data.restorePassword.fields).toEqual([{ field: 'password', code: 'DATA_TOO_SHORT' }]);
    expect(await loginWorks(someone.email, PASSWORD)).toBe(true);

    const done = await t.gql(RESTORE, { input: { token, password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } });
    expect(done.body.data.restorePassword).toEqual({ __typename: 'AuthPayload', viewer: { userId: someone.userId } });
    expect(await signedIn(done.cookie!)).toBe(someone.userId);
    expect(await signedIn(someone.cookie)).toBeNull();
    expect(await signedIn(otherDevice)).toBeNull();
    expect(await loginWorks(someone.email, PASSWORD)).toBe(false);
    expect(await loginWorks(someone.email, NEW_PASSWORD)).toBe(true);

    const reused = await t.rest('PUT', '/api/password/restore', { body: { token, password: 'yet-another-one', password_retype: 'yet-another-one' } });
    expect([reused.status, reused.body.error_code]).toEqual([404, 'TOKEN_INVALID']);
    expect((await t.gql(LINK, { token })).body.data.passwordRestoreLink).toMatchObject({ __typename: 'NotFoundError', code: 'TOKEN_INVALID' });
  });

  test('an expired or made-up link is 404 TOKEN_INVALID and changes nothing', async () => {
    const someone = await person();
    await ask(someone.email);
    const token = tokenIn((await waitForMails(someone.email, 1))[0]!.parsed.text);
    await t.db.prisma.accountToken.updateMany({ where: { userId: someone.userId, purpose: 'PASSWORD_RESTORE' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const candidate of [token, 'made-up-token', 'x'.repeat(500)]) {
      const reply = await t.rest('PUT', '/api/password/restore', { body: { token: candidate, password: NEW_PASSWORD, password_retype: NEW_PASSWORD } });
      expect([candidate.slice(0, 12), reply.status, reply.body.error_code]).toEqual([
        candidate.slice(0, 12),
        candidate.length > 200 ? 422 : 404,
        candidate.length > 200 ? 'VALIDATION_ERROR' : 'TOKEN_INVALID',
      ]);
    }
    expect((await t.rest('GET', `/api/password/restore?token=${token}`)).status).toBe(404);
    expect(await loginWorks(someone.email, PASSWORD)).toBe(true);
    expect(await signedIn(someone.cookie)).toBe(someone.userId);
  });

  test('with two-factor sign-in on, the new password leads to the code step, not a session', async () => {
    const someone = await person();
    await t.db.prisma.user.update({ where: { id: someone.userId }, data: { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() } });
    await ask(someone.email);
    const token = tokenIn((await waitForMails(someone.email, 1))[0]!.parsed.text);
    const reply = await t.gql(RESTORE, { input: { token, password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } });
    expect(reply.body.data.restorePassword.__typename).toBe('TwoFactorChallenge');
    expect(reply.cookie).toBeUndefined();
    expect(await signedIn(someone.cookie)).toBeNull();
  });
});

describe('changing the password while signed in', () => {
  test('the current password is asked again; the other sessions end, this one stays, and the address hears of it', async () => {
    const someone = await person('ro');
    const otherDevice = await t.loginAs(someone.email, PASSWORD);
    const wrong = await t.gql(CHANGE, { input: { currentPassword: 'not-it', password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } }, { cookie: someone.cookie });
    expect(wrong.body.data.changePassword).toMatchObject({
      __typename: 'ValidationError',
      code: 'PASSWORD_WRONG',
      fields: [{ field: 'currentPassword', code: 'PASSWORD_WRONG' }],
    });
    const retype = await t.rest('POST', '/api/password/change', {
      cookie: someone.cookie,
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_retype: 'other' },
    });
    expect([retype.status, retype.body.fields[0].code]).toEqual([422, 'PW_RETYPE_FAILED']);
    expect(await signedIn(otherDevice)).toBe(someone.userId);

    const done = await t.rest('POST', '/api/password/change', {
      cookie: someone.cookie,
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_retype: NEW_PASSWORD },
    });
    expect([done.status, done.body.code]).toEqual([200, 'PASSWORD_CHANGED']);
    expect(await signedIn(someone.cookie)).toBe(someone.userId);
    expect(await signedIn(otherDevice)).toBeNull();
    expect(await loginWorks(someone.email, NEW_PASSWORD)).toBe(true);
    const [notice] = await waitForMails(someone.email, 1);
    expect(notice!.parsed.subject).toBe('Parola ta Lepke a fost schimbată');
  });

  test('a social-only account gets CANT_CHANGE_PW_FOR_SOCIAL_ACCOUNT, and may set a password right after signing in', async () => {
    const social = await person();
    await t.db.prisma.user.update({ where: { id: social.userId }, data: { passwordHash: null } });
    const change = await t.rest('POST', '/api/password/change', {
      cookie: social.cookie,
      body: { current_password: '', password: NEW_PASSWORD, password_retype: NEW_PASSWORD },
    });
    expect([change.status, change.body.error_code]).toEqual([403, 'CANT_CHANGE_PW_FOR_SOCIAL_ACCOUNT']);
    expect(
      (await t.gql(CHANGE, { input: { currentPassword: '', password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } }, { cookie: social.cookie })).body.data.changePassword,
    ).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'CANT_CHANGE_PW_FOR_SOCIAL_ACCOUNT',
    });

    await t.db.prisma.session.updateMany({ where: { userId: social.userId }, data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    expect((await t.gql(SET, { input: { password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } }, { cookie: social.cookie })).body.data.setPassword).toMatchObject({
      code: 'REAUTH_REQUIRED',
    });
    await t.db.prisma.session.updateMany({ where: { userId: social.userId }, data: { createdAt: new Date() } });
    expect((await t.gql(SET, { input: { password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } }, { cookie: social.cookie })).body.data.setPassword).toEqual({
      __typename: 'PasswordChanged',
      code: 'PASSWORD_CHANGED',
    });
    expect(await loginWorks(social.email, NEW_PASSWORD)).toBe(true);
    expect((await t.gql(SET, { input: { password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } }, { cookie: social.cookie })).body.data.setPassword).toMatchObject({
      code: 'PASSWORD_ALREADY_SET',
    });
  });

  test('a guest is 401 on both APIs', async () => {
    const rest = await t.rest('POST', '/api/password/change', { body: { current_password: 'x', password: NEW_PASSWORD, password_retype: NEW_PASSWORD } });
    expect([rest.status, rest.body.error_code]).toEqual([401, 'UNAUTHORIZED']);
    const graphql = await t.gql(CHANGE, { input: { currentPassword: 'x', password: NEW_PASSWORD, passwordRetype: NEW_PASSWORD } });
    expect(graphql.body.data.changePassword).toMatchObject({ __typename: 'UnauthorizedError', code: 'UNAUTHORIZED' });
  });
});
