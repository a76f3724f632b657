import { LICENCES } from './observations/enums.ts';

/**
 * Articles (recording §3): one model for blog posts, stories, content pages and a group's or
 * project's journal, told apart by their kind; each kind has its own categories.
 */
export const ARTICLE_KINDS = ['BLOG', 'STORY', 'CONTENT', 'JOURNAL'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const BLOG_CATEGORIES = ['post', 'science', 'tech', 'news', 'alert', 'event'] as const;
export const CONTENT_CATEGORIES = ['announce', 'opswp', 'about', 'theProgram', 'howtouse', 'contact', 'privacy', 'terms', 'faq'] as const;
/** the entity kinds of recording §3 that are writing: a journal, its entries and a logbook */
export const JOURNAL_CATEGORIES = ['journal', 'entry', 'logbook'] as const;
export const STORY_CATEGORIES = ['story'] as const;

export const ARTICLE_CATEGORIES: Record<ArticleKind, readonly string[]> = {
  BLOG: BLOG_CATEGORIES,
  STORY: STORY_CATEGORIES,
  CONTENT: CONTENT_CATEGORIES,
  JOURNAL: JOURNAL_CATEGORIES,
};

export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The records' licences, plus a custom one with its own text (content only). */
export const ARTICLE_LICENCES = [...LICENCES, 'CUSTOM'] as const;
export type ArticleLicence = (typeof ARTICLE_LICENCES)[number];

/** Content pages are written per language; a page missing in one is shown in Hungarian. */
export const CONTENT_FALLBACK_LANGUAGE = 'hu';

/** A content page's address (`/info/{pageurl}`, `/content/{identifier}`): lower-case letters, digits, hyphens; camelCase categories too. */
export const CONTENT_IDENTIFIER_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]{0,62}$/;

export const ARTICLE_TITLE_MAX_LENGTH = 200;
/** A written summary or lead; cards cut summaries at 200 characters and timeline lists at 99 (social-core §9). */
export const ARTICLE_SUMMARY_MAX_LENGTH = 1000;

/** Where an article is read in the app. */
export function articlePath(article: { id: number; kind: ArticleKind; identifier: string | null; entityId: number | null }): string {
  switch (article.kind) {
    case 'BLOG':
      return `/blog/${article.id}`;
    case 'STORY':
      return `/story/${article.id}`;
    case 'JOURNAL':
      return `/entity/${article.entityId}/journal/?article=${article.id}`;
    case 'CONTENT':
      return `/info/${article.identifier}`;
  }
}

/** The Atom feed of the blog's published public posts (server/modules/link-previews/feeds.ts). */
export const BLOG_FEED_PATH = '/blog/feed.atom';

/** The Atom feed of a group's or project's journal: its published public entries. */
export function journalFeedPath(entityId: number | string): string {
  return `/entity/${entityId}/journal/feed.atom`;
}
