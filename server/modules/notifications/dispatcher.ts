import { AccountStatus } from '../../auth/account-status.ts';
import type { Services } from '../../services.ts';
import type { Db } from '../objects/registry.ts';
import { pushNotifications, type PushServices } from '../push/service.ts';
import { publishBadgeCountsOf } from './badge-counts.ts';
import { countDeliveries } from './delivery-log.ts';
import { mailNoticesNow } from './email/outbox.ts';
import { actorNameOf, actorNames, noticeText } from './texts.ts';
import { channelsFor, INBOX_TOKENS, kindOfToken, type NotificationKind, type NotificationToken } from '@domain/notification-kinds.ts';

/** What delivering needs: the database, the bus for the badges, the push service and the mailer. */
export type DispatchServices = PushServices & Pick<Services, 'bus' | 'mailer'>;

/** One notice to one person: its token (which names its kind, `domain/notification-kinds.ts`), where it leads, and words of its own if any. */
export interface Notice {
  recipientId: number;
  token: NotificationToken;
  url: string | null;
  /** shown instead of the token's text: an admin's announcement, a message's subject */
  text?: string | null | undefined;
}

/** What a batch of notices comes to once the recipients' choices are read: rows written, pushes and mails still to send. */
export interface StagedNotices {
  /** the notices written as notification rows (in-app) */
  inApp: Notice[];
  /** the notices to push once the transaction committed */
  push: Notice[];
  /** the e-mail notices (MailNotice ids) to mail at once after commit; the digests' wait for their job */
  mailNow: number[];
  /** everybody whose badges may have changed */
  recipients: number[];
}

/**
 * The one way a notification reaches people, in two steps so a caller with a transaction keeps it
 * correct: `stageNotices` inside the transaction reads the recipients' channel choices (one query
 * for the batch, `User.settings`), writes the in-app rows of those who want them and the e-mail
 * notices (`MailNotice`, with the chosen cadence) of those who want mail; after commit,
 * `deliverStaged` pushes to those who want push (in their language, `push/service.ts`), mails the
 * immediate e-mail notices (`email/outbox.ts`) and recounts the badges. `dispatch` does both for a
 * caller without a transaction. What each channel sent is counted per day and kind (`delivery-log.ts`).
 *
 * What arrives in the inbox (a message, a group's announcement) never gets a row: the inbox and its
 * badge are its in-app presence.
 */
export async function stageNotices(db: Db, notices: readonly Notice[]): Promise<StagedNotices> {
  if (!notices.length) return { inApp: [], push: [], mailNow: [], recipients: [] };
  const recipients = [...new Set(notices.map((notice) => notice.recipientId))];
  const users = await db.user.findMany({ where: { entityId: { in: recipients } }, select: { entityId: true, settings: true, status: true } });
  const userOf = new Map(users.map((user) => [user.entityId, user]));
  const inApp: Notice[] = [];
  const push: Notice[] = [];
  const mail: (Notice & { cadence: string })[] = [];
  const inAppKinds: NotificationKind[] = [];
  for (const notice of notices) {
    const kind = kindOfToken(notice.token);
    const user = userOf.get(notice.recipientId);
    // Only people have settings; an entity without a user (a group) has no list to show the notice in.
    if (!kind || !user) continue;
    const channels = channelsFor(user.settings, kind);
    if (channels.inApp && !INBOX_TOKENS.includes(notice.token)) {
      inApp.push(notice);
      inAppKinds.push(kind);
    }
    if (channels.push) push.push(notice);
    if (channels.email !== 'OFF' && user.status === AccountStatus.ACTIVE) mail.push({ ...notice, cadence: channels.email });
  }
  if (inApp.length) {
    await db.notification.createMany({ data: inApp.map(({ recipientId, token, url, text }) => ({ recipientId, token, url, text: text ?? null })) });
    await countDeliveries(
      db,
      'IN_APP',
      inAppKinds.map((kind) => ({ kind, sent: 1, failed: 0 })),
    );
  }
  const mailNow: number[] = [];
  if (mail.length) {
    const written = await db.mailNotice.createManyAndReturn({
      data: mail.map(({ recipientId, token, url, text, cadence }) => ({ recipientId, token, url, text: text ?? null, cadence })),
      select: { id: true, cadence: true },
    });
    for (const notice of written) if (notice.cadence === 'IMMEDIATELY') mailNow.push(notice.id);
  }
  return { inApp, push, mailNow, recipients };
}

export interface Delivered {
  /** the pushes and immediate mails under way; never rejects, and requests do not wait for it (a slow push service or mail server must not delay them) */
  pushed: Promise<void>;
}

/** After the notices' transaction committed: starts the pushes and the immediate mails and recounts the badges of the recipients and of `alsoRecount` (people whose notifications were withdrawn). */
export async function deliverStaged(services: DispatchServices, staged: StagedNotices, alsoRecount: Iterable<number> = []): Promise<Delivered> {
  const pushed = Promise.all([pushAndCount(services, staged.push), mailNoticesNow(services, staged.mailNow)]).then(() => undefined);
  await publishBadgeCountsOf(services, [...staged.recipients, ...alsoRecount]);
  return { pushed };
}

/** Stages and delivers a batch at once, for a path whose other writes are committed already (or that has none). */
export async function dispatch(services: DispatchServices, notices: readonly Notice[]): Promise<Delivered> {
  return deliverStaged(services, await stageNotices(services.prisma, notices));
}

async function pushAndCount(services: DispatchServices, notices: readonly Notice[]): Promise<void> {
  if (!notices.length) return;
  const names = await actorNames(services.prisma, notices);
  const outcomes = await pushNotifications(services, notices, (notice, language) => noticeText(notice, language, actorNameOf(names, notice)));
  await countDeliveries(
    services.prisma,
    'PUSH',
    outcomes.map(({ token, delivered }) => ({ kind: kindOfToken(token) ?? 'OTHER', sent: delivered ? 1 : 0, failed: delivered ? 0 : 1 })),
  ).catch((error: unknown) => services.logger.warn('Counting the pushes failed', error));
}
