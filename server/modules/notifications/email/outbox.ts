import { AccountStatus } from '../../../auth/account-status.ts';
import { Prisma } from '../../../db/generated/prisma/client.ts';
import type { Services } from '../../../services.ts';
import { MailDeliveryError } from '../../mail/transport.ts';
import { countDeliveries } from '../delivery-log.ts';
import { composeNotificationMail, type MailNoticeRow } from './compose.ts';
import { duePeriod } from './periods.ts';
import { type DigestCadence, kindOfToken } from '@domain/notification-kinds.ts';

export type MailServices = Pick<Services, 'prisma' | 'mailer' | 'logger' | 'config'>;

export const IMMEDIATE = 'IMMEDIATELY';
export const DIGEST_CADENCES: readonly DigestCadence[] = ['DAILY', 'WEEKLY'];

/** A PENDING mail whose attempt started longer ago than this is taken again: its process stopped, or the mail server failed in a way worth retrying. */
export const MAIL_LEASE_MS = 10 * 60_000;
/** Tries of one mail before it is given up (FAILED). */
export const MAIL_MAX_ATTEMPTS = 5;
/** An immediate notice still unmailed after this (its process stopped before mailing it) is mailed by the job. */
const IMMEDIATE_GRACE_MS = 60_000;
/** Recipients claimed in one transaction of a digest run. */
const CLAIM_BATCH = 500;

/**
 * The e-mail channel's outbox. A notice for e-mail is a `MailNotice` row written with the
 * notification; a mail is a `NotificationMail` row, claimed before it is sent under a key that
 * cannot be claimed twice (recipient, cadence, period: the notice's own id for an immediate mail,
 * the day or the ISO week for a digest), with the notices it takes marked in the same transaction.
 * So however many processes run the job, and across restarts, a notice is mailed at most once and a
 * digest period once per person. A claimed mail that was not sent (the process stopped, the server
 * was unreachable) is tried again after `MAIL_LEASE_MS`, up to `MAIL_MAX_ATTEMPTS`.
 */
export async function mailNoticesNow(services: MailServices, noticeIds: readonly number[]): Promise<void> {
  if (!noticeIds.length) return;
  try {
    for (const mailId of await claimImmediate(services, noticeIds)) await sendClaimed(services, mailId);
  } catch (error) {
    services.logger.warn('Mailing notifications failed', error);
  }
}

/** One round of the mail job: immediate notices left unmailed, the digests due at `now`, and claimed mails to try again. Answers how many mails it sent. */
export async function runMailJob(services: MailServices, now = new Date()): Promise<number> {
  const claimed: number[] = [];
  const leftovers = await services.prisma.mailNotice.findMany({
    where: { cadence: IMMEDIATE, mailId: null, createdAt: { lt: new Date(now.getTime() - IMMEDIATE_GRACE_MS) } },
    select: { id: true },
  });
  claimed.push(
    ...(await claimImmediate(
      services,
      leftovers.map((notice) => notice.id),
      now,
    )),
  );
  for (const cadence of DIGEST_CADENCES) claimed.push(...(await claimDigests(services, cadence, now)));
  claimed.push(...(await reclaimStale(services, now)));
  let sent = 0;
  for (const mailId of claimed) if (await sendClaimed(services, mailId)) sent++;
  return sent;
}

/**
 * Claims are stamped with the job's `now`, the clock the lease is measured by: another process
 * running the job at the same `now` must not take a mail just claimed here for a stale one.
 */
async function claimImmediate(services: MailServices, noticeIds: readonly number[], now = new Date()): Promise<number[]> {
  const notices = await services.prisma.mailNotice.findMany({
    where: { id: { in: [...noticeIds] }, cadence: IMMEDIATE, mailId: null },
    select: { id: true, recipientId: true },
  });
  if (!notices.length) return [];
  return services.prisma.$transaction(async (tx) => {
    const mails = await tx.notificationMail.createManyAndReturn({
      data: notices.map((notice) => ({
        recipientId: notice.recipientId,
        cadence: IMMEDIATE,
        period: `notice-${notice.id}`,
        attempts: 1,
        noticeCount: 1,
        claimedAt: now,
      })),
      skipDuplicates: true,
      select: { id: true, period: true },
    });
    const ids = mails.map((mail) => mail.id);
    if (ids.length) {
      await tx.$executeRaw`
        UPDATE "MailNotice" AS n SET "mailId" = m."id"
        FROM "NotificationMail" AS m
        WHERE m."id" IN (${Prisma.join(ids)}) AND n."id" = substring(m."period" from 8)::int AND n."mailId" IS NULL`;
    }
    return ids;
  });
}

