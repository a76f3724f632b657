import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, openSideMenu, timelineCards, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Demo texts (server/modules/posts/seed.ts) and Hungarian source texts (web/features/posts/messages.ts, web/features/shell/menus.ts). */
const DEMO_POST = 'Tavaszi lepkeszámlálás a patak mentén';
const KATA = 'Kezdő Kata';
const NEW_NOTE = 'Új jegyzet';
const NOTE_TITLE = `Kökényvirágzás a patakparton ${Date.now()}`;
const OBSERVATIONS = 'Megfigyelések';

const SHOTS = '/tmp/shots';
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `dead-ends-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/dead-ends-${name}.png`, animations: 'disabled' });
}

describe('no dead ends for a new user (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  const card = async (title: string) => (await timelineCards(phone.page)).filter({ has: phone.page.getByText(title, { exact: true }) }).first();

  it('a timeline card opens its post, and its author opens their page', async () => {
    await phone.page.goto('/');
    const demo = await card(DEMO_POST);
    await demo.scrollIntoViewIfNeeded();
    await shot(phone.page, '01-home');
    await demo.getByTestId('timeline-card-link').click();
    await phone.page.waitForURL(/\/entity\/post\/\d+$/);
    await visible(phone.page.getByRole('heading', { level: 1, name: DEMO_POST }));
    await shot(phone.page, '02-post-page');

    await phone.page.goBack();
    await phone.page.waitForURL((url) => url.pathname === '/');
    await (await card(DEMO_POST)).getByTestId('timeline-card-owner').click();
    await phone.page.waitForURL(/\/people\/\d+$/);
    await visible(phone.page.getByRole('heading', { level: 1, name: KATA }));
  });

  it('an observation card opens the record', async () => {
    await phone.page.goto('/');
    const observation = (await timelineCards(phone.page)).filter({ has: phone.page.getByText('Megfigyelés', { exact: true }) }).first();
    await observation.scrollIntoViewIfNeeded();
    await observation.getByTestId('timeline-card-link').click();
    await phone.page.waitForURL(/\/observation\/\d+$/);
    await visible(phone.page.getByTestId('observation-view'));
    await shot(phone.page, '03-record');
  });

  it('writes a new note from home; it shows at the top without a reload', async () => {
    await phone.page.goto('/');
    await timelineCards(phone.page);
    // A marker that a full page load would wipe out.
    await phone.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const bar = await visible(phone.page.getByTestId('new-post-bar'));
    await bar.getByRole('link', { name: NEW_NOTE }).click();
    await phone.page.waitForURL(/\/note\/edit\/0$/);
    const form = await visible(phone.page.locator('form.posts-form'));
    await visible(phone.page.getByRole('heading', { name: NEW_NOTE }));
    await form.getByLabel('Cím').fill(NOTE_TITLE);
    await form.getByLabel('Szöveg').fill('A patakparton virágzik a kökény, körülötte három citromlepke.');
    await shot(phone.page, '04-new-note');
    await Promise.all([graphqlResponse(phone.page, 'PostEditPageCreateMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);

    await phone.page.waitForURL((url) => url.pathname === '/');
    const first = (await timelineCards(phone.page)).first();
    await visible(first.getByText(NOTE_TITLE, { exact: true }));
    expect(await phone.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await shot(phone.page, '05-new-note-on-top');

    // The new note opens too.
    await first.getByTestId('timeline-card-link').click();
    await phone.page.waitForURL(/\/entity\/post\/\d+$/);
    await visible(phone.page.getByRole('heading', { level: 1, name: NOTE_TITLE }));
  });

  it('the own profile offers writing and shows real counters', async () => {
    await phone.page.goto('/profile/');
    await visible(phone.page.getByTestId('new-post-bar'));
    const stats = await visible(phone.page.locator('.entities-stats'));
    const observations = Number((await stats.locator('dd').first().textContent())?.replace(/\D/g, ''));
    expect(observations).toBeGreaterThan(0);
    await shot(phone.page, '06-profile');
  });

  it('the community search filters the list', async () => {
    await phone.page.goto('/entity/');
    const list = phone.page.locator('.ui-infinite-list__items');
    await visible(list.getByText('Budapesti lepkészek'));
    await phone.page.getByRole('combobox', { name: 'Keresés névre' }).fill('bukki');
    await list.getByText('Budapesti lepkészek').waitFor({ state: 'detached' });
    await visible(list.getByText('Bükki megfigyelők'));
    expect(new URL(phone.page.url()).searchParams.get('q')).toBe('bukki');
    await phone.page.keyboard.press('Escape');
    await shot(phone.page, '07-community-search');
  });

  it("an entity's post button offers what the server lets the member publish", async () => {
    await phone.page.goto('/entity/');
    await phone.page.getByRole('main').getByText('Budapesti lepkészek', { exact: true }).first().click();
    await visible(phone.page.getByRole('heading', { level: 1, name: 'Budapesti lepkészek' }));
    await phone.page.getByRole('button', { name: 'Új bejegyzés' }).click();
    const menu = await visible(phone.page.getByRole('menu', { name: 'Új bejegyzés' }));
    await visible(menu.getByRole('menuitem', { name: 'Új jegyzet' }));
    await visible(menu.getByRole('menuitem', { name: 'Kérdés' }));
    // Announcements need A or C on this board (pub_alert), which a member lacks.
    expect(await menu.getByRole('menuitem', { name: 'Közlemény' }).count()).toBe(0);
    await shot(phone.page, '08-entity-post-button');
    await menu.getByRole('menuitem', { name: 'Új jegyzet' }).click();
    await phone.page.waitForURL(/\/entity\/\d+\/post\/$/);
    await visible(phone.page.locator('form.posts-form'));
  });

  it('joining a group moves its member counter and offers its post button, without a reload', async () => {
    await phone.page.goto('/entity/');
    await phone.page.getByRole('main').getByText('Fluturii Transilvaniei', { exact: true }).first().click();
    await visible(phone.page.getByRole('heading', { level: 1, name: 'Fluturii Transilvaniei' }));
    await phone.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const members = phone.page.locator('.entities-stats__item').filter({ hasText: 'Tag' }).locator('dd');
    const before = Number(await members.textContent());
    expect(await phone.page.getByRole('button', { name: 'Új bejegyzés' }).count()).toBe(0);
    await phone.page.getByRole('button', { name: 'Csatlakozás!' }).click();
    await expect.poll(() => members.textContent()).toBe(String(before + 1));
    await visible(phone.page.getByRole('button', { name: 'Új bejegyzés' }));
    // The members shown follow too.
    await visible(phone.page.getByRole('main').getByRole('link', { name: `Összes tag (${before + 1})` }));
    expect(await phone.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await shot(phone.page, '09-joined');
  });

  it("the menu's Observations opens the map, and the map its list", async () => {
    await phone.page.goto('/');
    const menu = await openSideMenu(phone.page);
    await menu.getByRole('link', { name: OBSERVATIONS, exact: true }).click();
    await phone.page.waitForURL((url) => url.pathname === '/observation/');
    await phone.page.getByRole('link', { name: 'A térkép megfigyelései listában' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/observation/list/');
    await visible(phone.page.getByTestId('observation-item').first());

    // The date filters take the app's yyyy.mm.dd, whatever the browser's own date format.
    const from = phone.page.getByLabel('Ettől a naptól');
    expect(await from.getAttribute('placeholder')).toBe('éééé.hh.nn');
    await from.fill('2025.07.01');
    await from.press('Enter');
    await expect.poll(() => new URL(phone.page.url()).searchParams.get('from')).toBe('2025-07-01');
    await expect.poll(() => phone.page.getByLabel('Ettől a naptól').inputValue()).toBe('2025.07.01');
    await phone.page.getByLabel('Eddig a napig').fill('2025.02.30');
    await phone.page.getByLabel('Eddig a napig').press('Enter');
    await visible(phone.page.getByText('Nem értelmezhető dátum'));
    expect(new URL(phone.page.url()).searchParams.has('to')).toBe(false);
    await shot(phone.page, '10-observation-list');
    expect(phone.errors).toEqual([]);
  });
});
