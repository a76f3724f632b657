import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { disappears, graphqlResponse, logIn, timelineCards, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/posts/messages.ts, web/features/timeline/messages.ts, web/i18n/tokens.ts). */
const FRIENDS = 'A barátaim láthatják';
const DATA_CHANGED_CANCEL_CONFIRM = 'Az adatok megváltoztak. Biztosan kilépsz mentés nélkül?';
const CONFIRM_DELETE_ITEM = 'Biztosan törlöd?';
const TITLE = `Esti lepkeles a kertben ${Date.now()}`;
const EDITED = `${TITLE} (javítva)`;

const SHOTS = '/tmp/shots';

/** The shared artefact plus a copy under /tmp/shots/posts-*.png. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `posts-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/posts-${name}.png`, animations: 'disabled' });
}

describe('a note from writing to deleting', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  const card = async (title: string) => (await timelineCards(phone.page)).filter({ has: phone.page.getByText(title, { exact: true }) });

  it('writes a friends-only note that shows on the home timeline with the lock', async () => {
    await phone.page.goto('/post/edit/');
    const form = await visible(phone.page.locator('form.posts-form'));
    // An empty form answers with the form-error dialog.
    await form.getByRole('button', { name: 'Mentés' }).click();
    const formErrors = await visible(phone.page.getByRole('alertdialog', { name: 'Hibás adatok' }));
    expect(await formErrors.textContent()).toContain('A mező kitöltése kötelező');
    await shot(phone.page, '01-form-errors');
    await formErrors.getByRole('button').click();

    await form.getByLabel('Cím').fill(TITLE);
    await form.getByLabel('Szöveg').fill('Tíz óra körül három szender jött a lámpához.\n\nA bodzán egy fecskefarkú is pihent.');
    await form.getByLabel('Ki láthatja?').selectOption({ label: FRIENDS });
    await shot(phone.page, '02-new-note');
    await Promise.all([graphqlResponse(phone.page, 'PostEditPageCreateMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);

    await phone.page.waitForURL((url) => url.pathname === '/');
    const note = await card(TITLE);
    await visible(note);
    // The owner's lock names the level: friends.
    await visible(note.getByRole('button', { name: FRIENDS }));
    await note.scrollIntoViewIfNeeded();
    await shot(phone.page, '03-home-locked');
  });

  it('edits it from the card menu', async () => {
    const note = await card(TITLE);
    await note.getByRole('button', { name: 'További műveletek' }).click();
    await (await visible(phone.page.getByRole('dialog', { name: 'További műveletek' }))).getByRole('button', { name: 'Szerkesztés' }).click();
    await phone.page.waitForURL(/\/note\/edit\/\d+$/);
    const form = await visible(phone.page.locator('form.posts-form'));
    const title = form.getByLabel('Cím');
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    expect(await form.getByLabel('Ki láthatja?').inputValue()).toBe('1');
    await title.fill(EDITED);
    await shot(phone.page, '04-edit');
    await Promise.all([graphqlResponse(phone.page, 'PostEditPageUpdateMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);
    await phone.page.waitForURL((url) => url.pathname === '/');
    await visible(await card(EDITED));
  });

  it('asks before leaving a changed form, then deletes the note after a confirmation', async () => {
    const note = await card(EDITED);
    await note.getByRole('button', { name: 'További műveletek' }).click();
    await (await visible(phone.page.getByRole('dialog', { name: 'További műveletek' }))).getByRole('button', { name: 'Szerkesztés' }).click();
    const form = await visible(phone.page.locator('form.posts-form'));
    await expect.poll(() => form.getByLabel('Cím').inputValue()).toBe(EDITED);
    const editUrl = phone.page.url();

    await form.getByLabel('Szöveg').fill('Mégsem három, hanem négy szender volt.');
    await form.getByRole('button', { name: 'Mégse' }).click();
    const leave = await visible(phone.page.getByRole('alertdialog', { name: DATA_CHANGED_CANCEL_CONFIRM }));
    await shot(phone.page, '05-leave-changed');
    // Staying keeps the form and its text.
    await leave.getByRole('button', { name: 'Mégse' }).click();
    expect(await disappears(leave)).toBe(true);
    expect(phone.page.url()).toBe(editUrl);
    expect(await form.getByLabel('Szöveg').innerText()).toBe('Mégsem három, hanem négy szender volt.');

    await form.getByRole('button', { name: 'Törlés' }).click();
    const confirm = await visible(phone.page.getByRole('alertdialog', { name: CONFIRM_DELETE_ITEM }));
    await shot(phone.page, '06-confirm-delete');
    await Promise.all([graphqlResponse(phone.page, 'PostEditPageDeleteMutation'), confirm.getByRole('button', { name: 'Törlés' }).click()]);
    // Deleting leaves without asking about the unsaved text.
    await phone.page.waitForURL((url) => url.pathname === '/');
    expect(await phone.page.getByRole('alertdialog', { name: DATA_CHANGED_CANCEL_CONFIRM }).count()).toBe(0);
    await timelineCards(phone.page);
    expect(await phone.page.getByText(EDITED, { exact: true }).count()).toBe(0);
    await phone.page.reload();
    await timelineCards(phone.page);
    expect(await phone.page.getByText(EDITED, { exact: true }).count()).toBe(0);
    await shot(phone.page, '07-deleted');
    expect(phone.errors).toEqual([]);
  });

  /** The phone.page of a demo item, found by its title in the REST timeline (its url is the post phone.page). */
  async function demoPostUrl(title: string): Promise<string> {
    const reply = await phone.page.request.get('/api/timeline?_size=100');
    const item = (await reply.json()).list.data.find((each: { title: string }) => each.title === title);
    expect(item?.url).toMatch(/^\/entity\/post\/\d+$/);
    return item.url;
  }

  it('shows a lesson with its solution; ?op=comment puts the focus into the comment field', async () => {
    await phone.page.goto(`${await demoPostUrl('Lecke: a boglárkalepkék hátsó szárnya')}?op=comment`);
    await visible(phone.page.getByRole('heading', { name: 'Lecke: a boglárkalepkék hátsó szárnya' }));
    await visible(phone.page.getByText('Szerintem az ezüstös boglárka, annál halványabb a foltsor.'));
    await visible(phone.page.getByRole('heading', { name: 'Megoldások (1)' }));
    await expect.poll(() => phone.page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Írj hozzászólást…');
    await shot(phone.page, '08-lesson-page');
  });

  it('sets a mood with a location typed in when the device gives none', async () => {
    await phone.page.goto('/mood/edit/0');
    const form = await visible(phone.page.locator('form.posts-form'));
    // No permission to locate: the failure is only logged, the fields stay empty for typing.
    await visible(form.getByRole('button', { name: 'Jelenlegi helyem' }));
    await form.getByLabel('Milyen a hangulatod?').fill('Ma minden virágon lepke ül.');
    await form.getByLabel('Földrajzi szélesség').fill('95');
    await form.getByLabel('Földrajzi hosszúság').fill('19.04');
    await form.getByRole('button', { name: 'Mentés' }).click();
    const formErrors = await visible(phone.page.getByRole('alertdialog', { name: 'Hibás adatok' }));
    expect(await formErrors.textContent()).toContain('Hibás koordináta');
    await formErrors.getByRole('button').click();
    await form.getByLabel('Földrajzi szélesség').fill('47.51');
    await shot(phone.page, '09-mood');
    const [response] = await Promise.all([graphqlResponse(phone.page, 'PostEditPageCreateMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);
    const created = (await response.json()).data.createPost.post;
    await phone.page.waitForURL((url) => url.pathname === '/');
    await visible(await card('Ma minden virágon lepke ül.'));

    const read = await phone.page.request.get(`/api/post/${created.recId}`);
    expect((await read.json()).data).toMatchObject({ type: 'MOOD', lat: 47.51, lon: 19.04 });
    // The demo data stays as the other browser tests expect it.
    expect((await phone.page.request.delete(`/api/post/${created.recId}`)).status()).toBe(200);
    expect(phone.errors).toEqual([]);
  });
});
