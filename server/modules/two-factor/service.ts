import QRCode from 'qrcode';
import { z } from 'zod';
import { consumeAccountToken, hashAccountToken, issueAccountToken, peekAccountToken } from '../../auth/account-tokens.ts';
import { AccountStatus } from '../../auth/account-status.ts';
import { confirmOwner } from '../../auth/reauth.ts';
import { createSession, endOtherSessions, type NewSession } from '../../auth/sessions.ts';
import { type AccountUser, signedInUser, type Viewer } from '../../auth/viewer.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { checkSuspension } from '../users/sanctions.ts';
import type { ClientInfo, Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { CHALLENGE_ENDED } from './limiter.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/** What a right password (or a social provider's word) leads to: a session, or the code step first. */
export type SignInResult = { kind: 'session'; user: AccountUser; session: NewSession } | { kind: 'challenge'; user: AccountUser; challenge: string; expiresAt: Date };

/**
 * The one way into a session once the person is known (password login, social login): an account
 * with two-factor sign-in on gets a SIGN_IN_CHALLENGE (10 minutes, single use) to answer with
 * `completeTwoFactorSignIn`; any other gets its session at once.
 */
export async function beginSignIn(services: Services, user: AccountUser, client: ClientInfo): Promise<SignInResult> {
  if (user.totpEnabledAt && user.totpSecret) {
    const { token, expiresAt } = await issueAccountToken(services.prisma, user.id, 'SIGN_IN_CHALLENGE');
    return { kind: 'challenge', user, challenge: token, expiresAt };
  }
  const session = await createSession(services.prisma, user.id, services.config.sessionTtlMs, client);
  return { kind: 'session', user, session };
}

const codeField = z.string().trim().min(1).max(40);

/**
 * Takes a TOTP code of the user's secret at most once: the step is stored only when it is later
 * than the last one taken (one conditional update, so two racing uses of a code are one).
 */
async function takeTotpCode(services: Services, userId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const { count } = await services.prisma.user.updateMany({
    where: { id: userId, totpSecret: secret, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

async function takeRecoveryCode(services: Services, userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const { count } = await services.prisma.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count > 0;
}

/** A code from the app, or (where allowed) an unused recovery code; every check counted by the limiter. */
async function checkSecondFactor(
  services: Services,
  user: { id: number; totpSecret: string | null },
  code: string,
  { recovery, challengeId }: { recovery: boolean; challengeId?: string },
): Promise<{ right: boolean; challengeSpent: boolean }> {
  const attempt = await services.twoFactorLimiter.reserve(user.id, challengeId);
  const right =
    (user.totpSecret !== null && (await takeTotpCode(services, user.id, user.totpSecret, code))) || (recovery && (await takeRecoveryCode(services, user.id, code)));
  if (right) await attempt.succeeded();
  return { right, challengeSpent: attempt.challengeSpent };
}

const wrongCode = () => new ValidationError([{ field: 'code', code: 'TWO_FACTOR_CODE_WRONG' }], 'TWO_FACTOR_CODE_WRONG');

async function loadTwoFactor(services: Services, userId: number) {
  return services.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, totpSecret: true, totpEnabledAt: true } });
}

export interface TotpSetup {
  secret: string;
  uri: string;
  /** the otpauth:// address as an SVG QR code */
  qrSvg: string;
}

/** A new secret kept pending (totpEnabledAt unset) until a code of it is given with the password. */
export async function startTotpSetup(services: Services, viewer: Viewer): Promise<TotpSetup> {
  const user = signedInUser(viewer);
  const current = await loadTwoFactor(services, user.id);
  if (current.totpEnabledAt) throw new ConflictError('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor sign-in is on already');
  const secret = newTotpSecret();
  await services.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, totpLastStep: null } });
  const uri = totpUri(secret, current.email);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** Replaces the recovery codes; only their hashes are kept, so this is the one time they are seen. */
async function replaceRecoveryCodes(services: Services, userId: number, enable: boolean): Promise<string[]> {
  const codes = newRecoveryCodes();
  await services.prisma.$transaction([
    ...(enable ? [services.prisma.user.update({ where: { id: userId }, data: { totpEnabledAt: new Date() } })] : []),
    services.prisma.recoveryCode.deleteMany({ where: { userId } }),
    services.prisma.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) }),
  ]);
  return codes;
}

const enableSchema = z.object({ code: codeField, password: z.string().max(200).optional() });
const changeSchema = z.object({ code: codeField, password: z.string().max(200).optional() });
export type TwoFactorChangeInput = z.input<typeof changeSchema>;

/**
 * Turns two-factor sign-in on with a code of the pending secret; answers the 10 recovery codes,
 * shown once. Every other session of the account ends: whoever signed in with the password alone
 * must now sign in again with a code.
 */
