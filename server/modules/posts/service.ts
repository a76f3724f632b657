import { z } from 'zod';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { requireAbility } from '../../auth/policy.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Post, Prisma, TimelineItem } from '../../db/generated/prisma/client.ts';
import type { PostType } from '../../db/generated/prisma/enums.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { MODERATING_CODES } from '../comments/policy.ts';
import { type Db, deleteItemReactions } from '../objects/registry.ts';
import { IMAGE_SIZE_CLASSES } from '@domain/media.ts';
import { defaultPrivacy, PRIVACY_CHOICES, type PrivacyLevel } from '@domain/privacy.ts';
import { setItemMedia } from '../media/attachments.ts';
import { mediaUrls, ownsAllMedia, URL_SELECT } from '../media/service.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { publishTimelineItemChanged, publishTimelineItemDeleted } from '../timeline/events.ts';
import { TIMELINE_ORDER } from '../timeline/service.ts';
import { BOARD_TYPES, POST_TYPES, postUrl, privacySettingKind, TIMELINE_TYPES, UNTITLED_TYPES } from './kinds.ts';
import { authorizeBoardPost, type BoardFacts, boardPolicy, postPolicy } from './policy.ts';
import { plainText, richTextInput, sanitizeRichText, textToHtml } from '../rich-text/sanitize.ts';
import { hashtagsOf } from '@domain/tags.ts';

export const TITLE_MAX_LENGTH = 200;
/** A mood's message as typed (plain text; a body is rich text, RICH_TEXT_MAX_LENGTH). */
export const BODY_MAX_LENGTH = 50_000;
/** A body needs this many characters of text (DATA_TOO_SHORT below, FIELD_REQUIRED when empty). */
export const BODY_MIN_LENGTH = 3;
/** The plain-text summary kept on the timeline item (cards cut it at 200, lists at 99). */
export const SUMMARY_MAX_LENGTH = 1000;
const ITEM_TITLE_FROM_BODY = 100;

const idSchema = z.number().int().positive();
const privacySchema = z
  .number()
  .int()
  .refine((level) => PRIVACY_CHOICES.includes(level), 'FORMAT_ERROR')
  .transform((level) => level as PrivacyLevel);
/** Coordinates out of range answer COORD_BAD_FORMAT (recording §5). */
const latSchema = z.number().refine((lat) => lat >= -90 && lat <= 90, 'COORD_BAD_FORMAT');
const lonSchema = z.number().refine((lon) => lon >= -180 && lon <= 180, 'COORD_BAD_FORMAT');

/** The most media a post shows. */
export const POST_MAX_MEDIA = 20;
/** social-core §9 image size classes: each photo's width as a percent of the post's. */
const mediaIdsSchema = z
  .array(idSchema)
  .max(POST_MAX_MEDIA)
  .transform((ids) => [...new Set(ids)]);
const mediaSizeSchema = z
  .number()
  .int()
  .refine((size) => (IMAGE_SIZE_CLASSES as readonly number[]).includes(size), 'FORMAT_ERROR');

const createSchema = z.object({
  type: z.enum(POST_TYPES),
  title: z.string().max(TITLE_MAX_LENGTH).default(''),
  body: richTextInput.default(''),
  privacy: privacySchema.nullish(),
  entityId: idSchema.nullish(),
  lessonId: idSchema.nullish(),
  lat: latSchema.nullish(),
  lon: lonSchema.nullish(),
  eventAt: z.date().nullish(),
  mediaIds: mediaIdsSchema.default([]),
  mediaSize: mediaSizeSchema.default(100),
});
export type CreatePostInput = z.input<typeof createSchema>;

const updateSchema = z.object({
  id: idSchema,
  title: z.string().max(TITLE_MAX_LENGTH).optional(),
  body: richTextInput.optional(),
  privacy: privacySchema.optional(),
  /** null moves a post to the author's own timeline; absent keeps its board */
  entityId: idSchema.nullish(),
  lat: latSchema.nullish(),
  lon: lonSchema.nullish(),
  eventAt: z.date().nullish(),
  mediaIds: mediaIdsSchema.optional(),
  mediaSize: mediaSizeSchema.optional(),
});
export type UpdatePostInput = z.input<typeof updateSchema>;

const moodSchema = z.object({
  message: z.string().max(BODY_MAX_LENGTH).default(''),
  lat: latSchema.nullish(),
  lon: lonSchema.nullish(),
  privacy: privacySchema.nullish(),
});
export type MoodInput = z.input<typeof moodSchema>;

export type PostWithItem = Post & { item: TimelineItem };

export interface PostChange {
  post: PostWithItem;
  /** whether the sanitiser removed something from the body as sent (the RICH_TEXT_CLEANED notice) */
  richTextCleaned: boolean;
}

