import { z } from 'zod';
import { authorize } from '../../auth/policy.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Article, ArticleRevision, Prisma, TimelineItem } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { type Db, deleteItemReactions } from '../objects/registry.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_KINDS,
  ARTICLE_LICENCES,
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  articlePath,
  CONTENT_IDENTIFIER_PATTERN,
  type ArticleKind,
} from '@domain/articles.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@domain/languages.ts';
import { Privacy, PRIVACY_CHOICES } from '@domain/privacy.ts';
import { setItemMedia } from '../media/attachments.ts';
import { mediaUrls, ownsAllMedia, URL_SELECT } from '../media/service.ts';
import { plainText, richTextInput, sanitizeRichText } from '../rich-text/sanitize.ts';
import { hashtagsOf } from '@domain/tags.ts';
import { publishTimelineItemChanged, publishTimelineItemDeleted } from '../timeline/events.ts';
import { recordAudit } from '../audit/log.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type ArticleAction, type ArticleFacts, articlePolicy, visibleArticles } from './policy.ts';

/** The fields a writer sets, kept whole in every revision. */
const fields = {
  category: z.string().max(40),
  identifier: z.string().regex(CONTENT_IDENTIFIER_PATTERN, 'FORMAT_ERROR').nullable(),
  language: z.enum(LANGUAGES),
  title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX_LENGTH),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX_LENGTH),
  lead: z.string().trim().max(ARTICLE_SUMMARY_MAX_LENGTH),
  description: richTextInput,
  status: z.enum(ARTICLE_STATUSES),
  access: z
    .number()
    .int()
    .refine((level) => PRIVACY_CHOICES.includes(level), 'FORMAT_ERROR'),
  headline: z.boolean(),
  source: z.string().trim().max(1000),
  cite: z.string().trim().max(2000),
  credit: z.string().trim().max(500),
  license: z.enum(ARTICLE_LICENCES),
  licenseText: z.string().trim().max(5000),
  mediaIds: z
    .array(recordId)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  featuredMediaId: recordId.nullable(),
  spatialCoverage: z.string().trim().max(500),
  temporalCoverage: z.string().trim().max(500),
  dateFrom: z.coerce.date().nullable(),
  dateTo: z.coerce.date().nullable(),
  orderNo: z.number().int().min(-100_000).max(100_000),
  publishedAt: z.coerce.date().nullable(),
};
export type ArticleFields = { [Name in keyof typeof fields]: z.output<(typeof fields)[Name]> };
const FIELD_NAMES = Object.keys(fields) as (keyof ArticleFields)[];

const changeSchema = z.object(fields).partial();
const createSchema = changeSchema.extend({ kind: z.enum(ARTICLE_KINDS), entityId: recordId.nullish() });
const updateSchema = changeSchema.extend({ id: recordId });

export type CreateArticleInput = z.input<typeof createSchema>;
export type UpdateArticleInput = z.input<typeof updateSchema>;

const DEFAULTS: Omit<ArticleFields, 'category' | 'title' | 'language'> = {
  identifier: null,
  summary: '',
  lead: '',
  description: '',
  status: 'DRAFT',
  access: Privacy.ANYBODY,
  headline: false,
  source: '',
  cite: '',
  credit: '',
  license: 'CC_BY_4_0',
  licenseText: '',
  mediaIds: [],
  featuredMediaId: null,
  spatialCoverage: '',
  temporalCoverage: '',
  dateFrom: null,
  dateTo: null,
  orderNo: 0,
  publishedAt: null,
};

export type ArticleWithItem = Article & { item: TimelineItem | null };
/** A saved article, and whether its rich text lost something the allowlist does not keep (RICH_TEXT_CLEANED). */
export type SavedArticle = ArticleWithItem & { richTextCleaned: boolean };

/** The viewer's letters towards a journal's entity: what `articlePolicy` reads. */
async function factsOf(db: Db, viewer: Viewer, article: { kind: ArticleKind; authorId: number | null; entityId: number | null }): Promise<ArticleFacts> {
  const me = viewer.user?.entityId;
  const entityCodes =
    article.kind === 'JOURNAL' && article.entityId !== null && me !== undefined
      ? (await db.entityRelation.findMany({ where: { fromId: me, toId: article.entityId }, select: { code: true } })).map(({ code }) => code)
      : [];
  return { kind: article.kind, authorId: article.authorId, entityCodes };
}

/** What the viewer may do with an article (the `viewerCan` of the API). */
export async function articleAbilities(db: Db, viewer: Viewer, article: Pick<Article, 'kind' | 'authorId' | 'entityId'>) {
  return articlePolicy(viewer, await factsOf(db, viewer, article));
}

const authorizeArticle = async (db: Db, viewer: Viewer, action: ArticleAction, article: Pick<Article, 'kind' | 'authorId' | 'entityId'>) =>
  authorize(articlePolicy, viewer, action, await factsOf(db, viewer, article));

