import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import { type Db, type LoadedObject, loadVisibleObject, parseObjectKey } from '../objects/registry.ts';
import { notBlockedWith } from '../privacy/visibility.ts';
import { type Notice, type StagedNotices, stageNotices } from './dispatcher.ts';

/**
 * The rules of the social notifications, in one place: who hears of a comment (COMMENT_ADDED), a
 * reply (COMMENT_REPLY) and a like (ITEM_LIKED). The comments and likes services call these inside
 * the transaction that writes the comment or the like; the notices go through the dispatcher
 * (`stageNotices` here, `deliverStaged` by the caller after commit), so every recipient's channel
 * choices apply.
 *
 * - A comment tells the owner of the commented item (a post's author, a record's uploader: the
 *   observer named in a record's text has no account to tell).
 * - A reply tells the author of the comment it answers (its reply target, else the sub-thread's
 *   top comment); when that person also owns the item, they get the reply alone, not two notices.
 * - A like tells the owner of the liked item or comment, once per liker and thing, by whichever
 *   channels they chose (`ToldLike` remembers it): liking again after an unlike adds nothing, not
 *   even a push or a mail. An unlike withdraws nothing: the like happened and was told; taking it
 *   back silently keeps the list and the badge from flickering.
 * - Nobody hears of their own action; nobody across a block either way with the actor; nobody who
 *   cannot see the item any more (the registry's visibility rule, read as the recipient).
 *
 * A notice links to the item's page (a post's, a record's) with `actor={id}`, the commenter or liker the notification list shows
 * (`actorIdOf`), and for a liked comment `comment={id}`.
 */

export type SocialToken = 'COMMENT_ADDED' | 'COMMENT_REPLY' | 'ITEM_LIKED';

/** The link of a social notice: the item's page, naming the actor and, for a comment's like, the comment. */
export function socialNoticeUrl(itemPage: string, actorId: number, commentId?: number): string {
  const query = new URLSearchParams({ actor: String(actorId), ...(commentId === undefined ? {} : { comment: String(commentId) }) });
  return `${itemPage}${itemPage.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** The page of the timeline item an object is (or, for a comment, belongs to). */
async function itemPage(db: Db, object: LoadedObject): Promise<string> {
  let itemId = object.id;
  if (object.kind === 'Comment') {
    const comment = await db.comment.findUniqueOrThrow({ where: { id: object.id }, select: { objectId: true } });
    itemId = parseObjectKey(comment.objectId).id;
  }
  const item = await db.timelineItem.findUniqueOrThrow({ where: { id: itemId }, select: { url: true, ownerId: true } });
  // Every item that takes comments and likes has a page (friendship items take neither); else its owner's timeline shows it.
  return item.url ?? `/people/${item.ownerId}`;
}

interface Candidate {
  recipientId: number;
  token: SocialToken;
}

/**
 * The candidates who may hear of the actor's action on the object, first claim per person kept:
 * never the actor, never across a block (one `where`), never someone who cannot see the object
 * (the registry's visibility filter, read as the recipient).
 */
async function reachable(db: Db, actorId: number, object: LoadedObject, candidates: readonly Candidate[]): Promise<Candidate[]> {
  const first = new Map<number, Candidate>();
  for (const candidate of candidates) if (candidate.recipientId !== actorId && !first.has(candidate.recipientId)) first.set(candidate.recipientId, candidate);
  if (!first.size) return [];
  const users = await db.user.findMany({ where: { entityId: { in: [...first.keys()] }, entity: notBlockedWith(actorId) }, include: { entity: true } });
  const seeing = new Set<number>();
  for (const user of users) {
    const viewer: Viewer = { role: user.role, user, sessionId: null };
    try {
      await loadVisibleObject(db, viewer, object);
      seeing.add(user.entityId);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return [...first.values()].filter((candidate) => seeing.has(candidate.recipientId));
}

/**
 * Stages the notices of a new comment on an item: COMMENT_REPLY to the answered comment's author
 * (`parentAuthorId`, null at top level), COMMENT_ADDED to the item's owner.
 */
export async function stageCommentNotices(db: Db, actorId: number, item: LoadedObject, parentAuthorId: number | null): Promise<StagedNotices> {
  const candidates: Candidate[] = [
    ...(parentAuthorId === null ? [] : [{ recipientId: parentAuthorId, token: 'COMMENT_REPLY' as const }]),
    { recipientId: item.ownerId, token: 'COMMENT_ADDED' },
  ];
  const recipients = await reachable(db, actorId, item, candidates);
  if (!recipients.length) return stageNotices(db, []);
  const url = socialNoticeUrl(await itemPage(db, item), actorId);
  return stageNotices(
    db,
    recipients.map(({ recipientId, token }): Notice => ({ recipientId, token, url })),
  );
}

/** Stages the notice of a new like (a row really inserted) to the owner of the liked item or comment, unless a like of that liker's on that thing was told them before. */
export async function stageLikeNotices(db: Db, actorId: number, object: LoadedObject): Promise<StagedNotices> {
  const recipients = await reachable(db, actorId, object, [{ recipientId: object.ownerId, token: 'ITEM_LIKED' }]);
  if (!recipients.length) return stageNotices(db, []);
  // Whatever channels tell it (a row, a push, a mail), a like is told once: only the rows inserted now are news.
  const told = await db.toldLike.createManyAndReturn({
    data: recipients.map(({ recipientId }) => ({ recipientId, likerId: actorId, objectId: object.key })),
    skipDuplicates: true,
    select: { recipientId: true },
  });
  if (!told.length) return stageNotices(db, []);
  const url = socialNoticeUrl(await itemPage(db, object), actorId, object.kind === 'Comment' ? object.id : undefined);
  return stageNotices(
    db,
    told.map(({ recipientId }): Notice => ({ recipientId, token: 'ITEM_LIKED', url })),
  );
}
