/** Relation and likers lists load 100 a page and stop at 2000 items (social-core §9). */
export const RELATION_LIST_PAGE_SIZE = 100;
export const RELATION_LIST_MAX_ITEMS = 2000;

/** Whether an infinite list may load more: until the smaller of its total and the maximum is reached. */
export function canLoadMore(loaded: number, total: number, hasNext: boolean): boolean {
  return hasNext && loaded < Math.min(total, RELATION_LIST_MAX_ITEMS);
}

/** The next page's size, so the list never passes the maximum. */
export function nextPageSize(loaded: number): number {
  return Math.max(0, Math.min(RELATION_LIST_PAGE_SIZE, RELATION_LIST_MAX_ITEMS - loaded));
}