export interface DeletedPost {
  post: Post;
  itemId: number;
  /** the deleted posts and their items: only this one, since a lesson's solutions outlive it */
  postIds: number[];
  itemIds: number[];
}

/** The text rules of one post: a title unless the type may go without, a body with some text. */
function checkText(type: PostType, title: string, bodyText: string): void {
  const problems = [];
  if (!UNTITLED_TYPES.includes(type) && title.length === 0) problems.push({ field: 'title', code: 'FIELD_REQUIRED' });
  if (bodyText.length === 0) problems.push({ field: 'body', code: 'FIELD_REQUIRED' });
  else if (bodyText.length < BODY_MIN_LENGTH) problems.push({ field: 'body', code: 'DATA_TOO_SHORT' });
  if (problems.length) throw new ValidationError(problems);
}

function checkPlace(type: PostType, entityId: number | null): void {
  if (entityId !== null && !BOARD_TYPES.includes(type)) throw new ValidationError([{ field: 'entityId', code: 'FORMAT_ERROR' }]);
  if (entityId === null && !TIMELINE_TYPES.includes(type)) throw new ValidationError([{ field: 'entityId', code: 'FIELD_REQUIRED' }]);
}

/** Latitude and longitude come together or not at all. */
function checkLocation(lat: number | null | undefined, lon: number | null | undefined): void {
  if ((lat === null || lat === undefined) !== (lon === null || lon === undefined)) {
    throw new ValidationError([{ field: lat === null || lat === undefined ? 'lat' : 'lon', code: 'FIELD_REQUIRED' }]);
  }
}

/** A post shows only its author's own media. */
async function checkMedia(db: Db, authorId: number, mediaIds: readonly number[]): Promise<void> {
  if (!(await ownsAllMedia(db, authorId, mediaIds))) throw new ValidationError([{ field: 'mediaIds', code: 'DATA_NOT_FOUND' }]);
}

/** The timeline card's picture of a post: its first photo's thumbnail. */
async function thumbnailOf(db: Db, mediaIds: readonly number[]): Promise<string | null> {
  const first = mediaIds.length ? await db.media.findUnique({ where: { id: mediaIds[0] }, select: URL_SELECT }) : null;
  return first ? mediaUrls(first).thumb : null;
}

/** The item's view of a post: its title (or the start of its text), plain summary, hashtags and page. */
function itemFields(post: Pick<Post, 'id' | 'type' | 'title' | 'body' | 'entityId'>) {
  const text = plainText(post.body);
  return {
    category: post.type,
    title: post.title || text.slice(0, ITEM_TITLE_FROM_BODY),
    summary: text.slice(0, SUMMARY_MAX_LENGTH),
    tags: hashtagsOf(`${post.title} ${text}`),
    url: postUrl(post.id),
    referencedId: post.id,
    entityId: post.entityId,
  };
}

/** The relation letters `me` holds towards an entity. */
async function heldCodes(db: Db, me: number, entityId: number): Promise<string[]> {
  const rows = await db.entityRelation.findMany({ where: { fromId: me, toId: entityId }, select: { code: true } });
  return rows.map(({ code }) => code);
}

/** An entity's board with the viewer's letters towards it, or null for a missing entity. */
async function boardOf(db: Db, me: number, entityId: number): Promise<BoardFacts | null> {
  const [settings, codes] = await Promise.all([
    db.entity.findUnique({ where: { id: entityId }, select: { pubNote: true, pubQuestion: true, pubAlert: true, archivedAt: true } }),
    heldCodes(db, me, entityId),
  ]);
  return settings && { settings, codes };
}

/** Refuses a post of this type on an entity's board unless `boardPolicy` allows it; a missing entity is not found. */
async function authorizePublishing(db: Db, viewer: Viewer, entityId: number, type: PostType): Promise<void> {
  const board = await boardOf(db, actingEntityId(viewer), entityId);
  if (!board) throw new NotFoundError();
  authorizeBoardPost(viewer, type, board);
}

/** The board post types the viewer may publish on an entity (nothing for a guest or a missing entity). */
export async function publishableTypes(db: Db, viewer: Viewer, entityId: number): Promise<PostType[]> {
  const me = viewer.user?.entityId;
  const board = me === undefined ? null : await boardOf(db, me, entityId);
  if (!board) return [];
  const can = boardPolicy(viewer, board);
  return BOARD_TYPES.filter((type) => can[type]);
}

/** The viewer's default privacy for a new post of this type and place (`{x}_pp`, see kinds.ts). */
export function defaultPostPrivacy(viewer: Viewer, type: PostType, onBoard: boolean): PrivacyLevel {
  const settings = (viewer.user?.settings ?? {}) as Record<string, unknown>;
  return defaultPrivacy(settings, privacySettingKind(type, onBoard));
}

