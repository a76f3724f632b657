import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, type GraphQLBody, LOGIN, REGISTER, type Reply, startTestApp, type TestApp } from './harness.ts';

const VIEWER = '{ viewer { role displayName language } }';
const SET_LANGUAGE = `mutation ($language: String!) {
  setLanguage(input: { language: $language }) {
    __typename
    ... on AuthPayload { viewer { language } }
    ... on Error { code }
  }
}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The login limits in force (the defaults); TRUST_PROXY lets a test speak from any client IP through X-Forwarded-For. */
const PER_ACCOUNT_AND_IP = 10;
const PER_IP = 50;
const REGISTRATIONS_PER_IP = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: '1', REGISTRATIONS_PER_IP_PER_HOUR: String(REGISTRATIONS_PER_IP) } });
});
afterAll(() => t?.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Teszt Tamás',
  email: `tamas-${crypto.randomUUID()}@lepke.test`,
  password: 'fecskefarku',
  passwordRetype: 'fecskefarku',
  acceptPrivacy: true,
  ...overrides,
});

const login = (email: string, password: string, ip?: string) => t.gql(LOGIN, { input: { email, password } }, ip ? { headers: { 'x-forwarded-for': ip } } : {});

/** How many answers carry each outcome: a GraphQL error code, or the payload's __typename/code. */
function outcomes(replies: Reply<GraphQLBody>[], field: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reply of replies) {
    const outcome = reply.status === 429 ? '429' : (reply.body.data?.[field]?.code ?? reply.body.data?.[field]?.__typename ?? reply.status);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

async function viewerOf(cookie: string) {
  return (await t.gql(VIEWER, {}, { cookie })).body.data.viewer;
}

test('a request without a session cookie is a guest', async () => {
  const reply = await t.gql('{ viewer { role entityId } }');
  expect(reply.status).toBe(200);
  expect(reply.body.data.viewer).toEqual({ role: 'GUEST', entityId: null });
});

describe('register', () => {
  test('answers an AuthPayload and starts a session in an httpOnly, SameSite=Lax cookie', async () => {
    const reply = await t.gql(REGISTER, { input: registration() });
    expect(reply.body.data.register).toMatchObject({ __typename: 'AuthPayload', viewer: { role: 'USER', displayName: 'Teszt Tamás' } });

    const setCookie = reply.headers.getSetCookie().find((header) => header.startsWith('lepke_session='));
    const attributes = setCookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(await viewerOf(reply.cookie!)).toMatchObject({ role: 'USER', displayName: 'Teszt Tamás' });
  });

  test.each([
    ['a mistyped password retype', { passwordRetype: 'fecskefarkU' }, 'passwordRetype', 'PW_RETYPE_FAILED'],
    ['an unaccepted privacy policy', { acceptPrivacy: false }, 'acceptPrivacy', 'PRIVACY_NOT_ACCEPTED'],
    ['a too short password', { password: 'rövid', passwordRetype: 'rövid' }, 'password', 'DATA_TOO_SHORT'],
    ['a malformed email', { email: 'tamas.lepke.test' }, 'email', 'INVALID_EMAIL'],
  ])('refuses %s with a ValidationError', async (_case, overrides, field, code) => {
    const reply = await t.gql(REGISTER, { input: registration(overrides) });
    expect(reply.body.data.register.__typename).toBe('ValidationError');
    expect(reply.body.data.register.fields).toContainEqual({ field, code });
    expect(reply.cookie).toBeUndefined();
  });

  test.each(['user@lepke.test', 'User@Lepke.TEST'])('refuses the taken email %s with EXISTING_USER and changes nothing', async (email) => {
    const counts = () => Promise.all([t.db.prisma.user.count(), t.db.prisma.entity.count(), t.db.prisma.session.count(), t.db.prisma.consent.count()]);
    const before = await counts();

    const reply = await t.gql(REGISTER, { input: registration({ email }) });
    expect(reply.body.data.register).toEqual({ __typename: 'ConflictError', code: 'EXISTING_USER' });
    expect(reply.cookie).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  test('an IP gets REGISTRATIONS_PER_IP_PER_HOUR attempts, new or taken addresses alike; another IP still registers', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const first = await t.gql(REGISTER, { input: registration() }, from('203.0.113.40'));
    expect(first.body.data.register.__typename).toBe('AuthPayload');

    // Probing which addresses have accounts, in parallel: the answers stop after the budget.
    const probes = await Promise.all(Array.from({ length: 12 }, () => t.gql(REGISTER, { input: registration({ email: 'user@lepke.test' }) }, from('203.0.113.40'))));
    expect(outcomes(probes, 'register')).toEqual({ EXISTING_USER: REGISTRATIONS_PER_IP - 1, 429: 12 - (REGISTRATIONS_PER_IP - 1) });

    const refused = await t.gql(REGISTER, { input: registration() }, from('203.0.113.40'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.cookie).toBeUndefined();

    const elsewhere = await t.gql(REGISTER, { input: registration() }, from('198.51.100.40'));
    expect(elsewhere.body.data.register.__typename).toBe('AuthPayload');
  });
});

describe('login', () => {
  test('with a wrong password answers LOGIN_FAILED and no session', async () => {
    const reply = await login('moderator@lepke.test', 'not-the-password');
    expect(reply.body.data.login).toEqual({ __typename: 'UnauthorizedError', code: 'LOGIN_FAILED' });
    expect(reply.cookie).toBeUndefined();
  });

  test('after 10 failures for one account from one IP answers 429 with Retry-After, even to the right password', async () => {
    const email = 'elif@lepke.test';
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(email, `wrong-${attempt}`)).body.data.login.code).toBe('LOGIN_FAILED');
    }
    const expectLimited = (reply: Reply<GraphQLBody>) => {
      expect(reply.status).toBe(429);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(reply.cookie).toBeUndefined();
    };
    expectLimited(await login(email, 'wrong-11'));
    expectLimited(await login(email, DEMO_PASSWORD));
  });

  test('parallel wrong guesses from one IP check exactly LOGIN_MAX_FAILURES_PER_IP passwords', async () => {
    const guesses = await Promise.all(Array.from({ length: 400 }, (_, i) => login(`nobody-${i}-${crypto.randomUUID()}@lepke.test`, 'guess', '203.0.113.10')));
    expect(outcomes(guesses, 'login')).toEqual({ LOGIN_FAILED: PER_IP, 429: 400 - PER_IP });
  });

  test('parallel wrong guesses at one account from one IP check exactly LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP passwords', async () => {
    const guesses = await Promise.all(Array.from({ length: 200 }, (_, i) => login('ioana@lepke.test', `guess-${i}`, '203.0.113.11')));
    expect(outcomes(guesses, 'login')).toEqual({ LOGIN_FAILED: PER_ACCOUNT_AND_IP, 429: 200 - PER_ACCOUNT_AND_IP });
  });

  test('guesses from many IPv6 addresses of one /64 network share one budget', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login(`nobody-${i}-${crypto.randomUUID()}@lepke.test`, 'guess', `2001:db8:7:7::${(i + 1).toString(16)}`)),
    );
    expect(outcomes(guesses, 'login')).toEqual({ LOGIN_FAILED: PER_IP, 429: 120 - PER_IP });
  });

  test('an attacker locked out of an account from their IP does not lock its owner out of it on theirs', async () => {
    const email = 'editor@lepke.test';
    for (let attempt = 1; attempt <= PER_ACCOUNT_AND_IP; attempt++) {
      expect((await login(email, `wrong-${attempt}`, '203.0.113.12')).body.data.login.code).toBe('LOGIN_FAILED');
    }
    expect((await login(email, DEMO_PASSWORD, '203.0.113.12')).status).toBe(429);

    const owner = await login(email, DEMO_PASSWORD, '198.51.100.12');
    expect(owner.body.data.login).toMatchObject({ __typename: 'AuthPayload', viewer: { role: 'EDITOR' } });
    expect(owner.cookie).toBeDefined();
    expect((await login(email, DEMO_PASSWORD, '203.0.113.12')).status).toBe(429);
  });
});

describe('logout', () => {
  const ways: [string, (cookie: string) => Promise<Reply<unknown>>, number][] = [
    ['the logout mutation', (cookie) => t.gql('mutation { logout { viewer { role } } }', {}, { cookie }), 200],
    ['GET /api/logout', (cookie) => t.rest('GET', '/api/logout', { cookie }), 200],
    ['the legacy POST /asspUND.al _op=ao', (cookie) => t.rest('POST', '/asspUND.al', { cookie, body: '_op=ao', headers: FORM, redirect: 'manual' }), 303],
  ];

  test.each(ways)('through %s ends the session', async (_way, logout, status) => {
    const cookie = await t.loginAs('pro@lepke.test');
    expect((await viewerOf(cookie)).role).toBe('PRO');

    const reply = await logout(cookie);
    expect(reply.status).toBe(status);
    if (status === 303) expect(reply.headers.get('location')).toBe('/');
    expect(reply.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^lepke_session=;/));
    expect((await viewerOf(cookie)).role).toBe('GUEST');
  });
});

describe('setLanguage', () => {
  test('saves a known language in the profile, so the next login has it', async () => {
    const cookie = await t.loginAs('adv@lepke.test');
    expect((await viewerOf(cookie)).language).toBe('en');

    const reply = await t.gql(SET_LANGUAGE, { language: 'ro' }, { cookie });
    expect(reply.body.data.setLanguage).toEqual({ __typename: 'AuthPayload', viewer: { language: 'ro' } });
    const again = await login('adv@lepke.test', DEMO_PASSWORD);
    expect(again.body.data.login.viewer.language).toBe('ro');
  });

  test('refuses an unknown language with LANGUAGE_MISCONFIGURED', async () => {
    const cookie = await t.loginAs('ioana@lepke.test');
    const reply = await t.gql(SET_LANGUAGE, { language: 'xx' }, { cookie });
    expect(reply.body.data.setLanguage).toEqual({ __typename: 'ValidationError', code: 'LANGUAGE_MISCONFIGURED' });
    expect((await viewerOf(cookie)).language).toBe('ro');
  });
});
