import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disappears, graphqlResponse, logIn, suggestion, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/observations/observation-form-messages.ts, web/i18n/tokens.ts). */
const T = {
  titleAdd: 'Új megfigyelés',
  species: 'Faj',
  country: 'Ország',
  hungary: 'Magyarország',
  coordinates: 'Koordináták',
  dateFrom: 'Dátum',
  individuals: 'Egyedszám',
  save: 'Mentés',
  saveAnyway: 'Mentés mégis',
  accepted: 'Azonnal elfogadott lesz.',
  flags: 'Szokatlan adat – egy fotó segítené a validátorokat:',
  protectedReason: 'Védett faj.',
  flightReason: 'Szokatlan dátum ebben a régióban: kívül esik a faj ismert repülési (illetve hernyó-) időszakán.',
  duplicates: 'Lehet, hogy ezt már rögzítetted:',
  duplicateTitle: 'Lehetséges ismétlés',
  pickOnMap: 'Térképen',
  pickerUse: 'Ezt választom',
  fromMap: 'Forrás: térképen kijelölve',
  fromGps: 'Forrás: a készülék helymeghatározása',
  fromSaved: 'Forrás: mentett hely',
  useMyPosition: 'Saját helyzetem',
  accuracy: 'Pontosság (m)',
  settlement: 'Legközelebbi település',
  saveThisPlace: 'Hely mentése',
  placeSaved: 'Mentve',
  savedPlaces: 'Mentett helyek',
  placesTitle: 'Válassz helyet',
  placesSaved: 'Mentett helyeim',
  savedAccepted: 'Megfigyelés mentve és elfogadva',
  delete: 'Törlés',
  formErrorTitle: 'Hibás adatok',
  required: 'A mező kitöltése kötelező',
  confirmDelete: 'Biztosan törlöd?',
  deleted: 'Megfigyelés törölve',
} as const;

const BUDAPEST_DMS = `47°29'53"N 19°02'24"E`;
const BAD_MINUTES = `47°29'53"N 19°62'24"E`;
/** A summer day inside Aglais io's flight months, typed the European way. */
const SUMMER_DAY = '20.07.2025';

const SHOTS = '/tmp/shots';

/** Scrolls the element to the middle of the screen, clear of the sticky save bar. */
async function center(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** The shared artefact plus a copy under /tmp/shots/observation-form-*.png. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `observation-form-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/observation-form-${name}.png`, animations: 'disabled' });
}

