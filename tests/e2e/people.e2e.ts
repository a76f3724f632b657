import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, visible } from './support/app.ts';
import { newPhoneContext, phoneSession, screenshot } from './support/browser.ts';

/** Kezdő Kata's demo items (server/modules/posts/seed.ts): one public, one only for herself (another browser test removes it). */
const KATA = 'Kezdő Kata';
const PUBLIC_ITEM = 'Első nappali pávaszem a kertben';
const PRIVATE_ITEM = 'Saját jegyzet: terepnapló';
/** A note only for herself that this test writes, so it depends on no other test's leftovers. */
const OWN_PRIVATE_NOTE = `Csak nekem: gyűjtőút tervei ${Date.now()}`;
/** Another person's public item, never on Kata's page. */
const OTHERS_ITEM = 'Kis tűzlepke vagy nagy tűzlepke?';
const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/people-${name}.png`, animations: 'disabled' });
  await screenshot(page, `people-${name}`);
}

async function personId(page: Page, name: string): Promise<number> {
  const reply = await page.request.post('/graphql', {
    data: { query: 'query ($q: String!) { entities(first: 20, query: $q) { edges { node { recId displayName } } } }', variables: { q: name } },
  });
  const body = (await reply.json()) as { data?: { entities: { edges: { node: { recId: number; displayName: string } }[] } } };
  const found = body.data?.entities.edges.find(({ node }) => node.displayName === name);
  if (!found) throw new Error(`No person named ${name}: ${JSON.stringify(body)}`);
  return found.node.recId;
}

/** The person page's list of their own items. */
const items = (page: Page) => page.getByTestId('person-timeline');

describe("a person's page lists their own items", () => {
  const phone = phoneSession();

  it('a guest sees the public ones as timeline cards under a date divider', async () => {
    const id = await personId(phone.page, KATA);
    await phone.page.goto(`/people/${id}`);
    await visible(phone.page.getByRole('heading', { name: KATA, level: 1 }));
    await visible(items(phone.page).getByText(PUBLIC_ITEM));
    await visible(items(phone.page).getByRole('heading', { level: 2 }).first());
    expect(await items(phone.page).getByText(PRIVATE_ITEM).count()).toBe(0);
    expect(await items(phone.page).getByText(OTHERS_ITEM).count()).toBe(0);
    await items(phone.page).getByText(PUBLIC_ITEM).scrollIntoViewIfNeeded();
    await shot(phone.page, '01-guest');
  });

  it('on her own profile the owner also sees her private one', async () => {
    await logIn(phone.page, 'user@lepke.test');

    const created = await phone.page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }',
        variables: { input: { type: 'NOTE', title: OWN_PRIVATE_NOTE, body: 'Tavasszal a Zemplénbe.', privacy: 0 } },
      },
    });
    expect((await created.json()).data.createPost.__typename).toBe('CreatePostPayload');

    await phone.page.goto('/profile/');
    await visible(phone.page.getByRole('heading', { name: KATA, level: 1 }));
    await visible(items(phone.page).getByText(PUBLIC_ITEM));
    await visible(items(phone.page).getByText(OWN_PRIVATE_NOTE));
    expect(await items(phone.page).getByText(OTHERS_ITEM).count()).toBe(0);
    await items(phone.page).getByText(OWN_PRIVATE_NOTE).scrollIntoViewIfNeeded();
    await shot(phone.page, '02-own-profile');
    expect(phone.errors).toEqual([]);

    // A guest still does not see it.
    const guest = await (await newPhoneContext(phone.browser)).newPage();
    await guest.goto(`/people/${await personId(guest, KATA)}`);
    await visible(items(guest).getByText(PUBLIC_ITEM));
    expect(await items(guest).getByText(OWN_PRIVATE_NOTE).count()).toBe(0);
  });
});
