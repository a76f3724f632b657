import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { BadgeCounts } from '../../realtime/pubsub.ts';
import type { Services } from '../../services.ts';

export async function badgeCounts(prisma: PrismaClient, entityId: number): Promise<BadgeCounts> {
  const [notificationCount, messageCount] = await Promise.all([
    prisma.notification.count({ where: { recipientId: entityId, readAt: null } }),
    prisma.message.count({ where: { toId: entityId, readAt: null } }),
  ]);
  return { notificationCount, messageCount };
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