/** An article the viewer may read, or not found (a draft is not found to those who may not edit it). */
export async function loadVisibleArticle(db: Db, viewer: Viewer, id: number, kind?: ArticleKind): Promise<ArticleWithItem> {
  const article = await db.article.findFirst({ where: { id, ...(kind ? { kind } : {}), AND: [visibleArticles(viewer)] }, include: { item: true } });
  if (!article) throw new NotFoundError();
  return article;
}

/** The rules between fields, after each is well-formed on its own. */
function checkArticle(kind: ArticleKind, entityId: number | null, data: ArticleFields): void {
  const problems = [];
  if (!ARTICLE_CATEGORIES[kind].includes(data.category)) problems.push({ field: 'category', code: 'FORMAT_ERROR' });
  if (kind === 'CONTENT' && !data.identifier) problems.push({ field: 'identifier', code: 'FIELD_REQUIRED' });
  if (kind !== 'CONTENT' && data.identifier) problems.push({ field: 'identifier', code: 'FORMAT_ERROR' });
  if (kind === 'JOURNAL' && entityId === null) problems.push({ field: 'entityId', code: 'FIELD_REQUIRED' });
  if (kind !== 'JOURNAL' && entityId !== null) problems.push({ field: 'entityId', code: 'FORMAT_ERROR' });
  if (data.license === 'CUSTOM' && !data.licenseText) problems.push({ field: 'licenseText', code: 'FIELD_REQUIRED' });
  if (data.dateFrom && data.dateTo && data.dateTo < data.dateFrom) problems.push({ field: 'dateTo', code: 'VALUE_MIN' });
  if (data.publishedAt && data.publishedAt.getTime() > Date.now() + 60_000) problems.push({ field: 'publishedAt', code: 'VALUE_MAX' });
  if (data.featuredMediaId !== null && !data.mediaIds.includes(data.featuredMediaId)) problems.push({ field: 'featuredMediaId', code: 'DATA_NOT_FOUND' });
  if (data.status === 'PUBLISHED' && !plainText(data.description) && !data.summary) problems.push({ field: 'description', code: 'FIELD_REQUIRED' });
  if (problems.length) throw new ValidationError(problems);
}

/** A content page's address is one page per language. */
async function checkIdentifierFree(db: Db, kind: ArticleKind, data: ArticleFields, exceptId?: number): Promise<void> {
  if (kind !== 'CONTENT' || !data.identifier) return;
  const taken = await db.article.findFirst({
    where: { kind, identifier: data.identifier, language: data.language, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new ConflictError('CONTENT_IDENTIFIER_TAKEN', 'A page with this identifier exists in this language');
}

/** An article shows its author's own media (who may see the article sees them). */
async function checkMedia(db: Db, authorId: number, mediaIds: readonly number[]): Promise<void> {
  if (!(await ownsAllMedia(db, authorId, mediaIds))) throw new ValidationError([{ field: 'mediaIds', code: 'DATA_NOT_FOUND' }]);
}

/** The summary cards show: the written one, else the start of the text. */
export function summaryOf(article: Pick<Article, 'summary' | 'description'>): string {
  return article.summary || plainText(article.description).slice(0, ARTICLE_SUMMARY_MAX_LENGTH);
}

/**
 * Keeps the timeline item of a blog post, story or journal entry in step with it: the item carries
 * the article's access while it is published and is removed from every list while it is a draft,
 * so likes, comments and shares follow the article's visibility (privacy/visibility.ts).
 */
export async function syncItem(db: Db, article: Article, ownerId: number): Promise<TimelineItem | null> {
  if (article.kind === 'CONTENT') return null;
  const firstMedia = article.featuredMediaId ?? article.mediaIds[0];
  const thumb = firstMedia ? await db.media.findUnique({ where: { id: firstMedia }, select: URL_SELECT }) : null;
  const data = {
    ownerId: article.authorId ?? ownerId,
    entityId: article.entityId,
    category: article.kind,
    referencedId: article.id,
    title: article.title,
    summary: summaryOf(article),
    tags: hashtagsOf(`${article.title} ${article.summary} ${plainText(article.description)}`),
    url: articlePath(article),
    thumbnailImageUrl: thumb ? mediaUrls(thumb).thumb : null,
    privacy: article.status === 'PUBLISHED' ? article.access : Privacy.REMOVED,
    time: article.publishedAt ?? article.createdAt,
  };
  const item = await db.timelineItem.upsert({ where: { articleId: article.id }, create: { ...data, articleId: article.id }, update: data });
  await setItemMedia(db, item.id, article.mediaIds);
  return item;
}

/**
 * An article's timeline item had its privacy changed from the timeline's menu: the article follows,
 * as a revision by that person, so the next save does not put the old level back. Removing the item
 * takes the article back to a draft; its author can publish it again.
 */
export async function followItemPrivacy(db: Db, articleId: number, privacy: number, editorId: number): Promise<void> {
  const data = privacy === Privacy.REMOVED ? { status: 'DRAFT' as const } : { access: privacy };
  const saved = await db.article.update({ where: { id: articleId }, data });
  await db.articleRevision.create({ data: { articleId, editorId, snapshot: snapshotOf(saved) } });
}

/** The whole of what a revision keeps. */
function snapshotOf(article: Article): Prisma.InputJsonObject {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, article[name] instanceof Date ? (article[name] as Date).toISOString() : article[name]]));
}

