import { encodeGlobalID } from '@pothos/plugin-relay';
import { ARTICLE_KINDS, ARTICLE_STATUSES, articlePath, CONTENT_CATEGORIES } from '@domain/articles.ts';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId, optionalId } from '../../graphql/ids.ts';
import { contentPage, contentPages, type ShownPage } from './content-pages.ts';
import { visibleArticles, writableKinds } from './policy.ts';
import { EntityRef } from '../entities/schema.ts';
import { ViewerRef } from '../users/schema.ts';
import {
  articleAbilities,
  type ArticleFilter,
  articleListWhere,
  articleOrder,
  articleRevisions,
  type ArticleRevisionView,
  createArticle,
  type CreateArticleInput,
  deleteArticle,
  restoreArticleRevision,
  summaryOf,
  updateArticle,
  type UpdateArticleInput,
} from './service.ts';

const ArticleKindEnum = builder.enumType('ArticleKind', {
  values: ARTICLE_KINDS,
  description: 'BLOG, STORY, CONTENT (info and content pages), JOURNAL (a group’s or project’s)',
});
const ArticleStatusEnum = builder.enumType('ArticleStatus', { values: ARTICLE_STATUSES });

const snapshotText = (revision: ArticleRevisionView, field: 'title' | 'status') => {
  const value = (revision.snapshot as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};

const ArticleRevisionRef = builder.objectRef<ArticleRevisionView>('ArticleRevision').implement({
  description: 'One saved state of an article (the whole of its fields), and who saved it',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    editorName: t.string({ nullable: true, resolve: (revision) => revision.editor?.displayName ?? null }),
    title: t.string({ resolve: (revision) => snapshotText(revision, 'title') }),
    status: t.string({ resolve: (revision) => snapshotText(revision, 'status') }),
    changedFields: t.stringList({
      description: 'the fields this revision changed from the one before it (empty for the first)',
      resolve: (revision) => revision.changedFields,
    }),
  }),
});

export const ArticleRef = builder.prismaNode('Article', {
  id: { field: 'id' },
  nullable: true,
  description: 'A blog post, story, content page or journal entry (recording §3 article fields); node(id:) is null for one the viewer may not read',
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleArticles(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    kind: t.expose('kind', { type: ArticleKindEnum }),
    category: t.exposeString('category'),
    identifier: t.exposeString('identifier', { nullable: true, description: 'a content page’s address (`/info/{pageurl}`)' }),
    language: t.exposeString('language'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    lead: t.exposeString('lead'),
    description: t.exposeString('description', { description: 'sanitised HTML' }),
    status: t.expose('status', { type: ArticleStatusEnum }),
    access: t.exposeInt('access', { description: 'who may read it once published (privacy levels)' }),
    headline: t.exposeBoolean('headline'),
    source: t.exposeString('source'),
    cite: t.exposeString('cite'),
    credit: t.exposeString('credit'),
    license: t.exposeString('license', { description: 'CC0, CC_BY_4_0, CC_BY_NC_4_0 or CUSTOM (licenseText)' }),
    licenseText: t.exposeString('licenseText'),
    spatialCoverage: t.exposeString('spatialCoverage'),
    temporalCoverage: t.exposeString('temporalCoverage'),
    dateFrom: t.expose('dateFrom', { type: 'DateTime', nullable: true }),
    dateTo: t.expose('dateTo', { type: 'DateTime', nullable: true }),
    orderNo: t.exposeInt('orderNo'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    author: t.relation('author', { nullable: true }),
    entity: t.relation('entity', { nullable: true, description: 'the group or project whose journal it is in' }),
    item: t.relation('item', { nullable: true, description: 'its timeline item once a blog post, story or journal entry (likes, comments, shares)' }),
    mediaIds: t.exposeIntList('mediaIds', { description: 'the media it shows, in order (their recIds)' }),
    featuredMediaId: t.exposeInt('featuredMediaId', { nullable: true }),
    path: t.string({ description: 'where it is read in the app', resolve: (article) => articlePath(article) }),
    cardSummary: t.string({ description: 'the written summary, else the start of the text', resolve: (article) => summaryOf(article) }),
    viewerCanEdit: t.boolean({ resolve: async (article, _args, context) => (await articleAbilities(context.prisma, context.viewer, article)).edit }),
    viewerCanDelete: t.boolean({ resolve: async (article, _args, context) => (await articleAbilities(context.prisma, context.viewer, article)).delete }),
    revisions: t.field({
      type: [ArticleRevisionRef],
      description: 'who changed what, newest first: its editors only (empty to others)',
      resolve: async (article, _args, context) =>
        (await articleAbilities(context.prisma, context.viewer, article)).edit ? articleRevisions(context.services, context.viewer, article.id) : [],
    }),
  }),
});

const ShownContentPage = builder.objectRef<ShownPage>('ShownContentPage').implement({
  description: 'A content page in the language asked for, or in Hungarian where that language has none yet',
  fields: (t) => ({
    article: t.field({ type: ArticleRef, resolve: (shown) => shown.article }),
    fallback: t.exposeBoolean('fallback', { description: 'the page is the Hungarian one: the language asked for has none' }),
  }),
});

const ContentCategoryEnum = builder.enumType('ContentCategory', { values: CONTENT_CATEGORIES });

builder.queryField('contentPage', (t) =>
  t.field({
    type: ShownContentPage,
    description: 'The page of `/info/{pageurl}` and `/content/{identifier}` (GET /api/help/{identifier}), falling back to Hungarian',
    args: { identifier: t.arg.string({ required: true }), language: t.arg.string() },
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'ContentPageResult' } },
    resolve: (_root, args, context) => contentPage(context.services, context.viewer, args),
  }),
);

