import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNewAccount, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url);
const photoPath = (name: string) => fileURLToPath(new URL(name, PHOTOS));
const shot = (page: Page, name: string) => screenshot(page, `mediainfo-${name}`);

/** Hungarian source texts (media-screen-messages.ts, media-batch-messages.ts, media-messages.ts). */
const T = {
  fill: 'A 2 feltöltött fájl adatainak kitöltése',
  batchTitle: 'A feltöltött fájlok adatai',
  title: 'Cím',
  save: 'Mentés',
  listTitle: 'Fájljaid adatai',
  notFound: 'Az oldal nem található',
} as const;

describe('the info of a batch of uploads (/mediainfo_edit/?transferKey=)', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newRoutedPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
    await registerNewAccount(page, 'Adatoló Ádám', 'mediainfo');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads two photos, fills in both, and sees them on /media/info/view/', async () => {
    await page.goto('/my/media/list/');
    const field = await visible(page.getByTestId('media-upload'));
    await field.locator('input[type=file]').setInputFiles([photoPath('issue-exifr-59.jpg'), photoPath('noexif.jpg')]);
    const fill = page.getByRole('button', { name: T.fill });
    await fill.waitFor({ state: 'visible', timeout: 20_000 });
    await shot(page, '01-uploaded');
    await fill.click();
    await page.waitForURL(/\/mediainfo_edit\/\?transferKey=[0-9a-f-]{36}$/);
    const batch = await visible(page.getByTestId('media-info-batch'));
    await visible(batch.getByRole('heading', { name: T.batchTitle }));
    const items = batch.getByTestId('media-info-batch-item');
    expect(await items.count()).toBe(2);

    // A reload keeps the batch: the key is in this browser's storage.
    await page.reload();
    await visible(page.getByTestId('media-info-batch'));
    expect(await page.getByTestId('media-info-batch-item').count()).toBe(2);
    await shot(page, '02-batch');

    for (const [index, title] of ['Reggeli nappali pávaszem', 'Esti kis rókalepke'].entries()) {
      const item = page.getByTestId('media-info-batch-item').nth(index);
      await item.getByLabel(T.title, { exact: true }).fill(title);
      const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('MediaInfoFormMutation') === true);
      await item.getByRole('button', { name: T.save }).click();
      expect((await (await saved).json()).data.updateMediaInfo.__typename).toBe('MediaPayload');
    }
    await shot(page, '03-filled');

    await page.goto('/media/info/view/');
    const list = await visible(page.getByTestId('media-info-list'));
    await visible(list.getByRole('heading', { name: T.listTitle }));
    await visible(list.getByText('Reggeli nappali pávaszem'));
    await visible(list.getByText('Esti kis rókalepke'));
    await shot(page, '04-info-list');

    // An unknown key (or one from another browser) is not found.
    await page.goto(`/mediainfo_edit/?transferKey=${randomUUID()}`);
    await visible(page.getByText(T.notFound).first());
    await shot(page, '05-unknown-key');
    expect(errors).toEqual([]);
  });
});
