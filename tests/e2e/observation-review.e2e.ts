import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, disappears, fillLogin, graphqlResponse, openLoginSheet, openSideMenu, suggestion, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/observations/observation-status-messages.ts, web/i18n/tokens.ts). */
const T = {
  myTitle: 'Megfigyeléseim',
  add: 'Új megfigyelés',
  listTitle: 'Megfigyelések',
  reviewTitle: 'Validálás',
  tabPending: 'Ellenőrzésre vár',
  tabAccepted: 'Elfogadott',
  pending: 'ellenőrzésre vár',
  accepted: 'elfogadva',
  rejected: 'elutasítva',
  approve: 'Elfogadás',
  reject: 'Elutasítás',
  rejectConfirm: 'Elutasítom',
  reasonField: 'Indoklás (a megfigyelő is látja)',
  required: 'A mező kitöltése kötelező',
  rejectedToast: 'Megfigyelés elutasítva',
  approvedToast: 'Megfigyelés elfogadva',
  rejectReason: 'Az elutasítás indoka',
  difficult: 'Nehezen határozható faj.',
  appealField: 'A fellebbezés indoka',
  appealSend: 'Fellebbezés küldése',
  appealSent: 'Fellebbezés elküldve; a megfigyelés újra ellenőrzésre vár',
  history: 'Az ellenőrzés története',
  rejectedAction: 'elutasította',
  appealedAction: 'fellebbezett',
  approvedAction: 'elfogadta',
  commentedAction: 'hozzászólt',
  conversation: 'Beszélgetés az ellenőrzésről',
  commentField: 'Hozzászólás az ellenőrzéshez',
  commentSend: 'Küldés',
  commentSent: 'Hozzászólás elküldve',
  commentNotification: 'Új hozzászólás érkezett egy megfigyelés ellenőrzéséhez.',
  pendingNotification: 'Egy megfigyelés ellenőrzésre vár.',
  edit: 'Szerkesztés',
  forbidden: 'Hozzáférés megtagadva',
  cell: /^10 km-es négyzet: 10kmE/,
  generalised: /A pontos helyet elrejtettük: csak a 10 km-es négyzet látható/,
  locationsTitle: 'Mentett helyek',
  historyTitle: 'Legutóbb használt helyek',
  saved: 'Mentve',
  deleted: 'A hely törölve',
  confirmDelete: 'Biztosan törlöd?',
  deleteButton: 'Törlés',
  validationMenu: 'Validálás',
  form: {
    species: 'Faj',
    country: 'Ország',
    hungary: 'Magyarország',
    coordinates: 'Koordináták',
    dateFrom: 'Dátum',
    individuals: 'Egyedszám',
    settlement: 'Legközelebbi település',
    location: 'A hely leírása',
    save: 'Mentés',
    review: 'Validátor ellenőrzi, mielőtt elfogadott lesz.',
    photoNeeded: 'Ehhez a megfigyeléshez fotó is kell: add hozzá a Fotók résznél.',
    savedPending: 'Megfigyelés mentve; validátor ellenőrzi',
  },
};
/** Gellért Hill, Budapest, as an observer copies it from a GPS: degrees, minutes and seconds. */
const GELLERT_HILL_DMS = `47°29'10"N 19°02'50"E`;
const SHOTS = '/tmp/shots';
/** A photo without EXIF: it meets the media requirement without prefilling the form. */
const PHOTO = fileURLToPath(new URL('../../../shared/fixtures/photos/noexif.jpg', import.meta.url));
const SET_REVIEW_ROLES = `mutation ($roles: [Role!]) { updateReviewRule(kind: DIFFICULTY, reviewRoles: $roles) { __typename } }`;
const PASSWORD = 'lepke-demo';
const stamp = Date.now().toString(36);
/** A past summer day: July of last year (no record may be in the future). */
const summer = (day: number) => `${new Date().getUTCFullYear() - 1}-07-${String(day).padStart(2, '0')}`;

