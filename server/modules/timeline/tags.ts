import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { normaliseTag, TAG_MAX_LENGTH, TAG_SUGGESTION_LIMIT } from '@domain/tags.ts';
import { escapeLike, homeTimelineWhere } from './service.ts';

/** How many of the newest tagged items (with a tag of the prefix) the counts consider before the visibility filter. */
export const TAG_COUNT_MAX_ITEMS = 5000;

export interface TagCount {
  name: string;
  /** how many of the items the viewer may see carry it */
  count: number;
}

const tagsInputSchema = z.object({
  prefix: z
    .string()
    .trim()
    .max(TAG_MAX_LENGTH + 1),
  first: z.number().int(),
});

/**
 * The most used tags starting with `prefix` (`#` optional, any case), most used first, then by name; at most
 * TAG_SUGGESTION_LIMIT.
 * Counted only over the items the viewer may see (the timeline's visibility rule), so a tag of
 * friends-only posts is offered to their friends and to nobody else. The candidates are the newest
 * TAG_COUNT_MAX_ITEMS items with such a tag, found by one statement over the tags' GIN index.
 */
export async function popularTags(services: Pick<Services, 'prisma'>, viewer: Viewer, prefix: string, first: number = TAG_SUGGESTION_LIMIT): Promise<TagCount[]> {
  const input = parseInput(tagsInputSchema, { prefix, first });
  const start = normaliseTag(input.prefix.replace(/^#/, ''));
  const pattern = `${escapeLike(start)}%`;
  const rows = await services.prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "TimelineItem"
    WHERE cardinality(tags) > 0
      AND EXISTS (SELECT 1 FROM unnest(tags) AS tag WHERE tag LIKE ${pattern})
    ORDER BY time DESC, id DESC
    LIMIT ${TAG_COUNT_MAX_ITEMS}`;
  if (!rows.length) return [];
  const items = await services.prisma.timelineItem.findMany({
    where: { AND: [homeTimelineWhere(viewer), { id: { in: rows.map(({ id }) => id) } }] },
    select: { tags: true },
  });
  const counts = new Map<string, number>();
  for (const { tags } of items) for (const tag of tags) if (tag.startsWith(start)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, Math.min(Math.max(input.first, 1), TAG_SUGGESTION_LIMIT));
}