/** A lesson the viewer can see, or not found. */
async function assertVisibleLesson(db: Db, viewer: Viewer, lessonId: number): Promise<void> {
  const lesson = await db.post.findFirst({
    where: { id: lessonId, type: 'LESSON', item: { is: visibleTimelineItems(viewer) } },
    select: { id: true },
  });
  if (!lesson) throw new ValidationError([{ field: 'lessonId', code: 'DATA_NOT_FOUND' }]);
}

/** Creates a post and its timeline item in one transaction, then announces the item. */
export async function createPost(services: Services, viewer: Viewer, input: CreatePostInput): Promise<PostChange> {
  const me = actingEntityId(viewer);
  const data = parseInput(createSchema, input);
  const entityId = data.entityId ?? null;
  const lessonId = data.type === 'SOLUTION' ? (data.lessonId ?? null) : null;
  const title = data.title.trim();
  const { html: body, stripped } = sanitizeRichText(data.body);
  checkPlace(data.type, entityId);
  // A solution answers a lesson when written; it outlives the lesson (deletePost).
  if (data.type === 'SOLUTION' && lessonId === null) throw new ValidationError([{ field: 'lessonId', code: 'FIELD_REQUIRED' }]);
  checkText(data.type, title, plainText(body));
  checkLocation(data.lat, data.lon);
  const { prisma } = services;
  if (entityId !== null) await authorizePublishing(prisma, viewer, entityId, data.type);
  if (lessonId !== null) await assertVisibleLesson(prisma, viewer, lessonId);
  await checkMedia(prisma, me, data.mediaIds);
  const thumbnailImageUrl = await thumbnailOf(prisma, data.mediaIds);
  const privacy = data.privacy ?? defaultPostPrivacy(viewer, data.type, entityId !== null);
  const post = await prisma.$transaction(async (tx) => {
    const created = await tx.post.create({
      data: {
        type: data.type,
        authorId: me,
        entityId,
        lessonId,
        title,
        body,
        lat: data.type === 'MOOD' ? (data.lat ?? null) : null,
        lon: data.type === 'MOOD' ? (data.lon ?? null) : null,
        eventAt: data.type === 'EVENT' ? (data.eventAt ?? null) : null,
        mediaIds: data.mediaIds,
        mediaSize: data.mediaSize,
      },
    });
    const item = await tx.timelineItem.create({
      data: { ...itemFields(created), thumbnailImageUrl, ownerId: me, postId: created.id, privacy, time: created.createdAt },
    });
    await setItemMedia(tx, item.id, created.mediaIds);
    return { ...created, item };
  });
  publishTimelineItemChanged(services, post.item.id);
  return { post, richTextCleaned: stripped };
}

/** A mood (POST /api/profile/setxx/mood): a message, optionally where it was set. */
export function setMood(services: Services, viewer: Viewer, input: MoodInput): Promise<PostChange> {
  const { message, lat, lon, privacy } = parseInput(moodSchema, input);
  return createPost(services, viewer, { type: 'MOOD', body: textToHtml(message.trim()), lat, lon, privacy });
}

/** Whether `me` moderates the board an entity post is on. */
async function moderatesBoard(db: Db, me: number, entityId: number | null): Promise<boolean> {
  if (entityId === null) return false;
  const relation = await db.entityRelation.findFirst({
    where: { fromId: me, toId: entityId, code: { in: [...MODERATING_CODES] } },
    select: { id: true },
  });
  return relation !== null;
}

/** The Prisma filter of the posts the viewer may read: those whose timeline item they may see. */
export function visiblePosts(viewer: Viewer): Prisma.PostWhereInput {
  return { item: { is: visibleTimelineItems(viewer) } };
}

/** A post the viewer may see, with its item; a hidden or missing one is not found. */
export async function loadVisiblePost(db: Db, viewer: Viewer, id: number): Promise<PostWithItem> {
  const post = await db.post.findFirst({ where: { id, AND: [visiblePosts(viewer)] }, include: { item: true } });
  if (!post?.item) throw new NotFoundError();
  return post as PostWithItem;
}

/** A visible post with what the viewer may do with it. */
export async function loadPostForViewer(services: Services, viewer: Viewer, id: number) {
  const post = await loadVisiblePost(services.prisma, viewer, parseInput(idSchema, id));
  const me = viewer.user?.entityId;
  const moderates = me !== undefined && post.authorId !== me && (await moderatesBoard(services.prisma, me, post.entityId));
  return { post, permissions: postPolicy(viewer, { authorId: post.authorId, moderatesBoard: moderates }) };
}

