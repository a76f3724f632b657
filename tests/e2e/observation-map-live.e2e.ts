import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logIn, visible } from './support/app.ts';
import { newPhoneContext, phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/observation-map/map-messages.ts). */
const T = {
  title: 'Megfigyelések térképe',
  geojson: 'A szűrt megfigyelések letöltése GeoJSON-fájlként',
  geojsonTitle: 'Megfigyelések GeoJSON-fájlban',
  download: 'Letöltés',
} as const;
const RECORD_CELLS = /^100 km-es négyzetek: \d+ négyzet, (\d+) megfigyelés$/;

/** GraphQL over a page's session (its cookies), failing the test on any error. */
async function gql<Data>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const reply = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Issue 15 part 6: an admin keeps the map of accepted records open while a moderator, in another
 * browser, approves a record (a user's record the moderator had revoked); the map counts it in
 * without a reload and its live region says so.
 */
describe('the observation map receives a record accepted elsewhere, without reload', () => {
  const admin = phoneSession((page) => logIn(page, 'admin@lepke.test'));
  const contexts: BrowserContext[] = [];
  let moderator: Page;
  let recId: number;

  beforeAll(async () => {
    const page = async (email: string) => {
      const context = await newPhoneContext(admin.browser);
      contexts.push(context);
      const opened = await context.newPage();
      await logIn(opened, email);
      return opened;
    };
    moderator = await page('moderator@lepke.test');
    const user = await page('user@lepke.test');
    // A user's record is accepted at once (recording §5); the moderator revokes it before the map opens.
    const { species } = await gql<{ species: { id: string } }>(user, `query($key: String!) { species(key: $key) { id } }`, { key: 'aglais-io' });
    const { createObservation } = await gql<{ createObservation: { observation: { recId: number; status: number } } }>(
      user,
      `mutation($clientId: String!, $input: ObservationInput!) {
        createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { recId status } } }
      }`,
      {
        clientId: `e2e-map-live-${Date.now().toString(36)}`,
        input: {
          speciesId: species.id,
          country: 'HU',
          verbatimLat: '46.2530',
          verbatimLon: '20.1414',
          closestSettlement: 'Szeged',
          dateFrom: `${new Date().getUTCFullYear() - 1}-07-12`,
          individuals: 2,
        },
      },
    );
    expect(createObservation.observation.status).toBe(1);
    recId = createObservation.observation.recId;
    const revoked = await moderator.request.post(`/api/observation/review/${recId}/revoke`, { data: { reason: 'Újraellenőrzés a térkép próbájához.' } });
    expect(revoked.status()).toBe(200);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const status = () => admin.page.getByTestId('map-status');
  const records = async () => Number(RECORD_CELLS.exec((await status().textContent()) ?? '')?.[1] ?? NaN);

  it('adds the approved record to its cell and announces it', async () => {
    await admin.page.goto('/observation/map/?status=1&count=observation&layer=eea100km');
    await visible(admin.page.getByRole('heading', { name: T.title, level: 1 }));
    await expect.poll(() => status().textContent()).toMatch(RECORD_CELLS);
    const before = await records();
    const live = admin.page.getByTestId('map-live');
    expect(await live.getAttribute('data-count')).toBe('0');

    // The subscription starts with the page; give the socket a moment before the decision it must hear.
    await admin.page.waitForTimeout(1000);
    const approved = await moderator.request.post(`/api/observation/review/${recId}/approve`);
    expect(approved.status()).toBe(200);

    await expect.poll(() => live.getAttribute('data-count')).toBe('1');
    expect(await live.textContent()).toBe('1 megfigyelést fogadtak el, amióta a térkép nyitva van');
    await expect.poll(records).toBe(before + 1);
    await screenshot(admin.page, 'observation-map-live-01-accepted');
    expect(admin.errors).toEqual([]);
  });

  it('offers the map filter as a GeoJSON download to signed-in people', async () => {
    await admin.page.getByRole('link', { name: T.geojson }).click();
    await expect.poll(() => new URL(admin.page.url()).pathname).toBe('/map/get_geojson/');
    expect(new URL(admin.page.url()).searchParams.get('status')).toBe('1');
    await visible(admin.page.getByRole('heading', { name: T.geojsonTitle, level: 1 }));
    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('link', { name: T.download }).click()]);
    expect(download.suggestedFilename()).toBe('lepke-observations.geojson');
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const collection = JSON.parse(await readFile(file, 'utf8')) as { type: string; features: { properties: { status: number } }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(0);
    expect(collection.features.every((feature) => feature.properties.status === 1)).toBe(true);
    await screenshot(admin.page, 'observation-map-live-02-geojson');
    expect(admin.errors).toEqual([]);
  });
});
