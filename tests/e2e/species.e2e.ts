import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disappears, graphqlResponse, logIn, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/species/messages.ts, web/i18n/tokens.ts, web/ui/messages.ts). */
const T = {
  title: 'Fajok',
  search: 'Keresés a fajok között',
  list: 'Fajlista',
  moths: 'Éjszakai lepkék',
  butterflies: 'Nappali lepkék',
  all: 'Mind',
  noResult: 'Nincs a keresésnek megfelelő faj.',
  protected: 'védett',
  flightMonths: 'Repülési idő',
  openRecords: 'A faj megfigyelései',
  add: 'Új faj',
  edit: (name: string) => `${name} szerkesztése`,
  delete: (name: string) => `${name} törlése`,
  deleteButton: 'Törlés',
  save: 'Mentés',
  cancel: 'Mégse',
  saved: 'A faj mentve',
  deleted: 'A faj törölve',
  nameHu: 'Magyar név',
  genus: 'Nemzetség',
  epithet: 'Faj (epitheton)',
  author: 'Szerző és év',
  family: 'Család',
  protection: 'Védettség',
  protectionValue: 'Eszmei érték (Ft)',
  redListHu: 'Magyar vörös lista',
  formErrorTitle: 'Hibás adatok',
  required: 'A mező kitöltése kötelező',
  genusFormat: 'Egyetlen latin szó nagy kezdőbetűvel',
  speciesExists: 'Ilyen nevű faj már van a katalógusban.',
  confirmDelete: 'Biztosan törlöd?',
  changedConfirm: 'Az adatok megváltoztak. Biztosan kilépsz mentés nélkül?',
  close: 'Bezárás',
  ok: 'OK',
  forbidden: 'Hozzáférés megtagadva',
};
const SHOTS = '/tmp/shots';

/** The shared artefact plus a copy under /tmp/shots/species-*.png. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `species-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/species-${name}.png`, animations: 'disabled' });
}

async function login(page: Page, email: string): Promise<void> {
  await logIn(page, email);
}

const list = (page: Page) => page.getByRole('list', { name: T.list });
const items = (page: Page) => list(page).getByTestId('species-item');
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The confirm dialog asking this question (toasts are alert dialogs too). */
const question = (page: Page, text: string) => visible(page.getByRole('alertdialog').filter({ hasText: text }));

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: T.search }).fill(text);
  await expect.poll(() => searchParam(page, 'q')).toBe(text);
}

