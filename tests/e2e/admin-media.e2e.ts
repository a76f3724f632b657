/**
 * `/admin/media/review/` at phone size: Moderátor Márton opens media review from the side menu,
 * finds the demo's new photos, hides one from the grid (Kezdő Kata then gets 404 for its
 * thumbnail), finds it under "hidden" and restores it, and the file is Kata's to see again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/admin-media/messages.ts, shell/menus.ts). */
const T = {
  menuEntry: 'Média ellenőrzése',
  title: 'Média ellenőrzése',
  hiddenTab: 'Elrejtett',
  hiddenBadge: 'Elrejtve',
  hidden: 'A fájl elrejtve.',
  restored: 'A fájl ismét látható.',
} as const;

const shot = (page: Page, name: string) => screenshot(page, `admin-media-${name}`);

describe('a moderator hides a photo in media review and restores it', () => {
  let browser: Browser;
  let moderator: Page;
  let kata: Page;
  const errors: Error[][] = [];
  let mediaId = '';
  let thumb = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    [moderator, kata] = await Promise.all([newPhoneContext(browser).then((context) => context.newPage()), newPhoneContext(browser).then((context) => context.newPage())]);
    for (const page of [moderator, kata]) errors.push(collectPageErrors(page));
    await logIn(moderator, 'moderator@lepke.test');
    await logIn(kata, 'user@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens it from the menu and finds the new photos with their owner and record', async () => {
    const menu = await openSideMenu(moderator);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await visible(moderator.getByRole('heading', { name: T.title, level: 1 }));
    expect(new URL(moderator.url()).pathname).toBe('/admin/media/review/');
    const cards = moderator.getByTestId('media-review-card');
    await visible(cards.first());
    const first = cards.first();
    mediaId = (await first.getAttribute('data-media')) ?? '';
    thumb = (await first.locator('img').getAttribute('src')) ?? '';
    expect(mediaId).not.toBe('');
    expect(thumb).toMatch(/^\/media\/files\/[0-9a-f]{32}\/thumb$/);
    expect((await kata.request.get(thumb)).status()).toBe(200);
    await shot(moderator, '01-new');
  });

  it('hides it: gone for Kata, under "hidden" for the moderator', async () => {
    const card = moderator.locator(`[data-testid="media-review-card"][data-media="${mediaId}"]`);
    await card.getByTestId('media-review-note').fill('Nem ide való kép');
    await card.getByTestId('media-review-hide').click();
    await visible(moderator.getByText(T.hidden));
    await expect.poll(() => card.count()).toBe(0);
    expect((await kata.request.get(thumb)).status()).toBe(404);
    expect((await moderator.request.get(thumb)).status()).toBe(200);

    await moderator.getByRole('tab', { name: T.hiddenTab }).click();
    await expect.poll(() => new URL(moderator.url()).searchParams.get('tab')).toBe('hidden');
    const hidden = moderator.locator(`[data-testid="media-review-card"][data-media="${mediaId}"]`);
    await visible(hidden);
    expect(await hidden.innerText()).toContain(T.hiddenBadge);
    await shot(moderator, '02-hidden');
  });

  it('restores it: back for Kata', async () => {
    const hidden = moderator.locator(`[data-testid="media-review-card"][data-media="${mediaId}"]`);
    await hidden.getByTestId('media-review-restore').click();
    await visible(moderator.getByText(T.restored));
    await expect.poll(() => hidden.count()).toBe(0);
    expect((await kata.request.get(thumb)).status()).toBe(200);
    await shot(moderator, '03-restored');
    expect(errors.flat()).toEqual([]);
  });
});
