import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

const items = (page: Page) => page.getByTestId('observation-item');
const geoParam = (page: Page) => new URL(page.url()).searchParams.get('geo');

async function chooseCountry(page: Page, name: string): Promise<void> {
  await page.getByTestId('geo-filter').click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The demo data has one record in Romania (Cluj-Napoca) and one in Turkey (Göreme); the rest are in Hungary. */
describe('the geo filter in the records list title', () => {
  let browser: Browser;
  const errors: Error[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function freshPage(): Promise<Page> {
    const page = await (await newPhoneContext(browser)).newPage();
    errors.push(...collectPageErrors(page));
    return page;
  }

  it('narrows the list to a country, and a guest finds the choice again in this browser', async () => {
    const page = await freshPage();
    await page.goto('/observation/list/');
    await visible(items(page).first());
    // The list shows a page in chunks: count once all of it is shown.
    await expect.poll(() => page.locator('.ui-infinite-list__items').getAttribute('aria-busy')).toBe('false');
    const all = await items(page).count();
    expect(all).toBeGreaterThan(2);

    await chooseCountry(page, 'Románia');
    await expect.poll(() => geoParam(page)).toBe('RO');
    await expect.poll(() => items(page).count()).toBe(1);
    await visible(items(page).getByText('Cluj-Napoca'));
    await screenshot(page, 'geo-filter-01-guest-romania');

    await page.goto('/observation/list/');
    await expect.poll(() => geoParam(page)).toBe('RO');
    await expect.poll(() => items(page).count()).toBe(1);

    await chooseCountry(page, 'Európa');
    await expect.poll(() => geoParam(page)).toBeNull();
    await expect.poll(() => items(page).count()).toBe(all);
  });

  it("keeps a signed-in viewer's choice in the account: another browser finds it", async () => {
    const first = await freshPage();
    await first.goto('/');
    await logIn(first, 'editor@lepke.test');
    await first.goto('/observation/list/');
    await visible(items(first).first());
    await chooseCountry(first, 'Törökország');
    await expect.poll(() => items(first).count()).toBe(1);
    await visible(items(first).getByText('Göreme'));

    const second = await freshPage();
    await second.goto('/');
    await logIn(second, 'editor@lepke.test');
    // The list's query starts once, already narrowed: the saved country is in the URL before it loads.
    const listCountries: unknown[] = [];
    second.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'ObservationListPageQuery') listCountries.push(body.variables.country);
    });
    await second.goto('/observation/list/');
    await expect.poll(() => geoParam(second)).toBe('TR');
    await expect.poll(() => items(second).count()).toBe(1);
    expect(listCountries).toEqual(['TR']);
    await screenshot(second, 'geo-filter-02-saved-in-account');

    // the community list takes the same filter
    await second.goto('/entity/');
    await expect.poll(() => geoParam(second)).toBe('TR');

    await chooseCountry(second, 'Európa');
    await expect.poll(() => geoParam(second)).toBeNull();
    expect(errors).toEqual([]);
  });
});
