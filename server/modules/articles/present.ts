import type { Article, Entity } from '../../db/generated/prisma/client.ts';
import { isLanguage, LANGUAGE_NAMES } from '@domain/languages.ts';
import type { ShownPage } from './content-pages.ts';

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
