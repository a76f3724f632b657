import { COMMENT_PAGE_SIZE } from '@domain/paging.ts';
import type { Comment } from '../../db/generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { LikeableRef } from '../likes/likeable.ts';
import { objectKey, parseObjectKey } from '../objects/registry.ts';
import { commentPermissions, moderatesOwner } from './policy.ts';
import {
  addComment,
  COMMENT_ORDER,
  type CommentChange,
  type DeletedComments,
  deleteComment,
  editComment,
  moderatesObject,
  reportComment,
  visibleCommentFilter,
  visibleCommentsWhere,
} from './service.ts';
import { threadWhere } from './threads.ts';
import { seesHidden } from '../privacy/visibility.ts';

/** One request's answers to "may the viewer moderate this object's comments", by object. */
const moderationByRequest = new WeakMap<GraphQLContext, Map<string, Promise<boolean>>>();

function viewerModerates(context: GraphQLContext, key: string): Promise<boolean> {
  let answers = moderationByRequest.get(context);
  if (!answers) moderationByRequest.set(context, (answers = new Map<string, Promise<boolean>>()));
  let answer = answers.get(key);
  if (!answer) answers.set(key, (answer = moderatesObject(context.prisma, context.viewer, key)));
  return answer;
}

/** The viewer's permissions; the moderation lookup runs only when it can change the answer. */
async function permissionsOf(context: GraphQLContext, comment: Pick<Comment, 'createdById' | 'objectId'>) {
  const me = context.viewer.user?.entityId;
  const moderates = me !== undefined && me !== comment.createdById && (await viewerModerates(context, comment.objectId));
  return commentPermissions(context.viewer, comment.createdById, moderates);
}

/** The numeric id of a comment's global id; any other id is not found. */
function commentId(globalId: string | number): number {
  const ref = parseObjectKey(String(globalId));
  if (ref.kind !== 'Comment') throw new NotFoundError();
  return ref.id;
}

export const CommentRef = builder.prismaNode('Comment', {
  id: { field: 'id' },
  interfaces: [LikeableRef],
  nullable: true,
  // node(id:) answers null for a comment on an object the viewer may not see.
  findUnique: (id, context) => visibleCommentFilter(context.prisma, context.viewer, Number(id)),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    createdBy: t.relation('createdBy'),
    relatedTo: t.exposeID('objectId', { description: 'the global id of the commented object' }),
    subThreadId: t.int({
      description: "the sub-thread's top comment (its recId); 0 at top level",
      resolve: (comment) => comment.subThreadId ?? 0,
    }),
    replyTo: t.prismaField({
      type: 'Comment',
      nullable: true,
      description: 'the comment this one answers; null when there is none or it was deleted',
      // Same-shaped findUnique calls of one tick are batched by Prisma into one statement.
      resolve: (query, comment, _args, context) =>
        comment.replyToId === null ? null : context.prisma.comment.findUnique({ ...query, where: { id: comment.replyToId } }),
    }),
    evaluationCount: t.exposeInt('evaluationCount'),
    commentCount: t.exposeInt('commentCount'),
    viewerCanEdit: t.boolean({
      resolve: async (comment, _args, context) => (await permissionsOf(context, comment)).canEdit,
    }),
    viewerCanDelete: t.boolean({
      resolve: async (comment, _args, context) => (await permissionsOf(context, comment)).canDelete,
    }),
    viewerCanReport: t.boolean({
      resolve: async (comment, _args, context) => (await permissionsOf(context, comment)).canReport,
    }),
  }),
});

const connectionOptions = { type: 'Comment', cursor: 'id', defaultSize: COMMENT_PAGE_SIZE, maxSize: COMMENT_PAGE_SIZE } as const;
const subThreadArg = { description: 'absent: all comments; 0: the top level only; a top comment recId: its sub-thread' };