builder.queryField('contentPages', (t) =>
  t.field({
    type: [ShownContentPage],
    description: 'The content pages of `/info/`, in their order, each in the language or else in Hungarian',
    args: { language: t.arg.string(), category: t.arg({ type: ContentCategoryEnum }) },
    resolve: (_root, args, context) => contentPages(context.services, context.viewer, args),
  }),
);

builder.prismaObjectField('TimelineItem', 'article', (t) =>
  t.relation('article', { nullable: true, description: 'the blog post, story or journal entry the item shows' }),
);

builder.queryField('articles', (t) =>
  t.prismaConnection({
    type: 'Article',
    cursor: 'id',
    description: 'Blog posts, stories, journal entries or content pages the viewer may read (drafts only to their writers and editors)',
    args: {
      kind: t.arg({ type: ArticleKindEnum, required: true }),
      category: t.arg.string(),
      language: t.arg.string(),
      status: t.arg({ type: ArticleStatusEnum }),
      authorId: t.arg.id(),
      entityId: t.arg.id(),
      search: t.arg.string(),
    },
    totalCount: (_parent, args, context) => context.prisma.article.count({ where: articleListWhere(context.viewer, filterOf(args)), take: LIST_MAX_ITEMS }),
    resolve: (query, _parent, args, context) =>
      context.prisma.article.findMany({ ...query, where: articleListWhere(context.viewer, filterOf(args)), orderBy: articleOrder(args.kind) }),
  }),
);

function filterOf(args: {
  kind: ArticleFilter['kind'];
  category?: string | null;
  language?: string | null;
  status?: ArticleFilter['status'];
  authorId?: string | number | null;
  entityId?: string | number | null;
  search?: string | null;
}): ArticleFilter {
  return {
    ...args,
    authorId: optionalId(args.authorId ?? undefined, 'Entity', 'authorId') ?? null,
    entityId: optionalId(args.entityId ?? undefined, 'Entity', 'entityId') ?? null,
  };
}

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const articleFields = (t: InputFields) => ({
  category: t.string(),
  identifier: t.string({ description: 'a content page’s address' }),
  language: t.string(),
  title: t.string(),
  summary: t.string(),
  lead: t.string(),
  description: t.string({ description: 'HTML; sanitised with the one rich-text allowlist' }),
  status: t.field({ type: ArticleStatusEnum }),
  access: t.int({ description: 'privacy level: 0 only me, 1 friends, 2 same group, 9 everyone' }),
  headline: t.boolean(),
  source: t.string(),
  cite: t.string(),
  credit: t.string(),
  license: t.string({ description: 'CC0, CC_BY_4_0, CC_BY_NC_4_0 or CUSTOM (then licenseText is required)' }),
  licenseText: t.string(),
  mediaIds: t.intList(),
  featuredMediaId: t.int(),
  spatialCoverage: t.string(),
  temporalCoverage: t.string(),
  dateFrom: t.field({ type: 'DateTime' }),
  dateTo: t.field({ type: 'DateTime' }),
  orderNo: t.int(),
  publishedAt: t.field({ type: 'DateTime', description: 'a back date for an imported article; empty: when first published' }),
});

