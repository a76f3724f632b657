import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Entity } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { deliverStaged } from '../notifications/dispatcher.ts';
import { stageLikeNotices } from '../notifications/social.ts';
import { adjustCounters, loadVisibleObject, parseObjectKey, readCounters } from '../objects/registry.ts';
import { authorizeItem } from '../privacy/policy.ts';
import { authorizeContact } from '../relations/policy.ts';

export interface LikeState {
  /** the object's global id */
  objectKey: string;
  evaluationCount: number;
  liked: boolean;
}

export function like(services: Services, viewer: Viewer, objectKey: string): Promise<LikeState> {
  return setLiked(services, viewer, objectKey, true);
}

export function unlike(services: Services, viewer: Viewer, objectKey: string): Promise<LikeState> {
  return setLiked(services, viewer, objectKey, false);
}

/**
 * Liking twice or unliking what is not liked changes nothing: the counter moves by the rows the
 * insert or delete really touched, in the same transaction, so it stays exact under concurrency.
 * A like really added tells the owner (notifications/social.ts: once per liker and thing, so
 * like–unlike–like does not repeat it); an unlike withdraws nothing.
 */
async function setLiked(services: Services, viewer: Viewer, key: string, liked: boolean): Promise<LikeState> {
  const entityId = actingEntityId(viewer);
  const { prisma } = services;
  const object = await loadVisibleObject(prisma, viewer, parseObjectKey(key));
  if (liked) authorizeItem(viewer, 'like', object);
  await authorizeContact(viewer, { db: prisma, otherId: object.ownerId });
  const row = { entityId, objectId: object.key };
  const { state, staged } = await prisma.$transaction(
    async (tx) => {
      const { count } = liked ? await tx.like.createMany({ data: [row], skipDuplicates: true }) : await tx.like.deleteMany({ where: row });
      await adjustCounters(tx, object, { evaluationCount: liked ? count : -count });
      const { evaluationCount } = await readCounters(tx, object);
      // After the counter's row lock: one object's likes and their notices queue one after another.
      const staged = liked && count > 0 ? await stageLikeNotices(tx, entityId, object) : null;
      return { state: { objectKey: object.key, evaluationCount, liked }, staged };
    },
    // Likes of one popular object queue on its counter row, holding connections: wait longer for one.
    { maxWait: 10_000 },
  );
  if (staged) await deliverStaged(services, staged);
  return state;
}

/** Which of these objects the viewer likes, in one statement. */
export async function likedByViewer(services: Pick<Services, 'prisma'>, viewer: Viewer, keys: readonly string[]): Promise<Set<string>> {
  const entityId = viewer.user?.entityId;
  if (entityId === undefined || keys.length === 0) return new Set();
  const likes = await services.prisma.like.findMany({
    where: { entityId, objectId: { in: [...keys] } },
    select: { objectId: true },
  });
  return new Set(likes.map((row) => row.objectId));
}

/** Who liked an object the viewer may see, most recent first. */
export async function findLikers(
  services: Pick<Services, 'prisma'>,
  viewer: Viewer,
  key: string,
  { skip, take }: { skip: number; take: number },
): Promise<{ entities: Entity[]; total: number }> {
  const { prisma } = services;
  const object = await loadVisibleObject(prisma, viewer, parseObjectKey(key));
  const where = { objectId: object.key };
  const [likes, total] = await Promise.all([
    prisma.like.findMany({ where, orderBy: [{ createdAt: 'desc' }, { entityId: 'desc' }], skip, take, select: { entity: true } }),
    prisma.like.count({ where }),
  ]);
  return { entities: likes.map((row) => row.entity), total };
}

/** The LIKEDBY list (`GET /api/entity/relation/{id}/l`): one page of likers as entity summaries. */
export async function listLikers(
  services: Services,
  viewer: Viewer,
  objectKey: string,
  page: { page: number; size: number },
): Promise<{ data: { id: number; type: number; displayName: string; profileImageUrl: string | null }[]; total: number }> {
  const { entities, total } = await findLikers(services, viewer, objectKey, { skip: page.page * page.size, take: page.size });
  return { data: entities.map(({ id, type, displayName, profileImageUrl }) => ({ id, type, displayName, profileImageUrl })), total };
}
