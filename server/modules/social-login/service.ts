import { z } from 'zod';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from '../../auth/account-tokens.ts';
import { AccountStatus } from '../../auth/account-status.ts';
import { createSession, type NewSession } from '../../auth/sessions.ts';
import type { AccountUser, Viewer } from '../../auth/viewer.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import { checkSuspension } from '../users/sanctions.ts';
import type { ClientInfo, Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { createAccount } from '../users/service.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@domain/languages.ts';
import { authorizationUrl, finishAuthorization, newFlowSecrets, type ProviderClaims } from './oidc.ts';
import type { OidcProviderSettings } from './providers-config.ts';
import { signValue, verifyValue } from './signed-cookie.ts';

/** The browser's half of a started flow (an HttpOnly cookie): only the browser that started it can finish it. */
export const FLOW_COOKIE = 'lepke_oidc';
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** A new identity's claims, waiting for the sign-up confirmation (an HttpOnly cookie). */
export const SIGNUP_COOKIE = 'lepke_oidc_signup';
export const SIGNUP_TTL_MS = 30 * 60 * 1000;

export interface SocialProvider {
  name: string;
  label: string;
}

/** The configured providers, for the login screen's buttons and the account page's link buttons. */
export function socialProviders(services: Services): SocialProvider[] {
  return services.config.oidcProviders.map(({ name, label }) => ({ name, label }));
}

function providerNamed(services: Services, name: unknown): OidcProviderSettings {
  const provider = services.config.oidcProviders.find((candidate) => candidate.name === name);
  if (!provider) throw new NotFoundError('SOCIAL_PROVIDER_UNKNOWN', 'No such social login provider');
  return provider;
}

/**
 * Where the flow may return: a path of this site. An absolute URL is taken only when it is this
 * site's own origin; `//host`, `/\host` and every other origin are refused (no open redirect).
 */
export function safeCallback(value: unknown, origin: string, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || value.length > 2000) throw new BadRequestError('SOCIAL_CALLBACK_REFUSED', 'The callback is not a page of this site');
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw new BadRequestError('SOCIAL_CALLBACK_REFUSED', 'The callback is not a page of this site');
  }
  const relative = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  if (url.origin !== origin || (!relative && !/^https?:\/\//i.test(value))) {
    throw new BadRequestError('SOCIAL_CALLBACK_REFUSED', 'The callback is not a page of this site');
  }
  return url.pathname + url.search + url.hash;
}

const startSchema = z.object({
  service: z.string().max(40),
  callback: z.string().max(2000).optional(),
  popup: z.enum(['0', '1']).optional(),
  // The older client's parameters: the domains must be this site's own; the others are accepted and not needed.
  callDomain: z.string().max(300).optional(),
  logDomain: z.string().max(300).optional(),
  rememberme: z.string().max(10).optional(),
  role: z.string().max(40).optional(),
  cid: z.string().max(100).optional(),
});

interface FlowState {
  /** provider name */
  p: string;
  s: string;
  n: string;
  v: string;
  /** the callback path */
  c: string;
  popup: boolean;
  /** the signed-in user who asked to link the identity; null: sign in or sign up */
  u: number | null;
}

export interface StartedFlow {
  redirect: URL;
  flowCookie: string;
}