const CreateArticleInputRef = builder.inputType('CreateArticleInput', {
  fields: (t) => ({ kind: t.field({ type: ArticleKindEnum, required: true }), entityId: t.id({ description: 'a journal’s group or project' }), ...articleFields(t) }),
});
const UpdateArticleInputRef = builder.inputType('UpdateArticleInput', { fields: (t) => ({ id: t.id({ required: true }), ...articleFields(t) }) });

/** GraphQL's nulls for "not given" (the service keeps what is not given), ids decoded. */
function given<T extends Record<string, unknown>>(input: T) {
  return Object.fromEntries(Object.entries(input).filter(([name, value]) => value !== null || NULLABLE.has(name))) as { [K in keyof T]: Exclude<T[K], null> };
}
/** Fields a writer may empty with null. */
const NULLABLE = new Set(['identifier', 'featuredMediaId', 'dateFrom', 'dateTo', 'publishedAt']);

const ArticlePayload = builder.objectRef<{ id: number; richTextCleaned: boolean }>('ArticlePayload').implement({
  fields: (t) => ({
    richTextCleaned: t.exposeBoolean('richTextCleaned', { description: 'the text lost tags or attributes the rich-text allowlist does not keep' }),
    article: t.prismaField({
      type: 'Article',
      resolve: (query, saved, _args, context) => context.prisma.article.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
    }),
  }),
});
const DeleteArticlePayload = builder.objectRef<{ id: number }>('DeleteArticlePayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Article', deleted.id) }) }),
});

const writeErrors = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

builder.mutationField('createArticle', (t) =>
  t.field({
    type: ArticlePayload,
    args: { input: t.arg({ type: CreateArticleInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'CreateArticleResult' } },
    resolve: (_root, { input }, context) =>
      // The service checks every field (zod), GraphQL only their types.
      createArticle(context.services, context.viewer, { ...given(input), entityId: optionalId(input.entityId ?? undefined, 'Entity', 'entityId') } as CreateArticleInput),
  }),
);

builder.mutationField('updateArticle', (t) =>
  t.field({
    type: ArticlePayload,
    args: { input: t.arg({ type: UpdateArticleInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'UpdateArticleResult' } },
    resolve: (_root, { input }, context) =>
      updateArticle(context.services, context.viewer, { ...given(input), id: numericId(input.id, 'Article', 'id') } as UpdateArticleInput),
  }),
);

builder.mutationField('deleteArticle', (t) =>
  t.field({
    type: DeleteArticlePayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'DeleteArticleResult' } },
    resolve: (_root, args, context) => deleteArticle(context.services, context.viewer, numericId(args.id, 'Article', 'id')),
  }),
);

builder.mutationField('restoreArticleRevision', (t) =>
  t.field({
    type: ArticlePayload,
    description: 'Puts an article back as a revision kept it (a new revision)',
    args: { revisionId: t.arg.int({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'RestoreArticleRevisionResult' } },
    resolve: (_root, args, context) => restoreArticleRevision(context.services, context.viewer, args.revisionId),
  }),
);

builder.objectField(ViewerRef, 'writableArticleKinds', (t) =>
  t.field({
    type: [ArticleKindEnum],
    description: 'the kinds the viewer may write (journal entries are asked per entity)',
    resolve: (_viewer, _args, context) => writableKinds(context.viewer),
  }),
);

builder.objectField(EntityRef, 'viewerCanWriteJournal', (t) =>
  t.boolean({
    description: "whether the viewer keeps the group's or project's journal (writes its entries)",
    resolve: async (entity, _args, context) =>
      context.viewer.user ? (await articleAbilities(context.prisma, context.viewer, { kind: 'JOURNAL', authorId: null, entityId: entity.id })).edit : false,
  }),
);
