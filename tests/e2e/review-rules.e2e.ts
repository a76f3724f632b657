/**
 * `/admin/review/rules/` at phone size (issue 21 part 5): Admin Anna opens the review rules from the
 * side menu, asks for a difficulty above 3 and sees the server's error on that field, then adds
 * Papilio to the hard-to-identify genera and saves. The next swallowtail she records carries the
 * genus flag, which her record's view shows. She also assigns a validator to Hungary; the rule and the
 * assignment are put back afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/review-rules/messages.ts, shell/menus.ts, observations, tokens). */
const T = {
  menuEntry: 'Ellenőrzési szabályok',
  title: 'Ellenőrzési szabályok',
  above: 'Jelez, ha a nehézség nagyobb, mint',
  valueMax: 'VALUE_MAX',
  genera: 'Nemek',
  saved: 'A szabály elmentve.',
  genusFlag: 'E nem fajai fotó nélkül nehezen különíthetők el egymástól.',
  validator: 'Validátor',
  country: 'Ország',
  added: 'A kijelölés elmentve.',
} as const;

const shot = (page: Page, name: string) => screenshot(page, `review-rules-${name}`);

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.request.post('/graphql', { headers: { origin: new URL(page.url()).origin }, data: { query, variables } });
  const body = (await reply.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('an admin changes a review rule and the next record follows it', () => {
  let browser: Browser;
  let admin: Page;
  let errors: Error[];
  let genera: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await newPhoneContext(browser)).newPage();
    errors = collectPageErrors(admin);
    await logIn(admin, 'admin@lepke.test');
    const { reviewRules } = await gql<{ reviewRules: { kind: string; params: { genera?: string[] } }[] }>(admin, '{ reviewRules { kind params } }');
    genera = reviewRules.find((rule) => rule.kind === 'GENUS')?.params.genera ?? [];
  });
  afterAll(async () => {
    if (admin) {
      await gql(admin, 'mutation ($params: JSON) { updateReviewRule(kind: GENUS, params: $params) { __typename } }', { params: { genera } });
      await gql(admin, 'mutation { updateReviewRule(kind: DIFFICULTY, params: { above: 1 }) { __typename } }').catch(() => undefined);
      const { validatorAssignments } = await gql<{ validatorAssignments: { recId: number }[] }>(admin, '{ validatorAssignments { recId } }');
      for (const { recId } of validatorAssignments) await gql(admin, `mutation { removeValidatorAssignment(recId: ${recId}) { __typename } }`);
    }
    await browser?.close();
  });

  it('opens the rules from the menu; a parameter out of range shows the server’s error on its field', async () => {
    const menu = await openSideMenu(admin);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await visible(admin.getByRole('heading', { name: T.title, level: 1 }));
    expect(new URL(admin.url()).pathname).toBe('/admin/review/rules/');
    await shot(admin, '01-rules');
    const difficulty = admin.getByTestId('rule-DIFFICULTY');
    await difficulty.getByLabel(T.above).fill('9');
    await difficulty.getByTestId('rule-DIFFICULTY-save').click();
    const alert = await visible(difficulty.getByRole('alert'));
    expect(await alert.innerText()).not.toBe('');
    expect(await difficulty.getByLabel(T.above).getAttribute('aria-invalid')).toBe('true');
    await difficulty.scrollIntoViewIfNeeded();
    await shot(admin, '02-field-error');
  });

  it('adds Papilio to the genus rule, and the next swallowtail is flagged', async () => {
    const genus = admin.getByTestId('rule-GENUS');
    await genus.getByLabel(T.genera).fill([...genera, 'Papilio'].join(', '));
    await genus.getByTestId('rule-GENUS-save').click();
    await visible(admin.getByText(T.saved));
    await genus.scrollIntoViewIfNeeded();
    await shot(admin, '03-genus-saved');

    const { species } = await gql<{ species: { recId: number } }>(admin, '{ species(key: "papilio-machaon") { recId } }');
    const created = await gql<{ createObservation: { observation: { recId: number; flags: string[] } } }>(
      admin,
      `mutation ($clientId: String!, $input: ObservationInput!) {
        createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { recId flags } } }
      }`,
      {
        clientId: randomUUID(),
        input: { speciesId: String(species.recId), dateFrom: '2025-07-11', verbatimLat: '47.4979', verbatimLon: '19.0402', country: 'HU', confirmDuplicate: true },
      },
    );
    expect(created.createObservation.observation.flags).toContain('GENUS_NEEDS_REVIEW');
    await admin.goto(`/my/observation/${created.createObservation.observation.recId}/`);
    await visible(admin.getByText(T.genusFlag).first());
    await shot(admin, '04-record-flagged');
  });

  it('assigns a validator to Hungary', async () => {
    await admin.goto('/admin/review/rules/#validators');
    await visible(admin.getByRole('heading', { name: T.title, level: 1 }));
    await admin.getByTestId('assign-validator').selectOption({ index: 1 });
    await admin.getByTestId('assign-country').selectOption('HU');
    await admin.getByTestId('assign-add').click();
    await visible(admin.getByText(T.added));
    const assignments = await visible(admin.getByTestId('assignments'));
    expect(await assignments.innerText()).toMatch(/Magyarország/);
    await assignments.scrollIntoViewIfNeeded();
    await shot(admin, '05-assigned');
    expect(errors).toEqual([]);
  });
});
