import { z } from 'zod';
import { confirmOwner } from '../../auth/reauth.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError } from '../../errors.ts';
import type { ClientInfo, Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { DELETED_ACCOUNT_NAME, RECORDS_CHOICES, type RecordsChoice } from '@domain/account-removal.ts';
import { FRIEND_CATEGORY } from '@domain/relations.ts';
import { filesBase } from '../media/service.ts';
import { type Db, deleteItemReactions, type ObjectRef, objectKey, parseObjectKey } from '../objects/registry.ts';
import { removeObservation } from '../observations/service.ts';
import { publishTimelineItemDeleted } from '../timeline/events.ts';

const removalSchema = z.object({
  password: z.string().max(200).nullish(),
  records: z.enum(RECORDS_CHOICES).nullish(),
});

export type RemoveAccountInput = z.input<typeof removalSchema>;

/** A large account's removal runs in one transaction: give it time. */
/** Articles written for the site (the blog) or for a group or project (its journal): they outlive their writer's account. */
const KEPT_ARTICLE_KINDS = ['BLOG', 'JOURNAL', 'CONTENT'] as const;

const REMOVAL_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

/**
 * Removes the viewer's account (social-core §5, §7): asks the password again (an account without
 * one: a session younger than REAUTH_WINDOW_MS), then in one transaction deletes everything of the
 * person — the login account (sessions, identities, tokens, recovery codes, consents), relations,
 * blocks, reports, push subscriptions, notifications, saved places, their copies of messages,
 * likes, comments, posts, their own collections (a group's or project's stay) and every medium —
 * and either deletes their records or keeps them as
 * anonymous contributions under their licence (recorder name removed). The person entity stays,
 * anonymised (DELETED_ACCOUNT_NAME, no image, place or introduction): what others keep points at
 * it (their copies of its messages, its kept records, its review decisions). While the person is
 * the only owner of a group or project, nothing happens (409 SOLE_OWNER_OF_ENTITIES). Media files are
 * removed from storage after the commit. The caller clears the session cookie.
 */
export async function removeAccount(services: Services, viewer: Viewer, input: RemoveAccountInput, client: ClientInfo): Promise<{ records: RecordsChoice }> {
  const entityId = actingEntityId(viewer);
  const { password, records: choice } = parseInput(removalSchema, input ?? {});
  const records: RecordsChoice = choice ?? 'ANONYMISE';
  await confirmOwner(services, viewer, { password }, client);
  const userId = viewer.user!.id;
  const removed = await services.prisma.$transaction((tx) => erase(tx, userId, entityId, records), REMOVAL_TRANSACTION);
  for (const dbKey of removed.dbKeys) {
    await services.storage.removePrefix(dbKey).catch((error: unknown) => services.logger.error(`Removing media files ${dbKey} failed`, error));
  }
  for (const itemId of removed.itemIds) publishTimelineItemDeleted(services, itemId);
  return { records };
}

/**
 * The groups and projects the person is the only owner (A admin) of. The account cannot go while
 * there are any: the person hands them over or deletes them first, as the last A of an entity
 * cannot be taken away either (LAST_ADMIN_CANNOT_BE_REMOVED), so no entity is left without one.
 */
export function soleOwnerships(db: Db, entityId: number): Promise<{ id: number; type: number; displayName: string; profileImageUrl: string | null }[]> {
  return db.entity.findMany({
    where: { relationsTo: { some: { fromId: entityId, code: 'A' }, none: { code: 'A', fromId: { not: entityId } } } },
    select: { id: true, type: true, displayName: true, profileImageUrl: true },
    orderBy: [{ displayName: 'asc' }, { id: 'asc' }],
  });
}

interface Removed {
  /** the storage prefixes of the removed media */
  dbKeys: string[];
  /** the timeline items removed, for their subscribers */
  itemIds: number[];
}

async function erase(tx: Prisma.TransactionClient, userId: number, entityId: number, records: RecordsChoice): Promise<Removed> {
  const owned = await soleOwnerships(tx, entityId);
  if (owned.length) {
    throw new ConflictError('SOLE_OWNER_OF_ENTITIES', `Hand over or delete first: ${owned.map((entity) => entity.displayName).join(', ')}`);
  }
  const itemIds: number[] = [];
  if (records === 'DELETE') {
    const own = await tx.observation.findMany({ where: { uploaderId: entityId }, select: { id: true, itemId: true, speciesId: true } });
    for (const record of own) {
      await removeObservation(tx, record);
      itemIds.push(record.itemId);
    }
    await tx.sample.deleteMany({ where: { ownerId: entityId } });
  } else {
    // Kept as the site's data under their licence: the recorder's name goes, the photos go below.
    await tx.observation.updateMany({ where: { uploaderId: entityId }, data: { author: null, mediaIds: [] } });
  }

  // Every other item of theirs (posts, notes, friend items…) with the comments and likes on it, and
  // the friend items on others' timelines that carry their name and image.
  const items = await tx.timelineItem.findMany({
    where: {
      OR: [
        { ownerId: entityId, observation: null, NOT: { article: { is: { kind: { in: [...KEPT_ARTICLE_KINDS] } } } } },
        { post: { authorId: entityId } },
        { category: FRIEND_CATEGORY, referencedId: entityId },
      ],
    },
    select: { id: true },
  });
  if (items.length) {
    await deleteItemReactions(
      tx,
      items.map((item) => item.id),
    );
    await tx.timelineItem.deleteMany({ where: { id: { in: items.map((item) => item.id) } } });
    itemIds.push(...items.map((item) => item.id));
  }
  await tx.post.deleteMany({ where: { authorId: entityId } });
  // Their stories go; blog posts and journal entries stay as the site's and the group's, under the anonymised name.
  await tx.article.deleteMany({ where: { authorId: entityId, kind: { notIn: [...KEPT_ARTICLE_KINDS] } } });
  // Their own collections go with their items; a group's or project's stays its curators', under the anonymised name.
  await tx.collection.deleteMany({ where: { ownerId: entityId, entityId: null } });

  await removeComments(tx, entityId);
  await removeLikes(tx, entityId);
  await removeMessageCopies(tx, entityId);

  // Media: every original and its derivatives (photos carry EXIF: places, times, the camera).
  const media = await tx.media.findMany({ where: { ownerId: entityId }, select: { id: true, dbKey: true } });
  if (media.length) {
    await tx.media.deleteMany({ where: { ownerId: entityId } });
    await tx.entity.updateMany({
      where: { OR: media.map((medium) => ({ profileImageUrl: { startsWith: `${filesBase(medium.dbKey)}/` } })) },
      data: { profileImageUrl: null },
    });
  }

  const either = { OR: [{ fromId: entityId }, { toId: entityId }] };
  await tx.entityRelation.deleteMany({ where: either });
  await tx.block.deleteMany({ where: { OR: [{ blockerId: entityId }, { blockedId: entityId }] } });
  await tx.dispute.deleteMany({ where: { reporterId: entityId } });
  await tx.pushSubscription.deleteMany({ where: { entityId } });
  await tx.mailNotice.deleteMany({ where: { recipientId: entityId } });
  // Others' digests not yet mailed name them as the sender of their messages ("name: subject").
  const sent = await tx.message.findMany({ where: { fromId: entityId }, select: { id: true } });
  if (sent.length) await tx.mailNotice.deleteMany({ where: { mailId: null, url: { in: sent.map((message) => `/message/${message.id}`) } } });
  await tx.notificationMail.deleteMany({ where: { recipientId: entityId } });
  await tx.notification.deleteMany({ where: { recipientId: entityId } });
  await tx.toldLike.deleteMany({ where: { OR: [{ recipientId: entityId }, { likerId: entityId }] } });
  await tx.announcement.deleteMany({ where: { authorId: entityId } });
  await tx.savedLocation.deleteMany({ where: { ownerId: entityId } });
  await tx.entity.update({
    where: { id: entityId },
    data: { displayName: DELETED_ACCOUNT_NAME, profileImageUrl: null, locationText: null, country: null, description: '', subdomain: null },
  });
  // Sessions, identities, account tokens, recovery codes and consents go with the row (onDelete: Cascade).
  await tx.user.delete({ where: { id: userId } });
  return { dbKeys: media.map((medium) => medium.dbKey), itemIds };
}

/** The object a like or comment is on; null for a key no object has. */
function refOf(key: string): ObjectRef | null {
  try {
    return parseObjectKey(key);
  } catch {
    return null;
  }
}

/** Lowers a counter, if what it counts on is still there. */
async function decrement(tx: Prisma.TransactionClient, ref: ObjectRef, field: 'commentCount' | 'evaluationCount', by: number): Promise<void> {
  if (by === 0) return;
  const data = { [field]: { decrement: by } };
  if (ref.kind === 'TimelineItem') await tx.timelineItem.updateMany({ where: { id: ref.id }, data });
  else await tx.comment.updateMany({ where: { id: ref.id }, data });
}

/**
 * Their comments on others' items, as deleting each would (comments/service.ts deleteComment): a
 * top comment takes its sub-thread, the object's and the answered comments' counters drop.
 */
async function removeComments(tx: Prisma.TransactionClient, entityId: number): Promise<void> {
  const own = await tx.comment.findMany({ where: { createdById: entityId }, orderBy: { id: 'asc' } });
  for (const comment of own) {
    const { count } = await tx.comment.deleteMany({ where: { id: comment.id } });
    if (count === 0) continue; // gone with a sub-thread deleted before
    const replies = comment.subThreadId === null ? await tx.comment.findMany({ where: { subThreadId: comment.id }, select: { id: true } }) : [];
    if (replies.length) await tx.comment.deleteMany({ where: { id: { in: replies.map((reply) => reply.id) } } });
    const gone = [comment.id, ...replies.map((reply) => reply.id)];
    await tx.like.deleteMany({ where: { objectId: { in: gone.map((id) => objectKey({ kind: 'Comment', id })) } } });
    const object = refOf(comment.objectId);
    if (object) await decrement(tx, object, 'commentCount', gone.length);
    for (const answered of new Set([comment.subThreadId, comment.replyToId])) {
      if (answered !== null) await decrement(tx, { kind: 'Comment', id: answered }, 'commentCount', 1);
    }
  }
}

/** Their likes, each taken off the counter it added to. */
async function removeLikes(tx: Prisma.TransactionClient, entityId: number): Promise<void> {
  const likes = await tx.like.findMany({ where: { entityId }, select: { objectId: true } });
  for (const like of likes) {
    const ref = refOf(like.objectId);
    if (ref) await decrement(tx, ref, 'evaluationCount', 1);
  }
  await tx.like.deleteMany({ where: { entityId } });
}

/**
 * Their own copies (inbox, outbox, drafts, trash) go; a message goes with its last copy. What they
 * sent stays in its recipients' boxes, from the anonymised entity.
 */
async function removeMessageCopies(tx: Prisma.TransactionClient, entityId: number): Promise<void> {
  const copies = await tx.messageCopy.findMany({ where: { ownerId: entityId }, select: { messageId: true } });
  await tx.messageCopy.deleteMany({ where: { ownerId: entityId } });
  const touched = [...new Set(copies.map((copy) => copy.messageId))];
  await tx.message.deleteMany({ where: { OR: [{ id: { in: touched } }, { fromId: entityId }], copies: { none: {} } } });
}
