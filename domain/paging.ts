/** Infinite lists load 100 items a page and stop at 2000 items (social-core §9). */
export const LIST_PAGE_SIZE = 100;
export const LIST_MAX_ITEMS = 2000;

/** Comment lists load 1000 a page (social-core §9); the fragments' `count` defaults repeat it. */
export const COMMENT_PAGE_SIZE = 1000;

/** Summaries on timeline cards are cut to this many characters (social-core §9). */
export const TIMELINE_SUMMARY_MAX = 99;

/** Species suggestions: 20 for a search box (ajax), 30 in a form (recording). */
export const AUTOCOMPLETE_LIMITS = { ajax: 20, form: 30 } as const;

/**
 * Whether an infinite list may load more: until the smaller of its total and the maximum is
 * reached. The server's `hasNext` (the page's `hasNextPage`) is false exactly when the total is
 * reached, so a list needs no count of its own.
 */
export function canLoadMore(loaded: number, hasNext: boolean): boolean {
  return hasNext && loaded < LIST_MAX_ITEMS;
}

/** The next page's size: a full page, or less where a full one would pass the maximum. */
export function nextPageSize(loaded: number): number {
  return Math.max(0, Math.min(LIST_PAGE_SIZE, LIST_MAX_ITEMS - loaded));
}