/**
 * The audit log keeps the site's editorial acts: publishing, withdrawing, restoring and deleting the
 * blog and the content pages, and any of these done to somebody else's story or journal entry.
 */
function audited(kind: ArticleKind, authorId: number | null, actorId: number): boolean {
  return kind === 'BLOG' || kind === 'CONTENT' || (authorId !== null && authorId !== actorId);
}

/** Writes an article's new state, its revision and its item in one transaction, then announces the item. */
async function write(
  services: Services,
  viewer: Viewer,
  change: { current?: ArticleWithItem; kind: ArticleKind; entityId: number | null; data: ArticleFields; restoredRevisionId?: number },
): Promise<SavedArticle> {
  const me = actingEntityId(viewer);
  const { current, kind, entityId, data, restoredRevisionId } = change;
  checkArticle(kind, entityId, data);
  const authorId = current ? current.authorId : me;
  await checkMedia(services.prisma, authorId ?? me, data.mediaIds);
  const { html: description, stripped: richTextCleaned } = sanitizeRichText(data.description);
  const publishedAt = data.publishedAt ?? (data.status === 'PUBLISHED' ? new Date() : null);
  const values = { ...data, description, publishedAt };
  const article = await services.prisma.$transaction(async (tx) => {
    await checkIdentifierFree(tx, kind, data, current?.id);
    const saved = current
      ? await tx.article.update({ where: { id: current.id }, data: values })
      : await tx.article.create({ data: { ...values, kind, entityId, authorId } });
    await tx.articleRevision.create({ data: { articleId: saved.id, editorId: me, snapshot: snapshotOf(saved) } });
    if (audited(kind, saved.authorId, me)) {
      const action =
        restoredRevisionId !== undefined
          ? 'CONTENT_RESTORE'
          : saved.status !== (current?.status ?? 'DRAFT')
            ? saved.status === 'PUBLISHED'
              ? 'CONTENT_PUBLISH'
              : 'CONTENT_UNPUBLISH'
            : null;
      if (action) {
        await recordAudit(tx, {
          actorId: me,
          action,
          objectId: encodeGlobalID('Article', saved.id),
          subject: saved.title,
          details: { kind, language: saved.language, status: saved.status, ...(restoredRevisionId !== undefined ? { revisionId: restoredRevisionId } : {}) },
        });
      }
    }
    const item = await syncItem(tx, saved, me);
    return { ...saved, item };
  });
  if (article.item) publishTimelineItemChanged(services, article.item.id, current?.item?.privacy);
  return { ...article, richTextCleaned };
}

/** A new article of a kind the viewer writes: a story by anybody signed in, a journal entry by the entity's keepers, the blog and content pages by their roles. */
export async function createArticle(services: Services, viewer: Viewer, input: CreateArticleInput): Promise<SavedArticle> {
  const { kind, entityId = null, ...given } = parseInput(createSchema, input);
  if (kind === 'JOURNAL' && entityId === null) throw new ValidationError([{ field: 'entityId', code: 'FIELD_REQUIRED' }]);
  if (entityId !== null && !(await services.prisma.entity.findUnique({ where: { id: entityId }, select: { id: true } }))) throw new NotFoundError();
  await authorizeArticle(services.prisma, viewer, 'edit', { kind, authorId: null, entityId });
  const category = given.category ?? ARTICLE_CATEGORIES[kind][0]!;
  const data: ArticleFields = { ...DEFAULTS, category, title: '', language: viewerLanguage(viewer), ...definedOnly(given) };
  if (!given.title) throw new ValidationError([{ field: 'title', code: 'FIELD_REQUIRED' }]);
  return write(services, viewer, { kind, entityId, data });
}

/** Changes an article; what the input leaves out stays. */
export async function updateArticle(services: Services, viewer: Viewer, input: UpdateArticleInput, expectedKind?: ArticleKind): Promise<SavedArticle> {
  const { id, ...given } = parseInput(updateSchema, input);
  const current = await loadVisibleArticle(services.prisma, viewer, id, expectedKind);
  await authorizeArticle(services.prisma, viewer, 'edit', current);
  const data: ArticleFields = { ...pick(current), ...definedOnly(given) };
  return write(services, viewer, { current, kind: current.kind, entityId: current.entityId, data });
}

