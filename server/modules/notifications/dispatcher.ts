import type { Services } from '../../services.ts';
import type { Db } from '../objects/registry.ts';
import { pushNotifications, type PushServices } from '../push/service.ts';
import { publishBadgeCountsOf } from './badge-counts.ts';
import { channelsFor, inAppFixed, kindOfToken, type NotificationToken } from '@domain/notification-kinds.ts';

/** What delivering needs: the database, the bus for the badges, and the push service. */
export type DispatchServices = PushServices & Pick<Services, 'bus'>;

/** One notice to one person: its token (which names its kind, `domain/notification-kinds.ts`) and where it leads. */
export interface Notice {
  recipientId: number;
  token: NotificationToken;
  url: string | null;
}

/** What a batch of notices comes to once the recipients' choices are read: rows written, pushes still to send. */
export interface StagedNotices {
  /** the notices written as notification rows (in-app) */
  inApp: Notice[];
  /** the notices to push once the transaction committed */
  push: Notice[];
  /** everybody whose badges may have changed */
  recipients: number[];
}

/**
 * The one way a notification reaches people, in two steps so a caller with a transaction keeps it
 * correct: `stageNotices` inside the transaction reads the recipients' channel choices (one query
 * for the batch, `User.settings`) and writes the in-app rows of those who want them; after commit,
 * `deliverStaged` pushes to those who want push (in their language, `push/service.ts`) and recounts
 * the badges. `dispatch` does both for a caller without a transaction.
 *
 * Messages and announcements (the inbox kinds) never get a row: the inbox and its badge are their
 * in-app presence; they are only pushed, and their recipients' badges recounted.
 */
export async function stageNotices(db: Db, notices: readonly Notice[]): Promise<StagedNotices> {
  if (!notices.length) return { inApp: [], push: [], recipients: [] };
  const recipients = [...new Set(notices.map((notice) => notice.recipientId))];
  const users = await db.user.findMany({ where: { entityId: { in: recipients } }, select: { entityId: true, settings: true } });
  const settingsOf = new Map(users.map((user) => [user.entityId, user.settings]));
  const inApp: Notice[] = [];
  const push: Notice[] = [];
  for (const notice of notices) {
    const kind = kindOfToken(notice.token);
    // Only people have settings; an entity without a user (a group) has no list to show the notice in.
    if (!kind || !settingsOf.has(notice.recipientId)) continue;
    const channels = channelsFor(settingsOf.get(notice.recipientId), kind);
    if (channels.inApp && !inAppFixed(kind)) inApp.push(notice);
    if (channels.push) push.push(notice);
  }
  if (inApp.length) await db.notification.createMany({ data: inApp.map(({ recipientId, token, url }) => ({ recipientId, token, url })) });
  return { inApp, push, recipients };
}

export interface Delivered {
  /** the pushes under way; never rejects, and requests do not wait for it (a slow push service must not delay them) */
  pushed: Promise<void>;
}

/** After the notices' transaction committed: starts the pushes and recounts the badges of the recipients and of `alsoRecount` (people whose notifications were withdrawn). */
export async function deliverStaged(services: DispatchServices, staged: StagedNotices, alsoRecount: Iterable<number> = []): Promise<Delivered> {
  const pushed = pushNotifications(services, staged.push);
  await publishBadgeCountsOf(services, [...staged.recipients, ...alsoRecount]);
  return { pushed };
}

/** Stages and delivers a batch at once, for a path whose other writes are committed already (or that has none). */
export async function dispatch(services: DispatchServices, notices: readonly Notice[]): Promise<Delivered> {
  return deliverStaged(services, await stageNotices(services.prisma, notices));
}
