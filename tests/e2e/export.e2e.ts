import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { EXPORT_POPOVER_CLOSE_MS } from '../../web/features/exports/export-request.ts';
import { logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/**
 * Issue 16 part 4: the export popover of the records list, one's own records and the map downloads
 * the page's filter as a Darwin Core Archive and as tab-separated Darwin Core, showing its progress,
 * and closes itself 10000 ms after the file is saved. Needs `GET /api/sv2/observation/export/…`.
 */

/** Hungarian source texts (web/features/exports/messages.ts). */
const T = {
  open: 'Exportálás',
  title: 'Megfigyelések exportálása',
  all: 'A szűrő megfigyelései',
  mine: 'Saját megfigyeléseim (pontos helyekkel)',
  dwca: 'Darwin Core-archívum (DwC-A)',
  csv: 'CSV (tabulátorral tagolt)',
  kml: 'KML (térképprogramokhoz)',
} as const;

const popover = (page: Page) => page.getByRole('dialog', { name: T.title });

async function openPopover(page: Page): Promise<void> {
  await page.getByRole('button', { name: T.open }).click();
  await visible(popover(page));
}

/** Presses a format; the export call the page made, and the file the browser saved (from a blob URL). */
async function exportAs(page: Page, format: string): Promise<{ url: string; download: Download; bytes: Buffer }> {
  const [request, download] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/api/sv2/observation/export/')),
    page.waitForEvent('download'),
    popover(page).getByRole('button', { name: format }).click(),
  ]);
  return { url: request.url(), download, bytes: await readFile(await download.path()) };
}

function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('the export popover at 390×844', () => {
  const phone = phoneSession((page) => logIn(page, 'admin@lepke.test'));

  it('downloads the list filter as a DwC-A and as CSV, then closes by itself', async () => {
    await phone.page.goto('/observation/list/?stage=IMAGO');
    await openPopover(phone.page);
    for (const name of [T.dwca, T.csv, T.kml]) await visible(popover(phone.page).getByRole('button', { name }));
    expect(await popover(phone.page).getByRole('radio', { name: T.all }).isChecked()).toBe(true);
    await screenshot(phone.page, 'export-01-popover');

    const dwca = await exportAs(phone.page, T.dwca);
    expect(dwca.url).toMatch(/\/api\/sv2\/observation\/export\/observation\/dwca\/lepke-observation-\d{4}-\d{2}-\d{2}\.zip\?life_stage=IMAGO$/);
    expect(dwca.download.suggestedFilename()).toMatch(/\.zip$/);
    expect(dwca.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(await zipEntries(dwca.bytes)).toEqual(expect.arrayContaining(['meta.xml', 'eml.xml']));
    await visible(popover(phone.page).getByTestId('export-done'));
    await screenshot(phone.page, 'export-02-dwca-saved');

    const csv = await exportAs(phone.page, T.csv);
    const [header, ...rows] = csv.bytes.toString('utf8').trimEnd().split('\n');
    expect(header!.split('\t')).toEqual(expect.arrayContaining(['occurrenceID', 'scientificName', 'eventDate', 'lifeStage']));
    expect(rows.length).toBeGreaterThan(0);
    await screenshot(phone.page, 'export-03-csv-saved');

    await popover(phone.page).waitFor({ state: 'hidden', timeout: EXPORT_POPOVER_CLOSE_MS + 5_000 });
    expect(phone.errors).toEqual([]);
  });

  it("offers one's own records first on /my/observation/, and the formats on the map", async () => {
    await phone.page.goto('/my/observation/');
    await openPopover(phone.page);
    expect(await popover(phone.page).getByRole('radio', { name: T.mine }).isChecked()).toBe(true);
    const mine = await exportAs(phone.page, T.csv);
    expect(mine.url).toContain('/api/sv2/observation/export/myobservation/csv/');
    await phone.page.keyboard.press('Escape');

    await phone.page.goto('/observation/map/');
    await openPopover(phone.page);
    for (const name of [T.dwca, T.csv, T.kml]) await visible(popover(phone.page).getByRole('button', { name }));
    await screenshot(phone.page, 'export-04-map');
    expect(phone.errors).toEqual([]);
  });
});
