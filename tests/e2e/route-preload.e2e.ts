import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext } from './support/browser.ts';

/** Long enough that a query waiting for the screen's code would be sent well after it. */
const CHUNK_DELAY_MS = 800;

/** When each request of a GraphQL operation was sent (ms since the epoch). */
function operationSends(page: Page, operationName: string): number[] {
  const sentAt: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes(`"operationName":"${operationName}"`)) sentAt.push(Date.now());
  });
  return sentAt;
}

/** When the first request of a GraphQL operation was sent, once it has been. */
function operationSent(page: Page, operationName: string): () => number | null {
  const sentAt = operationSends(page, operationName);
  return () => sentAt[0] ?? null;
}

/** Holds back a screen's code chunk; tells when its response was released. */
async function delayChunk(page: Page, screen: string): Promise<() => number | null> {
  let releasedAt: number | null = null;
  await page.route(`**/assets/${screen}-*.js`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    releasedAt = Date.now();
    await route.fulfill({ response });
  });
  return () => releasedAt;
}

describe('a route loads its code and its data in parallel', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // without the service worker, whose cache would answer the chunk before page.route sees it
    page = await (await newRoutedPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the species query while the species popup’s code is still loading', async () => {
    await page.goto('/species/?q=machaon');
    const swallowtail = await visible(page.getByTestId('species-item').filter({ hasText: 'Papilio machaon' }));
    const chunkReleased = await delayChunk(page, 'SpeciesPopup');
    const querySent = operationSent(page, 'SpeciesPopupQuery');

    await swallowtail.getByRole('link').click();
    await visible(page.getByTestId('species-card'));

    expect(querySent()).not.toBeNull();
    expect(chunkReleased()).not.toBeNull();
    expect(querySent()!).toBeLessThan(chunkReleased()!);
    expect(errors).toEqual([]);
  });

  it("sends the home page's query with the page, before the app's script has arrived, and only once", async () => {
    const home = await page.context().newPage();
    const mainReleased = await delayChunk(home, 'main');
    const sends = operationSends(home, 'HomePageQuery');

    await home.goto('/');
    await timelineCards(home);

    expect(sends).toHaveLength(1);
    expect(mainReleased()).not.toBeNull();
    expect(sends[0]!).toBeLessThan(mainReleased()!);
    await home.close();
  });
});