/** `GET /social_init`: the provider's authorisation address, and the flow's secrets for the browser to keep. */
export async function startSocialLogin(services: Services, viewer: Viewer, query: unknown, origin: string): Promise<StartedFlow> {
  const input = parseInput(startSchema, query);
  const provider = providerNamed(services, input.service);
  const host = new URL(origin).host;
  for (const domain of [input.callDomain, input.logDomain]) {
    if (domain && domain !== host && domain !== origin) throw new BadRequestError('SOCIAL_CALLBACK_REFUSED', 'The domain is not this site');
  }
  const callback = safeCallback(input.callback, origin, viewer.user ? '/profile/account/' : '/');
  const secrets = newFlowSecrets();
  let redirect: URL;
  try {
    redirect = await authorizationUrl(provider, redirectUri(origin), secrets);
  } catch (error) {
    // The provider's discovery document could not be read: tried again on the next request.
    services.logger.warn(`Social login with ${provider.name} is unavailable: ${(error as Error).message}`);
    throw new BadRequestError('SOCIAL_PROVIDER_UNAVAILABLE', 'The social login provider cannot be reached; try again later', 503);
  }
  const state: FlowState = {
    p: provider.name,
    s: secrets.state,
    n: secrets.nonce,
    v: secrets.verifier,
    c: callback,
    popup: input.popup === '1',
    u: viewer.user?.id ?? null,
  };
  return { redirect, flowCookie: await signValue(services, 'flow', state, FLOW_TTL_MS) };
}

/**
 * The address each provider returns to: one per site, the same for every provider (the flow's
 * cookie names the provider). The token request must repeat it exactly, and openid-client sends
 * the callback's address without its query, so it carries no `?service=`.
 */
export function redirectUri(origin: string): string {
  return `${origin}/oauth.al`;
}

/** What a finished flow leads to. */
export type SocialOutcome =
  | { kind: 'signedIn'; user: AccountUser; session: NewSession }
  | { kind: 'linked' }
  /** the identity's e-mail is a known account's: its password must be given to link it (a SOCIAL_LINK token) */
  | { kind: 'passwordProof'; token: string }
  /** a new identity: the sign-up confirmation, with the claims in a signed cookie */
  | { kind: 'signUp'; pending: string };

export interface FinishedFlow {
  outcome: SocialOutcome;
  provider: string;
  callback: string;
  popup: boolean;
}

/**
 * `GET /oauth.al`: checks that this browser started the flow (the state in its cookie), exchanges
 * the code with the PKCE verifier, checks the ID token's nonce, then signs in, links, asks for the
 * password of the account with that e-mail, or leads to the sign-up confirmation.
 */
export async function finishSocialLogin(
  services: Services,
  viewer: Viewer,
  request: { currentUrl: URL; flowCookie: string | undefined; client: ClientInfo },
): Promise<FinishedFlow> {
  const { currentUrl } = request;
  // `service` is the older client's; when given, it must be a provider and the one the flow started with.
  const named = currentUrl.searchParams.get('service');
  if (named !== null) providerNamed(services, named);
  const flow = await verifyValue<FlowState>(services, 'flow', request.flowCookie);
  if (!flow || (named !== null && flow.p !== named) || currentUrl.searchParams.get('state') !== flow.s) {
    throw new BadRequestError('SOCIAL_STATE_INVALID', 'This sign-in was not started in this browser, or has expired');
  }
  const provider = providerNamed(services, flow.p);
  if (currentUrl.searchParams.has('error')) throw new BadRequestError('SOCIAL_LOGIN_CANCELLED', 'The provider did not sign the person in');
  let claims: ProviderClaims;
  try {
    claims = await finishAuthorization(provider, currentUrl, { state: flow.s, nonce: flow.n, verifier: flow.v });
  } catch (error) {
    services.logger.warn(`Social login with ${provider.name} failed: ${(error as Error).message}`);
    throw new BadRequestError('SOCIAL_LOGIN_FAILED', 'The provider could not confirm the sign-in');
  }
  const finished = (outcome: SocialOutcome): FinishedFlow => ({ outcome, provider: provider.name, callback: flow.c, popup: flow.popup });

  if (flow.u !== null) {
    if (viewer.user?.id !== flow.u) throw new ForbiddenError('SOCIAL_STATE_INVALID', 'The account that asked to link has signed out');
    await linkIdentity(services, flow.u, provider.name, claims);
    return finished({ kind: 'linked' });
  }
  const { prisma } = services;
  const identity = await prisma.identity.findUnique({
    where: { provider_subject: { provider: provider.name, subject: claims.subject } },
    include: { user: { include: { entity: true } } },
  });
  if (identity) {
    // as with a password: a suspension in force answers ACCOUNT_SUSPENDED with its end, an ended one is lifted
    if (!(await checkSuspension(prisma, identity.user)) || identity.user.status < AccountStatus.INACTIVE) throw new UnauthorizedError('LOGIN_FAILED', 'Login failed');
    await prisma.identity.update({ where: { id: identity.id }, data: { lastUsedAt: new Date(), email: claims.email ?? identity.email } });
    return finished({ kind: 'signedIn', user: identity.user, session: await startSessionFor(services, identity.user, request.client) });
  }
  if (!claims.email) throw new BadRequestError('SOCIAL_EMAIL_MISSING', 'The provider gave no e-mail address');
  const owner = await prisma.user.findUnique({ where: { email: claims.email }, select: { id: true } });
  if (owner) {
    const { token } = await issueAccountToken(prisma, owner.id, 'SOCIAL_LINK', { provider: provider.name, subject: claims.subject, email: claims.email });
    return finished({ kind: 'passwordProof', token });
  }
  if (claims.emailVerified === false) throw new ForbiddenError('SOCIAL_EMAIL_NOT_VERIFIED', 'The provider has not verified the e-mail address');
  const pending: PendingSignup = { p: provider.name, sub: claims.subject, email: claims.email, name: claims.name ?? null };
  return finished({ kind: 'signUp', pending: await signValue(services, 'signup', pending, SIGNUP_TTL_MS) });
}

