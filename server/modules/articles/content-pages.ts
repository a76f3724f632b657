import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { CONTENT_CATEGORIES, CONTENT_FALLBACK_LANGUAGE, CONTENT_IDENTIFIER_PATTERN } from '@domain/articles.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@domain/languages.ts';
import { visibleArticles } from './policy.ts';
import { type ArticleWithAuthor, WITH_AUTHOR } from './present.ts';

/** A language the site is not written in reads the Hungarian pages. */
const language = z
  .string()
  .max(10)
  .nullish()
  .transform((value) => (isLanguage(value) ? value : DEFAULT_LANGUAGE));

const pageQuery = z.object({
  identifier: z.string().regex(CONTENT_IDENTIFIER_PATTERN, 'FORMAT_ERROR'),
  language,
});

const listQuery = z.object({ language, category: z.enum(CONTENT_CATEGORIES).nullish() });

/** What a client asks (checked here, so GraphQL and REST share the rules). */
export interface PageQuery {
  identifier: string;
  language?: string | null;
}

export interface PageListQuery {
  language?: string | null;
  category?: string | null;
}

/** A content page as shown: in the language asked for, or in Hungarian when it has not been written in that one yet. */
export interface ShownPage {
  article: ArticleWithAuthor;
  /** the language was missing: this is the Hungarian page */
  fallback: boolean;
}

/**
 * The content page `/info/{pageurl}` and `/content/{identifier}` show (recording §2): the page of
 * that address in the language, falling back to Hungarian; 404 when neither may be read.
 */
export async function contentPage(services: Services, viewer: Viewer, input: PageQuery): Promise<ShownPage> {
  const query = parseInput(pageQuery, input);
  const rows = await services.prisma.article.findMany({
    where: { AND: [visibleArticles(viewer), { kind: 'CONTENT', identifier: query.identifier, language: { in: [query.language, CONTENT_FALLBACK_LANGUAGE] } }] },
    include: WITH_AUTHOR,
  });
  const own = rows.find((row) => row.language === query.language);
  const fallback = rows.find((row) => row.language === CONTENT_FALLBACK_LANGUAGE);
  if (own) return { article: own, fallback: false };
  if (fallback) return { article: fallback, fallback: true };
  throw new NotFoundError();
}

/**
 * The content pages of a language (`/info/`), optionally of one category, in their order: each
 * address once, in the language where written, else in Hungarian.
 */
export async function contentPages(services: Services, viewer: Viewer, input: PageListQuery): Promise<ShownPage[]> {
  const query = parseInput(listQuery, input);
  const rows = await services.prisma.article.findMany({
    where: {
      AND: [
        visibleArticles(viewer),
        { kind: 'CONTENT', language: { in: [query.language, CONTENT_FALLBACK_LANGUAGE] }, ...(query.category ? { category: query.category } : {}) },
      ],
    },
    orderBy: [{ orderNo: 'asc' }, { id: 'asc' }],
    include: WITH_AUTHOR,
  });
  const byAddress = new Map<string, ShownPage>();
  for (const row of rows) {
    const key = row.identifier ?? `#${row.id}`;
    const shown = byAddress.get(key);
    if (row.language === query.language) byAddress.set(key, { article: row, fallback: false });
    else if (!shown) byAddress.set(key, { article: row, fallback: query.language !== CONTENT_FALLBACK_LANGUAGE });
  }
  return [...byAddress.values()];
}

/** One content page by its id (`GET /api/help/{identifier}?id=`), whatever its language. */
export async function contentPageById(services: Services, viewer: Viewer, id: number): Promise<ShownPage> {
  const article = await services.prisma.article.findFirst({ where: { AND: [visibleArticles(viewer), { kind: 'CONTENT', id }] }, include: WITH_AUTHOR });
  if (!article) throw new NotFoundError();
  return { article, fallback: false };
}
