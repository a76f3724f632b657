import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin, openLoginSheet, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Romanian texts (web/i18n/ro.json) of the species catalogue. */
const RO = { search: 'Caută specii', list: 'Lista speciilor' };
const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `species-names-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/species-names-${name}.png`, animations: 'disabled' });
}

const items = (page: Page) => page.getByRole('list', { name: RO.list }).getByTestId('species-item');

async function searchSpecies(page: Page, text: string) {
  await page.getByRole('searchbox', { name: RO.search }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

describe('a Romanian user sees species in Romanian, else English, else by the scientific name', () => {
  const phone = phoneSession(async (page) => {
    await page.goto('/');
    const sheet = await openLoginSheet(page);
    await fillLogin(sheet, 'ioana@lepke.test', 'lepke-demo');
    await sheet.getByRole('button', { name: 'Belépés' }).click();
    await sheet.waitFor({ state: 'hidden' });
    // Her account language is Romanian: the interface follows it after login.
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
  });

  it('the species list: the Romanian name, the English one, never the Hungarian one', async () => {
    await phone.page.goto('/species/');
    await searchSpecies(phone.page, 'Lycaena');
    const dispar = await visible(items(phone.page).filter({ hasText: 'Lycaena dispar' }));
    await visible(dispar.getByText('fluturele de foc al măcrișului'));
    const thersamon = await visible(items(phone.page).filter({ hasText: 'Lycaena thersamon' }));
    await visible(thersamon.getByText('Lesser Fiery Copper'));
    expect(await thersamon.getByText('kis tűzlepke').count()).toBe(0);
    await shot(phone.page, '01-lycaena-ro');

    // A moth with a Hungarian name only is shown by its scientific name.
    await searchSpecies(phone.page, 'Saturnia pavoniella');
    const moth = await visible(items(phone.page).filter({ hasText: 'Saturnia pavoniella' }));
    expect(await moth.getByText('kis pávaszem').count()).toBe(0);
    await shot(phone.page, '02-moth-scientific');
  });

  it("her records list shows the English name and the record's own photo", async () => {
    await phone.page.goto('/my/observation/');
    const record = await visible(phone.page.getByTestId('observation-item').filter({ hasText: 'Gonepteryx rhamni' }));
    await visible(record.getByText('Brimstone'));
    expect(await record.getByText('citromlepke').count()).toBe(0);
    await expect.poll(() => record.locator('img').first().getAttribute('src')).toMatch(/^\/media\/files\/.+\/thumb$/);
    await shot(phone.page, '03-my-records');
    expect(phone.errors).toEqual([]);
  });
});
