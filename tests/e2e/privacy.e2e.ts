import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disappears, graphqlResponse, logIn, timelineCards, visible } from './support/app.ts';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts of the privacy levels (web/features/timeline/messages.ts) and of VALUE_SET. */
const ANYBODY = 'Bárki láthatja';
const FRIENDS = 'A barátaim láthatják';
const VALUE_SET = 'Beállítva';
const OWN_ITEM = 'Első nappali pávaszem a kertben';
/** An own item no other browser test looks at, so removing it changes nothing for them. */
const OWN_NOTE = 'Saját jegyzet: terepnapló';
const CONFIRM_REMOVE_ITEM = 'Biztosan eltávolítod ezt az elemet?';

describe('the owner of an item', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    await logIn(page, 'user@lepke.test');
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the privacy card menu of the own item from its lock, labelled with the current level. */
  async function openPrivacyMenu(current: string) {
    const card = (await timelineCards(page)).filter({ hasText: OWN_ITEM });
    await card.getByRole('button', { name: current }).click();
    return { card, menu: await visible(page.getByRole('dialog', { name: current })) };
  }

  it('sets its privacy to friends from the lock, and sets it back to anybody', async () => {
    const { card, menu } = await openPrivacyMenu(ANYBODY);
    expect(await menu.getByRole('button', { name: ANYBODY }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, '40-privacy-menu');

    await Promise.all([graphqlResponse(page, 'TimelineCardPrivacyMutation'), menu.getByRole('button', { name: FRIENDS }).click()]);
    await visible(page.getByText(VALUE_SET, { exact: true }));
    await visible(card.getByRole('button', { name: FRIENDS }));
    await screenshot(page, '41-privacy-friends');

    // The demo data stays as the other browser tests expect it.
    const again = await openPrivacyMenu(FRIENDS);
    await Promise.all([graphqlResponse(page, 'TimelineCardPrivacyMutation'), again.menu.getByRole('button', { name: ANYBODY }).click()]);
    await visible(card.getByRole('button', { name: ANYBODY }));
  });

  it('removes an item from the more-menu after a confirmation', async () => {
    const card = (await timelineCards(page)).filter({ hasText: OWN_NOTE });
    await card.getByRole('button', { name: 'További műveletek' }).click();
    await (await visible(page.getByRole('dialog', { name: 'További műveletek' }))).getByRole('button', { name: 'Törlés' }).click();
    // Named, since the toasts of the test before may still be showing as alert dialogs too.
    const confirm = await visible(page.getByRole('alertdialog', { name: CONFIRM_REMOVE_ITEM }));
    await screenshot(page, '42-confirm-remove');
    await Promise.all([graphqlResponse(page, 'TimelineCardActionsRemoveMutation'), confirm.getByRole('button', { name: 'Törlés' }).click()]);
    expect(await disappears(card)).toBe(true);

    await page.reload();
    await timelineCards(page);
    expect(await page.getByText(OWN_NOTE).count()).toBe(0);
  });
});

describe("a privacy change reaches a friend's open timeline", () => {
  /** Kezdő Kata's public item, seen by her friend Profi Péter (server/modules/posts/seed.ts). */
  const OWNER = 'user@lepke.test';
  const FRIEND = 'pro@lepke.test';
  const ONLY_ME = 'Csak én láthatom';
  let browser: Browser;
  let owner: Page;
  let friend: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, friend] = await Promise.all([(await newPhoneContext(browser)).newPage(), (await newPhoneContext(browser)).newPage()]);
    await logIn(owner, OWNER);
    await logIn(friend, FRIEND);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function setPrivacy(from: string, to: string) {
    const card = (await timelineCards(owner)).filter({ hasText: OWN_ITEM });
    await card.getByRole('button', { name: from }).click();
    const menu = await visible(owner.getByRole('dialog', { name: from }));
    await Promise.all([graphqlResponse(owner, 'TimelineCardPrivacyMutation'), menu.getByRole('button', { name: to }).click()]);
  }

  it("rewrites the lock on the friend's copy live, and takes the card away when it becomes private", async () => {
    const friendCard = (await timelineCards(friend)).filter({ hasText: OWN_ITEM });
    await visible(friendCard.getByRole('img', { name: ANYBODY }));

    await setPrivacy(ANYBODY, FRIENDS);
    await visible(friendCard.getByRole('img', { name: FRIENDS }));
    await screenshot(friend, '44-lock-rewritten-live');

    await setPrivacy(FRIENDS, ONLY_ME);
    expect(await disappears(friendCard)).toBe(true);
    await screenshot(friend, '45-private-item-gone-live');

    // The demo data stays as the other browser tests expect it.
    await setPrivacy(ONLY_ME, ANYBODY);
  });
});
