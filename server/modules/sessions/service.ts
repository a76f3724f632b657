import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { endOtherSessions as endOtherSessionsOf } from '../../auth/sessions.ts';
import { signedInUser, type Viewer } from '../../auth/viewer.ts';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { Services } from '../../services.ts';

/** The kinds of device bowser tells apart; UNKNOWN when the user agent does not say (or is missing). */
export const DEVICE_TYPES = ['DESKTOP', 'MOBILE', 'TABLET', 'TV', 'BOT', 'UNKNOWN'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What a session's user agent says of the device, read with bowser; null where it does not say. */
export interface SessionDevice {
  /** e.g. "Firefox 128.0" */
  browser: string | null;
  /** e.g. "Android 14" */
  os: string | null;
  type: DeviceType;
}

/** One of the viewer's own live sessions (the account page's list, issue 19). */
export interface AccountSession {
  /** a stable public handle of the session, never its stored id (see `publicSessionId`) */
  id: string;
  device: SessionDevice;
  /**
   * The client's IP address as the session last recorded it, shown to its owner only. It stands
   * for the session's place too: naming a town would need a geo-IP database, which an offline
   * installation does not have.
   */
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** the session this request came with */
  current: boolean;
}

/**
 * A session's public id. The stored id is the SHA-256 of the cookie token, which must not leave
 * the server (it names the row a cookie opens); the handle is a SHA-256 of that under a prefix of
 * its own, cut to 16 hex characters: stable, not reversible, and unique enough within one
 * person's few sessions, which is the only place it is looked up (by listing them and matching).
 */
export function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`lepke-session-handle:${storedId}`).digest('hex').slice(0, 16);
}

const PLATFORM_TYPES: Record<string, DeviceType> = { desktop: 'DESKTOP', mobile: 'MOBILE', tablet: 'TABLET', tv: 'TV', bot: 'BOT' };

const named = (name: string | undefined, version: string | undefined) => (name ? (version ? `${name} ${version}` : name) : null);

/**
 * Browser (its major version: "Chrome 124"), operating system and kind of device of a user agent.
 * Windows goes by its marketing name ("Windows 10", not "NT 10.0").
 */
export function describeDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null, type: 'UNKNOWN' };
  const parsed = Bowser.parse(userAgent);
  const { os } = parsed;
  return {
    browser: named(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    os: named(os.name, os.name === 'Windows' ? (os.versionName ?? os.version) : (os.version ?? os.versionName)),
    type: PLATFORM_TYPES[parsed.platform.type ?? ''] ?? 'UNKNOWN',
  };
}

async function liveSessions(services: Services, userId: number) {
  return services.prisma.session.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
  });
}

/** The viewer's live (unexpired) sessions, the last seen first; a guest is UNAUTHORIZED. */
export async function listSessions(services: Services, viewer: Viewer): Promise<AccountSession[]> {
  const sessions = await liveSessions(services, signedInUser(viewer).id);
  return sessions.map((session) => ({
    id: publicSessionId(session.id),
    device: describeDevice(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.id === viewer.sessionId,
  }));
}

export interface EndedSession {
  /** the session ended was the one of this request: the viewer is signed out */
  current: boolean;
}

/**
 * Ends one of the viewer's own sessions by its public id. An id that is not one of the viewer's
 * live sessions (another person's, an expired or unknown one) is DATA_NOT_FOUND alike, so the
 * answer never tells whether it exists. Ending the current session signs the viewer out (the
 * caller clears the cookie).
 */
export async function endSession(services: Services, viewer: Viewer, id: string): Promise<EndedSession> {
  const userId = signedInUser(viewer).id;
  const session = (await liveSessions(services, userId)).find((candidate) => publicSessionId(candidate.id) === id);
  if (!session) throw new NotFoundError();
  // userId again: the row must still be the viewer's when it is deleted.
  const { count } = await services.prisma.session.deleteMany({ where: { id: session.id, userId } });
  if (count === 0) throw new NotFoundError();
  return { current: session.id === viewer.sessionId };
}

/** "End all other sessions": every session of the viewer's account but this one; answers how many ended. */
export async function endOtherSessions(services: Services, viewer: Viewer): Promise<number> {
  const userId = signedInUser(viewer).id;
  // A signed-in request always has its session (cookies are the only way in); never end them all by accident.
  if (!viewer.sessionId) throw new UnauthorizedError();
  return endOtherSessionsOf(services.prisma, userId, viewer.sessionId);
}
