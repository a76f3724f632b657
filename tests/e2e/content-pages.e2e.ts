import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_KEYS, CONTENT_PAGES } from '@domain/content-pages/index.ts';
import { expectLang, HU, openSideMenu, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Issue 20: the site's pages reached from the menu, in the UI language. */
describe('the info pages at 390×844', () => {
  const session = phoneSession();

  it('a guest finds every page under Információ in the menu and reads one', async () => {
    const { page, errors } = session;
    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Információ' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Információ' }));
    for (const key of CONTENT_PAGE_KEYS) await visible(page.getByRole('link', { name: new RegExp(CONTENT_PAGES[key].hu.title) }));
    await screenshot(page, 'content-info-list');

    await page.getByRole('link', { name: new RegExp(CONTENT_PAGES.privacy.hu.title) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/info/privacy');
    const article = await visible(page.getByTestId('content-article'));
    await visible(article.getByRole('heading', { level: 2, name: CONTENT_PAGES.privacy.hu.title }));
    await visible(article.getByRole('heading', { level: 3, name: CONTENT_PAGES.privacy.hu.sections[0]!.heading }));
    await screenshot(page, 'content-privacy');
    expect(errors).toEqual([]);
  });

  it('follows the UI language', async () => {
    const { page, errors } = session;
    await page.getByRole('button', { name: HU.language }).click();
    await page.getByRole('option', { name: 'Türkçe' }).click();
    await expectLang(page, 'tr');
    await page.goto('/info/privacy');
    await visible(page.getByRole('heading', { level: 2, name: CONTENT_PAGES.privacy.tr.title }));
    await screenshot(page, 'content-privacy-tr');
    expect(errors).toEqual([]);
  });
});
