import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';

/** Infinite lists (social-core §9): 100 a page, at most 2000 items in all. */
export const TIMELINE_PAGE_SIZE = 100;
export const TIMELINE_MAX_ITEMS = 2000;

/** Newest first; the id breaks ties so cursors are stable. */
export const TIMELINE_ORDER = [{ time: 'desc' }, { id: 'desc' }] satisfies Prisma.TimelineItemOrderByWithRelationInput[];

export function homeTimelineWhere(viewer: Viewer): Prisma.TimelineItemWhereInput {
  return visibleTimelineItems(viewer);
}

/**
 * How many items the home timeline can show: the visible ones, counted only up to the 2000 an
 * infinite list may load, so the count stays cheap however large the timeline grows.
 */
export function countHomeTimeline(services: Pick<Services, 'prisma'>, viewer: Viewer): Promise<number> {
  return services.prisma.timelineItem.count({ where: homeTimelineWhere(viewer), take: TIMELINE_MAX_ITEMS });
}

export interface Page {
  /** zero-based page number */
  page: number;
  size: number;
}

export async function listHomeTimeline(services: Services, viewer: Viewer, { page, size }: Page) {
  const where = homeTimelineWhere(viewer);
  const skip = page * size;
  const take = Math.max(0, Math.min(size, TIMELINE_MAX_ITEMS - skip));
  const [items, total] = await Promise.all([
    take === 0
      ? []
      : services.prisma.timelineItem.findMany({
          where,
          orderBy: TIMELINE_ORDER,
          skip,
          take,
          include: { owner: { select: { displayName: true } } },
          relationLoadStrategy: 'join',
        }),
    countHomeTimeline(services, viewer),
  ]);
  return { items, total };
}
