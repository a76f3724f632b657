/**
 * `/admin/entity/…` at phone size: Admin Anna opens entity administration from the side menu,
 * narrows the list to small Hungarian groups and finds the demo's duplicate of the Bükk group, sees
 * the archived demo group only under "archived", opens the duplicate's management screen and merges
 * it into "Bükki megfigyelők"; the duplicate then shows as archived and merged, on its own page too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, graphqlResponse, logIn, openSideMenu, suggestion, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/admin-entities/messages.ts, shell/menus.ts). */
const T = {
  menuEntry: 'Csoportok, projektek',
  title: 'Csoportok, projektek kezelése',
  search: 'Keresés névre',
  country: 'Ország',
  size: 'Méret',
  small: 'Kicsi (0–9 tag)',
  archive: 'Archívum',
  archivedOnly: 'Archivált',
  duplicate: 'Bükk-hegyi megfigyelők',
  archived: 'Tiszai lepkészek 2019',
  manage: 'Kezelés',
  mergeInto: 'Melyikbe vonjuk össze?',
  original: 'Bükki megfigyelők',
  ok: 'OK',
  page: 'Az oldala',
} as const;

const shot = (page: Page, name: string) => screenshot(page, `admin-entities-${name}`);

describe('a site admin administers entities', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
    await logIn(page, 'admin@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the list from the menu and filters it', async () => {
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await visible(page.getByRole('heading', { name: T.title, level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/admin/entity/list/');
    const rows = page.getByTestId('entities-row');
    await visible(rows.filter({ hasText: T.duplicate }));
    expect(await rows.filter({ hasText: T.archived }).count()).toBe(0);
    await page.getByLabel(T.country).selectOption('HU');
    await page.getByLabel(T.size).selectOption({ label: T.small });
    await page.getByLabel(T.search).fill('Bükk');
    await expect.poll(async () => (await rows.allInnerTexts()).length).toBe(2);
    const texts = await rows.allInnerTexts();
    expect(texts.some((text) => text.includes(T.original))).toBe(true);
    expect(texts.every((text) => text.includes('HU'))).toBe(true);
    await shot(page, '01-filtered');
    await page.getByLabel(T.search).fill('');
    await page.getByLabel(T.archive).selectOption({ label: T.archivedOnly });
    await visible(rows.filter({ hasText: T.archived }));
    await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(T.archivedOnly))).toBe(true);
    await shot(page, '02-archived');
  });

  it("opens the duplicate's management screen and merges it into the original", async () => {
    await page.getByLabel(T.archive).selectOption('active');
    await page.getByLabel(T.search).fill(T.duplicate);
    const row = await visible(page.getByTestId('entities-row').filter({ hasText: T.duplicate }));
    await row.getByRole('link', { name: T.manage }).click();
    await visible(page.getByRole('heading', { name: T.duplicate, level: 1 }));
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/entity\/settings\/\d+$/);
    await shot(page, '03-settings');
    const field = await visible(page.getByRole('combobox', { name: T.mergeInto }));
    await Promise.all([graphqlResponse(page, 'EntityAutocompleteQuery'), field.pressSequentially('Bükki', { delay: 50 })]);
    await (await suggestion(page, new RegExp(T.original))).click();
    await page.getByTestId('entity-admin-merge-button').click();
    const dialog = await alertDialog(page);
    await Promise.all([graphqlResponse(page, 'EntityAdminPageMergeMutation'), dialog.getByRole('button', { name: T.ok }).click()]);
    const note = await visible(page.getByTestId('entity-admin-archived'));
    expect(await note.innerText()).toContain(T.original);
    await shot(page, '04-merged');
    // the duplicate's own page tells it is archived
    await page.getByRole('link', { name: T.page }).click();
    await visible(page.getByTestId('entity-archived'));
    await shot(page, '05-archived-page');
    expect(errors).toEqual([]);
  });
});