/**
 * The one place a social sign-in starts a session (a two-factor challenge can take its place here).
 */
export function startSessionFor(services: Services, user: AccountUser, client: ClientInfo): Promise<NewSession> {
  return createSession(services.prisma, user.id, services.config.sessionTtlMs, client);
}

/** Adds an identity to an account; one that is someone else's is refused. */
async function linkIdentity(services: Services, userId: number, provider: string, claims: { subject: string; email: string | undefined }): Promise<void> {
  const { prisma } = services;
  const existing = await prisma.identity.findUnique({ where: { provider_subject: { provider, subject: claims.subject } }, select: { userId: true } });
  if (existing && existing.userId !== userId) throw new ConflictError('SOCIAL_ACCOUNT_IN_USE', 'This social account is linked to another account');
  if (existing) return;
  try {
    await prisma.identity.create({ data: { userId, provider, subject: claims.subject, email: claims.email ?? null, lastUsedAt: new Date() } });
  } catch (error) {
    // Another account of this provider is linked already (one per provider), or a racing link won.
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('SOCIAL_PROVIDER_LINKED', 'An account of this provider is linked already');
    throw error;
  }
}

/**
 * After a password login that carried a SOCIAL_LINK token: links the identity it holds, when the
 * token was issued for the account that has just proved its password.
 */
export async function linkPendingIdentity(services: Services, userId: number, token: string): Promise<void> {
  const { prisma } = services;
  const peeked = await peekAccountToken(prisma, token, 'SOCIAL_LINK');
  if (!peeked || peeked.userId !== userId) throw new NotFoundError('SOCIAL_LINK_EXPIRED', 'The social account to link has expired');
  const used = await consumeAccountToken(prisma, token, 'SOCIAL_LINK');
  if (!used) throw new NotFoundError('SOCIAL_LINK_EXPIRED', 'The social account to link has expired');
  const payload = used.payload as { provider?: unknown; subject?: unknown; email?: unknown };
  if (typeof payload.provider !== 'string' || typeof payload.subject !== 'string') throw new NotFoundError('SOCIAL_LINK_EXPIRED');
  await linkIdentity(services, userId, payload.provider, {
    subject: payload.subject,
    email: typeof payload.email === 'string' ? payload.email : undefined,
  });
}

interface PendingSignup {
  p: string;
  sub: string;
  email: string;
  name: string | null;
}

