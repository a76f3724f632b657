import { ForbiddenError, ValidationError } from '../errors.ts';
import type { ClientInfo, Services } from '../services.ts';
import { verifyPassword } from './passwords.ts';
import type { Viewer } from './viewer.ts';

/** An account without a password (social sign-in only) proves itself by a session younger than this. */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export interface OwnerProof {
  /** the current password the form asked for again; an account without one ignores it */
  password: string | null | undefined;
  /** the form field the password came in, for the field error */
  field?: string;
}

/**
 * Asks again who is there before a change that could lock the owner out or cannot be undone
 * (password, e-mail address, second factor, removal): the current password, whose guesses spend the
 * login limits like a sign-in's (FIELD_REQUIRED, PASSWORD_WRONG), or, for an account without one, a
 * session begun in the last REAUTH_WINDOW_MS (REAUTH_REQUIRED: sign in through the provider again).
 * The viewer must be signed in.
 */
export async function confirmOwner(services: Services, viewer: Viewer, { password, field = 'password' }: OwnerProof, client: ClientInfo): Promise<void> {
  const { prisma, loginLimiter } = services;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.user!.id }, select: { email: true, passwordHash: true } });
  if (user.passwordHash === null) {
    if (!(await signedInFreshly(services, viewer))) throw new ForbiddenError('REAUTH_REQUIRED', 'Sign in again first');
    return;
  }
  if (!password) throw new ValidationError([{ field, code: 'FIELD_REQUIRED' }]);
  const attempt = await loginLimiter.reserve(user.email, client.ip);
  if (!(await passwordMatches(user.passwordHash, password))) throw new ValidationError([{ field, code: 'PASSWORD_WRONG' }], 'PASSWORD_WRONG');
  await attempt.succeeded();
}

/** Whether the viewer's session began within REAUTH_WINDOW_MS (a fresh sign-in through a provider). */
async function signedInFreshly(services: Services, viewer: Viewer): Promise<boolean> {
  if (!viewer.sessionId) return false;
  const session = await services.prisma.session.findUnique({ where: { id: viewer.sessionId }, select: { createdAt: true } });
  return session !== null && Date.now() - session.createdAt.getTime() <= REAUTH_WINDOW_MS;
}

/** A stored hash argon2 cannot read (an imported or placeholder account) matches no password, never a 500. */
async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verifyPassword(hash, password);
  } catch {
    return false;
  }
}
