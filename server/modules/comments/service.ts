import { z } from 'zod';
import { COMMENT_PAGE_SIZE } from '@domain/paging.ts';
import { requireAbility } from '../../auth/policy.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Comment, Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { type Report, reportObject } from '../moderation/reports.ts';
import { deliverStaged } from '../notifications/dispatcher.ts';
import { stageCommentNotices } from '../notifications/social.ts';
import { adjustCounters, type Db, loadVisibleObject, objectKey, type ObjectRef, parseObjectKey } from '../objects/registry.ts';
import { notBlockedWith, seesHidden } from '../privacy/visibility.ts';
import { authorizeItem } from '../privacy/policy.ts';
import { authorizeContact } from '../relations/policy.ts';
import { type CommentPermissions, commentPermissions, moderatesOwner } from './policy.ts';
import { answeredIds, isInThread, threadWhere } from './threads.ts';

export const MESSAGE_MAX_LENGTH = 5000;

/** Oldest first; ids grow with time and keep cursors stable. */
export const COMMENT_ORDER = [{ id: 'asc' }] satisfies Prisma.CommentOrderByWithRelationInput[];

const messageSchema = z.string().trim().min(1).max(MESSAGE_MAX_LENGTH);
const commentIdSchema = z.number().int().positive();

const addSchema = z.object({
  objectId: z.string().min(1),
  /** 0, null or absent: top level */
  subThreadId: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((id) => id || null),
  replyTo: commentIdSchema.nullish().transform((id) => id ?? null),
  message: messageSchema,
});
export type AddCommentInput = z.input<typeof addSchema>;

const editSchema = z.object({ commentId: commentIdSchema, message: messageSchema });
export type EditCommentInput = z.input<typeof editSchema>;

/** What a change touched, so clients can update their copies. */
export interface CommentChange {
  comment: Comment;
  /** the commented object's global id; its commentCount changed */
  objectKey: string;
  /** the comments whose commentCount changed: the sub-thread's top comment and the reply target */
  answeredIds: number[];
}

export interface DeletedComments extends CommentChange {
  /** the deleted comment, then the replies of its sub-thread */
  deletedIds: number[];
}

/**
 * Adds a comment to an object the viewer can see: at top level, or in the sub-thread of a top
 * comment, optionally replying to a comment of the same thread. The object, the sub-thread's top
 * comment and the reply target each count it once.
 */
export async function addComment(services: Services, viewer: Viewer, input: AddCommentInput): Promise<CommentChange> {
  const me = actingEntityId(viewer);
  const { objectId, subThreadId, replyTo, message } = parseInput(addSchema, input);
  const ref = parseObjectKey(objectId);
  // Answers to a comment go into its sub-thread, not onto the comment as an object.
  if (ref.kind === 'Comment') throw new NotFoundError();
  const { prisma } = services;
  const object = await loadVisibleObject(prisma, viewer, ref);
  authorizeItem(viewer, 'comment', object);
  const answered = await loadAnswered(prisma, object.key, subThreadId, replyTo);
  for (const authorId of new Set([object.ownerId, ...answered.map((comment) => comment.createdById)])) {
    await authorizeContact(viewer, { db: prisma, otherId: authorId });
  }
  const ids = answeredIds({ subThreadId, replyToId: replyTo });
  // The comment answers its reply target, else (in a sub-thread) the sub-thread's top comment.
  const parentId = replyTo ?? subThreadId;
  const parentAuthorId = answered.find((comment) => comment.id === parentId)?.createdById ?? null;
  const { change, staged } = await inObjectTransaction(prisma, async (tx) => {
    await lockByCounting(tx, object, 1);
    for (const id of ids) await adjustCounters(tx, { kind: 'Comment', id }, { commentCount: 1 });
    const comment = await tx.comment.create({
      data: { objectId: object.key, subThreadId, replyToId: replyTo, createdById: me, message },
    });
    // The owner and the answered author hear of it as they chose (notifications/social.ts); pushes leave after commit.
    const staged = await stageCommentNotices(tx, me, object, parentAuthorId);
    return { change: { comment, objectKey: object.key, answeredIds: ids }, staged };
  });
  await deliverStaged(services, staged);
  return change;
}