/** Changes the author's own post (text, privacy, place, location, time) and its item together. */
export async function updatePost(services: Services, viewer: Viewer, input: UpdatePostInput): Promise<PostChange> {
  const me = actingEntityId(viewer);
  const data = parseInput(updateSchema, input);
  const { post: current, permissions } = await loadPostForViewer(services, viewer, data.id);
  requireAbility(viewer, permissions, 'edit');
  const entityId = data.entityId === undefined ? current.entityId : data.entityId;
  const title = data.title === undefined ? current.title : data.title.trim();
  const sent = data.body === undefined ? null : sanitizeRichText(data.body);
  const body = sent ? sent.html : current.body;
  checkPlace(current.type, entityId);
  checkText(current.type, title, plainText(body));
  const lat = data.lat === undefined ? current.lat : data.lat;
  const lon = data.lon === undefined ? current.lon : data.lon;
  checkLocation(lat, lon);
  if (entityId !== null && entityId !== current.entityId) await authorizePublishing(services.prisma, viewer, entityId, current.type);
  const mediaIds = data.mediaIds ?? current.mediaIds;
  if (data.mediaIds) await checkMedia(services.prisma, me, data.mediaIds);
  const thumbnailImageUrl = data.mediaIds ? await thumbnailOf(services.prisma, data.mediaIds) : undefined;
  const post = await services.prisma.$transaction(async (tx) => {
    const updated = await tx.post.update({
      where: { id: current.id },
      data: {
        title,
        body,
        entityId,
        ...(current.type === 'MOOD' ? { lat, lon } : {}),
        ...(current.type === 'EVENT' && data.eventAt !== undefined ? { eventAt: data.eventAt } : {}),
        mediaIds,
        mediaSize: data.mediaSize,
      },
    });
    const item = await tx.timelineItem.update({
      where: { id: current.item.id },
      data: { ...itemFields(updated), thumbnailImageUrl, ...(data.privacy === undefined ? {} : { privacy: data.privacy }) },
    });
    await setItemMedia(tx, item.id, updated.mediaIds);
    return { ...updated, item };
  });
  publishTimelineItemChanged(services, post.item.id, current.item.privacy);
  return { post, richTextCleaned: sent?.stripped ?? false };
}

/**
 * Deletes a post with its timeline item; the likes and comments of the item go too. A lesson's
 * solutions are their authors' posts: they stay, detached from the deleted lesson (the foreign key
 * sets their lessonId to null). `only` restricts the type (DELETE /api/lesson/solution/{id}).
 */
export async function deletePost(services: Services, viewer: Viewer, id: number, only?: PostType): Promise<DeletedPost> {
  actingEntityId(viewer);
  const { post, permissions } = await loadPostForViewer(services, viewer, id);
  if (only && post.type !== only) throw new NotFoundError();
  requireAbility(viewer, permissions, 'delete');
  const deleted = await services.prisma.$transaction(async (tx) => {
    await deleteItemReactions(tx, [post.item.id]);
    // The item cascades with its post.
    const { count } = await tx.post.deleteMany({ where: { id: post.id } });
    if (count === 0) throw new NotFoundError();
    return { post, itemId: post.item.id, postIds: [post.id], itemIds: [post.item.id] };
  });
  publishTimelineItemDeleted(services, deleted.itemId);
  return deleted;
}

export interface BoardQuery {
  /** one entity's board; absent: every board */
  entityId?: number | undefined;
  type?: PostType | undefined;
}

/** The board items the viewer may see: posts published in an entity, newest first. */
export function boardWhere(viewer: Viewer, { entityId, type }: BoardQuery): Prisma.TimelineItemWhereInput {
  return {
    postId: { not: null },
    entityId: entityId ?? { not: null },
    ...(type ? { category: type } : {}),
    AND: [visibleTimelineItems(viewer)],
  };
}

/** One page of a message board (GET /api/entity/_msb), counted up to the 2000 a list may load. */
export async function listBoard(services: Services, viewer: Viewer, query: BoardQuery, { page, size }: { page: number; size: number }) {
  const where = boardWhere(viewer, query);
  const skip = page * size;
  const take = Math.max(0, Math.min(size, LIST_MAX_ITEMS - skip));
  const [items, total] = await Promise.all([
    take === 0
      ? []
      : services.prisma.timelineItem.findMany({
          where,
          orderBy: TIMELINE_ORDER,
          skip,
          take,
          include: { owner: { select: { displayName: true, profileImageUrl: true } }, post: true },
          relationLoadStrategy: 'join',
        }),
    services.prisma.timelineItem.count({ where, orderBy: TIMELINE_ORDER, take: LIST_MAX_ITEMS }),
  ]);
  return { items, total };
}
