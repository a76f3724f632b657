import { encodeGlobalID } from '@pothos/plugin-relay';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId, optionalId } from '../../graphql/ids.ts';
import { MODERATING_CODES } from '../comments/policy.ts';
import { postPolicy } from './policy.ts';
import { EntityRef } from '../entities/schema.ts';
import { objectKey } from '../objects/registry.ts';
import { TIMELINE_ORDER } from '../timeline/service.ts';
import { ViewerRef } from '../users/schema.ts';
import { POST_TYPES, publishTargetsWhere } from './kinds.ts';
import { boardWhere, createPost, type DeletedPost, defaultPostPrivacy, deletePost, type PostChange, publishableTypes, updatePost, visiblePosts } from './service.ts';

export const PostTypeEnum = builder.enumType('PostType', {
  description: 'NOTE, NEWS, QUESTION, MOOD, LESSON, SOLUTION on a timeline; QUESTION, SUGGESTION, EVENT, NOTE, NEWS, ANNOUNCE on a board',
  values: POST_TYPES,
});

/** The select that answers "may the viewer moderate this post's board" without another statement. */
function moderationSelect(viewer: Viewer) {
  const me = viewer.user?.entityId ?? -1;
  return {
    authorId: true,
    entity: { select: { relationsTo: { where: { fromId: me, code: { in: [...MODERATING_CODES] } }, select: { id: true } } } },
  } as const;
}

type ModerationView = { authorId: number; entity: { relationsTo: { id: number }[] } | null };

function permissionsOf(viewer: Viewer, post: ModerationView) {
  return postPolicy(viewer, { authorId: post.authorId, moderatesBoard: (post.entity?.relationsTo.length ?? 0) > 0 });
}

