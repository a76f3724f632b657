import { Feed } from 'feed';
import { GUEST } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { articlePath, BLOG_FEED_PATH, journalFeedPath } from '@domain/articles.ts';
import { GROUP_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { articleListWhere, summaryOf } from '../articles/service.ts';
import { plainText } from '../rich-text/sanitize.ts';
import { escapeHtml, SITE_NAME } from './meta.ts';

/** Entries a feed carries: the newest. */
export const FEED_ENTRIES = 50;

/** The group or project whose journal a guest may read; null for anything else (a person, no such entity). */
export async function journalEntity(services: Services, id: number) {
  return services.prisma.entity.findFirst({
    where: { id, type: { in: [GROUP_ENTITY, PROJECT_ENTITY] } },
    select: { id: true, displayName: true, description: true },
  });
}

interface FeedShape {
  title: string;
  description: string;
  /** the page the feed follows */
  page: string;
  /** the feed's own path */
  self: string;
}

/**
 * Builds an Atom document of the articles a guest may read (`articleListWhere(GUEST, …)`:
 * published, public, their time come; never a draft, a friends' or a group's entry), newest
 * first, with their sanitised text as content. Addresses are absolute on `origin`.
 */
async function articleFeed(services: Services, origin: string, shape: FeedShape, filter: Parameters<typeof articleListWhere>[1]): Promise<string> {
  const rows = await services.prisma.article.findMany({
    where: articleListWhere(GUEST, filter),
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: FEED_ENTRIES,
    include: { author: { select: { displayName: true } } },
  });
  const absolute = (path: string) => new URL(path, origin).toString();
  const feed = new Feed({
    id: absolute(shape.self),
    title: `${shape.title} · ${SITE_NAME}`,
    description: shape.description,
    link: absolute(shape.page),
    language: 'hu',
    updated: rows.reduce<Date | undefined>((latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest), undefined) ?? new Date(0),
    generator: SITE_NAME,
    feedLinks: { atom: absolute(shape.self) },
    copyright: SITE_NAME,
  });
  for (const row of rows) {
    const link = absolute(articlePath(row));
    feed.addItem({
      id: link,
      link,
      // Atom's text constructs here are HTML: the plain texts are escaped so a reader shows them as written.
      title: escapeHtml(row.title),
      date: row.updatedAt,
      published: row.publishedAt ?? row.createdAt,
      description: escapeHtml(summaryOf(row)),
      content: absoluteLinks(row.description, origin),
      author: row.author ? [{ name: row.author.displayName }] : [],
      category: [{ term: row.category, name: row.category }],
    });
  }
  return feed.atom1();
}

/** The text's own addresses (its images, links to the site) made absolute, as a feed reader has no page to read them from. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:src|href)=")\/(?!\/)/g, (_whole, attribute: string) => `${attribute}${origin}/`);
}

/** The blog's feed: its published public posts. */
export function blogFeed(services: Services, origin: string): Promise<string> {
  return articleFeed(services, origin, { title: 'Blog', description: 'Blog', page: '/blog/', self: BLOG_FEED_PATH }, { kind: 'BLOG' });
}

/** A group's or project's journal feed: its public entries; NotFoundError for an entity without a journal a guest may read. */
export async function journalFeed(services: Services, origin: string, entityId: number): Promise<string> {
  const entity = await journalEntity(services, entityId);
  if (!entity) throw new NotFoundError();
  const shape = {
    title: entity.displayName,
    description: plainText(entity.description) || entity.displayName,
    page: `/entity/${entity.id}/journal/`,
    self: journalFeedPath(entity.id),
  };
  return articleFeed(services, origin, shape, { kind: 'JOURNAL', entityId: entity.id });
}