describe('a guest in the species catalogue', () => {
  const phone = phoneSession();

  it('lists the catalogue in systematic order with family headers and no admin controls', async () => {
    await phone.page.goto('/species/');
    await visible(phone.page.getByRole('heading', { name: T.title, level: 1 }));
    await visible(items(phone.page).first());
    // Family headers in systematic (alphabetical) order.
    const families = list(phone.page).getByRole('heading', { level: 2 });
    await visible(families.first());
    const names = await families.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort()).toEqual(names);
    expect(await phone.page.getByRole('button', { name: T.add }).count()).toBe(0);
    expect(
      await list(phone.page)
        .getByRole('button', { name: /szerkesztése$/ })
        .count(),
    ).toBe(0);
    await shot(phone.page, '01-list');

    await phone.page
      .getByRole('radio', { name: T.butterflies })
      .or(phone.page.getByRole('button', { name: T.butterflies }))
      .click();
    await expect.poll(() => searchParam(phone.page, 'group')).toBe('butterfly');
    await expect.poll(() => families.first().textContent()).toBe('Hesperiidae');
  });

  it('searches "fecske" and opens the swallowtail: names, flight months, protection', async () => {
    await phone.page.goto('/species/');
    await visible(items(phone.page).first());
    await search(phone.page, 'fecske');
    const swallowtail = items(phone.page).filter({ hasText: 'Papilio machaon' });
    await visible(swallowtail);
    await visible(swallowtail.getByText('fecskefarkú lepke'));
    await visible(swallowtail.getByText(T.protected, { exact: true }));
    await shot(phone.page, '02-search-fecske');

    await swallowtail.getByRole('link').click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toMatch(/^\/species\/\d+$/);
    const card = await visible(phone.page.getByTestId('species-card'));
    await visible(card.getByRole('heading', { name: 'fecskefarkú lepke', level: 2 }));
    await visible(card.getByText('Swallowtail', { exact: true }));
    await visible(card.getByText(/Papilionidae › Papilioninae/));
    await visible(card.getByText(/^védett, eszmei értéke 10\s000\sFt$/));
    await visible(card.getByText(T.flightMonths));
    const months = await visible(card.getByTestId('flight-months'));
    expect(await months.getByRole('listitem').count()).toBe(12);
    expect(await months.getByText('április: repül').count()).toBe(1);
    expect(await months.getByText('március: nem repül').count()).toBe(1);
    await visible(card.getByText('április–szeptember'));
    await visible(card.getByText('nem veszélyeztetett').first());
    await visible(card.getByRole('link', { name: 'Európai nappalilepke-fajlista (GBIF)' }));
    const records = card.getByRole('link', { name: T.openRecords });
    const href = new URL((await records.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/observation/list/');
    expect(href.searchParams.get('_display_as')).toBe('list');
    expect(href.searchParams.get('species')).toMatch(/^\d+$/);
    // No edit link for a guest.
    expect(await card.getByRole('link', { name: 'Szerkesztés' }).count()).toBe(0);
    await shot(phone.page, '03-popup-machaon');
    await card.getByText(T.flightMonths).scrollIntoViewIfNeeded();
    await records.scrollIntoViewIfNeeded();
    await shot(phone.page, '04-popup-machaon-bottom');

    // Closing the sheet goes back to the search.
    await phone.page.getByRole('button', { name: T.close }).click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/species/');
    expect(searchParam(phone.page, 'q')).toBe('fecske');
    await visible(swallowtail);
  });

  it('opens a species by its URI, in the UI language', async () => {
    await phone.page.goto('/species/papilio-machaon');
    await visible(phone.page.getByTestId('species-card').getByRole('heading', { name: 'fecskefarkú lepke' }));

    // In English: the English name first, months and categories in English.
    await phone.page.evaluate(() => localStorage.setItem('lepke.language', 'en'));
    await phone.page.reload();
    const card = await visible(phone.page.getByTestId('species-card'));
    await visible(card.getByRole('heading', { name: 'Swallowtail', level: 2 }));
    await visible(card.getByText('April–September'));
    await visible(card.getByText('protected, valued at HUF 10,000'));
    await visible(card.getByText('least concern').first());
    await shot(phone.page, '05-popup-english');
    await phone.page.evaluate(() => localStorage.setItem('lepke.language', 'hu'));
  });

  it('filters by group and says when nothing matches', async () => {
    await phone.page.goto('/species/?q=machaon');
    await visible(items(phone.page).filter({ hasText: 'Papilio machaon' }));
    await phone.page
      .getByRole('radio', { name: T.moths })
      .or(phone.page.getByRole('button', { name: T.moths }))
      .click();
    await expect.poll(() => searchParam(phone.page, 'group')).toBe('moth');
    await visible(phone.page.getByText(T.noResult));
    await phone.page
      .getByRole('radio', { name: T.all })
      .or(phone.page.getByRole('button', { name: T.all }))
      .click();
    await visible(items(phone.page).filter({ hasText: 'Papilio machaon' }));

    await search(phone.page, 'qqxyzw');
    await visible(phone.page.getByText(T.noResult));
    await shot(phone.page, '06-no-result');
    // A guest is sent to log in by the admin routes.
    await phone.page.goto('/species/edit/popup/0');
    await expect.poll(() => searchParam(phone.page, 'force_login')).toBe('1');
    expect(phone.errors).toEqual([]);
  });
});

describe('an admin edits the catalogue', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];
  const renamed = `farkasalmalepke ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
    await login(page, 'admin@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renames a species in Hungarian and sees it in the list', async () => {
    await page.goto('/species/?q=polyxena');
    const item = items(page).filter({ hasText: 'Zerynthia polyxena' });
    await visible(item.getByText('farkasalmalepke', { exact: true }));
    await visible(page.getByRole('button', { name: T.add }));
    await shot(page, '07-admin-list');

    await item.getByRole('button', { name: T.edit('farkasalmalepke') }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/species\/edit\/popup\/\d+$/);
    const form = await visible(page.getByTestId('species-form'));
    const name = form.getByLabel(T.nameHu, { exact: true });
    await expect.poll(() => name.inputValue()).toBe('farkasalmalepke');
    expect(await form.getByLabel(T.genus, { exact: true }).inputValue()).toBe('Zerynthia');
    await name.fill(renamed);
    // A winter record: January joins its flight months (3-6 in the checklist).
    const january = form.getByRole('group', { name: 'Imágók hónapjai' }).getByRole('button', { name: 'január' });
    expect(await january.getAttribute('aria-pressed')).toBe('false');
    await january.click();
    expect(await january.getAttribute('aria-pressed')).toBe('true');
    await january.scrollIntoViewIfNeeded();
    await shot(page, '08-edit-form');

    // The unsaved-changes guard asks before the sheet closes; staying keeps the text.
    await page.getByRole('button', { name: T.close }).click();
    const guard = await question(page, T.changedConfirm);
    expect(await guard.textContent()).toContain(T.changedConfirm);
    await guard.getByRole('button', { name: T.cancel }).click();
    expect(await name.inputValue()).toBe(renamed);

    await Promise.all([graphqlResponse(page, 'SpeciesEditPopupSaveMutation'), form.getByRole('button', { name: T.save }).click()]);
    await visible(page.getByText(T.saved));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/species/');
    await visible(item.getByText(renamed, { exact: true }));
    await shot(page, '09-renamed-in-list');
    const months = await page.request.post('/graphql', { data: { query: '{ species(key: "zerynthia-polyxena") { flightMonths } }' } });
    expect((await months.json()).data.species.flightMonths).toEqual([1, 3, 4, 5, 6]);
  });

  it('creates a species after the form errors, refuses a duplicate, and deletes it', async () => {
    await page.getByRole('button', { name: T.add }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/species/edit/popup/0');
    const form = await visible(page.getByTestId('species-form'));

    // Empty: required fields; a lower-case genus: the format rule.
    await form.getByLabel(T.genus, { exact: true }).fill('testia');
    await form.getByRole('button', { name: T.save }).click();
    const problems = await visible(page.getByRole('alertdialog', { name: T.formErrorTitle }));
    const text = await problems.textContent();
    expect(text).toContain(T.genusFormat);
    expect(text).toContain(T.required);
    await shot(page, '10-form-errors');
    await problems.getByRole('button', { name: T.ok }).click();
    await visible(form.getByText(T.genusFormat));
    // The first invalid field gets the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('genus');

    const fill = async () => {
      await form.getByLabel(T.genus, { exact: true }).fill('Testia');
      await form.getByLabel(T.epithet, { exact: true }).fill('probata');
      await form.getByLabel(T.author, { exact: true }).fill('Teszt, 2026');
      await form.getByLabel(T.family, { exact: true }).fill('Testidae');
      await form.getByLabel(T.nameHu, { exact: true }).fill('próbalepke');
      await form.getByLabel(T.protection, { exact: true }).selectOption({ label: 'védett' });
      await form.getByLabel(T.protectionValue, { exact: true }).fill('5000');
      await form.getByLabel(T.redListHu, { exact: true }).selectOption('VU');
    };
    await fill();
    await shot(page, '11-new-species');
    await Promise.all([graphqlResponse(page, 'SpeciesEditPopupSaveMutation'), form.getByRole('button', { name: T.save }).click()]);
    await visible(page.getByText(T.saved).first());
    await expect.poll(() => new URL(page.url()).pathname).toBe('/species/');

    await search(page, 'probata');
    const created = items(page).filter({ hasText: 'Testia probata' });
    await visible(created.getByText('próbalepke', { exact: true }));
    await visible(created.getByText(T.protected, { exact: true }));
    await visible(created.getByText('vörös lista: VU'));
    await visible(list(page).getByRole('heading', { name: 'Testidae' }));
    await shot(page, '12-created');

    // The same name again: the server's field error shows at the field.
    await page.getByRole('button', { name: T.add }).click();
    await visible(form);
    await fill();
    await Promise.all([graphqlResponse(page, 'SpeciesEditPopupSaveMutation'), form.getByRole('button', { name: T.save }).click()]);
    const exists = await visible(page.getByRole('alertdialog', { name: T.formErrorTitle }));
    expect(await exists.textContent()).toContain(T.speciesExists);
    await exists.getByRole('button', { name: T.ok }).click();
    await visible(form.getByText(T.speciesExists));
    await form.getByLabel(T.epithet, { exact: true }).evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await shot(page, '13-duplicate');
    await form.getByRole('button', { name: T.cancel }).click();
    const leave = await question(page, T.changedConfirm);
    await leave.getByRole('button', { name: T.ok }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/species/');

    // Delete from the list, after the question.
    await created.getByRole('button', { name: T.delete('próbalepke') }).click();
    const confirm = await question(page, T.confirmDelete);
    await shot(page, '14-confirm-delete');
    await Promise.all([graphqlResponse(page, 'useDeleteSpeciesMutation'), confirm.getByRole('button', { name: T.deleteButton }).click()]);
    await visible(page.getByText(T.deleted));
    expect(await disappears(created)).toBe(true);
    await visible(page.getByText(T.noResult));
    await shot(page, '15-deleted');
    expect(errors).toEqual([]);
  });

  it('a plain user is refused the edit popup', async () => {
    const other = await (await newPhoneContext(browser)).newPage();
    await login(other, 'user@lepke.test');
    await other.goto('/species/edit/popup/0');
    await visible(other.getByText(T.forbidden));
    await other.close();
  });
});
