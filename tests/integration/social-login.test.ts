import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidc-test-provider.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Social login against a real OpenID Connect provider (oidc-provider, in this process): each
 * "browser" is a cookie jar that follows redirects and fills in the provider's dev login form.
 */

class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookieHeader(url: URL): string {
    return [...(this.jars.get(url.host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, pair: string): void {
    const [name, value] = pair.split('=') as [string, string];
    const jar = this.jars.get(new URL(url).host) ?? new Map<string, string>();
    jar.set(name, value);
    this.jars.set(new URL(url).host, jar);
  }

  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    const jar = this.jars.get(url.host) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(url.host, jar);
    return response;
  }
}

interface Finished {
  /** the /oauth.al address the provider sent the browser back to */
  callbackUrl: URL;
  status: number;
  headers: Headers;
  location: string | null;
  text: string;
  body: { error_code?: string };
}

const UNLINK = `mutation ($provider: String!) {
  unlinkSocialAccount(provider: $provider) {
    __typename
    ... on SocialViewerPayload { viewer { socialAccounts { provider } } }
    ... on Error { code }
  }
}`;

const SIGNUP = `mutation ($input: CompleteSocialSignupInput!) {
  completeSocialSignup(input: $input) {
    __typename
    ... on SocialViewerPayload { viewer { userId displayName hasPassword socialAccounts { provider label email } } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;

const VIEWER = `{ viewer { userId displayName hasPassword socialAccounts { provider label } } }`;

describe('social login (OpenID Connect)', () => {
  let provider: TestOidcProvider;
  let app: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    app = await startTestApp({ env: provider.env('testid', 'Test ID') });
    provider.allowRedirects([`${app.url}/oauth.al`]);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  /** Goes from /social_init through the provider's login and consent forms back to /oauth.al, and returns its answer. */
  async function signInAtProvider(browser: Browser, login: string, query = 'service=testid'): Promise<Finished> {
    const started = await browser.fetch(new URL(`/social_init?${query}`, app.url));
    const location = started.headers.get('location');
    if (started.status !== 302 || !location) throw new Error(`/social_init answered ${started.status}: ${await started.text()}`);
    return signInAtProviderFrom(browser, new URL(location), login);
  }

  const sessionOf = (browser: Browser) => {
    const token = browser.cookie(app.url, 'lepke_session');
    return token ? `lepke_session=${token}` : undefined;
  };

  it('lists the configured providers; an unknown one is 404 SOCIAL_PROVIDER_UNKNOWN', async () => {
    const reply = await app.gql('{ socialProviders { name label } }');
    expect(reply.body.data.socialProviders).toEqual([{ name: 'testid', label: 'Test ID' }]);
    const unknown = await app.rest('GET', '/social_init?service=nope', { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('SOCIAL_PROVIDER_UNKNOWN');
    const finishUnknown = await app.rest('GET', '/oauth.al?service=nope&code=x&state=y', { redirect: 'manual' });
    expect(finishUnknown.body.error_code).toBe('SOCIAL_PROVIDER_UNKNOWN');
  });

  it('answers 503 SOCIAL_PROVIDER_UNAVAILABLE while the provider cannot be reached', async () => {
    const down = await startTestApp({
      env: { OIDC_PROVIDERS: 'down', OIDC_DOWN_ISSUER: 'http://127.0.0.1:9', OIDC_DOWN_CLIENT_ID: 'x', OIDC_DOWN_CLIENT_SECRET: 'y' },
    });
    try {
      const reply = await down.rest('GET', '/social_init?service=down', { redirect: 'manual' });
      expect(reply.status).toBe(503);
      expect(reply.body.error_code).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });

  it('starts with code + PKCE (S256), state and nonce, the redirect URI on this site', async () => {
    const reply = await new Browser().fetch(new URL('/social_init?service=testid&popup=1&callback=/observation/', app.url));
    expect(reply.status).toBe(302);
    const target = new URL(reply.headers.get('location')!);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(`${app.url}/oauth.al`);
    const cookie = reply.headers.getSetCookie().find((header) => header.startsWith('lepke_oidc='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a callback or domain of another origin (no open redirect)', async () => {
    for (const query of [
      'callback=https://evil.example/',
      'callback=//evil.example/x',
      'callback=/\\evil.example',
      'callback=javascript:alert(1)',
      'callDomain=evil.example',
      'logDomain=evil.example',
    ]) {
      const reply = await app.rest('GET', `/social_init?service=testid&${query}`, { redirect: 'manual' });
      expect(reply.status, query).toBe(400);
      expect(reply.body.error_code, query).toBe('SOCIAL_CALLBACK_REFUSED');
    }
    // this site's own absolute address is a path of it
    const own = await app.rest('GET', `/social_init?service=testid&callback=${encodeURIComponent(`${app.url}/species/`)}`, { redirect: 'manual' });
    expect(own.status).toBe(302);
  });

  it('signs up a new identity after the privacy policy is accepted, then signs it in again', async () => {
    const browser = new Browser();
    const done = await signInAtProvider(browser, 'alice', 'service=testid&callback=/observation/&popup=1');
    // a popup's flow ends on a page that moves its opener there and closes itself
    expect(done.status).toBe(200);
    expect(done.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const target = new URL(/name="lepke-target" content="([^"]+)"/.exec(done.text)![1]!.replace(/&amp;/g, '&'), app.url);
    expect(target.pathname).toBe('/');
    expect(Object.fromEntries(target.searchParams)).toEqual({ force_login: '1', social_signup: '1', next: '/observation/' });
    expect(sessionOf(browser)).toBeUndefined();
    const pendingCookie = `lepke_oidc_signup=${browser.cookie(app.url, 'lepke_oidc_signup')}`;

    const pending = await app.gql('{ socialSignup { provider providerLabel email displayName } }', {}, { cookie: pendingCookie });
    expect(pending.body.data.socialSignup).toEqual({ provider: 'testid', providerLabel: 'Test ID', email: 'alice@oidc.test', displayName: 'Test alice' });
    expect((await app.gql('{ socialSignup { email } }')).body.data.socialSignup).toBeNull();

    const refused = await app.gql(SIGNUP, { input: { displayName: 'Alice', acceptPrivacy: false } }, { cookie: pendingCookie });
    expect(refused.body.data.completeSocialSignup.fields).toEqual([{ field: 'acceptPrivacy', code: 'PRIVACY_NOT_ACCEPTED' }]);
    const withoutCookie = await app.gql(SIGNUP, { input: { displayName: 'Alice', acceptPrivacy: true } });
    expect(withoutCookie.body.data.completeSocialSignup.code).toBe('SOCIAL_SIGNUP_EXPIRED');

    const signedUp = await app.gql(SIGNUP, { input: { displayName: 'Alice Lepke', acceptPrivacy: true, language: 'en' } }, { cookie: pendingCookie });
    expect(signedUp.body.data.completeSocialSignup.viewer).toMatchObject({
      displayName: 'Alice Lepke',
      hasPassword: false,
      socialAccounts: [{ provider: 'testid', label: 'Test ID', email: 'alice@oidc.test' }],
    });
    expect(signedUp.cookie).toBeTruthy();
    const userId = signedUp.body.data.completeSocialSignup.viewer.userId as number;
    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { consents: true } });
    expect(user).toMatchObject({ email: 'alice@oidc.test', passwordHash: null, language: 'en' });
    expect(user.consents).toHaveLength(1);
    // the same pending sign-up cannot make a second account
    const again = await app.gql(SIGNUP, { input: { displayName: 'Alice 2', acceptPrivacy: true } }, { cookie: pendingCookie });
    expect(again.body.data.completeSocialSignup.code).toBe('SOCIAL_ACCOUNT_IN_USE');

    // another browser, the same person at the provider: signed in straight away
    const second = new Browser();
    const back = await signInAtProvider(second, 'alice', 'service=testid&callback=/species/');
    expect(back.status).toBe(303);
    expect(back.location).toBe('/species/');
    const viewer = await app.gql(VIEWER, {}, { cookie: sessionOf(second) });
    expect(viewer.body.data.viewer).toMatchObject({ userId, displayName: 'Alice Lepke' });

    // the only way in cannot be removed
    const unlink = await app.gql(UNLINK, { provider: 'testid' }, { cookie: sessionOf(second) });
    expect(unlink.body.data.unlinkSocialAccount).toEqual({ __typename: 'ConflictError', code: 'LAST_SIGN_IN_METHOD' });
    const legacy = await app.rest('GET', '/asspUND.al?_rsg=asspAuth&_rsn=unlinkSocialAccount&_provider=testid', { cookie: sessionOf(second) });
    expect(legacy.status).toBe(409);
    expect(legacy.body.error_code).toBe('LAST_SIGN_IN_METHOD');
  });

  it('links an identity to the signed-in account, refuses one linked elsewhere, and unlinks through both paths', async () => {
    const owner = await app.register('Linker');
    const browser = new Browser();
    browser.setCookie(app.url, owner.cookie);
    const done = await signInAtProvider(browser, 'bob', 'service=testid');
    expect(done.status, JSON.stringify(done.body)).toBe(303);
    expect(done.location).toBe('/profile/account/?social_linked=testid');
    const viewer = await app.gql(VIEWER, {}, { cookie: owner.cookie });
    expect(viewer.body.data.viewer).toMatchObject({ hasPassword: true, socialAccounts: [{ provider: 'testid', label: 'Test ID' }] });

    // the same provider account for someone else: refused
    const other = await app.register('Other');
    const otherBrowser = new Browser();
    otherBrowser.setCookie(app.url, other.cookie);
    const taken = await signInAtProvider(otherBrowser, 'bob', 'service=testid');
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe('SOCIAL_ACCOUNT_IN_USE');

    // the older client's GET unlink: signed in and from this site only
    const path = '/asspUND.al?_rsg=asspAuth&_rsn=unlinkSocialAccount&_provider=testid';
    expect((await app.rest('GET', path)).status).toBe(401);
    const crossSite = await app.rest('GET', path, { cookie: owner.cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const unlinked = await app.rest('GET', path, { cookie: owner.cookie, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(unlinked.status).toBe(200);
    expect((await app.gql(VIEWER, {}, { cookie: owner.cookie })).body.data.viewer.socialAccounts).toEqual([]);
    const notLinked = await app.gql(UNLINK, { provider: 'testid' }, { cookie: owner.cookie });
    expect(notLinked.body.data.unlinkSocialAccount.code).toBe('DATA_NOT_FOUND');
    const guest = await app.gql(UNLINK, { provider: 'testid' });
    expect(guest.body.data.unlinkSocialAccount.code).toBe('UNAUTHORIZED');

    // linked again, then unlinked through GraphQL: the password remains
    await signInAtProvider(browser, 'bob', 'service=testid');
    const viaGraphql = await app.gql(UNLINK, { provider: 'testid' }, { cookie: owner.cookie });
    expect(viaGraphql.body.data.unlinkSocialAccount).toEqual({ __typename: 'SocialViewerPayload', viewer: { socialAccounts: [] } });
  });

  it('answers a suspended account ACCOUNT_SUSPENDED with its end at the provider sign-in, as the password step does', async () => {
    const person = await app.register('Sam');
    provider.people.set('sam', { email: `sam-${Date.now()}@provider.test`, name: 'Sam at the provider' });
    const linking = new Browser();
    linking.setCookie(app.url, person.cookie);
    expect((await signInAtProvider(linking, 'sam')).status).toBe(303);
    // what suspendAccount writes (tests/integration/admin-users.test.ts drives it through the API)
    const until = new Date(Date.now() + 24 * 3600_000);
    await app.db.prisma.sanction.create({ data: { kind: 'SUSPEND', targetId: person.entityId, byId: person.entityId, reason: 'teszt', until } });
    await app.db.prisma.user.update({ where: { entityId: person.entityId }, data: { status: -1 } });

    const browser = new Browser();
    const refused = await signInAtProvider(browser, 'sam');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'ACCOUNT_SUSPENDED', until: until.toISOString() });
    expect(sessionOf(browser)).toBeUndefined();
  });

  it("links a known e-mail's identity only after that account's password is given", async () => {
    const email = `carol-${Date.now()}@lepke.test`;
    const password = 'carol-password-1';
    const registered = await app.gql(`mutation ($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { displayName: 'Carol', email, password, passwordRetype: password, acceptPrivacy: true },
    });
    expect(registered.body.data.register.__typename).toBe('AuthPayload');
    provider.people.set('carol', { email, name: 'Carol at the provider' });

    const browser = new Browser();
    const done = await signInAtProvider(browser, 'carol', 'service=testid&callback=/observation/');
    expect(done.status, JSON.stringify(done.body)).toBe(303);
    expect(sessionOf(browser)).toBeUndefined();
    const target = new URL(done.location!, app.url);
    expect(target.searchParams.get('force_login')).toBe('1');
    expect(target.searchParams.get('social_provider')).toBe('testid');
    expect(target.searchParams.get('next')).toBe('/observation/');
    const token = target.searchParams.get('social_link')!;
    expect(token).toBeTruthy();

    // someone else's password does not take it
    const wrong = await app.gql(LOGIN_LINK, { input: { email, password: 'not-the-password', socialLinkToken: token } });
    expect(wrong.body.data.login.code).toBe('LOGIN_FAILED');
    const linked = await app.gql(LOGIN_LINK, { input: { email, password, socialLinkToken: token } });
    expect(linked.body.data.login.__typename).toBe('AuthPayload');
    expect(linked.body.data.login.viewer.socialAccounts).toEqual([{ provider: 'testid' }]);
    // the token is used up
    const replay = await app.gql(LOGIN_LINK, { input: { email, password, socialLinkToken: token } });
    expect(replay.body.data.login.code).toBe('SOCIAL_LINK_EXPIRED');

    const again = await signInAtProvider(new Browser(), 'carol', 'service=testid');
    expect(again.status).toBe(303);
    expect(again.location).toBe('/');
  });

  it('keeps the identity to link through the second factor of an account with two-factor sign-in', async () => {
    const email = `erin-${Date.now()}@lepke.test`;
    const password = 'erin-password-1';
    const registered = await app.gql(`mutation ($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { displayName: 'Erin', email, password, passwordRetype: password, acceptPrivacy: true },
    });
    const setup = await app.gql(`mutation { startTotpSetup { ... on TotpSetup { secret } } }`, {}, { cookie: registered.cookie });
    const secret = setup.body.data.startTotpSetup.secret as string;
    const enabled = await app.gql(
      `mutation ($input: TwoFactorChangeInput!) { enableTotp(input: $input) { __typename } }`,
      { input: { code: totpCode(secret), password } },
      { cookie: registered.cookie },
    );
    expect(enabled.body.data.enableTotp.__typename).toBe('RecoveryCodesPayload');
    provider.people.set('erin', { email, name: 'Erin at the provider' });

    const done = await signInAtProvider(new Browser(), 'erin', 'service=testid');
    const token = new URL(done.location!, app.url).searchParams.get('social_link')!;
    expect(token).toBeTruthy();
    const challenged = await app.gql(LOGIN_LINK_2FA, { input: { email, password, socialLinkToken: token } });
    expect(challenged.body.data.login.__typename).toBe('TwoFactorChallenge');
    const completed = await app.gql(COMPLETE_LINK, { input: { challenge: challenged.body.data.login.challenge, code: totpCode(secret, 1), socialLinkToken: token } });
    expect(completed.body.data.completeTwoFactorLogin).toEqual({ __typename: 'AuthPayload', viewer: { socialAccounts: [{ provider: 'testid' }] } });
  });

  it('refuses an answer this browser did not start, a changed state and a replay', async () => {
    const browser = new Browser();
    const done = await signInAtProvider(browser, 'dave');
    expect(done.status, JSON.stringify(done.body)).toBe(303);

    // the same answer again: its flow cookie is gone
    const replay = await browser.fetch(done.callbackUrl);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error_code: string }).error_code).toBe('SOCIAL_STATE_INVALID');
    // a person's browser (the popup, or the tab on a phone) is led back to the login screen, which says why
    const navigated = await browser.fetch(done.callbackUrl, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(navigated.status).toBe(400);
    expect(navigated.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await navigated.text()).toContain('content="/?force_login=1&amp;social_error=SOCIAL_STATE_INVALID"');

    // an answer sent to another browser (login CSRF): no flow cookie there
    const attacker = new Browser();
    const started = await attacker.fetch(new URL('/social_init?service=testid', app.url));
    expect(started.status).toBe(302);
    const victim = new Browser();
    const forged = await victim.fetch(
      new URL(`/oauth.al?service=testid&code=stolen&state=${new URL(started.headers.get('location')!).searchParams.get('state')}`, app.url),
    );
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error_code: string }).error_code).toBe('SOCIAL_STATE_INVALID');

    // the right cookie with another state
    const changed = await attacker.fetch(new URL('/oauth.al?service=testid&code=x&state=not-the-state', app.url));
    expect(changed.status).toBe(400);
    expect(((await changed.json()) as { error_code: string }).error_code).toBe('SOCIAL_STATE_INVALID');

    // a used code with its flow cookie put back: the provider refuses the code
    const second = new Browser();
    const first = await second.fetch(new URL('/social_init?service=testid', app.url));
    const flowCookie = second.cookie(app.url, 'lepke_oidc')!;
    const finished = await signInAtProviderFrom(second, new URL(first.headers.get('location')!), 'erin');
    expect(finished.status).toBe(303);
    second.setCookie(app.url, `lepke_oidc=${flowCookie}`);
    const reused = await second.fetch(finished.callbackUrl);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error_code: string }).error_code).toBe('SOCIAL_LOGIN_FAILED');
  });

  /** Follows the provider's redirects and fills in its dev forms (login, consent) until it sends the browser to /oauth.al. */
  async function signInAtProviderFrom(browser: Browser, start: URL, login: string): Promise<Finished> {
    let url = start;
    let init: RequestInit = {};
    for (let step = 0; step < 20; step += 1) {
      const response = await browser.fetch(url, init);
      init = {};
      if (url.origin === app.url && url.pathname === '/oauth.al') {
        const text = await response.text();
        return {
          callbackUrl: url,
          status: response.status,
          headers: response.headers,
          location: response.headers.get('location'),
          text,
          body: text.startsWith('{') ? JSON.parse(text) : {},
        };
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url.href} (${response.status}): ${html.slice(0, 500)}`);
      const fields = new URLSearchParams();
      for (const [input] of html.matchAll(/<input[^>]*>/g)) {
        const name = /name="([^"]+)"/.exec(input)?.[1];
        if (name) fields.set(name, /value="([^"]*)"/.exec(input)?.[1] ?? '');
      }
      if (fields.has('login')) {
        fields.set('login', login);
        fields.set('password', 'any');
      }
      url = new URL(action.replace(/&amp;/g, '&'), url);
      init = { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    throw new Error('too many steps');
  }
});

const LOGIN_LINK_2FA = `mutation ($input: LoginInput!) {
  login(input: $input) { __typename ... on TwoFactorChallenge { challenge } ... on Error { code } }
}`;
const COMPLETE_LINK = `mutation ($input: CompleteTwoFactorLoginInput!) {
  completeTwoFactorLogin(input: $input) { __typename ... on AuthPayload { viewer { socialAccounts { provider } } } ... on Error { code } }
}`;

/** The code an authenticator app shows `steps` periods from now. */
function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

const LOGIN_LINK = `mutation ($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on AuthPayload { viewer { socialAccounts { provider } } }
    ... on Error { code }
  }
}`;
