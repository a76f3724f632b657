import { describe, expect, it } from 'vitest';
import { canLoadMore, nextPageSize, TIMELINE_MAX_ITEMS, TIMELINE_PAGE_SIZE } from './limits.ts';

describe('canLoadMore', () => {
  it('loads more while the server has more and fewer than the total are loaded', () => {
    expect(canLoadMore(100, 250, true)).toBe(true);
    expect(canLoadMore(0, 1, true)).toBe(true);
  });

  it('stops when the server has no next page', () => {
    expect(canLoadMore(100, 250, false)).toBe(false);
  });

  it('stops once the total is loaded', () => {
    expect(canLoadMore(250, 250, true)).toBe(false);
    expect(canLoadMore(0, 0, true)).toBe(false);
  });

  it('stops at the maximum even when the total is larger', () => {
    expect(canLoadMore(TIMELINE_MAX_ITEMS - 1, 5000, true)).toBe(true);
    expect(canLoadMore(TIMELINE_MAX_ITEMS, 5000, true)).toBe(false);
    expect(canLoadMore(TIMELINE_MAX_ITEMS + 50, 5000, true)).toBe(false);
  });
});

describe('nextPageSize', () => {
  it('asks for a full page far from the maximum', () => {
    expect(nextPageSize(0)).toBe(TIMELINE_PAGE_SIZE);
    expect(nextPageSize(TIMELINE_MAX_ITEMS - TIMELINE_PAGE_SIZE)).toBe(TIMELINE_PAGE_SIZE);
  });

  it('asks only for what is left up to the maximum', () => {
    expect(nextPageSize(TIMELINE_MAX_ITEMS - 30)).toBe(30);
    expect(nextPageSize(TIMELINE_MAX_ITEMS)).toBe(0);
    expect(nextPageSize(TIMELINE_MAX_ITEMS + 10)).toBe(0);
  });
});

describe('constants', () => {
  it('match social-core §9', () => {
    expect(TIMELINE_PAGE_SIZE).toBe(100);
    expect(TIMELINE_MAX_ITEMS).toBe(2000);
  });
});
