import { describe, expect, it } from 'vitest';
import { visible } from './support/app.ts';
import { phoneSession } from './support/browser.ts';

/**
 * An infinite list (social-core §9: pages of 100) shows a page a screenful first and the rest in
 * chunks after it (web/ui/InfiniteList.tsx). The next page loads when the end of the list scrolls
 * into view, and never while a page is still being shown: on a tall screen (a tablet's, 3000 px) its
 * first chunk alone puts the end of the list in view. The demo data holds more than 100 public records.
 */
const NEXT_PAGE = 'ObservationListPageListPaginationQuery';

describe('the records list loads page by page (390×3000)', () => {
  const phone = phoneSession();

  it('shows all 100 of the first page before it asks for more, and the next page at its end', async () => {
    const requested: string[] = [];
    phone.page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes(NEXT_PAGE)) requested.push(request.url());
    });
    await phone.page.setViewportSize({ width: 390, height: 3000 });
    await phone.page.goto('/observation/list/');
    const items = phone.page.getByTestId('observation-item');
    await visible(items.first());
    await expect.poll(() => phone.page.locator('.ui-infinite-list__items').getAttribute('aria-busy')).toBe('false');
    expect(await items.count()).toBe(100);
    expect(requested).toEqual([]);

    await items.last().scrollIntoViewIfNeeded();
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(100);
    expect(requested).toHaveLength(1);
    expect(phone.errors).toEqual([]);
  });
});