export interface SocialSignupInfo {
  provider: string;
  providerLabel: string;
  email: string;
  displayName: string | null;
}

/** The sign-up confirmation's contents: what the provider told about the new person, or null. */
export async function pendingSocialSignup(services: Services, cookie: string | undefined): Promise<SocialSignupInfo | null> {
  const pending = await verifyValue<PendingSignup>(services, 'signup', cookie);
  const provider = pending && services.config.oidcProviders.find((candidate) => candidate.name === pending.p);
  if (!pending || !provider) return null;
  return { provider: provider.name, providerLabel: provider.label, email: pending.email, displayName: pending.name };
}

const signupSchema = z.object({
  displayName: z.string().trim().min(1).min(2).max(100),
  acceptPrivacy: z.boolean().refine((accepted) => accepted, 'PRIVACY_NOT_ACCEPTED'),
  language: z.string().optional(),
});

export type SocialSignupInput = z.input<typeof signupSchema>;

/** The sign-up confirmation: a new account without a password, its identity, the privacy policy accepted. */
export async function completeSocialSignup(services: Services, cookie: string | undefined, input: SocialSignupInput, client: ClientInfo) {
  const pending = await verifyValue<PendingSignup>(services, 'signup', cookie);
  if (!pending) throw new NotFoundError('SOCIAL_SIGNUP_EXPIRED', 'The social sign-up has expired; start again');
  const data = parseInput(signupSchema, input);
  await services.registrationLimiter.reserve(client.ip);
  const { prisma } = services;
  if (await prisma.identity.findUnique({ where: { provider_subject: { provider: pending.p, subject: pending.sub } }, select: { id: true } })) {
    throw new ConflictError('SOCIAL_ACCOUNT_IN_USE', 'This social account is linked to another account');
  }
  if (await prisma.user.findUnique({ where: { email: pending.email }, select: { id: true } })) {
    throw new ConflictError('EXISTING_USER', 'User already exists!');
  }
  const language = data.language && isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE;
  return createAccount(
    services,
    {
      email: pending.email,
      passwordHash: null,
      displayName: data.displayName,
      language,
      identity: { provider: pending.p, subject: pending.sub, email: pending.email },
    },
    client,
  );
}

export interface SocialAccount {
  provider: string;
  label: string;
  email: string | null;
  linkedAt: Date;
}

/** The viewer's linked identities, with the labels of the providers still configured. */
export async function socialAccounts(services: Services, userId: number): Promise<SocialAccount[]> {
  const rows = await services.prisma.identity.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
  return rows.map((row) => ({
    provider: row.provider,
    label: services.config.oidcProviders.find((provider) => provider.name === row.provider)?.label ?? row.provider,
    email: row.email,
    linkedAt: row.createdAt,
  }));
}

/** Whether the account can sign in with a password (the account page says what unlinking leaves). */
export async function hasPassword(services: Services, userId: number): Promise<boolean> {
  const user = await services.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return Boolean(user?.passwordHash);
}

/** Unlinks one of the viewer's social accounts; the last way to sign in (no password, one identity) stays. */
export async function unlinkSocialAccount(services: Services, viewer: Viewer, provider: string): Promise<void> {
  const user = viewer.user;
  if (!user) throw new UnauthorizedError();
  await services.prisma.$transaction(async (tx) => {
    // Two unlinks at once must not both see the other identity still there.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const identities = await tx.identity.findMany({ where: { userId: user.id }, select: { id: true, provider: true } });
    const identity = identities.find((candidate) => candidate.provider === provider);
    if (!identity) throw new NotFoundError('DATA_NOT_FOUND', 'No such linked social account');
    const account = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
    if (!account.passwordHash && identities.length <= 1) {
      throw new ConflictError('LAST_SIGN_IN_METHOD', 'The last way to sign in cannot be removed');
    }
    await tx.identity.delete({ where: { id: identity.id } });
  });
}
