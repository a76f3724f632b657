import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, fillLogin, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/observations/observation-status-messages.ts). */
const T = {
  listTitle: 'Megfigyelések',
  lifeStage: 'Fejlődési alak',
  status: 'Állapot',
  openInReview: 'Validálás',
  edit: 'Szerkesztés',
  conversation: 'Beszélgetés az ellenőrzésről',
};
const PASSWORD = 'lepke-demo';
const stamp = Date.now().toString(36);

async function login(page: Page, email: string): Promise<void> {
  const sheet = await openLoginSheet(page);
  await fillLogin(sheet, email, PASSWORD);
  await sheet.getByRole('button', { name: 'Belépés' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await visible(accountButtons(page).first());
}

async function gql<Data>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const reply = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * The web decides every action from the server's abilities (`viewer.can`, a record's `viewerCan`):
 * a moderator sees the validator's actions, a plain user does not, and no role is checked in the web.
 */
describe("a moderator's extra actions come from the server's abilities", () => {
  let browser: Browser;
  let user: Page;
  let moderator: Page;
  let errors: Error[][];
  let recId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await (await newPhoneContext(browser)).newPage();
    moderator = await (await newPhoneContext(browser)).newPage();
    errors = [collectPageErrors(user), collectPageErrors(moderator)];
    await login(user, 'user@lepke.test');
    await login(moderator, 'moderator@lepke.test');
    const { species } = await gql<{ species: { id: string } }>(user, `query($key: String!) { species(key: $key) { id } }`, { key: 'aglais-io' });
    const { createObservation } = await gql<{ createObservation: { observation: { recId: number } } }>(
      user,
      `mutation($clientId: String!, $input: ObservationInput!) {
        createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { recId } } }
      }`,
      {
        clientId: `e2e-abilities-${stamp}`,
        input: {
          speciesId: species.id,
          country: 'HU',
          verbatimLat: '47.4979',
          verbatimLon: '19.0402',
          closestSettlement: 'Budapest',
          dateFrom: `${new Date().getUTCFullYear() - 1}-07-10`,
          individuals: 1,
        },
      },
    );
    recId = createObservation.observation.recId;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the record list offers the status filter to the moderator only', async () => {
    for (const page of [moderator, user]) {
      await page.goto('/observation/list/');
      await visible(page.getByRole('heading', { name: T.listTitle, level: 1 }));
      await visible(page.getByLabel(T.lifeStage, { exact: true }));
    }
    await visible(moderator.getByLabel(T.status, { exact: true }));
    await screenshot(moderator, 'abilities-01-moderator-list');
    expect(await user.getByLabel(T.status, { exact: true }).count()).toBe(0);
    await screenshot(user, 'abilities-02-user-list');
  });

  it("the moderator may review the user's record and take part in its review conversation, but not edit it", async () => {
    await moderator.goto(`/observation/${recId}`);
    const view = await visible(moderator.getByTestId('observation-view'));
    await visible(view.getByRole('link', { name: T.openInReview, exact: true }));
    await visible(view.getByRole('link', { name: T.conversation }));
    expect(await view.getByRole('link', { name: T.edit, exact: true }).count()).toBe(0);
    await screenshot(moderator, 'abilities-03-moderator-record');
  });

  it('the user edits their own record and takes part in its conversation, with no review action', async () => {
    await user.goto(`/my/observation/${recId}/`);
    const view = await visible(user.getByTestId('observation-view'));
    await visible(view.getByRole('link', { name: T.edit, exact: true }));
    await visible(view.getByRole('link', { name: T.conversation }));
    expect(await view.getByRole('link', { name: T.openInReview, exact: true }).count()).toBe(0);
    await screenshot(user, 'abilities-04-user-record');
  });

  it('leaves no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
