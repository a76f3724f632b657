import { z } from 'zod';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { RelationCode } from '@domain/entities.ts';
import { Privacy } from '@domain/privacy.ts';
import { searchedTag } from '@domain/tags.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';

/** Newest first; the id breaks ties so cursors are stable. */
export const TIMELINE_ORDER = [{ time: 'desc' }, { id: 'desc' }] satisfies Prisma.TimelineItemOrderByWithRelationInput[];

export interface HomeTimelineFilter {
  /** only the items of the people and entities the viewer follows (owned by them or published in them) */
  following?: boolean | null | undefined;
}

/** The home timeline: every item the viewer may see, or, `following`, those of whom they follow. */
export function homeTimelineWhere(viewer: Viewer, { following }: HomeTimelineFilter = {}): Prisma.TimelineItemWhereInput {
  if (!following) return visibleTimelineItems(viewer);
  // Entity ids start at 1: a guest's 0 follows nobody.
  const followed: Prisma.EntityWhereInput = { relationsTo: { some: { fromId: viewer.user?.entityId ?? 0, code: RelationCode.FOLLOW } } };
  return { AND: [visibleTimelineItems(viewer), { OR: [{ owner: followed }, { entity: followed }] }] };
}

/** The items an entity (or person) owns that the viewer may see: their page's timeline. */
export function entityTimelineWhere(viewer: Viewer, entityId: number): Prisma.TimelineItemWhereInput {
  return { ownerId: entityId, AND: [visibleTimelineItems(viewer)] };
}

/**
 * How many items the home timeline can show: the visible ones, counted only up to the 2000 an
 * infinite list may load, so the count stays cheap however large the timeline grows. A capped
 * count walks the list's own order: Prisma orders it by id otherwise, and PostgreSQL then sorts
 * every visible row before it stops at the cap (every capped count of a list does the same).
 */
export function countHomeTimeline(services: Pick<Services, 'prisma'>, viewer: Viewer, filter: HomeTimelineFilter = {}): Promise<number> {
  return services.prisma.timelineItem.count({ where: homeTimelineWhere(viewer, filter), orderBy: TIMELINE_ORDER, take: LIST_MAX_ITEMS });
}

export interface Page {
  /** zero-based page number */
  page: number;
  size: number;
  /** REST `_sort=time`: oldest first instead of newest */
  oldestFirst?: boolean;
}

const OLDEST_FIRST = [{ time: 'asc' }, { id: 'asc' }] satisfies Prisma.TimelineItemOrderByWithRelationInput[];

/** One page of the items a filter finds, and how many it finds (up to the 2000 an infinite list may load). */
async function timelinePage(services: Pick<Services, 'prisma'>, where: Prisma.TimelineItemWhereInput, { page, size, oldestFirst }: Page) {
  const skip = page * size;
  const take = Math.max(0, Math.min(size, LIST_MAX_ITEMS - skip));
  const [items, total] = await Promise.all([
    take === 0
      ? []
      : services.prisma.timelineItem.findMany({
          where,
          orderBy: oldestFirst ? OLDEST_FIRST : TIMELINE_ORDER,
          skip,
          take,
          include: { owner: { select: { displayName: true } } },
          relationLoadStrategy: 'join',
        }),
    services.prisma.timelineItem.count({ where, orderBy: oldestFirst ? OLDEST_FIRST : TIMELINE_ORDER, take: LIST_MAX_ITEMS }),
  ]);
  return { items, total };
}

export function listHomeTimeline(services: Services, viewer: Viewer, page: Page, filter: HomeTimelineFilter = {}) {
  return timelinePage(services, homeTimelineWhere(viewer, filter), page);
}

/** Accented letters of the app's languages (hu, ro, tr) and their neighbours, and their plain forms. */
const ACCENTED = 'áàâäãåăąćčçďéèêëěęğíìîïıľĺłńňñóòôöõőøřŕšśşșťţțúùûüűůýÿžźż';
const PLAIN = 'aaaaaaaacccdeeeeeegiiiiilllnnnooooooorrsssstttuuuuuuyyzzz';
/** Their capitals (and the Turkish İ) with the small letters the SQL turns them into first. */
const ACCENTED_UPPER = `${ACCENTED.toLocaleUpperCase('en')}İ`;
const ACCENTED_UPPER_LOWERED = `${ACCENTED}i`;

/** A text as search compares it: lower case, accents dropped (the SQL of `searchTimelineWhere` maps stored text alike). */
export function normaliseSearchText(text: string): string {
  // Turkish İ lower-cases to i and a combining dot elsewhere: take it as i, as the SQL does.
  const lower = text.replaceAll('İ', 'i').toLocaleLowerCase('en');
  return [...lower].map((char) => (ACCENTED.includes(char) ? PLAIN[ACCENTED.indexOf(char)]! : char)).join('');
}

const searchTextSchema = z.string().trim().min(1).max(200);

/** How many of the newest matches a search considers before the visibility filter. */
export const SEARCH_MAX_MATCHES = 10_000;

/** A text with the wildcards of LIKE escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern finding `text` anywhere, its wildcards escaped. */
function containsPattern(text: string): string {
  return `%${escapeLike(normaliseSearchText(text))}%`;
}

/**
 * The items whose title or summary contain the text, ignoring case and accents (PGlite has no
 * `unaccent`, so both sides go through lower() and one translate()). The matching ids come from one
 * statement; the visibility rule then filters them in the database like every other read path.
 * At most the newest SEARCH_MAX_MATCHES matches are considered. A search for one `#tag` finds the
 * items tagged so (their `tags`, domain/tags.ts), through the same visibility rule.
 */
export async function searchTimelineWhere(services: Pick<Services, 'prisma'>, viewer: Viewer, text: string): Promise<Prisma.TimelineItemWhereInput> {
  const query = parseInput(z.object({ query: searchTextSchema }), { query: text }).query;
  // One `#tag` finds the items carrying that tag (not every text that merely contains it).
  const tag = searchedTag(query);
  if (tag) return { AND: [homeTimelineWhere(viewer), { tags: { has: tag } }] };
  const pattern = containsPattern(query);
  const rows = await services.prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "TimelineItem"
    WHERE privacy <> ${Privacy.REMOVED}
      AND translate(lower(translate(title || ' ' || summary, ${ACCENTED_UPPER}, ${ACCENTED_UPPER_LOWERED})), ${ACCENTED}, ${PLAIN}) LIKE ${pattern}
    ORDER BY time DESC, id DESC
    LIMIT ${SEARCH_MAX_MATCHES}`;
  return { AND: [homeTimelineWhere(viewer), { id: { in: rows.map(({ id }) => id) } }] };
}

/** One page of search results and their count (up to the 2000 an infinite list may load). */
export async function searchTimeline(services: Services, viewer: Viewer, text: string, page: Page) {
  return timelinePage(services, await searchTimelineWhere(services, viewer, text), page);
}
