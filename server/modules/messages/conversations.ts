import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { GROUP_ENTITY, MEMBERSHIP_CODES, PERSON_ENTITY, PROJECT_ENTITY, RelationCode } from '@domain/entities.ts';
import { MessageBox } from '@domain/messages.ts';
import { publishBadgeCountsOf, UNREAD_MESSAGE } from '../notifications/badge-counts.ts';
import type { CopyWithMessage } from './service.ts';

/** A conversation appears on the board through its sent and received messages, not drafts or the trash. */
const BOARD_BOXES = [MessageBox.OUTBOX, MessageBox.INBOX];

export interface Conversation {
  correspondentId: number;
  /** the newest message of the conversation, as the viewer holds it */
  latest: CopyWithMessage;
  unreadCount: number;
}

/** `/message/board/`: the viewer's conversations by correspondent, newest first, with their unread counts. */
export async function listConversations(services: Services, viewer: Viewer, { skip, take }: { skip: number; take: number }) {
  const ownerId = actingEntityId(viewer);
  const db = services.prisma;
  const boxes = Prisma.join(BOARD_BOXES);
  const [page, counted] = await Promise.all([
    db.$queryRaw<{ id: number; correspondentId: number }[]>`
      SELECT id, "correspondentId" FROM (
        SELECT DISTINCT ON ("correspondentId") id, "correspondentId", at
        FROM "MessageCopy" WHERE "ownerId" = ${ownerId} AND box IN (${boxes})
        ORDER BY "correspondentId", at DESC, id DESC
      ) AS latest
      ORDER BY at DESC, id DESC
      OFFSET ${skip} LIMIT ${take}`,
    db.$queryRaw<{ total: number }[]>`
      SELECT count(DISTINCT "correspondentId")::int AS total FROM "MessageCopy" WHERE "ownerId" = ${ownerId} AND box IN (${boxes})`,
  ]);
  const total = counted[0]?.total ?? 0;
  const ids = page.map((row) => row.correspondentId);
  const [copies, unread] = await Promise.all([
    db.messageCopy.findMany({ where: { id: { in: page.map((row) => row.id) } }, include: { message: true } }),
    db.messageCopy.groupBy({
      by: ['correspondentId'],
      where: { ownerId, ...UNREAD_MESSAGE, correspondentId: { in: ids } },
      _count: { _all: true },
    }),
  ]);
  const byId = new Map(copies.map((copy) => [copy.id, copy]));
  const unreadOf = new Map(unread.map((row) => [row.correspondentId, row._count._all]));
  const conversations: Conversation[] = page.map((row) => ({
    correspondentId: row.correspondentId,
    latest: byId.get(row.id)!,
    unreadCount: unreadOf.get(row.correspondentId) ?? 0,
  }));
  return { conversations, total };
}

/** The messages of one conversation the viewer holds (`/message/board/{id}`). */
export function conversationWhere(viewer: Viewer, correspondentId: number): Prisma.MessageCopyWhereInput {
  return { ownerId: viewer.user?.entityId ?? 0, correspondentId, box: { in: BOARD_BOXES } };
}

/** Oldest last in the store's order: a conversation pages back in time from its newest message. */
export const CONVERSATION_ORDER: Prisma.MessageCopyOrderByWithRelationInput[] = [{ at: 'desc' }, { id: 'desc' }];

/** A page of one conversation, newest first (`GET /api/message/board/{id}`); a correspondent the viewer has no conversation with is not found. */
export async function listConversationMessages(services: Services, viewer: Viewer, correspondentId: number, { skip, take }: { skip: number; take: number }) {
  actingEntityId(viewer);
  const where = conversationWhere(viewer, correspondentId);
  const [copies, total] = await Promise.all([
    services.prisma.messageCopy.findMany({ where, include: { message: true }, orderBy: CONVERSATION_ORDER, skip, take }),
    services.prisma.messageCopy.count({ where }),
  ]);
  if (total === 0) throw new NotFoundError();
  return { copies, total };
}

/** Marks every unread message of one conversation read (opening `/message/board/{id}`); a conversation the viewer does not have is not found. */
export async function markConversationRead(services: Services, viewer: Viewer, correspondentId: number): Promise<number> {
  const ownerId = actingEntityId(viewer);
  const where = conversationWhere(viewer, correspondentId);
  if ((await services.prisma.messageCopy.count({ where })) === 0) throw new NotFoundError();
  const { count } = await services.prisma.messageCopy.updateMany({ where: { ...where, ...UNREAD_MESSAGE }, data: { readAt: new Date() } });
  if (count) await publishBadgeCountsOf(services, [ownerId]);
  return count;
}

/**
 * `/api/entity/_msb`: whom the viewer may write to, to pick from: friends, the groups and projects
 * they belong to, and everybody they have a conversation with; never anybody on either side of a
 * block. Matching a name narrows it.
 */
export function writableEntitiesWhere(viewer: Viewer, name: string | null): Prisma.EntityWhereInput {
  const me = actingEntityId(viewer);
  return {
    id: { not: me },
    type: { in: [PERSON_ENTITY, GROUP_ENTITY, PROJECT_ENTITY] },
    OR: [{ relationsTo: { some: { fromId: me, code: { in: [RelationCode.FRIEND, ...MEMBERSHIP_CODES] } } } }, { correspondence: { some: { ownerId: me } } }],
    NOT: [{ blocking: { some: { blockedId: me } } }, { blockedBy: { some: { blockerId: me } } }],
    ...(name ? { displayName: { contains: name, mode: 'insensitive' } } : {}),
  };
}

export async function listWritableEntities(services: Services, viewer: Viewer, name: string | null, { skip, take }: { skip: number; take: number }) {
  const where = writableEntitiesWhere(viewer, name);
  const [entities, total] = await Promise.all([
    services.prisma.entity.findMany({
      where,
      select: { id: true, type: true, displayName: true, profileImageUrl: true },
      orderBy: [{ displayName: 'asc' }, { id: 'asc' }],
      skip,
      take,
    }),
    services.prisma.entity.count({ where }),
  ]);
  return { entities, total };
}
