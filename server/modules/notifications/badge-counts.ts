import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { MessageBox } from '@domain/messages.ts';
import type { BadgeCounts } from '../../realtime/pubsub.ts';
import type { Services } from '../../services.ts';

/** A message the badge counts: one's own copy, in the inbox, not read yet. */
export const UNREAD_MESSAGE = { box: MessageBox.INBOX, readAt: null } as const;

export async function badgeCounts(prisma: PrismaClient, entityId: number): Promise<BadgeCounts> {
  const [notificationCount, messageCount] = await Promise.all([
    prisma.notification.count({ where: { recipientId: entityId, readAt: null } }),
    prisma.messageCopy.count({ where: { ownerId: entityId, ...UNREAD_MESSAGE } }),
  ]);
  return { notificationCount, messageCount };
}

/** Recounts and pushes the badges of several entities at once (a message's recipients): two statements, however many. */
export async function publishBadgeCountsOf(services: Pick<Services, 'prisma' | 'bus'>, entityIds: readonly number[]): Promise<void> {
  const ids = [...new Set(entityIds)];
  if (!ids.length) return;
  const [notifications, messages] = await Promise.all([
    services.prisma.notification.groupBy({ by: ['recipientId'], where: { recipientId: { in: ids }, readAt: null }, _count: { _all: true } }),
    services.prisma.messageCopy.groupBy({ by: ['ownerId'], where: { ownerId: { in: ids }, ...UNREAD_MESSAGE }, _count: { _all: true } }),
  ]);
  const notificationCounts = new Map(notifications.map((row) => [row.recipientId, row._count._all]));
  const messageCounts = new Map(messages.map((row) => [row.ownerId, row._count._all]));
  for (const id of ids) {
    services.bus.pubsub.publish('viewerCounts', id, { notificationCount: notificationCounts.get(id) ?? 0, messageCount: messageCounts.get(id) ?? 0 });
  }
}

/** Recounts and pushes the badges to every open client of the entity (all server processes). */
export async function publishBadgeCounts(services: Pick<Services, 'prisma' | 'bus'>, entityId: number): Promise<BadgeCounts> {
  const counts = await badgeCounts(services.prisma, entityId);
  services.bus.pubsub.publish('viewerCounts', entityId, counts);
  return counts;
}

export async function markAllNotificationsRead(services: Services, entityId: number): Promise<BadgeCounts> {
  await services.prisma.notification.updateMany({
    where: { recipientId: entityId, readAt: null },
    data: { readAt: new Date() },
  });
  return publishBadgeCounts(services, entityId);
}
