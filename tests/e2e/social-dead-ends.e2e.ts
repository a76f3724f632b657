import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, openSideMenu, timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

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
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    errors = collectPageErrors(page);
    await logIn(page, 'user@lepke.test');
  });

  afterAll(async () => {
    await browser?.close();
  });

  const card = async (title: string) => (await timelineCards(page)).filter({ has: page.getByText(title, { exact: true }) }).first();

  it('a timeline card opens its post, and its author opens their page', async () => {
    await page.goto('/');
    const demo = await card(DEMO_POST);
    await demo.scrollIntoViewIfNeeded();
    await shot(page, '01-home');
    await demo.getByTestId('timeline-card-link').click();
    await page.waitForURL(/\/entity\/post\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: DEMO_POST }));
    await shot(page, '02-post-page');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await (await card(DEMO_POST)).getByTestId('timeline-card-owner').click();
    await page.waitForURL(/\/people\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: KATA }));
  });

  it('an observation card opens the record', async () => {
    await page.goto('/');
    const observation = (await timelineCards(page)).filter({ has: page.getByText('Megfigyelés', { exact: true }) }).first();
    await observation.scrollIntoViewIfNeeded();
    await observation.getByTestId('timeline-card-link').click();
    await page.waitForURL(/\/observation\/\d+$/);
    await visible(page.getByTestId('observation-view'));
    await shot(page, '03-record');
  });

  it('writes a new note from home; it shows at the top without a reload', async () => {
    await page.goto('/');
    await timelineCards(page);
    // A marker that a full page load would wipe out.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const bar = await visible(page.getByTestId('new-post-bar'));
    await bar.getByRole('link', { name: NEW_NOTE }).click();
    await page.waitForURL(/\/note\/edit\/0$/);
    const form = await visible(page.locator('form.posts-form'));
    await visible(page.getByRole('heading', { name: NEW_NOTE }));
    await form.getByLabel('Cím').fill(NOTE_TITLE);
    await form.getByLabel('Szöveg').fill('A patakparton virágzik a kökény, körülötte három citromlepke.');
    await shot(page, '04-new-note');
    await Promise.all([graphqlResponse(page, 'PostEditPageCreateMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);

    await page.waitForURL((url) => url.pathname === '/');
    const first = (await timelineCards(page)).first();
    await visible(first.getByText(NOTE_TITLE, { exact: true }));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await shot(page, '05-new-note-on-top');

    // The new note opens too.
    await first.getByTestId('timeline-card-link').click();
    await page.waitForURL(/\/entity\/post\/\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: NOTE_TITLE }));
  });

  it('the own profile offers writing and shows real counters', async () => {
    await page.goto('/profile/');
    await visible(page.getByTestId('new-post-bar'));
    const stats = await visible(page.locator('.entities-stats'));
    const observations = Number((await stats.locator('dd').first().textContent())?.replace(/\D/g, ''));
    expect(observations).toBeGreaterThan(0);
    await shot(page, '06-profile');
  });

  it('the community search filters the list', async () => {
    await page.goto('/entity/');
    const list = page.locator('.ui-infinite-list__items');
    await visible(list.getByText('Budapesti lepkészek'));
    await page.getByRole('combobox', { name: 'Keresés névre' }).fill('bukki');
    await list.getByText('Budapesti lepkészek').waitFor({ state: 'detached' });
    await visible(list.getByText('Bükki megfigyelők'));
    expect(new URL(page.url()).searchParams.get('q')).toBe('bukki');
    await page.keyboard.press('Escape');
    await shot(page, '07-community-search');
  });

  it("an entity's post button offers what the server lets the member publish", async () => {
    await page.goto('/entity/');
    await page.getByRole('main').getByText('Budapesti lepkészek', { exact: true }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: 'Budapesti lepkészek' }));
    await page.getByRole('button', { name: 'Új bejegyzés' }).click();
    const menu = await visible(page.getByRole('menu', { name: 'Új bejegyzés' }));
    await visible(menu.getByRole('menuitem', { name: 'Új jegyzet' }));
    await visible(menu.getByRole('menuitem', { name: 'Kérdés' }));
    // Announcements need A or C on this board (pub_alert), which a member lacks.
    expect(await menu.getByRole('menuitem', { name: 'Közlemény' }).count()).toBe(0);
    await shot(page, '08-entity-post-button');
    await menu.getByRole('menuitem', { name: 'Új jegyzet' }).click();
    await page.waitForURL(/\/entity\/\d+\/post\/$/);
    await visible(page.locator('form.posts-form'));
  });

  it('joining a group moves its member counter and offers its post button, without a reload', async () => {
    await page.goto('/entity/');
    await page.getByRole('main').getByText('Fluturii Transilvaniei', { exact: true }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: 'Fluturii Transilvaniei' }));
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const members = page.locator('.entities-stats__item').filter({ hasText: 'Tag' }).locator('dd');
    const before = Number(await members.textContent());
    expect(await page.getByRole('button', { name: 'Új bejegyzés' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Csatlakozás!' }).click();
    await expect.poll(() => members.textContent()).toBe(String(before + 1));
    await visible(page.getByRole('button', { name: 'Új bejegyzés' }));
    // The members shown follow too.
    await visible(page.getByRole('main').getByRole('link', { name: `Összes tag (${before + 1})` }));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await shot(page, '09-joined');
  });

  it("the menu's Observations opens the list", async () => {
    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: OBSERVATIONS, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/observation/list/');
    await visible(page.getByTestId('observation-item').first());

    // The date filters take the app's yyyy.mm.dd, whatever the browser's own date format.
    const from = page.getByLabel('Ettől a naptól');
    expect(await from.getAttribute('placeholder')).toBe('éééé.hh.nn');
    await from.fill('2025.07.01');
    await from.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2025-07-01');
    await expect.poll(() => page.getByLabel('Ettől a naptól').inputValue()).toBe('2025.07.01');
    await page.getByLabel('Eddig a napig').fill('2025.02.30');
    await page.getByLabel('Eddig a napig').press('Enter');
    await visible(page.getByText('Nem értelmezhető dátum'));
    expect(new URL(page.url()).searchParams.has('to')).toBe(false);
    await shot(page, '10-observation-list');
    expect(errors).toEqual([]);
  });
});
