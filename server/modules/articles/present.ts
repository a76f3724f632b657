import type { Article, Entity } from '../../db/generated/prisma/client.ts';
import { articlePath } from '@domain/articles.ts';
import { isLanguage, LANGUAGE_NAMES } from '@domain/languages.ts';
import type { ShownPage } from './content-pages.ts';
import { type ArticleRevisionView, summaryOf } from './service.ts';

/** What an article's presenters read of its author. */
export const WITH_AUTHOR = { author: { select: { id: true, displayName: true } } } as const;
export type ArticleWithAuthor = Article & { author: Pick<Entity, 'id' | 'displayName'> | null };

/** The content record of social-core §3 (id, title, summary, created_at, language, language_code, category, owned_by, owned_by_name, thumbnail_image_url), with the page itself. */
export function contentRecord({ article, fallback }: { article: ArticleWithAuthor; fallback: ShownPage['fallback'] }) {
  return {
    id: article.id,
    identifier: article.identifier,
    title: article.title,
    summary: article.summary,
    description: article.description,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    language: isLanguage(article.language) ? LANGUAGE_NAMES[article.language] : article.language,
    language_code: article.language,
    category: article.category,
    order: article.orderNo,
    owned_by: article.author?.id ?? null,
    owned_by_name: article.author?.displayName ?? null,
    thumbnail_image_url: null,
    fallback,
  };
}

/** A whole article over REST (recording §3 article fields), with its address in the app. */
export function articleRecord(article: ArticleWithAuthor) {
  return {
    ...contentRecord({ article, fallback: false }),
    kind: article.kind,
    summary: summaryOf(article),
    lead: article.lead,
    status: article.status.toLowerCase(),
    access: article.access,
    headline: article.headline,
    source: article.source,
    cite: article.cite,
    credit: article.credit,
    license: article.license,
    license_text: article.licenseText,
    media: article.mediaIds,
    featured_media: article.featuredMediaId,
    spatial_coverage: article.spatialCoverage,
    temporal_coverage: article.temporalCoverage,
    date_from: article.dateFrom?.toISOString().slice(0, 10) ?? null,
    date_to: article.dateTo?.toISOString().slice(0, 10) ?? null,
    published_at: article.publishedAt?.toISOString() ?? null,
    entity_id: article.entityId,
    url: articlePath(article),
  };
}

/** A revision over REST: who saved which fields when. */
export function revisionRecord(revision: ArticleRevisionView) {
  return {
    id: revision.id,
    created_at: revision.createdAt.toISOString(),
    editor_id: revision.editor?.id ?? null,
    editor_name: revision.editor?.displayName ?? null,
    changed_fields: revision.changedFields,
    snapshot: revision.snapshot,
  };
}
