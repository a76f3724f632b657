import { describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, suggestion, visible } from './support/app.ts';
import { newPhoneContext, phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/collections/messages.ts). */
const T = {
  newCollection: 'Új gyűjtemény',
  title: 'Cím',
  save: 'Mentés',
  species: 'Faj',
  addPhotos: 'Saját fotók hozzáadása',
  record: 'Saját megfigyelés',
  add: 'Hozzáad',
  up: 'Feljebb',
  setCover: 'Legyen a borító',
  cover: 'Borító',
};

describe('a user curates a collection (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  it('makes one, adds a species, a photo and a record, reorders them, and a guest sees it', async () => {
    const { page, browser } = phone;
    const title = `Kerti lepkék ${Date.now()}`;
    await page.goto('/collection/');
    await page.getByRole('link', { name: T.newCollection }).click();
    await page.waitForURL((url) => url.pathname === '/collection/0/item/edit/');
    const form = await visible(page.locator('form.collections-form'));
    await form.getByLabel(T.title, { exact: true }).fill(title);
    const [created] = await Promise.all([graphqlResponse(page, 'CollectionEditPageCreateMutation'), form.getByRole('button', { name: T.save }).click()]);
    const recId = ((await created.json()) as { data: { createCollection: { collection: { recId: number } } } }).data.createCollection.collection.recId;
    await page.waitForURL((url) => url.pathname === `/collection/${recId}/item/edit/`);

    const items = page.getByTestId('collection-item');
    // The pickers are there once the own records and stories are loaded.
    await visible(page.getByLabel(T.record));
    // A species from the catalogue's autocomplete.
    const speciesField = page.getByRole('combobox', { name: T.species });
    // Typed again while no suggestion shows: the field may still be settling after the save's navigation.
    await expect
      .poll(
        async () => {
          await speciesField.fill('');
          await speciesField.pressSequentially('machaon');
          return page
            .getByRole('option', { name: /Papilio machaon/ })
            .waitFor({ state: 'visible', timeout: 4000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 25_000 },
      )
      .toBe(true);
    await Promise.all([graphqlResponse(page, 'CollectionEditPageAddMutation'), (await suggestion(page, /Papilio machaon/)).click()]);
    await expect.poll(() => items.count()).toBe(1);
    // One of their own photos through the attachment browser.
    await page.getByRole('button', { name: T.addPhotos }).click();
    const browserPopup = await visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Csatolmány kiválasztása' }) }));
    await browserPopup.getByTestId('attachment-card').first().click();
    await browserPopup.getByRole('button', { name: 'Csatolás' }).click();
    await browserPopup.waitFor({ state: 'hidden' });
    await expect.poll(() => items.count()).toBe(2);
    // One of their records.
    const records = page.getByLabel(T.record);
    const firstRecord = await records.locator('option').nth(1).getAttribute('value');
    await records.selectOption(firstRecord);
    await Promise.all([graphqlResponse(page, 'CollectionEditPageAddMutation'), page.getByRole('button', { name: T.add, exact: true }).first().click()]);
    await expect.poll(() => items.count()).toBe(3);
    await screenshot(page, 'collections-01-edit');

    // The record up to the top, above the photo and the species; the photo made the cover.
    const kinds = () => items.locator('.collections-item__kind').allTextContents();
    expect(await kinds()).toEqual(['Faj', 'Fotó', 'Megfigyelés']);
    await Promise.all([graphqlResponse(page, 'CollectionEditPageMoveMutation'), items.nth(2).getByRole('button', { name: T.up }).click()]);
    await expect.poll(kinds).toEqual(['Faj', 'Megfigyelés', 'Fotó']);
    await Promise.all([graphqlResponse(page, 'CollectionEditPageMoveMutation'), items.nth(1).getByRole('button', { name: T.up }).click()]);
    await expect.poll(kinds).toEqual(['Megfigyelés', 'Faj', 'Fotó']);
    await Promise.all([graphqlResponse(page, 'CollectionEditPageUpdateMutation'), items.nth(2).getByRole('button', { name: T.setCover }).click()]);
    await visible(items.nth(2).getByText(T.cover, { exact: true }));
    await screenshot(page, 'collections-02-reordered');

    // A guest sees the public collection with its cover, the species and the photo, in the curator's order.
    const guestContext = await newPhoneContext(browser);
    try {
      const guest = await guestContext.newPage();
      await guest.goto(`/collection/${recId}`);
      const view = await visible(guest.getByTestId('collection'));
      await visible(view.getByRole('heading', { name: title }));
      await visible(view.locator('.collections-view__cover'));
      const guestKinds = await view.locator('.collections-item__kind').allTextContents();
      expect(guestKinds.filter((kind) => kind !== 'Megfigyelés')).toEqual(['Faj', 'Fotó']);
      await screenshot(guest, 'collections-03-guest-view');
      await guest.goto('/collection/');
      await visible(guest.locator('.collections-card').filter({ hasText: title }));
      await screenshot(guest, 'collections-04-list');
    } finally {
      await guestContext.close();
    }
    expect(phone.errors).toEqual([]);
  });
});