export const PostRef = builder.prismaNode('Post', {
  id: { field: 'id' },
  nullable: true,
  description: "A post's words; who may read it, its likes and comments are its timeline item's",
  // node(id:) answers null for a post whose item the viewer may not see.
  findUnique: (id, context) => ({ id: Number(id), AND: [visiblePosts(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    type: t.expose('type', { type: PostTypeEnum }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'sanitised HTML' }),
    mediaSize: t.exposeInt('mediaSize', { description: "each photo's width as a percent of the post's: 100, 50, 33 or 25 (social-core §9)" }),
    lessonId: t.exposeInt('lessonId', { nullable: true, description: "a solution's lesson (its recId)" }),
    lesson: t.relation('lesson', { nullable: true }),
    lat: t.exposeFloat('lat', { nullable: true }),
    lon: t.exposeFloat('lon', { nullable: true }),
    eventAt: t.expose('eventAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    author: t.relation('author'),
    entity: t.relation('entity', { nullable: true, description: 'the entity whose board the post is on' }),
    item: t.relation('item', { nullable: true, description: "the post's timeline item (privacy, counters, likes, comments)" }),
    ownedByMe: t.boolean({
      resolve: (post, _args, context) => post.authorId === context.viewer.user?.entityId,
    }),
    viewerCanEdit: t.boolean({
      select: (_args, context) => moderationSelect(context.viewer),
      resolve: (post, _args, context) => permissionsOf(context.viewer, post).edit,
    }),
    viewerCanDelete: t.boolean({
      select: (_args, context) => moderationSelect(context.viewer),
      resolve: (post, _args, context) => permissionsOf(context.viewer, post).delete,
    }),
    solutions: t.relatedConnection('solutions', {
      cursor: 'id',
      description: "A lesson's solutions the viewer may see, oldest first",
      totalCount: true,
      query: (_args, context) => ({ where: visiblePosts(context.viewer), orderBy: { id: 'asc' } }),
    }),
  }),
});

builder.prismaObjectField('TimelineItem', 'post', (t) => t.relation('post', { nullable: true, description: 'the post the item shows' }));

builder.prismaObjectField(EntityRef, 'board', (t) =>
  t.prismaConnection({
    type: 'TimelineItem',
    cursor: 'id',
    description: "The entity's message board: its posts the viewer may see, newest first (totalCount counts up to 2000)",
    args: { category: t.arg({ type: PostTypeEnum, required: false }) },
    totalCount: (entity, args, context) =>
      context.prisma.timelineItem.count({
        where: boardWhere(context.viewer, { entityId: entity.id, type: args.category ?? undefined }),
        orderBy: TIMELINE_ORDER,
        take: LIST_MAX_ITEMS,
      }),
    resolve: (query, entity, args, context) =>
      context.prisma.timelineItem.findMany({
        ...query,
        where: boardWhere(context.viewer, { entityId: entity.id, type: args.category ?? undefined }),
        orderBy: TIMELINE_ORDER,
        relationLoadStrategy: 'join',
      }),
  }),
);

builder.prismaObjectField(EntityRef, 'viewerPublishableTypes', (t) =>
  t.field({
    type: [PostTypeEnum],
    description: "The board post types the viewer may publish here: those whose pub_note, pub_question or pub_alert holds one of the viewer's relation letters",
    resolve: (entity, _args, context) => publishableTypes(context.prisma, context.viewer, entity.id),
  }),
);

builder.objectField(ViewerRef, 'publishTargets', (t) =>
  t.prismaField({
    type: ['Entity'],
    description: 'The entities the viewer may publish to: holds A, C, E or m, and the type is not 0 or 1',
    resolve: (query, state, _args, context) =>
      state.entityId === null ? [] : context.prisma.entity.findMany({ ...query, where: publishTargetsWhere(state.entityId), orderBy: { displayName: 'asc' } }),
  }),
);

builder.objectField(ViewerRef, 'defaultPostPrivacy', (t) =>
  t.int({
    description: "The privacy a new post gets when none is chosen: the viewer's {x}_pp setting (x the lower-case type, post on a board), else 9",
    args: { type: t.arg({ type: PostTypeEnum, required: true }), onBoard: t.arg.boolean({ required: false }) },
    resolve: (_state, args, context) => defaultPostPrivacy(context.viewer, args.type, args.onBoard ?? false),
  }),
);

const CreatePostInput = builder.inputType('CreatePostInput', {
  fields: (t) => ({
    type: t.field({ type: PostTypeEnum, required: true }),
    title: t.string({ description: 'required except for MOOD and SOLUTION' }),
    body: t.string({ description: 'rich text; sanitised' }),
    privacy: t.int({ description: "0 only me, 1 friends, 2 same group, 9 anybody; absent: the author's {x}_pp default" }),
    entityId: t.id({ description: 'the entity whose board to publish on (global or numeric id); absent: own timeline' }),
    lessonId: t.id({ description: "a SOLUTION's lesson (global or numeric Post id)" }),
    lat: t.float(),
    lon: t.float(),
    eventAt: t.field({ type: 'DateTime' }),
    mediaIds: t.intList({ description: "the author's own media to show with the post, in order" }),
    mediaSize: t.int({ description: 'image size class: 100, 50, 33 or 25 (default 100)' }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    body: t.string(),
    privacy: t.int(),
    entityId: t.id({ description: 'move to this board; null: to the own timeline; absent: unchanged' }),
    lat: t.float(),
    lon: t.float(),
    eventAt: t.field({ type: 'DateTime' }),
    mediaIds: t.intList({ description: 'replaces the media; absent: unchanged' }),
    mediaSize: t.int(),
  }),
});

const DeletePostInput = builder.inputType('DeletePostInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

/** A created or updated post with its item, read again through the client's selection. */
function postPayload(name: string) {
  return builder.objectRef<PostChange>(name).implement({
    fields: (t) => ({
      post: t.prismaField({
        type: 'Post',
        resolve: (query, change, _args, context) => context.prisma.post.findUniqueOrThrow({ ...query, where: { id: change.post.id } }),
      }),
      item: t.prismaField({
        type: 'TimelineItem',
        resolve: (query, change, _args, context) => context.prisma.timelineItem.findUniqueOrThrow({ ...query, where: { id: change.post.item.id } }),
      }),
      richTextCleaned: t.exposeBoolean('richTextCleaned', {
        description: 'whether the sanitiser removed tags, attributes or addresses from the body as sent (the RICH_TEXT_CLEANED notice)',
      }),
    }),
  });
}

const CreatePostPayload = postPayload('CreatePostPayload');
const UpdatePostPayload = postPayload('UpdatePostPayload');

const DeletePostPayload = builder.objectRef<DeletedPost>('DeletePostPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: "the deleted post's global id", resolve: (deleted) => encodeGlobalID('Post', deleted.post.id) }),
    deletedItemId: t.id({ description: "its timeline item's global id", resolve: (deleted) => objectKey({ kind: 'TimelineItem', id: deleted.itemId }) }),
    deletedPostIds: t.idList({
      description: "the deleted posts: the post alone (a lesson's solutions stay, detached from it)",
      resolve: (deleted) => deleted.postIds.map((id) => encodeGlobalID('Post', id)),
    }),
    deletedItemIds: t.idList({
      description: 'their timeline items',
      resolve: (deleted) => deleted.itemIds.map((id) => objectKey({ kind: 'TimelineItem', id })),
    }),
  }),
});

// Guests never reach the resolvers: the loggedIn scope refuses them with a top-level UNAUTHORIZED error.
const errorTypes = [ValidationError, ForbiddenError, NotFoundError];

builder.mutationField('createPost', (t) =>
  t.field({
    type: CreatePostPayload,
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'CreatePostResult' } },
    resolve: (_root, { input }, context) =>
      createPost(context.services, context.viewer, {
        ...input,
        title: input.title ?? undefined,
        body: input.body ?? undefined,
        mediaIds: input.mediaIds ?? undefined,
        mediaSize: input.mediaSize ?? undefined,
        entityId: optionalId(input.entityId, 'Entity', 'entityId'),
        lessonId: optionalId(input.lessonId, 'Post', 'lessonId'),
      }),
  }),
);

builder.mutationField('updatePost', (t) =>
  t.field({
    type: UpdatePostPayload,
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'UpdatePostResult' } },
    resolve: (_root, { input }, context) => {
      const { id, title, body, privacy, entityId, lat, lon, eventAt, mediaIds, mediaSize } = input;
      return updatePost(context.services, context.viewer, {
        id: numericId(id, 'Post', 'id'),
        title: title ?? undefined,
        body: body ?? undefined,
        mediaIds: mediaIds ?? undefined,
        mediaSize: mediaSize ?? undefined,
        privacy: privacy ?? undefined,
        // GraphQL tells an explicit null from an absent field: null moves the post to the own timeline.
        entityId: 'entityId' in input ? optionalId(entityId, 'Entity', 'entityId') : undefined,
        lat: 'lat' in input ? lat : undefined,
        lon: 'lon' in input ? lon : undefined,
        eventAt: 'eventAt' in input ? eventAt : undefined,
      });
    },
  }),
);

builder.mutationField('deletePost', (t) =>
  t.field({
    type: DeletePostPayload,
    args: { input: t.arg({ type: DeletePostInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'DeletePostResult' } },
    resolve: (_root, { input }, context) => deletePost(context.services, context.viewer, numericId(input.id, 'Post', 'id')),
  }),
);
