import type { Comment, Prisma } from '../../db/generated/prisma/client.ts';

/**
 * Threads. A top comment has no subThreadId; its sub-thread is the comments whose subThreadId is
 * its id. A comment may reply to another comment of the same thread: at top level to a top
 * comment, in a sub-thread to the top comment or to any reply in it.
 *
 * A comment's commentCount counts the comments that answer it: those in its sub-thread and those
 * replying to it, each once (a reply to the top comment inside its sub-thread counts once).
 */
export function answeredIds({ subThreadId, replyToId }: Pick<Comment, 'subThreadId' | 'replyToId'>): number[] {
  const ids = new Set([subThreadId, replyToId].filter((id) => id !== null));
  return [...ids].sort((a, b) => a - b);
}

/** Whether a comment may be replied to from the given thread (null: top level) of an object. */
export function isInThread(comment: Pick<Comment, 'id' | 'objectId' | 'subThreadId'>, objectKey: string, subThreadId: number | null): boolean {
  if (comment.objectId !== objectKey) return false;
  if (subThreadId === null) return comment.subThreadId === null;
  return comment.id === subThreadId || comment.subThreadId === subThreadId;
}

/** All the object's comments (absent or null), the top level only (0), or one sub-thread's replies. */
export function threadWhere(objectKey: string, subThreadId: number | null | undefined): Prisma.CommentWhereInput {
  if (subThreadId === undefined || subThreadId === null) return { objectId: objectKey };
  return { objectId: objectKey, subThreadId: subThreadId === 0 ? null : subThreadId };
}