/** Deletes an article with its revisions, its item and what hangs on the item (comments, likes), in one transaction. */
export async function deleteArticle(services: Services, viewer: Viewer, id: number, expectedKind?: ArticleKind): Promise<ArticleWithItem> {
  const current = await loadVisibleArticle(services.prisma, viewer, parseInput(recordId, id), expectedKind);
  await authorizeArticle(services.prisma, viewer, 'delete', current);
  const me = actingEntityId(viewer);
  await services.prisma.$transaction(async (tx) => {
    if (current.item) await deleteItemReactions(tx, [current.item.id]);
    // The item and the revisions cascade with the article.
    await tx.article.delete({ where: { id: current.id } });
    if (audited(current.kind, current.authorId, me)) {
      await recordAudit(tx, {
        actorId: me,
        action: 'CONTENT_DELETE',
        objectId: encodeGlobalID('Article', current.id),
        subject: current.title,
        details: { kind: current.kind },
      });
    }
  });
  if (current.item) publishTimelineItemDeleted(services, current.item.id);
  return current;
}

/** Puts an article back as one of its revisions kept it: a new revision, checked as any change. */
export async function restoreArticleRevision(services: Services, viewer: Viewer, revisionId: number, articleId?: number): Promise<SavedArticle> {
  const revision = await services.prisma.articleRevision.findUnique({ where: { id: parseInput(recordId, revisionId) } });
  if (!revision || (articleId !== undefined && revision.articleId !== articleId)) throw new NotFoundError();
  const current = await loadVisibleArticle(services.prisma, viewer, revision.articleId);
  await authorizeArticle(services.prisma, viewer, 'edit', current);
  const kept = parseInput(changeSchema, revision.snapshot);
  return write(services, viewer, {
    current,
    kind: current.kind,
    entityId: current.entityId,
    data: { ...pick(current), ...definedOnly(kept) },
    restoredRevisionId: revision.id,
  });
}

/** A revision as its editors see it: with the fields it changed from the one before it. */
export type ArticleRevisionView = ArticleRevision & { editor: { id: number; displayName: string } | null; changedFields: string[] };

/** The revisions of an article its editors see, newest first, each with what it changed. */
export async function articleRevisions(services: Services, viewer: Viewer, articleId: number, expectedKind?: ArticleKind): Promise<ArticleRevisionView[]> {
  const current = await loadVisibleArticle(services.prisma, viewer, articleId, expectedKind);
  await authorizeArticle(services.prisma, viewer, 'edit', current);
  const revisions = await services.prisma.articleRevision.findMany({
    where: { articleId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { editor: { select: { id: true, displayName: true } } },
  });
  return revisions.map((revision, index) => {
    const before = revisions[index + 1]?.snapshot as Record<string, unknown> | undefined;
    const after = revision.snapshot as Record<string, unknown>;
    const changedFields = before ? FIELD_NAMES.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name])) : [];
    return { ...revision, changedFields };
  });
}

function pick(article: Article): ArticleFields {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, article[name]])) as ArticleFields;
}

function definedOnly<T extends object>(given: T): Partial<T> {
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function viewerLanguage(viewer: Viewer): ArticleFields['language'] {
  const language = viewer.user?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** What a list of articles asks for (`/blog/`, `/story/`, a journal, `/admin/content/`). */
export interface ArticleFilter {
  kind: ArticleKind;
  category?: string | null;
  language?: string | null;
  status?: (typeof ARTICLE_STATUSES)[number] | null;
  authorId?: number | null;
  entityId?: number | null;
  /** words in the title or summary */
  search?: string | null;
}

/** The visible articles a list shows. */
export function articleListWhere(viewer: Viewer, filter: ArticleFilter): Prisma.ArticleWhereInput {
  const search = filter.search?.trim().slice(0, 100);
  return {
    AND: [
      visibleArticles(viewer),
      {
        kind: filter.kind,
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.language ? { language: filter.language } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.authorId ? { authorId: filter.authorId } : {}),
        ...(filter.entityId ? { entityId: filter.entityId } : {}),
        ...(search ? { OR: [{ title: { contains: search, mode: 'insensitive' as const } }, { summary: { contains: search, mode: 'insensitive' as const } }] } : {}),
      },
    ],
  };
}

/** Content pages in their set order; the rest headlines first, then newest first (drafts, never published, at the top of their writer's list). */
export function articleOrder(kind: ArticleKind): Prisma.ArticleOrderByWithRelationInput[] {
  if (kind === 'CONTENT') return [{ orderNo: 'asc' }, { identifier: 'asc' }, { language: 'asc' }, { id: 'asc' }];
  return [{ headline: 'desc' }, { publishedAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }];
}