describe('recording an observation on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];
  let firstRecId = 0;

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

  const form = () => page.locator('form.obs-form');
  const feedback = () => page.getByTestId('coordinate-feedback');
  const check = () => page.getByTestId('entry-check');

  async function openAddForm(): Promise<Locator> {
    await page.goto('/my/observation/add/');
    const found = await visible(form());
    await visible(found.getByRole('heading', { name: T.titleAdd }));
    return found;
  }

  async function chooseSpecies(text: string, option: RegExp): Promise<void> {
    await form().getByRole('combobox', { name: T.species }).fill(text);
    await suggestion(page, option);
  }

  it('finds Aglais io by its Hungarian name and shows what the coordinates mean while typing', async () => {
    const add = await openAddForm();
    // The date starts at today and the entry check waits for the rest.
    expect(await add.getByLabel(T.dateFrom, { exact: true }).inputValue()).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    await shot(page, '01-empty');
    await add.getByRole('button', { name: T.save, exact: true }).click();
    const required = await visible(page.getByRole('alertdialog', { name: T.formErrorTitle }));
    expect(await required.textContent()).toContain(`${T.species}: ${T.required}`);
    await required.getByRole('button').click();
    expect(await disappears(required)).toBe(true);
    await visible(page.getByTestId('species-field').getByText(T.required));

    await chooseSpecies('pávaszem', /Aglais io/);
    await shot(page, '02-species-suggestions');
    await page.getByRole('option', { name: /Aglais io/ }).click();
    const chosen = await visible(page.getByTestId('species-chosen'));
    expect(await chosen.textContent()).toContain('Aglais io');
    expect(await chosen.textContent()).toContain('nappali pávaszem');

    // Europe is the default country, named as Europe (not the European Union, not '150').
    expect(await add.getByLabel(T.country).locator('option:checked').textContent()).toBe('Európa');
    await add.getByLabel(T.country).selectOption({ label: T.hungary });
    const coordinates = add.getByLabel(T.coordinates, { exact: true });
    await coordinates.fill(BUDAPEST_DMS);
    await visible(feedback().getByText('Tizedes fok: 47.498056, 19.04'));
    await visible(feedback().getByText(`Fok, perc, másodperc: 47°29'53.00"N 19°02'24.00"E`));
    await center(coordinates);
    await shot(page, '03-coordinates-parsed');

    await coordinates.fill(BAD_MINUTES);
    await visible(feedback().getByText('Hibás koordináta: Minutes out of range'));
    expect(await coordinates.getAttribute('aria-invalid')).toBe('true');
    // Not complete: the panel above the save button says so instead of asking the rules.
    expect(await check().getByTestId('check-accepted').count()).toBe(0);
    await center(coordinates);
    await shot(page, '04-coordinates-bad');

    // Saving anyway lists the field in the form-error dialog, with the parser's words.
    await form().getByRole('button', { name: T.save, exact: true }).click();
    const formErrors = await visible(page.getByRole('alertdialog', { name: T.formErrorTitle }));
    expect(await formErrors.textContent()).toContain('Koordináták: Hibás koordináta: Minutes out of range');
    await shot(page, '04b-form-errors');
    await formErrors.getByRole('button').click();
    expect(await disappears(formErrors)).toBe(true);

    await coordinates.fill(BUDAPEST_DMS);
    await visible(feedback().getByText('Tizedes fok: 47.498056, 19.04'));
    const date = add.getByLabel(T.dateFrom, { exact: true });
    await date.fill(SUMMER_DAY);
    await visible(add.getByText(/Értelmezve: 2025-07-20/));
  });

  it('says the record will be accepted at once, saves it and lands on it', async () => {
    await visible(check().getByText(T.accepted));
    await center(check());
    await shot(page, '05-accepted-at-once');

    const [response] = await Promise.all([graphqlResponse(page, 'ObservationFormCreateMutation'), form().getByRole('button', { name: T.save, exact: true }).click()]);
    const body = await response.json();
    expect(body.data.createObservation.__typename).toBe('ObservationPayload');
    // The client made the record's id and sent it.
    expect(response.request().postDataJSON().variables.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await page.waitForURL(/\/my\/observation\/\d+\/$/);
    firstRecId = Number(/\/my\/observation\/(\d+)\/$/.exec(page.url())![1]);
    await visible(page.getByText(T.savedAccepted));
    const view = await visible(page.getByTestId('observation-view'));
    expect(await view.getAttribute('data-rec-id')).toBe(String(firstRecId));
    await visible(view.getByText('Aglais io').first());
    await shot(page, '06-saved-record');
  });

  it('offers "save anyway" when the same sighting seems to be entered twice', async () => {
    const add = await openAddForm();
    await chooseSpecies('pávaszem', /Aglais io/);
    await page.getByRole('option', { name: /Aglais io/ }).click();
    await add.getByLabel(T.country).selectOption({ label: T.hungary });
    await add.getByLabel(T.coordinates, { exact: true }).fill(BUDAPEST_DMS);
    await add.getByLabel(T.dateFrom, { exact: true }).fill(SUMMER_DAY);
    const duplicates = await visible(check().getByTestId('check-duplicates'));
    expect(await duplicates.textContent()).toContain(T.duplicates);
    expect(await duplicates.textContent()).toContain(`${firstRecId}. számú megfigyelés, 0 m-re`);
    await center(check());
    await shot(page, '07-possible-duplicate');

    await form().getByRole('button', { name: T.save, exact: true }).click();
    const question = await visible(page.getByRole('alertdialog', { name: T.duplicateTitle }));
    await shot(page, '08-save-anyway');
    const [response] = await Promise.all([graphqlResponse(page, 'ObservationFormCreateMutation'), question.getByRole('button', { name: T.saveAnyway }).click()]);
    expect(response.request().postDataJSON().variables.input.confirmDuplicate).toBe(true);
    await page.waitForURL(/\/my\/observation\/\d+\/$/);
    expect(page.url()).not.toContain(`/${firstRecId}/`);
  });

  it('flags a protected moth before saving, accepted by the spec’s rules; fills the place from the device and from a saved place', async () => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 47.51, longitude: 19.03, accuracy: 12 });
    const add = await openAddForm();
    await chooseSpecies('nagy pávaszem', /Saturnia pyri/);
    await page.getByRole('option', { name: /Saturnia pyri/ }).click();
    await add.getByLabel(T.country).selectOption({ label: T.hungary });
    await add.getByLabel(T.individuals).fill('2');

    await add.getByRole('button', { name: T.useMyPosition }).click();
    const coordinates = add.getByLabel(T.coordinates, { exact: true });
    await expect.poll(() => coordinates.inputValue()).toBe('47.51, 19.03');
    await visible(feedback().getByText(T.fromGps));
    expect(await add.getByLabel(T.accuracy).inputValue()).toBe('12');

    // A USER's record is accepted at once (recording §5); today (November) is outside its flight months too, so both flags are shown.
    await visible(check().getByText(T.accepted));
    await visible(check().getByText(T.flags));
    await visible(check().getByText(T.protectedReason));
    await visible(check().getByText(T.flightReason));
    await center(check());
    await shot(page, '09-review-reasons');

    // 'Save this place' keeps it among the saved places (SAVED toast), and a saved place fills the form.
    await add.getByLabel(T.settlement).fill('Budapest, Hajógyári-sziget');
    await Promise.all([graphqlResponse(page, 'ObservationFormSaveLocationMutation'), add.getByRole('button', { name: T.saveThisPlace }).click()]);
    await visible(page.getByText(T.placeSaved, { exact: true }));
    await coordinates.fill('');
    await add.getByLabel(T.settlement).fill('');
    await add.getByRole('button', { name: T.savedPlaces }).click();
    const sheet = await visible(page.getByRole('dialog', { name: T.placesTitle }));
    await visible(sheet.getByRole('heading', { name: T.placesSaved }));
    await shot(page, '09b-saved-places');
    await sheet
      .getByRole('button', { name: /Budapest, Hajógyári-sziget/ })
      .first()
      .click();
    expect(await disappears(sheet)).toBe(true);
    await expect.poll(() => coordinates.inputValue()).toBe('47.51, 19.03');
    expect(await add.getByLabel(T.settlement).inputValue()).toBe('Budapest, Hajógyári-sziget');
    await visible(feedback().getByText(T.fromSaved));

    // The picker is a page of its own; the form comes back with the picked point and its other values.
    await add.getByRole('button', { name: T.pickOnMap }).click();
    await page.waitForURL(/\/map\/get_position_1\/\?lat=47\.51&lon=19\.03&country=HU$/);
    const map = await visible(page.getByTestId('map'));
    await shot(page, '10-map-picker');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20);
    await visible(page.getByTestId('picked').getByText(/^Kijelölt pont: 47\.50\d{6}, 19\.03\d{6}$/));
    await shot(page, '11-map-picked');
    await page.getByRole('button', { name: T.pickerUse }).click();

    await page.waitForURL((url) => url.pathname === '/my/observation/add/');
    const back = await visible(form());
    const value = await back.getByLabel(T.coordinates, { exact: true }).inputValue();
    expect(value).toMatch(/^47\.50\d{6}, 19\.03\d{6}$/);
    await visible(feedback().getByText(T.fromMap));
    expect(await page.getByTestId('species-chosen').textContent()).toContain('Saturnia pyri');
    expect(await back.getByLabel(T.individuals).inputValue()).toBe('2');
    expect(await back.getByLabel(T.settlement).inputValue()).toBe('Budapest, Hajógyári-sziget');
    await visible(check().getByText(T.protectedReason));
    await center(back.getByLabel(T.coordinates, { exact: true }));
    await shot(page, '12-back-from-map');

    const [response] = await Promise.all([graphqlResponse(page, 'ObservationFormCreateMutation'), back.getByRole('button', { name: T.save, exact: true }).click()]);
    const input = response.request().postDataJSON().variables.input;
    expect(input).toMatchObject({ locationSource: 'MAP', country: 'HU' });
    expect(input.verbatimLat.length).toBeLessThanOrEqual(11);
    expect(input.verbatimLon.length).toBeLessThanOrEqual(11);
    await page.waitForURL(/\/my\/observation\/\d+\/$/);
    await visible(page.getByText(T.savedAccepted));
    const view = await visible(page.getByTestId('observation-view'));
    await visible(view.getByText('Saturnia pyri').first());
    // Its recorder sees the flags on the record too.
    await visible(view.getByTestId('observation-flags').getByText(T.protectedReason));
    await shot(page, '13-flagged-record');
  });

  it('edits a record in the popup and deletes it after a confirmation', async () => {
    const recId = Number(/\/my\/observation\/(\d+)\/$/.exec(page.url())![1]);
    await page.goto(`/my/observation/edit/${recId}`);
    let edit = await visible(page.getByRole('dialog').locator('form.obs-form'));
    expect(await page.getByTestId('species-chosen').textContent()).toContain('Saturnia pyri');
    expect(await edit.getByLabel(T.individuals).inputValue()).toBe('2');
    await visible(feedback().getByText(T.fromMap));
    await shot(page, '14-edit-popup');

    await edit.getByLabel(T.individuals).fill('3');
    await visible(check().getByText(T.protectedReason));
    const [response] = await Promise.all([graphqlResponse(page, 'ObservationFormUpdateMutation'), edit.getByRole('button', { name: T.save, exact: true }).click()]);
    expect((await response.json()).data.updateObservation.__typename).toBe('ObservationPayload');
    await page.waitForURL((url) => url.pathname === `/my/observation/${recId}/`);
    await visible(page.getByText(T.savedAccepted));

    await page.goto(`/my/observation/edit/${recId}`);
    edit = await visible(page.getByRole('dialog').locator('form.obs-form'));
    await expect.poll(() => edit.getByLabel(T.individuals).inputValue()).toBe('3');
    await edit.getByRole('button', { name: T.delete }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: T.confirmDelete }));
    await shot(page, '15-confirm-delete');
    await Promise.all([graphqlResponse(page, 'ObservationFormDeleteMutation'), confirm.getByRole('button', { name: T.delete }).click()]);
    expect(await disappears(confirm)).toBe(true);
    await page.waitForURL((url) => url.pathname === '/my/observation/');
    await visible(page.getByText(T.deleted));
    await shot(page, '16-deleted');
    expect(errors).toEqual([]);
  });
});
