import { describe, expect, it } from 'vitest';
import { canLoadMore, LIST_MAX_ITEMS, LIST_PAGE_SIZE, nextPageSize } from './paging.ts';

describe('canLoadMore', () => {
  it('loads more while the server has a next page', () => {
    expect(canLoadMore(100, true)).toBe(true);
    expect(canLoadMore(0, true)).toBe(true);
  });

  it('stops when the server has no next page: the total is loaded', () => {
    expect(canLoadMore(100, false)).toBe(false);
    expect(canLoadMore(0, false)).toBe(false);
  });

  it('stops at the maximum even when the server has more', () => {
    expect(canLoadMore(LIST_MAX_ITEMS - 1, true)).toBe(true);
    expect(canLoadMore(LIST_MAX_ITEMS, true)).toBe(false);
    expect(canLoadMore(LIST_MAX_ITEMS + 50, true)).toBe(false);
  });
});

describe('nextPageSize', () => {
  it('asks for a full page far from the maximum', () => {
    expect(nextPageSize(0)).toBe(LIST_PAGE_SIZE);
    expect(nextPageSize(LIST_MAX_ITEMS - LIST_PAGE_SIZE)).toBe(LIST_PAGE_SIZE);
  });

  it('asks only for what is left up to the maximum', () => {
    expect(nextPageSize(LIST_MAX_ITEMS - 30)).toBe(30);
    expect(nextPageSize(LIST_MAX_ITEMS)).toBe(0);
    expect(nextPageSize(LIST_MAX_ITEMS + 10)).toBe(0);
  });
});

describe('constants', () => {
  it('match social-core §9', () => {
    expect(LIST_PAGE_SIZE).toBe(100);
    expect(LIST_MAX_ITEMS).toBe(2000);
  });
});