/** The filter of the listed comments, or null when the viewer may not see the object. */
async function listWhere(context: GraphQLContext, args: { objectId: string | number; subThreadId?: number | null }) {
  try {
    const query = { objectId: String(args.objectId), subThreadId: args.subThreadId };
    return (await visibleCommentsWhere(context.prisma, context.viewer, query)).where;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

builder.queryField('comments', (t) =>
  t.prismaConnection({
    ...connectionOptions,
    nullable: true,
    description: "An object's comments, oldest first; null when the viewer may not see the object",
    args: { objectId: t.arg.id({ required: true }), subThreadId: t.arg.int(subThreadArg) },
    totalCount: async (_parent, args, context) => {
      const where = await listWhere(context, args);
      return where ? context.prisma.comment.count({ where }) : 0;
    },
    resolve: async (query, _parent, args, context) => {
      const where = await listWhere(context, args);
      return where && context.prisma.comment.findMany({ ...query, where, orderBy: COMMENT_ORDER, relationLoadStrategy: 'join' });
    },
  }),
);

/** An item's thread without the comments a moderator hid (disputes), but for moderators and admins. */
function shownThread(context: GraphQLContext, itemId: number, subThreadId: number | null | undefined) {
  const thread = threadWhere(objectKey({ kind: 'TimelineItem', id: itemId }), subThreadId);
  return seesHidden(context.viewer) ? thread : { ...thread, hiddenAt: null };
}

builder.prismaObjectField('TimelineItem', 'comments', (t) =>
  t.prismaConnection({
    ...connectionOptions,
    description: "The item's comments, oldest first (for one item's page; lists show commentCount)",
    args: { subThreadId: t.arg.int(subThreadArg) },
    totalCount: (item, args, context) => context.prisma.comment.count({ where: shownThread(context, item.id, args.subThreadId) }),
    resolve: (query, item, args, context) =>
      context.prisma.comment.findMany({
        ...query,
        where: shownThread(context, item.id, args.subThreadId),
        orderBy: COMMENT_ORDER,
        relationLoadStrategy: 'join',
      }),
  }),
);

builder.prismaObjectField('TimelineItem', 'viewerModeratesComments', (t) =>
  t.boolean({
    description:
      "Whether the viewer may delete others' comments on the item: a site MODERATOR or ADMIN, or an admin (A, C, E, M) of its owner or of the entity it was published in. Once per item, not per comment.",
    resolve: (item, _args, context) => moderatesOwner(context.prisma, context.viewer, item),
  }),
);

const AddCommentInput = builder.inputType('AddCommentInput', {
  fields: (t) => ({
    objectId: t.id({ required: true, description: 'the global id of the commented object (a timeline item)' }),
    subThreadId: t.int({ description: "the sub-thread's top comment recId; 0 or absent: top level" }),
    replyTo: t.id({ description: 'the global id of the comment answered, in the same thread' }),
    message: t.string({ required: true }),
  }),
});

const EditCommentInput = builder.inputType('EditCommentInput', {
  fields: (t) => ({ id: t.id({ required: true }), message: t.string({ required: true }) }),
});

const DeleteCommentInput = builder.inputType('DeleteCommentInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const ReportCommentInput = builder.inputType('ReportCommentInput', {
  fields: (t) => ({ id: t.id({ required: true }), reason: t.string({ required: true }) }),
});

const CommentChangeRef = builder.interfaceRef<CommentChange>('CommentChange').implement({
  description: 'What a comment change touched, refreshed, so clients can update their copies',
  fields: (t) => ({
    object: t.node({ description: 'the commented object, with its new commentCount', id: (change) => change.objectKey }),
    answered: t.prismaField({
      type: ['Comment'],
      description: "the sub-thread's top comment and the reply target, with their new commentCount",
      resolve: (query, change, _args, context) => context.prisma.comment.findMany({ ...query, where: { id: { in: change.answeredIds } }, orderBy: COMMENT_ORDER }),
    }),
  }),
});

const AddCommentPayload = builder.objectRef<CommentChange>('AddCommentPayload').implement({
  interfaces: [CommentChangeRef],
  fields: (t) => ({ comment: t.field({ type: CommentRef, resolve: (change) => change.comment }) }),
});

const EditCommentPayload = builder.objectRef<Comment>('EditCommentPayload').implement({
  fields: (t) => ({ comment: t.field({ type: CommentRef, resolve: (comment) => comment }) }),
});

const DeleteCommentPayload = builder.objectRef<DeletedComments>('DeleteCommentPayload').implement({
  interfaces: [CommentChangeRef],
  fields: (t) => ({
    deletedId: t.id({ resolve: (change) => objectKey({ kind: 'Comment', id: change.comment.id }) }),
    deletedIds: t.idList({
      description: 'the deleted comment and, for a top comment, the replies of its sub-thread',
      resolve: (change) => change.deletedIds.map((id) => objectKey({ kind: 'Comment', id })),
    }),
  }),
});

const ReportCommentPayload = builder.objectRef<{ commentId: number }>('ReportCommentPayload').implement({
  fields: (t) => ({ reportedId: t.id({ resolve: ({ commentId }) => objectKey({ kind: 'Comment', id: commentId }) }) }),
});

// Guests never reach the resolvers: the loggedIn scope refuses them with a top-level UNAUTHORIZED error.
const errorTypes = [ValidationError, ForbiddenError, NotFoundError];

builder.mutationField('addComment', (t) =>
  t.field({
    type: AddCommentPayload,
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'AddCommentResult' } },
    resolve: (_root, { input }, context) =>
      addComment(context.services, context.viewer, {
        objectId: String(input.objectId),
        subThreadId: input.subThreadId,
        replyTo: input.replyTo === null || input.replyTo === undefined ? null : commentId(input.replyTo),
        message: input.message,
      }),
  }),
);

builder.mutationField('editComment', (t) =>
  t.field({
    type: EditCommentPayload,
    args: { input: t.arg({ type: EditCommentInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'EditCommentResult' } },
    resolve: (_root, { input }, context) => editComment(context.services, context.viewer, { commentId: commentId(input.id), message: input.message }),
  }),
);

builder.mutationField('deleteComment', (t) =>
  t.field({
    type: DeleteCommentPayload,
    args: { input: t.arg({ type: DeleteCommentInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'DeleteCommentResult' } },
    resolve: (_root, { input }, context) => deleteComment(context.services, context.viewer, commentId(input.id)),
  }),
);

builder.mutationField('reportComment', (t) =>
  t.field({
    type: ReportCommentPayload,
    args: { input: t.arg({ type: ReportCommentInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'ReportCommentResult' } },
    resolve: async (_root, { input }, context) => {
      const id = commentId(input.id);
      await reportComment(context.services, context.viewer, id, input.reason);
      return { commentId: id };
    },
  }),
);
