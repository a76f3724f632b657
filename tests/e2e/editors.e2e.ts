import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, suggestion, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (species/GenusNote.tsx, saved-places/locality-messages.ts, observations/contribution-messages.ts, observation-status-messages.ts). */
const T = {
  genusTitle: 'A(z) Iphiclides nemről',
  genusEmpty: 'Ehhez a nemhez még nincs jegyzet.',
  genusEdit: 'Nemjegyzet szerkesztése',
  genusField: 'Jegyzet a(z) Iphiclides nemről',
  genusSaved: 'A nemjegyzet mentve',
  save: 'Mentés',
  myRecords: 'Megfigyeléseim',
  savedPlaces: 'Mentett helyek',
  history: 'Legutóbb használt helyek',
  savedLink: 'Mentett helyeim',
  placeSaved: 'Mentve',
  placeName: 'A hely neve',
  placeRenamed: 'A hely neve mentve',
  contributors: 'Közreműködők',
  contributorsEmpty: 'Még nincs közreműködő.',
  contributorsEdit: 'Közreműködők szerkesztése',
  addPerson: 'Személy hozzáadása',
  contributorsSaved: 'A közreműködők mentve',
} as const;
const NOTE = 'A kardoslepkék nemében Magyarországon egy faj él.';
const stamp = Date.now().toString(36);

const shot = (page: Page, name: string) => screenshot(page, `editors-${name}`);
const toast = (page: Page, text: string) => visible(page.getByText(text, { exact: true }).first());

/** Waits until the toasts shown have gone (3 s each), so a screenshot shows what is under them. */
async function toastsGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ui-toast').count(), { timeout: 15_000 }).toBe(0);
}

async function gql<Data>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const reply = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe("an admin writes a genus' note on the species popup (390×844)", () => {
  const admin = phoneSession((page) => logIn(page, 'admin@lepke.test'));
  const user = phoneSession((page) => logIn(page, 'user@lepke.test'));

  it('opens the editor from the popup, saves the note, and a user reads it without the button', async () => {
    const { page } = admin;
    await page.goto('/species/iphiclides-podalirius');
    const section = await visible(page.getByTestId('genus-note'));
    await visible(section.getByRole('heading', { name: T.genusTitle }));
    await visible(section.getByText(T.genusEmpty));
    await section.getByRole('button', { name: T.genusEdit }).scrollIntoViewIfNeeded();
    await shot(page, '01-genus-empty');
    await section.getByRole('button', { name: T.genusEdit }).click();

    const form = await visible(page.getByTestId('genus-note-form'));
    const body = await visible(form.getByRole('textbox', { name: T.genusField }));
    await body.click();
    await page.keyboard.type(NOTE);
    await shot(page, '02-genus-editor');
    const saved = graphqlResponse(page, 'GenusNoteSaveMutation');
    await form.getByRole('button', { name: T.save }).click();
    expect((await (await saved).json()).data.saveGenusNote.__typename).toBe('GenusNotePayload');
    await toast(page, T.genusSaved);
    await visible(section.getByText(NOTE));
    expect(await page.getByTestId('genus-note-form').count()).toBe(0);
    await shot(page, '03-genus-saved');

    // A user reads the note; the catalogue is not theirs to edit.
    await user.page.goto('/species/iphiclides-podalirius');
    const read = await visible(user.page.getByTestId('genus-note'));
    await visible(read.getByText(NOTE));
    expect(await read.getByRole('button', { name: T.genusEdit }).count()).toBe(0);
    await read.scrollIntoViewIfNeeded();
    await shot(user.page, '04-genus-user');
    expect(admin.errors).toEqual([]);
    expect(user.errors).toEqual([]);
  });
});

