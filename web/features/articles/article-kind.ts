import type { ArticleKind } from '@domain/articles.ts';
import { articleMessages as m } from './messages.ts';

/** The kind a route shows, told by its first segment. */
export function kindOfPath(pathname: string): ArticleKind {
  if (pathname.startsWith('/blog')) return 'BLOG';
  if (pathname.startsWith('/admin/content')) return 'CONTENT';
  if (pathname.includes('/journal')) return 'JOURNAL';
  return 'STORY';
}

/** Where a kind's list and writing form are (a journal's are its entity's). */
export function kindPaths(kind: ArticleKind, entityId?: number | string | null): { list: string; edit: (recId: number) => string } {
  switch (kind) {
    case 'BLOG':
      return { list: '/blog/', edit: (recId) => `/blog/edit/${recId}` };
    case 'STORY':
      return { list: '/story/', edit: (recId) => `/story/edit/${recId}` };
    case 'CONTENT':
      return { list: '/admin/content/', edit: (recId) => `/admin/content/edit/${recId}` };
    case 'JOURNAL':
      return { list: `/entity/${entityId}/journal/`, edit: (recId) => `/entity/${entityId}/journal/edit/${recId}` };
  }
}

export const LIST_TITLES = { BLOG: m.blogTitle, STORY: m.storiesTitle, CONTENT: m.adminContentTitle, JOURNAL: m.journalTitle } as const;
export const NEW_TITLES = { BLOG: m.newBlogPost, STORY: m.newStory, CONTENT: m.newPage, JOURNAL: m.newEntry } as const;
