import { AccountStatus } from './account-status.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/prisma/client.ts';
import { AUDIENCE_INCLUDE, splitAudience } from '../modules/privacy/audience.ts';
import { GUEST, type Viewer, viewerFor } from './viewer.ts';

export const SESSION_COOKIE = 'lepke_session';
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  prisma: PrismaClient,
  userId: number,
  ttlMs: number,
  client: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await prisma.session.create({
    data: { id: hashToken(token), userId, expiresAt, userAgent: client.userAgent?.slice(0, 300), ip: client.ip },
  });
  return { token, expiresAt };
}

/**
 * Resolves a cookie token to a viewer in one statement, with the viewer's audience (see
 * audience.ts) unless `audience` is false; unknown or expired tokens give a guest.
 */
export async function resolveSession(prisma: PrismaClient, token: string | undefined, { audience = true } = {}): Promise<Viewer> {
  if (!token) return GUEST;
  const id = hashToken(token);
  const session = await prisma.session.findUnique({
    where: { id },
    include: { user: { include: { entity: audience ? { include: AUDIENCE_INCLUDE } : true } } },
    relationLoadStrategy: 'join',
  });
  if (!session || session.expiresAt.getTime() <= Date.now() || session.user.status < AccountStatus.INACTIVE) return GUEST;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id }, data: { lastSeenAt: new Date() } });
  }
  if (!audience) return viewerFor(session.user, id);
  const split = splitAudience(session.user.entity as Parameters<typeof splitAudience>[0]);
  return viewerFor({ ...session.user, entity: split.entity }, id, split.audience);
}

export async function deleteSession(prisma: PrismaClient, sessionId: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

/**
 * Ends every session of the account but `keep` (the one the person acts in), after a change that
 * should shut out whoever else may be signed in: a new password, a new e-mail address, a second
 * factor turned on. Without `keep` every session ends.
 */
export async function endOtherSessions(prisma: PrismaClient, userId: number, keep?: string | null): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { userId, ...(keep ? { id: { not: keep } } : {}) } });
  return count;
}
