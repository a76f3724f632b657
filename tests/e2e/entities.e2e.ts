import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, suggestion, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/entities/messages.ts, web/i18n/tokens.ts). */
const T = {
  title: 'Közösség',
  groups: 'Csoportok',
  geoFilter: 'Ország',
  europe: 'Európa',
  romania: 'Románia',
  search: 'Keresés névre',
  edit: 'Szerkesztés',
  settings: 'Beállítások',
  ownerOnly: 'csak tulajdonos',
  description: 'Bemutatkozás',
  save: 'Mentés',
  valueSet: 'Beállítva',
  openPage: 'Oldal megnyitása',
  members: 'Tagok',
  publishing: 'Ki publikálhat?',
};
const BUDAPEST = 'Budapesti lepkészek';
const BUKK = 'Bükki megfigyelők';
const TRANSYLVANIA = 'Fluturii Transilvaniei';
/** Where the screenshots the task asks for go, besides the artifacts directory. */
const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/entities-${name}.png`, animations: 'disabled' });
  await screenshot(page, `entities-${name}`);
}

async function login(page: Page, email: string): Promise<void> {
  await logIn(page, email);
}

async function entityId(page: Page, name: string): Promise<number> {
  const reply = await page.request.get(`/api/entity?query=${encodeURIComponent(name)}`);
  const body = (await reply.json()) as { list: { data: { id: number; display_name: string }[] } };
  const found = body.list.data.find((row) => row.display_name === name);
  if (!found) throw new Error(`No entity named ${name}`);
  return found.id;
}

const list = (page: Page) => page.getByRole('list', { name: 'Entitások' });

describe('the community list', () => {
  const phone = phoneSession();

  it('lists entities with type tabs, and the geo filter narrows them by country in the URL', async () => {
    await phone.page.goto('/entity/');
    await visible(phone.page.getByRole('heading', { name: T.title, level: 1 }));
    await visible(list(phone.page).getByText(BUDAPEST));
    await visible(list(phone.page).getByText(TRANSYLVANIA));
    await shot(phone.page, '01-community');

    await phone.page.getByRole('button', { name: new RegExp(T.europe) }).click();
    await phone.page.getByRole('option', { name: T.romania }).click();
    await expect.poll(() => new URL(phone.page.url()).searchParams.get('geo')).toBe('RO');
    await visible(list(phone.page).getByText(TRANSYLVANIA));
    await list(phone.page).getByText(BUDAPEST).waitFor({ state: 'detached' });
    await shot(phone.page, '02-geo-romania');

    await phone.page.getByRole('button', { name: new RegExp(T.romania) }).click();
    await phone.page.getByRole('option', { name: T.europe }).click();
    await expect.poll(() => new URL(phone.page.url()).searchParams.has('geo')).toBe(false);
    await visible(list(phone.page).getByText(BUDAPEST));

    await phone.page.getByRole('link', { name: T.groups }).click();
    await expect.poll(() => new URL(phone.page.url()).searchParams.get('type')).toBe('2');
    await list(phone.page).getByText('Lepke közösség').waitFor({ state: 'detached' });
    await visible(list(phone.page).getByText(BUKK));
  });

  it('finds a group by name without accents and opens it', async () => {
    const field = phone.page.getByRole('combobox', { name: T.search });
    await field.fill('bukki');
    await suggestion(phone.page, new RegExp(BUKK));
    await shot(phone.page, '03-autocomplete');
    await phone.page.getByRole('option', { name: new RegExp(BUKK) }).click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toMatch(/^\/entity\/\d+$/);
    await visible(phone.page.getByRole('heading', { name: BUKK, level: 1 }));
    // A guest sees no admin controls.
    expect(await phone.page.getByTestId('entity-admin-controls').count()).toBe(0);
    await visible(phone.page.getByRole('heading', { name: T.members }));
    await shot(phone.page, '04-group-guest');
    expect(phone.errors).toEqual([]);
  });

  it('shows a small card in the popup route', async () => {
    const id = await entityId(phone.page, BUDAPEST);
    await phone.page.goto(`/entity/popup/${id}`);
    const card = await visible(phone.page.getByTestId('entity-small-card'));
    await visible(card.getByRole('heading', { name: BUDAPEST }));
    await shot(phone.page, '05-popup');
    await card.getByRole('link', { name: T.openPage }).click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe(`/entity/${id}`);
  });
});

describe('an entity administrator (A)', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];
  let id: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
    // The demo's Budapest group belongs to Szerkesztő Szilvia (A).
    await login(page, 'editor@lepke.test');
    id = await entityId(page, BUDAPEST);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees edit and the owner-only settings and delete, and edits the group', async () => {
    await page.goto(`/entity/${id}`);
    const controls = await visible(page.getByTestId('entity-admin-controls'));
    await visible(controls.getByRole('link', { name: T.edit }));
    await visible(controls.getByRole('link', { name: new RegExp(`${T.settings}.*${T.ownerOnly}`) }));
    await visible(page.getByTestId('admin-letters').getByText('A'));
    await shot(page, '06-group-admin');

    await controls.getByRole('link', { name: T.edit }).click();
    const form = await visible(page.getByTestId('entity-form'));
    const description = `<p>Szerkesztve ${Date.now()}: közös terepnap a Sas-hegyen.</p>`;
    await form.getByLabel(T.description).fill(description);
    await shot(page, '07-edit-form');
    await Promise.all([graphqlResponse(page, 'EntityEditPageUpdateMutation'), form.getByRole('button', { name: T.save }).click()]);
    await visible(page.getByText(T.valueSet, { exact: true }));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/entity/${id}`);
    await visible(page.getByText(/közös terepnap a Sas-hegyen/));
    await shot(page, '08-edited');
  });

  it('opens the settings: publishing letters and admin letters', async () => {
    await page.goto(`/entity/edit/${id}/settings`);
    await visible(page.getByRole('heading', { name: T.publishing }));
    const form = await visible(page.getByTestId('entity-settings-form'));
    await Promise.all([graphqlResponse(page, 'EntitySettingsPageMutation'), form.getByRole('button', { name: T.save }).click()]);
    await visible(page.getByText(T.valueSet, { exact: true }).first());
    await page.goto(`/entity/edit/${id}/settings`);
    await visible(page.getByRole('heading', { name: T.publishing }));
    await shot(page, '09-settings');
    expect(errors).toEqual([]);
  });

  it('a plain member sees no admin controls and the edit route refuses them', async () => {
    const other = await (await newPhoneContext(browser)).newPage();
    await login(other, 'user@lepke.test');
    await other.goto(`/entity/${id}`);
    await visible(other.getByRole('heading', { name: BUDAPEST, level: 1 }));
    expect(await other.getByTestId('entity-admin-controls').count()).toBe(0);
    await shot(other, '10-group-member');
    await other.goto(`/entity/edit/${id}`);
    await visible(other.getByText('Hozzáférés megtagadva'));
  });
});