/** Claims the digests of the cadence's period due at `now` for everybody with notices waiting from before its end. */
async function claimDigests(services: MailServices, cadence: DigestCadence, now: Date): Promise<number[]> {
  const period = duePeriod(cadence, now, services.config.mail.digestHour);
  const waiting = await services.prisma.mailNotice.groupBy({ by: ['recipientId'], where: { cadence, mailId: null, createdAt: { lt: period.end } } });
  const claimed: number[] = [];
  for (let at = 0; at < waiting.length; at += CLAIM_BATCH) {
    const recipients = waiting.slice(at, at + CLAIM_BATCH).map((row) => row.recipientId);
    claimed.push(
      ...(await services.prisma.$transaction(async (tx) => {
        const mails = await tx.notificationMail.createManyAndReturn({
          data: recipients.map((recipientId) => ({ recipientId, cadence, period: period.key, attempts: 1, claimedAt: now })),
          skipDuplicates: true,
          select: { id: true },
        });
        const ids = mails.map((mail) => mail.id);
        if (!ids.length) return [];
        await tx.$executeRaw`
          UPDATE "MailNotice" AS n SET "mailId" = m."id"
          FROM "NotificationMail" AS m
          WHERE m."id" IN (${Prisma.join(ids)}) AND n."recipientId" = m."recipientId" AND n."cadence" = m."cadence"
            AND n."mailId" IS NULL AND n."createdAt" < ${period.end}`;
        await tx.$executeRaw`
          UPDATE "NotificationMail" AS m SET "noticeCount" = (SELECT count(*) FROM "MailNotice" AS n WHERE n."mailId" = m."id")
          WHERE m."id" IN (${Prisma.join(ids)})`;
        return ids;
      })),
    );
  }
  return claimed;
}

/** Takes again the claimed mails whose attempt is older than the lease; those out of attempts are given up. */
async function reclaimStale(services: MailServices, now: Date): Promise<number[]> {
  const staleBefore = new Date(now.getTime() - MAIL_LEASE_MS);
  const stale = await services.prisma.notificationMail.findMany({
    where: { status: 'PENDING', claimedAt: { lt: staleBefore } },
    select: { id: true, attempts: true, claimedAt: true },
  });
  const taken: number[] = [];
  for (const mail of stale) {
    if (mail.attempts >= MAIL_MAX_ATTEMPTS) {
      await giveUp(services, mail.id, 'gave up after its attempts');
      continue;
    }
    // Only one process wins the row: the one whose update still sees the attempt it read.
    const { count } = await services.prisma.notificationMail.updateMany({
      where: { id: mail.id, status: 'PENDING', claimedAt: mail.claimedAt },
      data: { claimedAt: now, attempts: { increment: 1 } },
    });
    if (count) taken.push(mail.id);
  }
  return taken;
}

/** Sends one claimed mail; answers whether it went out. */
async function sendClaimed(services: MailServices, mailId: number): Promise<boolean> {
  const { prisma, mailer, logger } = services;
  const mail = await prisma.notificationMail.findUnique({
    where: { id: mailId },
    select: {
      id: true,
      status: true,
      cadence: true,
      attempts: true,
      recipientId: true,
      recipient: { select: { displayName: true, user: { select: { email: true, language: true, status: true } } } },
      notices: { orderBy: { id: 'asc' }, select: { token: true, url: true, text: true, createdAt: true } },
    },
  });
  if (mail?.status !== 'PENDING') return false;
  const user = mail.recipient.user;
  if (!user || user.status !== AccountStatus.ACTIVE || !mail.notices.length) {
    await prisma.notificationMail.update({ where: { id: mail.id }, data: { status: 'SKIPPED' } });
    return false;
  }
  const notices: MailNoticeRow[] = mail.notices;
  try {
    const outgoing = await composeNotificationMail(services, {
      recipientId: mail.recipientId,
      name: mail.recipient.displayName,
      email: user.email,
      language: user.language,
      cadence: mail.cadence === IMMEDIATE ? IMMEDIATE : (mail.cadence as DigestCadence),
      notices,
    });
    await mailer.send(outgoing);
  } catch (error) {
    const retry = error instanceof MailDeliveryError && error.transient && mail.attempts < MAIL_MAX_ATTEMPTS;
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`Notification mail ${mail.id} to ${user.email} failed${retry ? ', to be tried again' : ''}: ${reason}`);
    if (retry) await prisma.notificationMail.update({ where: { id: mail.id }, data: { error: reason.slice(0, 500) } });
    else await giveUp(services, mail.id, reason, notices);
    return false;
  }
  await prisma.notificationMail.update({ where: { id: mail.id }, data: { status: 'SENT', sentAt: new Date(), error: null } });
  await countDeliveries(
    prisma,
    'EMAIL',
    notices.map(({ token }) => ({ kind: kindOfToken(token) ?? 'OTHER', sent: 1, failed: 0 })),
  );
  return true;
}

async function giveUp(services: MailServices, mailId: number, reason: string, notices?: readonly MailNoticeRow[]): Promise<void> {
  const taken = notices ?? (await services.prisma.mailNotice.findMany({ where: { mailId }, select: { token: true, url: true, text: true, createdAt: true } }));
  await services.prisma.notificationMail.update({ where: { id: mailId }, data: { status: 'FAILED', error: reason.slice(0, 500) } });
  await countDeliveries(
    services.prisma,
    'EMAIL',
    taken.map(({ token }) => ({ kind: kindOfToken(token) ?? 'OTHER', sent: 0, failed: 1 })),
  );
}
