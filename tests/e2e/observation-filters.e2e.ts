import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, suggestion, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

const items = (page: Page) => page.getByTestId('observation-item');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** The list's "N megfigyelés" line. */
async function total(page: Page): Promise<number> {
  const text = await (await visible(page.getByText(/^\d+ megfigyelés$/))).textContent();
  return Number(text!.split(' ')[0]);
}

/** The records filters of the list and the map (issue 15): species by name, months, whose records. */
describe('records filters, as a guest on a phone', () => {
  const phone = phoneSession();

  it('finds a species by its Hungarian name and shows it as a removable chip', async () => {
    await phone.page.goto('/observation/list/');
    const all = await total(phone.page);
    await phone.page.getByRole('combobox', { name: 'Faj' }).fill('bogáncs');
    await (await suggestion(phone.page, /Vanessa cardui/)).click();
    await expect.poll(() => param(phone.page, 'species')).toMatch(/^\d+$/);
    await visible(phone.page.getByText(/^Faj: bogáncslepke$/));
    await expect.poll(() => total(phone.page)).toBeLessThan(all);
    for (const name of await items(phone.page).getByRole('heading').allTextContents()) expect(name).toBe('bogáncslepke');
    await screenshot(phone.page, 'observation-filters-01-species');
  });

  it('narrows to a month range, and the map keeps it', async () => {
    await phone.page.goto('/observation/list/');
    const all = await total(phone.page);
    // Chosen one right after the other: the second choice keeps the first.
    await phone.page.getByLabel('Ettől a hónaptól').selectOption('5');
    await phone.page.getByLabel('Eddig a hónapig').selectOption('8');
    await expect.poll(() => [param(phone.page, 'month_from'), param(phone.page, 'month_to')]).toEqual(['5', '8']);
    await expect.poll(() => total(phone.page)).toBeLessThan(all);
    await expect.poll(async () => (await items(phone.page).allTextContents()).every((text) => /\d{4}\. (?:máj|jún|júl|aug)/.test(text))).toBe(true);
    await screenshot(phone.page, 'observation-filters-02-months');
    await phone.page.getByRole('link', { name: 'A lista megfigyelései térképen' }).click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/observation/map/');
    expect([param(phone.page, 'month_from'), param(phone.page, 'month_to')]).toEqual(['5', '8']);
    await visible(phone.page.getByRole('button', { name: 'Szűrők (1)' }));
    expect(phone.errors).toEqual([]);
  });
});

describe('the entity selector and an entity page counter, for a member of groups', () => {
  const phone = phoneSession((page) => logIn(page, 'pro@lepke.test'));

  it("shows one's own records, or a group's", async () => {
    await phone.page.goto('/observation/list/');
    await phone.page.getByTestId('entity-scope').click();
    await phone.page.getByRole('option', { name: 'Saját megfigyeléseim' }).click();
    await expect.poll(() => param(phone.page, 'entity')).toMatch(/^\d+$/);
    await expect.poll(async () => (await items(phone.page).allTextContents()).every((line) => line.includes('Profi Péter'))).toBe(true);
    expect(await items(phone.page).count()).toBeGreaterThan(0);

    await phone.page.getByTestId('entity-scope').click();
    await phone.page.getByRole('option', { name: 'Budapesti lepkészek' }).click();
    await visible(phone.page.getByText('Közösség: Budapesti lepkészek'));
    await screenshot(phone.page, 'observation-filters-03-group');
  });

  it("a group's records counter opens exactly those records", async () => {
    await phone.page.goto('/entity/10');
    const counter = await visible(phone.page.getByTestId('entity-profile').locator('.entities-stats__item').first().getByRole('link'));
    const shown = Number(await counter.textContent());
    await counter.click();
    await expect.poll(() => param(phone.page, 'entity')).toBe('10');
    await expect.poll(() => total(phone.page)).toBe(shown);
    expect(phone.errors).toEqual([]);
  });
});
