import type { ArticleKind } from '@domain/articles.ts';
import { articleMessages as m } from './messages.ts';

/** The kind a route shows, told by its first segment. */
export function kindOfPath(pathname: string): ArticleKind {
  if (pathname.startsWith('/blog')) return 'BLOG';
  if (pathname.startsWith('/admin/content')) return 'CONTENT';
  if (pathname.includes('/journal')) return 'JOURNAL';
  return 'STORY';
}

/** Where a kind's list and writing form are. */
export const KIND_PATHS: Record<Exclude<ArticleKind, 'JOURNAL'>, { list: string; edit: (recId: number) => string }> = {
  BLOG: { list: '/blog/', edit: (recId) => `/blog/edit/${recId}` },
  STORY: { list: '/story/', edit: (recId) => `/story/edit/${recId}` },
  CONTENT: { list: '/admin/content/', edit: (recId) => `/admin/content/edit/${recId}` },
};

export const LIST_TITLES = { BLOG: m.blogTitle, STORY: m.storiesTitle, CONTENT: m.adminContentTitle, JOURNAL: m.journalTitle } as const;
export const NEW_TITLES = { BLOG: m.newBlogPost, STORY: m.newStory, CONTENT: m.newPage, JOURNAL: m.newEntry } as const;
