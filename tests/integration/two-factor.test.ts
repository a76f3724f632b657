import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, LOGIN, startTestApp, type TestApp } from './harness.ts';

const PASSWORD = 'lepke-test-password';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { REQUIRE_ADMIN_2FA: '1' } });
});

afterAll(async () => {
  await t?.close();
});

/** The code an authenticator app shows `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

const STATE = `query { viewer { twoFactorSetupRequired twoFactor { enabled recoveryCodesLeft required passwordless } } }`;
const START = `mutation { startTotpSetup { __typename ... on TotpSetup { secret uri qrSvg } ... on Error { code } } }`;
const CHANGE_FIELDS = `__typename ... on RecoveryCodesPayload { recoveryCodes } ... on ValidationError { fields { field code } } ... on Error { code }`;
const ENABLE = `mutation ($input: TwoFactorChangeInput!) { enableTotp(input: $input) { ${CHANGE_FIELDS} } }`;
const REGENERATE = `mutation ($input: TwoFactorChangeInput!) { regenerateRecoveryCodes(input: $input) { ${CHANGE_FIELDS} } }`;
const DISABLE = `mutation ($input: TwoFactorChangeInput!) { disableTotp(input: $input) { __typename ... on Error { code } } }`;
const LOGIN_2FA = `mutation ($input: LoginInput!) {
  login(input: $input) { __typename ... on TwoFactorChallenge { challenge expiresAt } ... on AuthPayload { viewer { userId } } ... on Error { code } }
}`;
const COMPLETE = `mutation ($input: CompleteTwoFactorLoginInput!) {
  completeTwoFactorLogin(input: $input) { __typename ... on AuthPayload { viewer { userId displayName } } ... on Error { code } }
}`;

interface Person {
  email: string;
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

async function registered(): Promise<{ email: string; cookie: string }> {
  const email = `twofa-${crypto.randomUUID()}@lepke.test`;
  const reply = await t.gql(`mutation ($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { displayName: 'Kétlépcsős Kinga', email, password: PASSWORD, passwordRetype: PASSWORD, acceptPrivacy: true },
  });
  if (!reply.cookie) throw new Error(JSON.stringify(reply.body));
  return { email, cookie: reply.cookie };
}

/** A new account with two-factor sign-in on (its first code taken at the current step). */
async function withTwoFactor(): Promise<Person> {
  const { email, cookie } = await registered();
  const setup = await t.gql(START, {}, { cookie });
  const { secret } = setup.body.data.startTotpSetup as { secret: string };
  const enabled = await t.gql(ENABLE, { input: { code: codeOf(secret), password: PASSWORD } }, { cookie });
  return { email, cookie, secret, recoveryCodes: enabled.body.data.enableTotp.recoveryCodes as string[] };
}

async function challengeOf(email: string, password = PASSWORD): Promise<string> {
  const reply = await t.gql(LOGIN_2FA, { input: { email, password } });
  expect(reply.body.data.login.__typename).toBe('TwoFactorChallenge');
  expect(reply.cookie).toBeUndefined();
  return reply.body.data.login.challenge as string;
}

const complete = (challenge: string, code: string) => t.gql(COMPLETE, { input: { challenge, code } });

