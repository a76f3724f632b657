import { Router } from 'express';
import { z } from 'zod';
import type { Post, TimelineItem } from '../../db/generated/prisma/client.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { idListText, parseInput, recordId } from '../../validation.ts';
import { BOARD_CODES, POST_TYPES } from './kinds.ts';
import { richTextNotice } from '../rich-text/sanitize.ts';
import { createPost, deletePost, type DeletedPost, listBoard, loadPostForViewer, setMood, updatePost } from './service.ts';
import type { PostAction } from './policy.ts';
import type { Abilities } from '../../auth/policy.ts';

const idParam = recordId;
const optionalNumber = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().optional());

/** `?category=` of the board list: a board code (q, s, e, post, news, announce) or a type name. */
const categoryParam = z
  .string()
  .optional()
  .transform((value) => (value ? (BOARD_CODES[value] ?? value.toUpperCase()) : undefined))
  .pipe(z.enum(POST_TYPES).optional());

const boardQuerySchema = z.object({ entity: recordId.optional(), category: categoryParam });

/** REST bodies use the spec's snake_case names (privacy_status, entity_id, lesson_id, event_at). */
const bodyFields = {
  title: z.string().optional(),
  body: z.string().optional(),
  privacy_status: optionalNumber,
  entity_id: z.preprocess((value) => (value === '' ? null : value), recordId.nullish()),
  lat: optionalNumber,
  lon: optionalNumber,
  event_at: z.coerce.date().optional(),
  /** media ids, as a list or pipe-separated */
  media: idListText(recordId).optional(),
  media_size: optionalNumber,
};
const createBodySchema = z.object({ ...bodyFields, type: z.string().transform((type) => type.toUpperCase()), lesson_id: optionalNumber });
const updateBodySchema = z.object(bodyFields);
const moodBodySchema = z.object({ message: z.string().default(''), lat: optionalNumber, lon: optionalNumber, privacy_status: optionalNumber });

type ItemFields = Pick<
  TimelineItem,
  'id' | 'category' | 'title' | 'summary' | 'url' | 'privacy' | 'time' | 'evaluationCount' | 'commentCount' | 'shareCount' | 'ownerId'
>;

/** A timeline item in the spec's field names (social-core §3). */
function itemForRest(item: ItemFields, ownerName?: string) {
  return {
    id: item.id,
    category: item.category,
    title: item.title,
    summary: item.summary,
    url: item.url,
    privacy_status: item.privacy,
    time: item.time.toISOString(),
    owned_by: item.ownerId,
    ...(ownerName === undefined ? {} : { owned_by_name: ownerName }),
    evaluation_count: item.evaluationCount,
    comment_count: item.commentCount,
    share_count: item.shareCount,
  };
}

/** A post in the spec's field names (social-core §3: id, type, lesson_id, owned_by_me). */
function postForRest(post: Post & { item: ItemFields }, me: number | undefined, permissions?: Abilities<PostAction>) {
  return {
    id: post.id,
    type: post.type,
    lesson_id: post.lessonId,
    owned_by_me: post.authorId === me,
    author_id: post.authorId,
    entity_id: post.entityId,
    title: post.title,
    body: post.body,
    lat: post.lat,
    lon: post.lon,
    event_at: post.eventAt?.toISOString() ?? null,
    media: post.mediaIds,
    media_size: post.mediaSize,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    privacy_status: post.item.privacy,
    timeline_item_id: post.item.id,
    item: itemForRest(post.item),
    ...(permissions ? { can_edit: permissions.edit, can_delete: permissions.delete } : {}),
  };
}

function deletedForRest(deleted: DeletedPost) {
  return { success: true, id: deleted.post.id, deleted_ids: deleted.postIds, deleted_item_ids: deleted.itemIds };
}

export function postsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/post/:postId',
    route(async (req) => {
      const { post, permissions } = await loadPostForViewer(services, req.viewer, parseInput(idParam, req.params.postId));
      return { data: postForRest(post, req.viewer.user?.entityId, permissions) };
    }),
  );

  router.post(
    '/api/post',
    route(async (req) => {
      const body = parseInput(createBodySchema, req.body ?? {});
      const { post, richTextCleaned } = await createPost(services, req.viewer, {
        type: body.type as (typeof POST_TYPES)[number],
        title: body.title,
        body: body.body,
        privacy: body.privacy_status,
        entityId: body.entity_id,
        lessonId: body.lesson_id,
        lat: body.lat,
        lon: body.lon,
        eventAt: body.event_at,
        mediaIds: body.media,
        mediaSize: body.media_size ?? undefined,
      });
      return { setData: { post_id: post.id, id: post.item.id }, data: postForRest(post, post.authorId), ...richTextNotice(richTextCleaned) };
    }),
  );

  router.patch(
    '/api/post/:id',
    route(async (req) => {
      const body = parseInput(updateBodySchema, req.body ?? {});
      const { post, richTextCleaned } = await updatePost(services, req.viewer, {
        id: parseInput(idParam, req.params.id),
        title: body.title,
        body: body.body,
        privacy: body.privacy_status,
        entityId: body.entity_id,
        lat: body.lat,
        lon: body.lon,
        eventAt: body.event_at,
        mediaIds: body.media,
        mediaSize: body.media_size ?? undefined,
      });
      return { setData: { post_id: post.id, id: post.item.id }, data: postForRest(post, post.authorId), ...richTextNotice(richTextCleaned) };
    }),
  );

  router.delete(
    '/api/post/:id',
    route(async (req) => deletedForRest(await deletePost(services, req.viewer, parseInput(idParam, req.params.id)))),
  );

  router.delete(
    '/api/lesson/solution/:id',
    route(async (req) => deletedForRest(await deletePost(services, req.viewer, parseInput(idParam, req.params.id), 'SOLUTION'))),
  );

  router.post(
    '/api/profile/setxx/mood',
    route(async (req) => {
      const body = parseInput(moodBodySchema, req.body ?? {});
      const { post } = await setMood(services, req.viewer, { message: body.message, lat: body.lat, lon: body.lon, privacy: body.privacy_status });
      return { setData: { post_id: post.id, id: post.item.id }, data: postForRest(post, post.authorId) };
    }),
  );

  // The message board list: board posts newest first, of one entity and one category when asked.
  router.get(
    '/api/entity/_msb',
    route(async (req) => {
      const { entity, category } = parseInput(boardQuerySchema, { entity: req.query.entity, category: req.query.category });
      const pageQuery = parsePageQuery(req.query);
      const { items, total } = await listBoard(services, req.viewer, { entityId: entity, type: category }, pageQuery);
      return pagedList(
        items.map((item) => ({
          ...itemForRest(item, item.owner.displayName),
          profile_image_url: item.owner.profileImageUrl,
          entity_id: item.entityId,
          post_id: item.postId,
          post: item.post && postForRest({ ...item.post, item }, req.viewer.user?.entityId),
        })),
        total,
        pageQuery,
      );
    }),
  );
  return router;
}
