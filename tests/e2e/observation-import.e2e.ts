/**
 * The CSV sightings import at phone size: a newcomer opens it from their records, picks a file
 * with one good and two bad rows, sees the first rows and the errors with their row numbers and
 * reasons (nothing imported: all or nothing), then picks the corrected file and imports it; the
 * records are in their list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerNewAccount, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/imports/messages.ts, observations/observation-status-messages.ts). */
const T = {
  importLink: 'Importálás CSV-ből',
  title: 'Megfigyelések importálása',
  import: 'Importálás',
  unknownSpecies: 'Ismeretlen fajnév',
  badCoordinate: 'Hibás koordináta',
  errors: '2 hiba: javítsd a fájlt, és válaszd ki újra.',
  ok: '2 sor rendben van, importálható.',
  done: '2 megfigyelés importálva.',
  myRecords: 'Megfigyeléseim',
} as const;

const HEADER = 'species;latitude;longitude;date;individuals;life_stage;location;notes';
const GOOD = 'Aglais io;47.51;19.05;14/07/2025;2;imago;Óbuda;e2e import';
const BAD = [HEADER, GOOD, 'Aglais nonexistens;47.51;19.05;14/07/2025;1;imago;Óbuda;', 'papilio MACHAON;147.5;19.05;15/07/2025;1;imago;Óbuda;'].join('\n');
const FIXED = [HEADER, GOOD, 'papilio MACHAON;47.5;19.05;15/07/2025;1;imago;Óbuda;e2e import'].join('\n');

const shot = (page: Page, name: string) => screenshot(page, `observation-import-${name}`);
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

describe('a CSV import with errors, then corrected', () => {
  const phone = phoneSession((page) => registerNewAccount(page, 'Importáló Imre', 'import'));

  it('reaches the import from the records list and lists the bad rows with their numbers and reasons', async () => {
    const { page } = phone;
    await page.goto('/my/observation/');
    await page.getByRole('link', { name: T.importLink }).click();
    await visible(page.getByRole('heading', { name: T.title, level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/my/observation/import/');

    await page.getByTestId('import-file').setInputFiles(csvFile('hibas.csv', BAD));
    const preview = await visible(page.getByTestId('import-preview'));
    expect(await preview.locator('thead').innerText()).toMatch(/szélesség\s+hosszúság/);
    expect(await preview.locator('tbody tr').count()).toBe(3);
    const errors = await visible(page.getByTestId('import-errors'));
    await visible(errors.getByText(T.errors));
    const items = errors.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toMatch(new RegExp(`3\\. sor[\\s\\S]*faj[\\s\\S]*${T.unknownSpecies}`));
    expect(await items.nth(1).innerText()).toMatch(new RegExp(`4\\. sor[\\s\\S]*koordináta[\\s\\S]*${T.badCoordinate}`));
    expect(await page.getByRole('button', { name: T.import, exact: true }).isDisabled()).toBe(true);
    await errors.scrollIntoViewIfNeeded();
    await shot(page, '01-errors');
  });

  it('imports the corrected file whole and shows its records', async () => {
    const { page } = phone;
    await page.getByTestId('import-file').setInputFiles(csvFile('javitott.csv', FIXED));
    await visible(page.getByText(T.ok));
    expect(await page.getByTestId('import-errors').count()).toBe(0);
    await page.getByRole('button', { name: T.import, exact: true }).click();
    const done = await visible(page.getByTestId('import-done'));
    expect(await done.innerText()).toContain(T.done);
    await shot(page, '02-done');
    await page.getByRole('link', { name: T.myRecords }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my/observation/');
    await visible(page.getByText('Papilio machaon').first());
    await visible(page.getByText('Aglais io').first());
    expect(phone.errors).toEqual([]);
  });
});