/** The sub-thread's top comment and the reply target, checked to belong to this object and thread. */
async function loadAnswered(db: Db, key: string, subThreadId: number | null, replyToId: number | null) {
  const ids = answeredIds({ subThreadId, replyToId });
  if (ids.length === 0) return [];
  const rows = await db.comment.findMany({
    where: { id: { in: ids } },
    select: { id: true, objectId: true, subThreadId: true, createdById: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (subThreadId !== null) {
    const top = byId.get(subThreadId);
    if (!top || top.objectId !== key || top.subThreadId !== null) throw new NotFoundError();
  }
  if (replyToId !== null) {
    const target = byId.get(replyToId);
    if (!target || !isInThread(target, key, subThreadId)) throw new NotFoundError();
  }
  return rows;
}

/** Changes the message; only the creator may. */
export async function editComment(services: Services, viewer: Viewer, input: EditCommentInput): Promise<Comment> {
  actingEntityId(viewer);
  const { commentId, message } = parseInput(editSchema, input);
  const { prisma } = services;
  const { permissions } = await loadForViewer(prisma, viewer, commentId);
  requireAbility(viewer, permissions, 'canEdit');
  return prisma.comment.update({ where: { id: commentId }, data: { message } });
}

/**
 * Deletes a comment (the UI asks for confirmation first). A top comment takes its sub-thread
 * with it: the replies would have nothing left to hang on. The counters that counted the deleted
 * comments drop by as many; a reply target deleted earlier is skipped.
 */
export async function deleteComment(services: Services, viewer: Viewer, commentId: number): Promise<DeletedComments> {
  actingEntityId(viewer);
  const { prisma } = services;
  const { comment, object, permissions } = await loadForViewer(prisma, viewer, parseInput(commentIdSchema, commentId));
  requireAbility(viewer, permissions, 'canDelete');
  return inObjectTransaction(prisma, (tx) => deleteCommentIn(tx, comment, object));
}

/**
 * Deletes a comment and, for a top comment, its sub-thread, moving the counters that counted
 * them, inside the caller's transaction (the author's delete above, a moderator's removal of a
 * reported comment in `moderation/disputes.ts`).
 */
export async function deleteCommentIn(tx: Prisma.TransactionClient, comment: Comment, object: ObjectRef & { key: string }): Promise<DeletedComments> {
  {
    await lockByCounting(tx, object, comment.hiddenAt === null ? -1 : 0);
    const { count } = await tx.comment.deleteMany({ where: { id: comment.id } });
    if (count === 0) throw new NotFoundError();
    const replies = comment.subThreadId === null ? await deleteSubThread(tx, comment.id) : [];
    await adjustCounters(tx, object, { commentCount: -replies.length });
    const remaining = await tx.comment.findMany({
      where: { id: { in: answeredIds(comment) } },
      select: { id: true },
      orderBy: COMMENT_ORDER,
    });
    for (const { id } of remaining) await adjustCounters(tx, { kind: 'Comment', id }, { commentCount: -1 });
    return { comment, objectKey: object.key, answeredIds: remaining.map(({ id }) => id), deletedIds: [comment.id, ...replies] };
  }
}

/**
 * A moderator hides or shows again a reported comment (disputes): the object's comment count
 * leaves it out while it is hidden, as every list does but for moderators and admins.
 */
export async function setCommentHidden(tx: Prisma.TransactionClient, comment: Comment, object: ObjectRef, hiddenById: number | null): Promise<void> {
  const hide = hiddenById !== null;
  const { count } = await tx.comment.updateMany({
    where: { id: comment.id, hiddenAt: hide ? null : { not: null } },
    data: hide ? { hiddenAt: new Date(), hiddenById } : { hiddenAt: null, hiddenById: null },
  });
  if (count > 0) await adjustCounters(tx, object, { commentCount: hide ? -1 : 1 });
}

async function deleteSubThread(tx: Prisma.TransactionClient, topId: number): Promise<number[]> {
  const replies = (await tx.comment.findMany({ where: { subThreadId: topId }, select: { id: true }, orderBy: COMMENT_ORDER })).map(({ id }) => id);
  if (replies.length > 0) await tx.comment.deleteMany({ where: { id: { in: replies } } });
  return replies;
}

/** Files a report about a comment for moderators; anybody who sees it but its creator may. */
export async function reportComment(services: Services, viewer: Viewer, commentId: number, reason: string): Promise<Report> {
  actingEntityId(viewer);
  const id = parseInput(commentIdSchema, commentId);
  const { permissions } = await loadForViewer(services.prisma, viewer, id);
  requireAbility(viewer, permissions, 'canReport');
  return reportObject(services, viewer, objectKey({ kind: 'Comment', id }), reason);
}

/** A comment on an object the viewer can see, with what the viewer may do with it; otherwise not found. */
async function loadForViewer(db: Db, viewer: Viewer, id: number) {
  const comment = await db.comment.findUnique({ where: { id } });
  if (!comment) throw new NotFoundError();
  const object = await loadVisibleObject(db, viewer, parseObjectKey(comment.objectId));
  const mine = comment.createdById === viewer.user?.entityId;
  const permissions = commentPermissions(viewer, comment.createdById, !mine && (await moderatesOwner(db, viewer, object)));
  return { comment, object, permissions };
}

/** Whether the viewer may moderate (delete) the comments of an object they can see. */
export async function moderatesObject(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  if (viewer.user === null) return false;
  const object = await loadVisibleObject(db, viewer, parseObjectKey(key));
  return moderatesOwner(db, viewer, object);
}

/**
 * Every comment change moves the object's counter first: its row lock then queues the changes of
 * one object's comments one after another, so a reply can never land in a sub-thread being
 * deleted, and the comment rows are always locked in the same order (no deadlocks).
 */
function lockByCounting(tx: Prisma.TransactionClient, object: ObjectRef, delta: number): Promise<void> {
  return adjustCounters(tx, object, { commentCount: delta });
}

async function inObjectTransaction<T>(prisma: PrismaClient, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  try {
    // Comments on a busy object queue on its counter row; let them wait for a connection.
    return await prisma.$transaction(work, { maxWait: 10_000, timeout: 10_000 });
  } catch (error) {
    // A row to count on vanished meanwhile (a concurrent delete of the object or of the sub-thread).
    if ((error as { code?: string }).code === 'P2025') throw new NotFoundError();
    throw error;
  }
}

export interface CommentListQuery {
  /** global id of the commented object */
  objectId: string;
  /** absent or null: all the object's comments; 0: the top level only; a comment id: that sub-thread's replies */
  subThreadId?: number | null | undefined;
}

/**
 * The filter of a comment list, once the viewer is known to see the object; otherwise not found.
 * As with items, the comments (a question's answers among them) of someone blocked either way stay hidden.
 */
export async function visibleCommentsWhere(db: Db, viewer: Viewer, { objectId, subThreadId }: CommentListQuery) {
  const object = await loadVisibleObject(db, viewer, parseObjectKey(objectId));
  const me = viewer.user?.entityId;
  const thread = threadWhere(object.key, subThreadId);
  // A comment a moderator hid (disputes) is gone for everybody but moderators and admins.
  const shown = seesHidden(viewer) ? thread : { ...thread, hiddenAt: null };
  return { object, where: me === undefined ? shown : { ...shown, createdBy: notBlockedWith(me) } };
}

export interface Page {
  /** zero-based page number */
  page: number;
  size: number;
}

export type ListedComment = Comment & {
  createdBy: { displayName: string; profileImageUrl: string | null };
  replyToName: string | null;
  permissions: CommentPermissions;
};

/** One page of an object's comments with their creators, reply targets' authors and the viewer's permissions. */
export async function listComments(
  services: Services,
  viewer: Viewer,
  query: CommentListQuery,
  { page, size, newestFirst = false }: Page & { newestFirst?: boolean },
): Promise<{ comments: ListedComment[]; total: number }> {
  const { prisma } = services;
  const { object, where } = await visibleCommentsWhere(prisma, viewer, query);
  const [comments, total, moderates] = await Promise.all([
    prisma.comment.findMany({
      where,
      orderBy: newestFirst ? [{ id: 'desc' }] : COMMENT_ORDER,
      skip: page * size,
      take: Math.min(size, COMMENT_PAGE_SIZE),
      include: { createdBy: { select: { displayName: true, profileImageUrl: true } } },
      relationLoadStrategy: 'join',
    }),
    prisma.comment.count({ where }),
    moderatesOwner(prisma, viewer, object),
  ]);
  const replyToNames = await authorNames(
    prisma,
    comments.flatMap(({ replyToId }) => (replyToId === null ? [] : [replyToId])),
  );
  return {
    total,
    comments: comments.map((comment) => ({
      ...comment,
      replyToName: comment.replyToId === null ? null : (replyToNames.get(comment.replyToId) ?? null),
      permissions: commentPermissions(viewer, comment.createdById, moderates),
    })),
  };
}

/** The display names of these comments' authors, in one statement. */
async function authorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.comment.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, createdBy: { select: { displayName: true } } },
    relationLoadStrategy: 'join',
  });
  return new Map(rows.map(({ id, createdBy }) => [id, createdBy.displayName]));
}

/** The unique filter of a comment node: a comment on an object the viewer cannot see reads as missing. */
export async function visibleCommentFilter(db: Db, viewer: Viewer, id: number): Promise<Prisma.CommentWhereUniqueInput> {
  try {
    await loadVisibleObject(db, viewer, { kind: 'Comment', id });
    return { id };
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    // An empty `in` matches no row.
    return { id, objectId: { in: [] } };
  }
}
