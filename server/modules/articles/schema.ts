import { ARTICLE_KINDS, ARTICLE_STATUSES, CONTENT_CATEGORIES } from '@domain/articles.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { contentPage, contentPages, type ShownPage } from './content-pages.ts';
import { visibleArticles } from './policy.ts';

const ArticleKindEnum = builder.enumType('ArticleKind', {
  values: ARTICLE_KINDS,
  description: 'BLOG, STORY, CONTENT (info and content pages), JOURNAL (a group’s or project’s)',
});
const ArticleStatusEnum = builder.enumType('ArticleStatus', { values: ARTICLE_STATUSES });

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
