/**
 * The dispute queue at phone size. Kata (user) reports someone else's post from its card's menu;
 * Moderátor Márton opens `/admin/dispute/` from the side menu, finds the demo's reported comment
 * with its two reports, hides it with a reason (Kata no longer sees it under the post), finds it
 * among the handled cards and restores it; then he dismisses Kata's report of the post.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSideMenu, timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/admin-disputes/messages.ts, timeline/messages.ts, shell/menus.ts). */
const T = {
  menuEntry: 'Viták, bejelentések',
  moreActions: 'További műveletek',
  report: 'Bejelentés',
  reportTitle: 'Bejegyzés jelentése',
  reportReason: 'Mi a gond ezzel a bejegyzéssel?',
  reportSend: 'Bejelentés küldése',
  reported: 'Köszönjük, a moderátorok megvizsgálják a bejelentést.',
  kind: 'Típus',
  comment: 'Hozzászólás',
  post: 'Bejegyzés',
  reason: 'Indoklás',
  hidden: 'Elrejtve',
  doneHide: 'A tartalmat elrejtetted; csak a moderátorok látják.',
  doneRestore: 'A tartalom újra látható.',
  doneDismiss: 'A bejelentést elutasítottad.',
  open: 'Megnyitás a helyén',
} as const;
const REPORTED_COMMENT = 'Kezdőknek nincs itt helye';
const POST_REASON = 'E2E: nem lepkékről szól, kérem nézzétek meg.';

const shot = (page: Page, name: string) => screenshot(page, `admin-disputes-${name}`);

describe('a moderator handles reports from /admin/dispute/', () => {
  let browser: Browser;
  let kata: Page;
  let moderator: Page;
  let postPath = '';
  let reportedTitle = '';
  const errors: Error[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [kata, moderator] = await Promise.all([newPhoneContext(browser).then((context) => context.newPage()), newPhoneContext(browser).then((context) => context.newPage())]);
    for (const page of [kata, moderator]) errors.push(collectPageErrors(page));
    await logIn(kata, 'user@lepke.test');
    await logIn(moderator, 'moderator@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("Kata reports somebody else's post from its card's menu", async () => {
    await kata.goto('/');
    const cards = await timelineCards(kata);
    const card = cards
      .filter({ has: kata.getByRole('button', { name: T.moreActions }) })
      .filter({ hasNotText: 'Kata' })
      .first();
    await visible(card);
    reportedTitle = (await card.locator('.home-card__title').innerText()).trim();
    await card.getByRole('button', { name: T.moreActions }).click();
    const entries = kata.getByRole('dialog', { name: T.moreActions }).getByRole('button');
    expect(await entries.allInnerTexts()).toEqual([T.report]);
    await entries.first().click();
    const sheet = await visible(kata.getByRole('dialog', { name: T.reportTitle }));
    await sheet.getByRole('textbox', { name: T.reportReason }).fill(POST_REASON);
    await shot(kata, '01-report-post');
    await sheet.getByRole('button', { name: T.reportSend }).click();
    await visible(kata.getByText(T.reported));
    expect(errors[0]).toEqual([]);
  });

  it('opens the queue from the menu and hides the reported comment with a reason', async () => {
    const menu = await openSideMenu(moderator);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await visible(moderator.getByRole('heading', { name: T.menuEntry, level: 1 }));
    expect(new URL(moderator.url()).pathname).toBe('/admin/dispute/');
    await moderator.getByLabel(T.kind).selectOption({ label: T.comment });
    await expect.poll(() => new URL(moderator.url()).search).toBe('?kind=COMMENT');
    const card = moderator.getByTestId('dispute-card').filter({ hasText: REPORTED_COMMENT });
    await visible(card);
    expect(await card.getByTestId('dispute-reports').getByRole('listitem').count()).toBe(2);
    expect(await card.innerText()).toContain('Gyászlepke a Börzsönyben');
    postPath = (await card.getByRole('link', { name: T.open }).getAttribute('href')) ?? '';
    expect(postPath).toMatch(/^\/entity\/post\/\d+/);
    await shot(moderator, '02-queue');

    await card.getByRole('button', { name: 'Elrejtés' }).click();
    await visible(moderator.getByRole('alertdialog'));
    await moderator.getByRole('alertdialog').getByRole('button').first().click();
    await card.getByLabel(T.reason).fill('Személyeskedő, bántó hangnem.');
    await card.getByRole('button', { name: 'Elrejtés' }).click();
    await visible(moderator.getByText(T.doneHide));
    await expect.poll(() => card.count()).toBe(0);
    await shot(moderator, '03-hidden');
  });

  it('the hidden comment is gone for Kata under its post', async () => {
    await kata.goto(postPath);
    await visible(kata.getByText('Gyászlepke a Börzsönyben').first());
    await visible(kata.getByText('nálunk idén még nem repült', { exact: false }).first());
    expect(await kata.getByText(REPORTED_COMMENT, { exact: false }).count()).toBe(0);
  });

  it('finds the card among the handled ones and restores the comment', async () => {
    await moderator.getByTestId('disputes-tab-resolved').click();
    const card = moderator.getByTestId('dispute-card').filter({ hasText: REPORTED_COMMENT });
    await visible(card);
    await visible(card.getByText(T.hidden, { exact: true }));
    expect(await card.getByTestId('dispute-resolution').innerText()).toContain('Személyeskedő, bántó hangnem.');
    await card.getByLabel(T.reason).fill('Bocsánatot kért, visszaállítom.');
    await card.getByRole('button', { name: 'Visszaállítás' }).click();
    await visible(moderator.getByText(T.doneRestore));
    await expect.poll(async () => (await card.innerText()).includes(T.hidden)).toBe(false);
    await shot(moderator, '04-restored');

    await kata.reload();
    await visible(kata.getByText(REPORTED_COMMENT, { exact: false }).first());
  });

  it("dismisses Kata's report of the post with a reason", async () => {
    await moderator.getByTestId('disputes-tab-open').click();
    await moderator.getByLabel(T.kind).selectOption({ label: T.post });
    const card = moderator.getByTestId('dispute-card').filter({ hasText: POST_REASON });
    await visible(card);
    expect(await card.innerText()).toContain(reportedTitle);
    await card.getByLabel(T.reason).fill('Lepkés téma, nincs vele gond.');
    await card.getByRole('button', { name: 'Elutasítás' }).click();
    await visible(moderator.getByText(T.doneDismiss));
    await expect.poll(() => card.count()).toBe(0);
    expect(errors[1]).toEqual([]);
  });
});