/** The shared artefact plus a copy under /tmp/shots/observation-review-*.png. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `observation-review-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/observation-review-${name}.png`, animations: 'disabled' });
}

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

interface Created {
  recId: number;
  status: number;
  flags: string[];
}

/** Creates a record through GraphQL as the page's user, with a client id of its own. */
async function createRecord(page: Page, speciesKey: string, input: Record<string, unknown>): Promise<Created> {
  const { species } = await gql<{ species: { id: string } }>(page, `query($key: String!) { species(key: $key) { id } }`, { key: speciesKey });
  const { createObservation } = await gql<{ createObservation: { __typename: string; observation?: Created; code?: string } }>(
    page,
    `mutation($clientId: String!, $input: ObservationInput!) {
      createObservation(clientId: $clientId, input: $input) {
        __typename
        ... on ObservationPayload { observation { recId status flags } }
        ... on Error { code }
      }
    }`,
    { clientId: `e2e-${speciesKey}-${stamp}`, input: { speciesId: species.id, country: 'HU', ...input } },
  );
  expect(createObservation.__typename, createObservation.code).toBe('ObservationPayload');
  return createObservation.observation!;
}

const item = (page: Page, recId: number): Locator => page.locator(`[data-testid="observation-item"][data-rec-id="${recId}"]`);
const badge = (scope: Locator): Locator => scope.getByTestId('observation-status').first();
const popup = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByTestId('observation-view') });
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('recording, review, rejection, appeal and approval', () => {
  let browser: Browser;
  let user: Page;
  let moderator: Page;
  let admin: Page;
  let userErrors: Error[];
  let moderatorErrors: Error[];
  let accepted: Created;
  let pending: Created;
  const reason = `A fotón a fonák nem látszik, így a mustárlepke nem különíthető el a rokon fajoktól (${stamp}).`;
  const thanks = `Köszönöm az újraellenőrzést! (${stamp})`;
  const appeal = `A példányt befogtam és a fonákot is lefotóztam; a csápbunkó alapján mustárlepke (${stamp}).`;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await (await newPhoneContext(browser)).newPage();
    moderator = await (await newPhoneContext(browser)).newPage();
    userErrors = collectPageErrors(user);
    moderatorErrors = collectPageErrors(moderator);
    await login(user, 'user@lepke.test');
    await login(moderator, 'moderator@lepke.test');
    // By the spec a USER's records are accepted at once; an admin's rule row makes the difficulty flag demand review of them here.
    admin = await (await newPhoneContext(browser)).newPage();
    await login(admin, 'admin@lepke.test');
    await gql(admin, SET_REVIEW_ROLES, { roles: ['USER'] });
  });
  afterAll(async () => {
    if (admin) await gql(admin, SET_REVIEW_ROLES, { roles: [] });
    await browser?.close();
  });

  it('the user records a common butterfly through GraphQL: accepted at once', async () => {
    accepted = await createRecord(user, 'aglais-io', {
      verbatimLat: '47.4979',
      verbatimLon: '19.0402',
      closestSettlement: 'Budapest',
      location: `Erzsébet tér ${stamp}`,
      dateFrom: summer(14),
      individuals: 3,
      notes: 'Csalánon napozott.',
    });
    expect(accepted.status).toBe(1);
  });

  it('the user enters the second on the form: part of its Hungarian name, coordinates in degrees, minutes and seconds', async () => {
    await user.goto('/my/observation/add/');
    const form = await visible(user.locator('form.obs-form'));
    await form.getByRole('combobox', { name: T.form.species }).fill('mustár');
    await suggestion(user, /Leptidea sinapis/);
    await user.getByRole('option', { name: /Leptidea sinapis/ }).click();
    await form.getByLabel(T.form.country).selectOption({ label: T.form.hungary });
    await form.getByLabel(T.form.coordinates, { exact: true }).fill(GELLERT_HILL_DMS);
    await visible(user.getByTestId('coordinate-feedback').getByText('Tizedes fok: 47.486111, 19.047222'));
    await form.getByLabel(T.form.dateFrom, { exact: true }).fill(summer(16));
    await form.getByLabel(T.form.individuals).fill('1');
    await form.getByLabel(T.form.settlement).fill('Budapest');
    await form.getByLabel(T.form.location).fill(`Gellért-hegy ${stamp}`);
    // Leptidea sinapis is hard to tell from its relatives: the form says so before saving, and asks for a photo until one is attached.
    const check = user.getByTestId('entry-check');
    await visible(check.getByText(T.form.review));
    await visible(check.getByText(T.difficult));
    await visible(check.getByText(T.form.photoNeeded));
    await form.locator('input[type="file"]').setInputFiles([PHOTO]);
    expect(await disappears(check.getByText(T.form.photoNeeded))).toBe(true);
    await shot(user, '00-form-before-save');

    const [response] = await Promise.all([graphqlResponse(user, 'ObservationFormCreateMutation'), form.getByRole('button', { name: T.form.save, exact: true }).click()]);
    const { observation } = (await response.json()).data.createObservation as { observation: { id: string; recId: number } };
    await user.waitForURL(`**/my/observation/${observation.recId}/`);
    await visible(user.getByText(T.form.savedPending));
    const { node } = await gql<{ node: Created & { place: { lat: number; lon: number; verbatimLat: string; verbatimLon: string } } }>(
      user,
      `query($id: ID!) { node(id: $id) { ... on Observation { recId status flags place { lat lon verbatimLat verbatimLon } } } }`,
      { id: observation.id },
    );
    pending = node;
    expect(node.status).toBe(2);
    expect(node.flags).toContain('DIFFICULT_SPECIES');
    expect(node.place.lat).toBeCloseTo(47.486111, 6);
    expect(node.place.lon).toBeCloseTo(19.047222, 6);
    // The text stays as the observer typed it (Darwin Core verbatimCoordinates), a coordinate in each field.
    expect(`${node.place.verbatimLat} ${node.place.verbatimLon}`).toBe(GELLERT_HILL_DMS);
  });

  it('shows both on /my/observation/ with their statuses and a prominent add button', async () => {
    await user.goto('/my/observation/');
    await visible(user.getByRole('heading', { name: T.myTitle, level: 1 }));
    const add = await visible(user.getByRole('link', { name: T.add }));
    expect(new URL((await add.getAttribute('href'))!, 'http://x').pathname).toBe('/my/observation/add/');
    await visible(item(user, pending.recId));
    expect(await badge(item(user, pending.recId)).textContent()).toContain(T.pending);
    expect(await badge(item(user, accepted.recId)).textContent()).toContain(T.accepted);
    await visible(item(user, accepted.recId).getByText('nappali pávaszem'));
    await visible(item(user, accepted.recId).getByText('Aglais io'));
    await visible(item(user, accepted.recId).getByText(/3 példány, imágó/));
    await visible(item(user, pending.recId).getByText(`Gellért-hegy ${stamp}, Budapest, Magyarország`));
    await shot(user, '01-my-list');

    // The pending record in full: its reason in words and the edit link.
    await item(user, pending.recId).getByRole('link').click();
    await expect.poll(() => pathname(user)).toBe(`/my/observation/${pending.recId}/`);
    const view = await visible(user.getByTestId('observation-view'));
    await visible(view.getByText(T.difficult));
    const edit = view.getByRole('link', { name: T.edit });
    expect(new URL((await edit.getAttribute('href'))!, 'http://x').pathname).toBe(`/my/observation/edit/${pending.recId}`);
    await shot(user, '02-my-pending-record');

    // A user is no validator.
    await user.goto('/observation/review/');
    await visible(user.getByText(T.forbidden));
  });

  it('the moderator finds the pending record in the validation list and refuses a rejection without a reason', async () => {
    await moderator.goto('/');
    const menu = await openSideMenu(moderator);
    await visible(
      menu
        .getByRole('link', { name: T.validationMenu })
        .or(menu.getByRole('button', { name: T.validationMenu }))
        .first(),
    );
    await moderator.keyboard.press('Escape');
    await disappears(menu);

    await moderator.goto('/observation/review/');
    await visible(moderator.getByRole('heading', { name: T.reviewTitle, level: 1 }));
    expect(await moderator.getByRole('link', { name: T.tabPending, exact: true }).getAttribute('aria-current')).toBe('page');
    const row = await visible(item(moderator, pending.recId));
    await row.scrollIntoViewIfNeeded();
    await shot(moderator, '03-review-list');

    await row.getByRole('link').click();
    await expect.poll(() => pathname(moderator)).toBe(`/observation/review/${pending.recId}`);
    const sheet = await visible(popup(moderator));
    await visible(sheet.getByText(T.difficult));
    await shot(moderator, '04-review-popup');

    await sheet.getByRole('button', { name: T.reject }).click();
    const field = await visible(sheet.getByLabel(T.reasonField));
    await sheet.getByRole('button', { name: T.rejectConfirm }).click();
    await visible(sheet.getByText(T.required));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // Still pending: nothing was sent.
    expect(await badge(sheet).textContent()).toContain(T.pending);
    await shot(moderator, '05-reject-without-reason');
  });

  it('rejects with a reason: a toast, and the record leaves the pending list', async () => {
    const sheet = popup(moderator);
    await sheet.getByLabel(T.reasonField).fill(reason);
    await sheet.getByRole('button', { name: T.rejectConfirm }).click();
    await visible(toast(moderator, T.rejectedToast));
    await expect.poll(() => pathname(moderator)).toBe('/observation/review/');
    expect(await disappears(item(moderator, pending.recId))).toBe(true);
    await shot(moderator, '06-rejected-left-list');
  });

  it('the user sees the rejection with its reason and appeals', async () => {
    await user.goto('/my/observation/');
    await visible(item(user, pending.recId));
    await expect.poll(() => badge(item(user, pending.recId)).textContent()).toContain(T.rejected);
    await shot(user, '07-my-list-rejected');

    await item(user, pending.recId).getByRole('link').click();
    const view = await visible(user.getByTestId('observation-view'));
    await visible(view.getByText(T.rejectReason));
    expect(await view.getByTestId('decision-reason').textContent()).toBe(reason);
    const event = view.getByTestId('review-event').filter({ hasText: T.rejectedAction });
    await visible(event.getByText('Moderátor Márton'));
    await visible(event.getByText(reason));
    await shot(user, '08-rejected-with-reason');

    const field = view.getByLabel(T.appealField);
    await field.scrollIntoViewIfNeeded();
    // An empty appeal is refused on the spot.
    await view.getByRole('button', { name: T.appealSend }).click();
    await visible(view.getByText(T.required));
    await field.fill(appeal);
    await shot(user, '09-appeal-form');
    await view.getByRole('button', { name: T.appealSend }).click();
    await visible(toast(user, T.appealSent));
    await expect.poll(() => badge(view).textContent()).toContain(T.pending);
    await visible(view.getByTestId('review-event').filter({ hasText: T.appealedAction }).getByText(appeal));
    expect(await view.getByLabel(T.appealField).count()).toBe(0);
    await view.getByText(T.history).scrollIntoViewIfNeeded();
    await shot(user, '10-appealed');
  });

  // An appeal goes to a validator other than the one who decided (issue 21): the admin decides it.
  it('another validator (the admin) sees the appeal and approves the record', async () => {
    await admin.goto('/observation/review/');
    const row = await visible(item(admin, pending.recId));
    await row.getByRole('link').click();
    const sheet = await visible(popup(admin));
    await visible(sheet.getByTestId('review-event').filter({ hasText: T.appealedAction }).getByText(appeal));
    await sheet.getByRole('button', { name: T.approve }).click();
    await visible(toast(admin, T.approvedToast));
    await expect.poll(() => pathname(admin)).toBe('/observation/review/');
    expect(await disappears(item(admin, pending.recId))).toBe(true);
    await shot(admin, '11-approved');

    await admin.getByRole('link', { name: T.tabAccepted, exact: true }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('list')).toBe('accepted');
    const approved = await visible(item(admin, pending.recId));
    await approved.scrollIntoViewIfNeeded();
    expect(await badge(approved).textContent()).toContain(T.accepted);
    await shot(admin, '12-accepted-tab');
  });

  it('the user finds it accepted, with the whole history', async () => {
    await user.goto(`/my/observation/${pending.recId}/`);
    const view = await visible(user.getByTestId('observation-view'));
    await expect.poll(() => badge(view).textContent()).toContain(T.accepted);
    await visible(view.getByTestId('review-event').filter({ hasText: T.approvedAction }));
    expect(await view.getByTestId('review-event').count()).toBe(3);
    expect(await view.getByTestId('decision-reason').count()).toBe(0);

    // The review conversation: a thank-you from the observer.
    await view.getByRole('link', { name: T.conversation }).click();
    await expect.poll(() => pathname(user)).toBe(`/observation/review/comment/${pending.recId}`);
    const conversation = await visible(user.getByTestId('review-conversation'));
    expect(await conversation.getByTestId('review-event').count()).toBe(3);
    await conversation.getByLabel(T.commentField).fill(thanks);
    await conversation.getByRole('button', { name: T.commentSend }).click();
    await visible(toast(user, T.commentSent));
    await visible(conversation.getByTestId('review-event').filter({ hasText: T.commentedAction }).getByText(thanks));
    expect(await conversation.getByLabel(T.commentField).inputValue()).toBe('');
    await shot(user, '13-review-conversation');

    await user.goto('/my/observation/');
    await expect.poll(() => badge(item(user, pending.recId)).textContent()).toContain(T.accepted);
    await shot(user, '14-my-list-accepted');
  });

  // The observer's comment reaches the last reviewer: the admin who decided the appeal.
  it('the admin who approved is told of the comment in the notifications, which leads to the conversation', async () => {
    await admin.goto('/observation/review/');
    const banner = admin.getByRole('banner');
    // The comment, and the record's two waits for review (entered, appealed), among the demo admin's unread ones.
    await visible(banner.getByRole('button', { name: /^Értesítések: .+ olvasatlan$/ }));
    await banner.getByRole('button', { name: /^Értesítések/ }).click();
    const dialog = admin.getByRole('dialog');
    const notification = await visible(dialog.getByRole('listitem').filter({ hasText: T.commentNotification }).first());
    expect(await dialog.getByRole('listitem').filter({ hasText: T.pendingNotification }).count()).toBeGreaterThanOrEqual(2);
    // Opening the list marks it read.
    await visible(banner.getByRole('button', { name: 'Értesítések', exact: true }));
    await shot(admin, '14b-admin-notified');
    await notification.getByRole('button', { name: /Új hozzászólás érkezett/ }).click();
    await expect.poll(() => pathname(admin)).toBe(`/observation/review/comment/${pending.recId}`);
    await visible(admin.getByTestId('review-conversation').getByText(thanks));
    expect([...userErrors, ...moderatorErrors]).toEqual([]);
  });

  it("a notice of a record waiting for review leads to the record's review screen", async () => {
    await moderator.goto('/observation/review/');
    await moderator
      .getByRole('banner')
      .getByRole('button', { name: /^Értesítések/ })
      .click();
    const notice = await visible(moderator.getByRole('dialog').getByRole('listitem').filter({ hasText: T.pendingNotification }).first());
    await notice.getByRole('button', { name: T.pendingNotification }).click();
    await expect.poll(() => pathname(moderator)).toBe(`/observation/review/${pending.recId}`);
    await visible(popup(moderator));
  });
});