describe('a user names a saved place and adds a contributor to their own record (390×844)', () => {
  const phone = phoneSession((page) => logIn(page, 'user@lepke.test'));
  let recId = 0;

  it('records a sighting (setup through GraphQL)', async () => {
    const { species } = await gql<{ species: { id: string } }>(phone.page, `query($key: String!) { species(key: $key) { id } }`, { key: 'aglais-io' });
    const { createObservation } = await gql<{ createObservation: { observation: { recId: number } } }>(
      phone.page,
      `mutation($clientId: String!, $input: ObservationInput!) {
        createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { recId } } }
      }`,
      {
        clientId: `e2e-editors-${stamp}`,
        input: {
          speciesId: species.id,
          country: 'HU',
          verbatimLat: '46.2530',
          verbatimLon: '20.1414',
          closestSettlement: 'Szeged',
          location: `Vadaspark ${stamp}`,
          dateFrom: `${new Date().getUTCFullYear() - 1}-07-10`,
          individuals: 1,
        },
      },
    );
    recId = createObservation.observation.recId;
    expect(recId).toBeGreaterThan(0);
  });

  it('saves the place of the record from the last used places, then renames it from the saved places', async () => {
    const { page } = phone;
    await page.goto('/my/observation/');
    await page.getByRole('link', { name: T.history, exact: true }).click();
    const used = await visible(
      page
        .getByTestId('used-location')
        .filter({ hasText: `Vadaspark ${stamp}` })
        .first(),
    );
    await used.getByRole('button').click();
    await toast(page, T.placeSaved);
    await page.getByRole('link', { name: T.savedLink }).click();
    await visible(page.getByRole('heading', { name: T.savedPlaces, level: 2 }));

    const place = await visible(page.getByTestId('saved-location').filter({ hasText: `Vadaspark ${stamp}` }));
    await shot(page, '05-saved-places');
    await place.getByRole('button', { name: `Vadaspark ${stamp} átnevezése` }).click();
    const form = await visible(place.getByTestId('locality-name-form'));
    await form.getByLabel(T.placeName).fill('Szegedi vadaspark, a tó mögött');
    await shot(page, '06-rename');
    const renamed = graphqlResponse(page, 'LocalityNameFormMutation');
    await form.getByRole('button', { name: T.save }).click();
    expect((await (await renamed).json()).data.renameSavedLocation.__typename).toBe('RenameLocationPayload');
    await toast(page, T.placeRenamed);
    const named = await visible(page.getByTestId('saved-location').filter({ hasText: 'Szegedi vadaspark, a tó mögött' }));
    // The place's own text stays under its new name.
    await visible(named.getByText(`Vadaspark ${stamp}`, { exact: false }));
    await toastsGone(page);
    await shot(page, '07-renamed');
    expect(phone.errors).toEqual([]);
  });

  it('adds a co-observer to the record on its view, gives her a role, and the view lists her', async () => {
    const { page } = phone;
    await page.goto(`/my/observation/${recId}/`);
    const view = await visible(page.getByTestId('observation-view'));
    const section = await visible(view.getByTestId('observation-contributors'));
    await visible(section.getByText(T.contributorsEmpty));
    await section.getByRole('button', { name: T.contributorsEdit }).click();

    const form = await visible(section.getByTestId('contributors-form'));
    await form.getByLabel(T.addPerson).fill('Ioana');
    await (await suggestion(page, /Ioana Popescu/)).click();
    const row = await visible(form.getByTestId('contributor-row').filter({ hasText: 'Ioana Popescu' }));
    expect(await row.getByLabel('Ioana Popescu szerepe').inputValue()).toBe('CO_OBSERVER');
    await form.getByLabel(T.addPerson).fill('Profi');
    await (await suggestion(page, /Profi Péter/)).click();
    const second = await visible(form.getByTestId('contributor-row').filter({ hasText: 'Profi Péter' }));
    await second.getByLabel('Profi Péter szerepe').selectOption('PHOTOGRAPHER');
    await form.scrollIntoViewIfNeeded();
    await shot(page, '08-contributors-editor');
    // Removed again before saving: only Ioana is kept.
    await second.getByRole('button', { name: 'Profi Péter eltávolítása' }).click();
    expect(await form.getByTestId('contributor-row').count()).toBe(1);

    const saved = graphqlResponse(page, 'ObservationContributorsEditorMutation');
    await form.getByRole('button', { name: T.save }).click();
    expect((await (await saved).json()).data.setObservationContributors.__typename).toBe('ContributorsPayload');
    await toast(page, T.contributorsSaved);
    await visible(section.getByRole('link', { name: 'Ioana Popescu' }));
    await visible(section.getByText('Társmegfigyelő', { exact: false }));
    expect(await section.getByText('Profi Péter').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await shot(page, '09-contributors-saved');
    expect(phone.errors).toEqual([]);
  });
});
