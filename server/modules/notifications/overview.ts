import type { Viewer } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { authorizeNotificationAdmin } from './policy.ts';

/** The periods the overview offers, in days. */
export const OVERVIEW_DAYS = [1, 7, 30, 90] as const;
/** Failed mails and announcements listed. */
const LISTED = 20;

export interface DeliveryTotal {
  channel: string;
  kind: string;
  sent: number;
  failed: number;
}

/**
 * What the notification channels did in the last `days` days (`/admin/notification/`): deliveries
 * per channel and kind (`NotificationDelivery`), the mail queue (notices waiting for a digest,
 * mails claimed and not yet sent), the mails given up with their reasons, and the announcements sent.
 */
export async function notificationOverview(services: Services, viewer: Viewer, days: number) {
  authorizeNotificationAdmin(viewer, 'overview');
  const since = new Date(Date.now() - days * 24 * 3600_000);
  const sinceDay = new Date(`${since.toISOString().slice(0, 10)}T00:00:00Z`);
  const { prisma } = services;
  const [totals, waiting, pending, failedMails, failedCount, announcements] = await Promise.all([
    prisma.notificationDelivery.groupBy({
      by: ['channel', 'kind'],
      where: { day: { gte: sinceDay } },
      _sum: { sent: true, failed: true },
      orderBy: [{ channel: 'asc' }, { kind: 'asc' }],
    }),
    prisma.mailNotice.count({ where: { mailId: null } }),
    prisma.notificationMail.count({ where: { status: 'PENDING' } }),
    prisma.notificationMail.findMany({
      where: { status: 'FAILED', createdAt: { gte: since } },
      orderBy: { id: 'desc' },
      take: LISTED,
      select: { id: true, cadence: true, error: true, attempts: true, noticeCount: true, createdAt: true, recipient: { select: { id: true, displayName: true } } },
    }),
    prisma.notificationMail.count({ where: { status: 'FAILED', createdAt: { gte: since } } }),
    prisma.announcement.findMany({
      where: { createdAt: { gte: since } },
      orderBy: { id: 'desc' },
      take: LISTED,
      select: { id: true, text: true, url: true, minRole: true, recipientCount: true, createdAt: true, author: { select: { id: true, displayName: true } } },
    }),
  ]);
  const deliveries: DeliveryTotal[] = totals.map((row) => ({ channel: row.channel, kind: row.kind, sent: row._sum.sent ?? 0, failed: row._sum.failed ?? 0 }));
  return { days, deliveries, mailQueue: { waiting, pending, failed: failedCount }, failedMails, announcements };
}
