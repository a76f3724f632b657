import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/collections/messages.ts). */
const T = {
  addTo: 'Gyűjteménybe',
  sheetTitle: 'Hozzáadás gyűjteményhez',
  newTitle: 'Az új gyűjtemény címe',
  createAndAdd: 'Létrehozás és hozzáadás',
  collections: 'Gyűjtemények',
};

async function gql<Data>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const reply = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The sheet of "add to collection", opened from the view's button. */
async function openSheet(page: Page) {
  await (await visible(page.getByRole('button', { name: T.addTo }))).click();
  return visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: T.sheetTitle }) }));
}

/**
 * The ways into collections (issue 20 part 2): a user adds their record to a new collection from
 * the record's view, a species to it from the species popup, and finds it on their profile.
 */
describe('a user adds things to a collection from their own views (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  it('adds a record to a new collection and a species to it, then opens it from their profile', async () => {
    const { page } = phone;
    const stamp = Date.now().toString(36);
    const title = `Nyári kedvencek ${stamp}`;
    const { species } = await gql<{ species: { id: string } }>(page, `query($key: String!) { species(key: $key) { id } }`, { key: 'aglais-io' });
    const { createObservation } = await gql<{ createObservation: { observation: { recId: number } } }>(
      page,
      `mutation($clientId: String!, $input: ObservationInput!) {
        createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { recId } } }
      }`,
      {
        clientId: `e2e-add-to-collection-${stamp}`,
        input: {
          speciesId: species.id,
          country: 'HU',
          verbatimLat: '47.4979',
          verbatimLon: '19.0402',
          closestSettlement: 'Budapest',
          dateFrom: `${new Date().getUTCFullYear() - 1}-07-12`,
          individuals: 1,
        },
      },
    );
    const recId = createObservation.observation.recId;

    // The record's view: a new collection made from the sheet holds the record, ticked.
    await page.goto(`/observation/${recId}`);
    const record = await visible(page.getByTestId('observation-view'));
    await visible(record.getByRole('button', { name: T.addTo }));
    await screenshot(page, 'add-to-collection-00-record');
    let sheet = await openSheet(page);
    await sheet.getByLabel(T.newTitle).fill(title);
    await screenshot(page, 'add-to-collection-01-new');
    await Promise.all([graphqlResponse(page, 'AddToCollectionAddMutation'), sheet.getByRole('button', { name: T.createAndAdd }).click()]);
    const made = sheet.getByRole('button', { name: new RegExp(title) });
    await expect.poll(() => made.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'add-to-collection-02-record-added');
    await sheet.getByRole('button', { name: 'Bezárás' }).click();
    await sheet.waitFor({ state: 'hidden' });

    // The species popup: the collection is listed unticked; a tap adds the species, a second takes it out, a third adds it back.
    await page.goto('/species/papilio-machaon');
    sheet = await openSheet(page);
    const choice = await visible(sheet.getByRole('button', { name: new RegExp(title) }));
    expect(await choice.getAttribute('aria-pressed')).toBe('false');
    await Promise.all([graphqlResponse(page, 'AddToCollectionAddMutation'), choice.click()]);
    await expect.poll(() => choice.getAttribute('aria-pressed')).toBe('true');
    await Promise.all([graphqlResponse(page, 'AddToCollectionRemoveMutation'), choice.click()]);
    await expect.poll(() => choice.getAttribute('aria-pressed')).toBe('false');
    await Promise.all([graphqlResponse(page, 'AddToCollectionAddMutation'), choice.click()]);
    await expect.poll(() => choice.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'add-to-collection-03-species-added');
    await sheet.getByRole('button', { name: 'Bezárás' }).click();
    await sheet.waitFor({ state: 'hidden' });

    // The profile's Collections section leads to it, with the record and the species in it.
    await page.goto('/profile/');
    const section = await visible(page.getByTestId('owner-collections'));
    await visible(section.getByRole('heading', { name: T.collections }));
    const card = await visible(section.getByRole('link', { name: new RegExp(title) }));
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'add-to-collection-04-profile');
    await card.click();
    await page.waitForURL((url) => /^\/collection\/\d+$/.test(url.pathname));
    const view = await visible(page.getByTestId('collection'));
    await visible(view.getByRole('heading', { name: title }));
    await expect.poll(() => view.locator('.collections-item__kind').allTextContents()).toEqual(['Megfigyelés', 'Faj']);
    await screenshot(page, 'add-to-collection-05-collection');
    expect(phone.errors).toEqual([]);
  });

  it('finds a project’s collections on the project’s page', async () => {
    const { page } = phone;
    const { collections } = await gql<{ collections: { edges: { node: { entity: { recId: number } | null } }[] } }>(
      page,
      `{ collections(first: 1, search: "Az atlasz kiemelései") { edges { node { entity { recId } } } } }`,
    );
    const projectId = collections.edges[0]?.node.entity?.recId;
    expect(projectId).toBeDefined();
    await page.goto(`/entity/${projectId}`);
    const section = await visible(page.getByTestId('owner-collections'));
    const card = await visible(section.getByRole('link', { name: /Az atlasz kiemelései/ }));
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'add-to-collection-06-project');
    await card.click();
    await page.waitForURL((url) => /^\/collection\/\d+$/.test(url.pathname));
    await visible(page.getByTestId('collection').getByRole('heading', { name: 'Az atlasz kiemelései' }));
    expect(phone.errors).toEqual([]);
  });
});