export async function enableTotp(services: Services, viewer: Viewer, input: TwoFactorChangeInput, client: ClientInfo): Promise<string[]> {
  const user = signedInUser(viewer);
  const { code, password } = parseInput(enableSchema, input);
  const current = await loadTwoFactor(services, user.id);
  if (current.totpEnabledAt) throw new ConflictError('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor sign-in is on already');
  if (!current.totpSecret) throw new ConflictError('TWO_FACTOR_NOT_STARTED', 'Start the set-up first');
  await confirmOwner(services, viewer, { password }, client);
  const { right } = await checkSecondFactor(services, current, code, { recovery: false });
  if (!right) throw wrongCode();
  const codes = await replaceRecoveryCodes(services, user.id, true);
  user.totpEnabledAt = new Date();
  await endOtherSessions(services.prisma, user.id, viewer.sessionId);
  return codes;
}

async function authorizeChange(services: Services, viewer: Viewer, input: TwoFactorChangeInput, client: ClientInfo) {
  const user = signedInUser(viewer);
  const { code, password } = parseInput(changeSchema, input);
  const current = await loadTwoFactor(services, user.id);
  if (!current.totpEnabledAt) throw new ConflictError('TWO_FACTOR_NOT_ENABLED', 'Two-factor sign-in is off');
  await confirmOwner(services, viewer, { password }, client);
  const { right } = await checkSecondFactor(services, current, code, { recovery: true });
  if (!right) throw wrongCode();
  return user;
}

/** Turns two-factor sign-in off: the password (or a fresh session) and a code or a recovery code. */
export async function disableTotp(services: Services, viewer: Viewer, input: TwoFactorChangeInput, client: ClientInfo): Promise<void> {
  const user = await authorizeChange(services, viewer, input, client);
  await services.prisma.$transaction([
    services.prisma.user.update({ where: { id: user.id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } }),
    services.prisma.recoveryCode.deleteMany({ where: { userId: user.id } }),
  ]);
  user.totpEnabledAt = null;
  user.totpSecret = null;
}

/** New recovery codes for old ones used up or lost; the old ones stop working. */
export async function regenerateRecoveryCodes(services: Services, viewer: Viewer, input: TwoFactorChangeInput, client: ClientInfo): Promise<string[]> {
  const user = await authorizeChange(services, viewer, input, client);
  return replaceRecoveryCodes(services, user.id, false);
}

const completeSchema = z.object({ challenge: z.string().min(1).max(200), code: codeField });
export type CompleteSignInInput = z.input<typeof completeSchema>;

/**
 * The code step of a sign-in: the challenge and a code from the app or an unused recovery code.
 * Five wrong codes end the challenge; ten per account in 15 minutes are 429.
 */
export async function completeTwoFactorSignIn(services: Services, input: CompleteSignInInput, client: ClientInfo): Promise<{ user: AccountUser; session: NewSession }> {
  const { challenge, code } = parseInput(completeSchema, input);
  const expired = () => new UnauthorizedError(CHALLENGE_ENDED, 'The sign-in has expired: sign in again');
  const pending = await peekAccountToken(services.prisma, challenge, 'SIGN_IN_CHALLENGE');
  if (!pending) throw expired();
  const user = await services.prisma.user.findUnique({ where: { id: pending.userId }, include: { entity: true } });
  if (!user?.totpEnabledAt) throw expired();
  // suspended between the password and the code: told so, as at the password step
  if (!(await checkSuspension(services.prisma, user)) || user.status < AccountStatus.INACTIVE) throw expired();
  const { right, challengeSpent } = await checkSecondFactor(services, user, code, { recovery: true, challengeId: hashAccountToken(challenge) });
  if (!right) {
    if (!challengeSpent) throw wrongCode();
    await consumeAccountToken(services.prisma, challenge, 'SIGN_IN_CHALLENGE');
    throw new UnauthorizedError(CHALLENGE_ENDED, 'Too many wrong codes: sign in again');
  }
  if (!(await consumeAccountToken(services.prisma, challenge, 'SIGN_IN_CHALLENGE'))) throw expired();
  const session = await createSession(services.prisma, user.id, services.config.sessionTtlMs, client);
  return { user, session };
}

export interface TwoFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** REQUIRE_ADMIN_2FA applies to the viewer */
  required: boolean;
  /** the account has no password: changes need a session begun in the last 10 minutes */
  passwordless: boolean;
}

/** An ADMIN without two-factor sign-in while the operator requires it: nothing but the set-up is allowed. */
export function mustSetUpTwoFactor(services: Services, viewer: Viewer): boolean {
  return services.config.requireAdmin2fa && viewer.role === 'ADMIN' && viewer.user !== null && !viewer.user.totpEnabledAt;
}

export async function twoFactorState(services: Services, viewer: Viewer): Promise<TwoFactorState | null> {
  if (!viewer.user) return null;
  const userId = viewer.user.id;
  const [user, recoveryCodesLeft] = await Promise.all([
    services.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpEnabledAt: true, passwordHash: true } }),
    services.prisma.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return {
    enabled: user.totpEnabledAt !== null,
    recoveryCodesLeft,
    required: services.config.requireAdmin2fa && viewer.role === 'ADMIN',
    passwordless: user.passwordHash === null,
  };
}
