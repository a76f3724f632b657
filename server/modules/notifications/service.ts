import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { PageQuery } from '../../http/rest.ts';
import type { BadgeCounts } from '../../realtime/pubsub.ts';
import type { Services } from '../../services.ts';
import { publishBadgeCounts } from './badge-counts.ts';

/** Newest first; the id breaks ties between notifications of one instant. */
export const NOTIFICATION_ORDER: Prisma.NotificationOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * The entity a notification is about, read from its link: an `actor={id}` query parameter (who
 * commented or liked, on a link to the item, `social.ts`), else `/people/{id}` (the person who
 * asked, accepted, …) or `/entity/{id}` (the group or project). Other links have no actor.
 */
export function actorIdOf(url: string | null | undefined): number | null {
  const match = url ? (/[?&]actor=(\d+)(?:[&#]|$)/.exec(url) ?? /^\/(?:people|entity)\/(\d+)(?:[/?#]|$)/.exec(url)) : null;
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The viewer's notifications (a guest has none). */
export function notificationsWhere(viewer: Viewer): Prisma.NotificationWhereInput {
  // Entity ids start at 1: a guest's 0 matches nothing.
  return { recipientId: viewer.user?.entityId ?? 0 };
}

const CARD = { id: true, type: true, displayName: true, profileImageUrl: true } as const;

/** One page of the viewer's notifications with their actors (REST `GET /api/notification/`). */
export async function listNotifications(services: Services, viewer: Viewer, { page, size }: PageQuery) {
  actingEntityId(viewer);
  const where = notificationsWhere(viewer);
  const [rows, total] = await Promise.all([
    services.prisma.notification.findMany({ where, orderBy: NOTIFICATION_ORDER, skip: page * size, take: size }),
    services.prisma.notification.count({ where }),
  ]);
  const actorIds = [...new Set(rows.map((row) => actorIdOf(row.url)).filter((id): id is number => id !== null))];
  const actors = actorIds.length ? await services.prisma.entity.findMany({ where: { id: { in: actorIds } }, select: CARD }) : [];
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  const notifications = rows.map((row) => {
    const actorId = actorIdOf(row.url);
    return { ...row, actor: actorId === null ? null : (byId.get(actorId) ?? null) };
  });
  return { notifications, total };
}

/**
 * Deletes one of the viewer's notifications and pushes the new badge counts; someone else's or a
 * missing one is not found.
 */
export async function deleteNotification(services: Services, viewer: Viewer, id: number): Promise<BadgeCounts> {
  const me = actingEntityId(viewer);
  const { count } = await services.prisma.notification.deleteMany({ where: { id, recipientId: me } });
  if (count === 0) throw new NotFoundError();
  return publishBadgeCounts(services, me);
}
