import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { PageQuery } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { COMMENT_ORDER, visibleCommentsWhere } from '../comments/service.ts';
import { objectKey } from '../objects/registry.ts';

/** The category of the items that are answered: questions. */
export const QUESTION_CATEGORY = 'QUESTION';
/** The category of an answer item (social-core §3 timeline answer item). */
export const ANSWER_CATEGORY = 'ANSWER';

/** An answer to a question, in the shape of social-core §3's timeline answer item. */
export interface TimelineAnswer {
  id: number;
  profileImage: string | null;
  displayName: string;
  answerText: string;
  evaluationCount: number;
  commentCount: number;
  time: Date;
  category: typeof ANSWER_CATEGORY;
}

/**
 * The answers to a question item the viewer may see: its top-level comments, oldest first (the
 * replies beneath an answer are that answer's comments, counted by its commentCount). An item that
 * is not a question has none; a hidden or missing item is not found.
 */
export async function listAnswers(services: Services, viewer: Viewer, itemId: number, { page, size }: PageQuery) {
  const { prisma } = services;
  const { where } = await visibleCommentsWhere(prisma, viewer, { objectId: objectKey({ kind: 'TimelineItem', id: itemId }), subThreadId: 0 });
  const item = await prisma.timelineItem.findUnique({ where: { id: itemId }, select: { category: true } });
  if (!item) throw new NotFoundError();
  if (item.category !== QUESTION_CATEGORY) return { answers: [] as TimelineAnswer[], total: 0 };
  const [rows, total] = await Promise.all([
    prisma.comment.findMany({
      where,
      orderBy: COMMENT_ORDER,
      skip: page * size,
      take: size,
      include: { createdBy: { select: { displayName: true, profileImageUrl: true } } },
      relationLoadStrategy: 'join',
    }),
    prisma.comment.count({ where }),
  ]);
  const answers = rows.map((row): TimelineAnswer => ({
    id: row.id,
    profileImage: row.createdBy.profileImageUrl,
    displayName: row.createdBy.displayName,
    answerText: row.message,
    evaluationCount: row.evaluationCount,
    commentCount: row.commentCount,
    time: row.createdAt,
    category: ANSWER_CATEGORY,
  }));
  return { answers, total };
}