describe('setting up', () => {
  test('a guest has no two-factor state and cannot start one', async () => {
    expect((await t.gql(STATE)).body.data.viewer.twoFactor).toBeNull();
    expect((await t.gql(START)).body.data.startTotpSetup.code).toBe('UNAUTHORIZED');
  });

  test('the set-up gives a secret, its otpauth address and a QR code; a code of it and the password turn it on with 10 recovery codes', async () => {
    const { email, cookie } = await registered();
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer.twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false, passwordless: false });
    const setup = (await t.gql(START, {}, { cookie })).body.data.startTotpSetup as { secret: string; uri: string; qrSvg: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/Lepke:${encodeURIComponent(email)}?issuer=Lepke&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>/);

    const wrongPassword = await t.gql(ENABLE, { input: { code: codeOf(setup.secret), password: 'not-it' } }, { cookie });
    expect(wrongPassword.body.data.enableTotp).toMatchObject({ code: 'PASSWORD_WRONG', fields: [{ field: 'password', code: 'PASSWORD_WRONG' }] });
    const wrongCode = await t.gql(ENABLE, { input: { code: '000000' === codeOf(setup.secret) ? '111111' : '000000', password: PASSWORD } }, { cookie });
    expect(wrongCode.body.data.enableTotp).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG', fields: [{ field: 'code', code: 'TWO_FACTOR_CODE_WRONG' }] });
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer.twoFactor.enabled).toBe(false);

    // Another browser signed in with the password alone…
    const elsewhere = await t.loginAs(email, PASSWORD);
    const enabled = await t.gql(ENABLE, { input: { code: codeOf(setup.secret), password: PASSWORD } }, { cookie });
    const codes = enabled.body.data.enableTotp.recoveryCodes as string[];
    // …is signed out once the second factor is on; the browser that turned it on stays signed in.
    expect((await t.gql(`{ viewer { userId } }`, {}, { cookie: elsewhere })).body.data.viewer.userId).toBeNull();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10);
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // On already: no new secret replaces the one in use.
    expect((await t.gql(START, {}, { cookie })).body.data.startTotpSetup.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    // Only hashes are stored.
    const stored = await t.db.prisma.recoveryCode.findMany({ where: { user: { email } } });
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
  });

  test('enabling without a started set-up is refused', async () => {
    const { cookie } = await registered();
    expect((await t.gql(ENABLE, { input: { code: '123456', password: PASSWORD } }, { cookie })).body.data.enableTotp.code).toBe('TWO_FACTOR_NOT_STARTED');
  });
});

