/** Infinite lists load 100 items a page and at most 2000 in all (social-core §9). */
export const TIMELINE_PAGE_SIZE = 100;
export const TIMELINE_MAX_ITEMS = 2000;

/** Summaries on timeline cards are cut to this many characters (social-core §9). */
export const TIMELINE_SUMMARY_MAX = 99;

/** The list stops once it holds the smaller of the total and the maximum (social-core §4). */
export function canLoadMore(loaded: number, total: number, hasNext: boolean): boolean {
  return hasNext && loaded < Math.min(total, TIMELINE_MAX_ITEMS);
}

/** A full page, or less where a full one would pass the maximum. */
export function nextPageSize(loaded: number): number {
  return Math.max(0, Math.min(TIMELINE_PAGE_SIZE, TIMELINE_MAX_ITEMS - loaded));
}