describe('a guest sees a sensitive record only as its 10 km cell', () => {
  const phone = phoneSession();

  it('lists the large copper of the demo data with its cell, and says so in the record', async () => {
    const { species } = await gql<{ species: { recId: number } }>(phone.page, '{ species(key: "lycaena-dispar") { recId } }');
    await phone.page.goto(`/observation/list/?species=${species.recId}&_display_as=list`);
    await visible(phone.page.getByRole('heading', { name: T.listTitle, level: 1 }));
    const row = await visible(phone.page.getByTestId('observation-item').first());
    await visible(row.getByText(T.cell));
    expect(await row.getByText('Tiszafüred').count()).toBe(0);
    await shot(phone.page, '15-guest-list-cell');
    await row.getByRole('link').click();
    const sheet = await visible(popup(phone.page));
    await visible(sheet.getByTestId('generalised-note').getByText(T.generalised));
    expect(await sheet.getByText('Tiszafüred').count()).toBe(0);
    // its small map draws the 10 km cell, not a spot
    await visible(sheet.getByRole('img', { name: 'A megfigyelés helye a térképen' }));
    await shot(phone.page, '16-guest-record-cell');
    expect(phone.errors).toEqual([]);
  });
});

describe('saved places', () => {
  const phone = phoneSession(async (page) => {
    await login(page, 'pro@lepke.test');
  });

  it('saves a last used place and deletes it after a confirmation', async () => {
    await phone.page.goto('/my/location/history/');
    await visible(phone.page.getByRole('heading', { name: T.historyTitle, level: 1 }));
    const used = await visible(phone.page.getByTestId('used-location').filter({ hasText: 'Pécs' }).first());
    await used.getByRole('button').click();
    await visible(toast(phone.page, T.saved));
    await shot(phone.page, '17-location-history');

    await phone.page.getByRole('link', { name: 'Mentett helyeim' }).click();
    await expect.poll(() => pathname(phone.page)).toBe('/my/location/');
    const place = await visible(phone.page.getByTestId('saved-location').filter({ hasText: 'Pécs' }).first());
    await shot(phone.page, '18-saved-locations');
    const before = await phone.page.getByTestId('saved-location').count();
    await place.getByRole('button', { name: /törlése$/ }).click();
    // Toasts are alert dialogs too: the question is the one asking to confirm.
    const dialog = await visible(phone.page.getByRole('alertdialog').filter({ hasText: T.confirmDelete }));
    await shot(phone.page, '19-confirm-delete');
    await dialog.getByRole('button', { name: T.deleteButton }).click();
    await visible(toast(phone.page, T.deleted));
    await expect.poll(() => phone.page.getByTestId('saved-location').count()).toBe(before - 1);
    expect(phone.errors).toEqual([]);
  });
});
