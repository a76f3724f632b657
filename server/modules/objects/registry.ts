import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import { seesHidden, visibleTimelineItems } from '../privacy/visibility.ts';

/**
 * Likes, comments, shares and reports attach to any object by its global id. This registry is the
 * one place that knows which kinds exist, who owns an object, whether a viewer may see it, and
 * where its counters live. Observations, media and articles join it as they arrive.
 */
export const OBJECT_KINDS = ['TimelineItem', 'Comment'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export interface ObjectRef {
  kind: ObjectKind;
  id: number;
}

export interface LoadedObject extends ObjectRef {
  /** the global id, as stored in Like.objectId and Comment.objectId */
  key: string;
  /** the entity that owns the object (its author) */
  ownerId: number;
  /** the entity the object was published in, whose administrators moderate it; null for a personal one */
  entityId: number | null;
  /** a timeline item's facts its policy reads (`itemPolicy`: who may like and comment on it); null for a comment */
  item: { privacy: number; category: string } | null;
}

export type Db = PrismaClient | Prisma.TransactionClient;

function isKind(value: string): value is ObjectKind {
  return (OBJECT_KINDS as readonly string[]).includes(value);
}

export function objectKey({ kind, id }: ObjectRef): string {
  return encodeGlobalID(kind, id);
}

/** Parses a global id of a likeable/commentable object; anything else is not found. */
export function parseObjectKey(key: string): ObjectRef {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(key);
  } catch {
    throw new NotFoundError();
  }
  const id = Number(decoded.id);
  if (!isKind(decoded.typename) || !Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return { kind: decoded.typename, id };
}

/**
 * Loads an object the viewer may see, in one statement; a hidden or missing one is not found, so
 * its existence does not leak. A comment is visible when the object it belongs to is.
 */
export async function loadVisibleObject(db: Db, viewer: Viewer, ref: ObjectRef): Promise<LoadedObject> {
  const loaded = await findVisible(db, viewer, ref);
  if (!loaded) throw new NotFoundError();
  return loaded;
}

async function findVisible(db: Db, viewer: Viewer, ref: ObjectRef): Promise<LoadedObject | null> {
  switch (ref.kind) {
    case 'TimelineItem': {
      const item = await db.timelineItem.findFirst({
        where: { id: ref.id, AND: [visibleTimelineItems(viewer)] },
        select: { ownerId: true, entityId: true, privacy: true, category: true },
      });
      return item && { ...ref, key: objectKey(ref), ownerId: item.ownerId, entityId: item.entityId, item: { privacy: item.privacy, category: item.category } };
    }
    case 'Comment': {
      const comment = await db.comment.findUnique({ where: { id: ref.id }, select: { createdById: true, objectId: true, hiddenAt: true } });
      if (!comment || (comment.hiddenAt !== null && !seesHidden(viewer))) return null;
      const parent = await findVisible(db, viewer, parseObjectKey(comment.objectId));
      return parent && { ...ref, key: objectKey(ref), ownerId: comment.createdById, entityId: parent.entityId, item: null };
    }
  }
}

export interface CounterChange {
  evaluationCount?: number;
  commentCount?: number;
  shareCount?: number;
}

/** Adds to an object's counters; call it in the transaction that writes the row causing the change. */
export async function adjustCounters(db: Db, ref: ObjectRef, change: CounterChange): Promise<void> {
  const data = Object.fromEntries(
    Object.entries(change)
      .filter((entry): entry is [string, number] => entry[1] !== 0 && entry[1] !== undefined)
      .map(([field, delta]) => [field, { increment: delta }] as const),
  );
  if (Object.keys(data).length === 0) return;
  switch (ref.kind) {
    case 'TimelineItem':
      await db.timelineItem.update({ where: { id: ref.id }, data });
      return;
    case 'Comment': {
      const { shareCount: _shareCount, ...commentData } = data;
      await db.comment.update({ where: { id: ref.id }, data: commentData });
      return;
    }
  }
}

export type Counters = Required<CounterChange>;

/** An object's current counters (a comment is never shared). */
export async function readCounters(db: Db, ref: ObjectRef): Promise<Counters> {
  const counters = { evaluationCount: true, commentCount: true } as const;
  switch (ref.kind) {
    case 'TimelineItem':
      return db.timelineItem.findUniqueOrThrow({ where: { id: ref.id }, select: { ...counters, shareCount: true } });
    case 'Comment':
      return { ...(await db.comment.findUniqueOrThrow({ where: { id: ref.id }, select: counters })), shareCount: 0 };
  }
}

/**
 * The comments on timeline items and the likes on the items and those comments, removed with the
 * items they hang on (comments and likes name their object by key, without a foreign key).
 */
export async function deleteItemReactions(tx: Db, itemIds: readonly number[]): Promise<void> {
  if (!itemIds.length) return;
  const itemKeys = itemIds.map((id) => objectKey({ kind: 'TimelineItem', id }));
  const comments = await tx.comment.findMany({ where: { objectId: { in: itemKeys } }, select: { id: true } });
  const commentKeys = comments.map((comment) => objectKey({ kind: 'Comment', id: comment.id }));
  await tx.like.deleteMany({ where: { objectId: { in: [...itemKeys, ...commentKeys] } } });
  await tx.comment.deleteMany({ where: { objectId: { in: itemKeys } } });
}