describe('signing in', () => {
  test('the password alone gives a challenge, not a session; the next code completes it once', async () => {
    const person = await withTwoFactor();
    const challenge = await challengeOf(person.email);
    const code = codeOf(person.secret, 1);
    const wrong = await complete(challenge, code === '999999' ? '999998' : '999999');
    expect(wrong.body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect(wrong.cookie).toBeUndefined();

    const done = await complete(challenge, code);
    expect(done.body.data.completeTwoFactorLogin.__typename).toBe('AuthPayload');
    expect(done.cookie).toBeDefined();
    const me = await t.gql(`query { viewer { twoFactor { enabled } } }`, {}, { cookie: done.cookie });
    expect(me.body.data.viewer.twoFactor.enabled).toBe(true);

    // The challenge is spent, and the code, taken once, opens no other sign-in.
    expect((await complete(challenge, code)).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    const replay = await complete(await challengeOf(person.email), code);
    expect(replay.body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CODE_WRONG');
    // Nor does the code before it (a step already passed).
    expect((await complete(await challengeOf(person.email), codeOf(person.secret, 0))).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CODE_WRONG');
  });

  test('an account suspended between the password and the code is told ACCOUNT_SUSPENDED at the code, with no session', async () => {
    const person = await withTwoFactor();
    const challenge = await challengeOf(person.email);
    // what suspendAccount writes (tests/integration/admin-users.test.ts drives it through the API)
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { email: person.email } });
    const until = new Date(Date.now() + 24 * 3600_000);
    await t.db.prisma.sanction.create({ data: { kind: 'SUSPEND', targetId: user.entityId, byId: user.entityId, reason: 'teszt', until } });
    await t.db.prisma.user.update({ where: { id: user.id }, data: { status: -1 } });
    const refused = await t.gql(
      `mutation ($input: CompleteTwoFactorLoginInput!) { completeTwoFactorLogin(input: $input) { __typename ... on AccountSuspendedError { code until } } }`,
      { input: { challenge, code: codeOf(person.secret, 1) } },
    );
    expect(refused.body.data.completeTwoFactorLogin).toEqual({ __typename: 'AccountSuspendedError', code: 'ACCOUNT_SUSPENDED', until: until.toISOString() });
    expect(refused.cookie).toBeUndefined();
  });

  test('a wrong password is still LOGIN_FAILED, with no challenge', async () => {
    const person = await withTwoFactor();
    expect((await t.gql(LOGIN_2FA, { input: { email: person.email, password: 'wrong-password' } })).body.data.login.code).toBe('LOGIN_FAILED');
  });

  test('an unknown or malformed challenge is refused with a token', async () => {
    expect((await complete('no-such-challenge', '123456')).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    const empty = await complete('', '');
    expect(empty.status).toBe(200);
    expect(empty.body.data.completeTwoFactorLogin.code).toBe('VALIDATION_ERROR');
  });

  test('five wrong codes end the challenge; ten per account in 15 minutes are 429', async () => {
    const person = await withTwoFactor();
    const right = codeOf(person.secret, 1);
    const wrong = right === '000000' ? '000001' : '000000';
    const challenge = await challengeOf(person.email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await complete(challenge, wrong)).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CODE_WRONG');
    }
    expect((await complete(challenge, wrong)).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    // Ended: even the right code no longer opens it.
    expect((await complete(challenge, right)).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');

    const second = await challengeOf(person.email);
    for (let attempt = 1; attempt <= 5; attempt++) await complete(second, wrong);
    const limited = await complete(await challengeOf(person.email), right);
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.cookie).toBeUndefined();
  });

  test('parallel guesses on one challenge are all counted', async () => {
    const person = await withTwoFactor();
    const challenge = await challengeOf(person.email);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => complete(challenge, String(100000 + i))));
    const sessions = guesses.filter((reply) => reply.cookie);
    expect(sessions).toHaveLength(0);
    const codes = guesses.map((reply) => reply.body.data?.completeTwoFactorLogin?.code ?? reply.body.errors?.[0]?.extensions?.code);
    expect(codes.filter((code) => code === 'TWO_FACTOR_CODE_WRONG').length).toBeLessThanOrEqual(4);
  });

  test('a recovery code signs in once', async () => {
    const person = await withTwoFactor();
    const [first] = person.recoveryCodes;
    const done = await complete(await challengeOf(person.email), ` ${first!.toUpperCase()} `);
    expect(done.body.data.completeTwoFactorLogin.__typename).toBe('AuthPayload');
    expect((await t.gql(STATE, {}, { cookie: done.cookie })).body.data.viewer.twoFactor.recoveryCodesLeft).toBe(9);
    expect((await complete(await challengeOf(person.email), first!)).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CODE_WRONG');
  });
});

describe('changing it', () => {
  test('new recovery codes need the password and a code; the old ones stop working', async () => {
    const person = await withTwoFactor();
    const withoutPassword = await t.gql(REGENERATE, { input: { code: person.recoveryCodes[0] } }, { cookie: person.cookie });
    expect(withoutPassword.body.data.regenerateRecoveryCodes.fields).toEqual([{ field: 'password', code: 'FIELD_REQUIRED' }]);
    const fresh = await t.gql(REGENERATE, { input: { code: codeOf(person.secret, 1), password: PASSWORD } }, { cookie: person.cookie });
    const codes = fresh.body.data.regenerateRecoveryCodes.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await complete(await challengeOf(person.email), person.recoveryCodes[1]!)).body.data.completeTwoFactorLogin.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await complete(await challengeOf(person.email), codes[0]!)).body.data.completeTwoFactorLogin.__typename).toBe('AuthPayload');
  });

  test('turning it off asks the password and a code; then the password alone signs in', async () => {
    const person = await withTwoFactor();
    const wrongPassword = await t.gql(DISABLE, { input: { code: codeOf(person.secret, 1), password: 'wrong-one' } }, { cookie: person.cookie });
    expect(wrongPassword.body.data.disableTotp.code).toBe('PASSWORD_WRONG');
    const wrongCode = await t.gql(DISABLE, { input: { code: 'aaaa-aaaa', password: PASSWORD } }, { cookie: person.cookie });
    expect(wrongCode.body.data.disableTotp.code).toBe('TWO_FACTOR_CODE_WRONG');
    const off = await t.gql(DISABLE, { input: { code: codeOf(person.secret, 1), password: PASSWORD } }, { cookie: person.cookie });
    expect(off.body.data.disableTotp.__typename).toBe('AuthPayload');
    expect((await t.gql(STATE, {}, { cookie: person.cookie })).body.data.viewer.twoFactor).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const login = await t.gql(LOGIN_2FA, { input: { email: person.email, password: PASSWORD } });
    expect(login.body.data.login.__typename).toBe('AuthPayload');
    expect(login.cookie).toBeDefined();
    expect((await t.gql(DISABLE, { input: { code: '123456', password: PASSWORD } }, { cookie: person.cookie })).body.data.disableTotp.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
  });

  test('an account without a password changes it only within 10 minutes of signing in', async () => {
    const { email, cookie } = await registered();
    await t.db.prisma.user.update({ where: { email }, data: { passwordHash: null } });
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer.twoFactor.passwordless).toBe(true);
    const { secret } = (await t.gql(START, {}, { cookie })).body.data.startTotpSetup as { secret: string };
    const enabled = await t.gql(ENABLE, { input: { code: codeOf(secret) } }, { cookie });
    expect(enabled.body.data.enableTotp.recoveryCodes).toHaveLength(10);

    await t.db.prisma.session.updateMany({ where: { user: { email } }, data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    const stale = await t.gql(DISABLE, { input: { code: codeOf(secret, 1) } }, { cookie });
    expect(stale.body.data.disableTotp.code).toBe('REAUTH_REQUIRED');
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer.twoFactor.enabled).toBe(true);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  const LIKE_LESS_MUTATION = `mutation { markNotificationsRead { notificationCount } }`;

  test('an admin without it may only set it up: other mutations and REST writes are 403 TWO_FACTOR_REQUIRED', async () => {
    const cookie = await t.loginAs('admin@lepke.test', DEMO_PASSWORD);
    const state = await t.gql(STATE, {}, { cookie });
    expect(state.body.data.viewer).toMatchObject({ twoFactorSetupRequired: true, twoFactor: { enabled: false, required: true } });

    const refused = await t.gql(LIKE_LESS_MUTATION, {}, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    const mixed = await t.gql(`mutation { startTotpSetup { __typename } markNotificationsRead { notificationCount } }`, {}, { cookie });
    expect(mixed.body.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    const rest = await t.rest('POST', '/api/like/1', { cookie, body: {} });
    expect(rest.status).toBe(403);
    expect(rest.body.error_code).toBe('TWO_FACTOR_REQUIRED');
    // Reads still work.
    expect((await t.rest('GET', '/api/dataset/user', { cookie })).status).toBe(200);

    const { secret } = (await t.gql(START, {}, { cookie })).body.data.startTotpSetup as { secret: string };
    const enabled = await t.gql(ENABLE, { input: { code: codeOf(secret), password: DEMO_PASSWORD } }, { cookie });
    expect(enabled.body.data.enableTotp.recoveryCodes).toHaveLength(10);
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer.twoFactorSetupRequired).toBe(false);
    const allowed = await t.gql(LIKE_LESS_MUTATION, {}, { cookie });
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors).toBeUndefined();
    // From now on the admin's sign-in asks for the code.
    expect((await t.gql(LOGIN, { input: { email: 'admin@lepke.test', password: DEMO_PASSWORD } })).body.data.login.__typename).toBe('TwoFactorChallenge');
  });

  test('it does not touch other roles', async () => {
    const cookie = await t.loginAs('moderator@lepke.test', DEMO_PASSWORD);
    expect((await t.gql(STATE, {}, { cookie })).body.data.viewer).toMatchObject({ twoFactorSetupRequired: false, twoFactor: { required: false } });
    const reply = await t.gql(LIKE_LESS_MUTATION, {}, { cookie });
    expect(reply.body.errors).toBeUndefined();
  });
});
