import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  accountButtons,
  disappears,
  expectLang,
  fillLogin,
  fillRegistration,
  graphqlResponse,
  HU,
  loginSheet,
  openLoginSheet,
  openSideMenu,
  sideMenu,
  timelineCards,
  visible,
} from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian UI texts of the home page and the side menu that English must replace. */
const HUNGARIAN_HOME_TEXTS = ['Ma', 'Tegnap', 'Jegyzet', 'Hír', 'Kérdés', 'Megfigyelés', 'Hangulat', /^\d+ (perce|órája|napja)$/];
const HUNGARIAN_MENU_TEXTS = [
  'Kezdőlap',
  'Megfigyelések',
  'Megfigyeléseim',
  'Fajok',
  'Médiatár',
  'Történetek',
  'Információ',
  'Közösség',
  'Profilom',
  'Üzenetek',
  'Értesítések',
  'Kilépés',
  /^Bejelentkezve:/,
];

const account: Account = {
  displayName: 'Teszt Tünde',
  email: `e2e-${Date.now()}@lepke.test`,
  password: 'lepke-e2e-jelszo',
};

async function visibleTexts(page: Page, texts: readonly (string | RegExp)[]): Promise<string[]> {
  const found: string[] = [];
  for (const text of texts) {
    const matches = page.getByText(text, { exact: true });
    for (const match of await matches.all()) {
      if (await match.isVisible()) found.push(await match.innerText());
    }
  }
  return found;
}

describe('a visitor registers, logs out, logs in, switches to English and logs out', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newRoutedPhoneContext(browser)).newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a: shows a guest the Hungarian home timeline without badges', async () => {
    await page.goto('/');
    await expectLang(page, 'hu');
    expect(await (await timelineCards(page)).count()).toBeGreaterThan(0);
    await visible(page.getByRole('button', { name: HU.openMenu }));
    await visible(page.getByRole('heading', { name: 'Ma', exact: true }));
    expect(await accountButtons(page).count()).toBe(0);
    await screenshot(page, '01-guest-home');

    const menu = await openSideMenu(page);
    await visible(menu.getByText(HU.guest, { exact: true }));
    await screenshot(page, '02-guest-menu');
    await page.keyboard.press('Escape');
  });

  it('b: registers a new account from the side menu', async () => {
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: HU.loginEntry }).click();
    const sheet = await loginSheet(page);
    await screenshot(page, '03-login-sheet');

    await fillRegistration(sheet, account);
    await screenshot(page, '04-registration-filled');
    await sheet.getByRole('button', { name: HU.registerSubmit }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());
    await screenshot(page, '05-registered');

    const userMenu = await openSideMenu(page);
    await visible(userMenu.getByText(HU.signedInAs(account.displayName)));
    await screenshot(page, '06-user-menu');
    await page.keyboard.press('Escape');
  });

  it('c: logs out from the side menu', async () => {
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: HU.logoutEntry }).click();
    await visible(page.getByText(HU.loggedOut));
    await timelineCards(page);
    expect(await accountButtons(page).count()).toBe(0);
    await screenshot(page, '07-logged-out');
    expect.soft(await disappears(sideMenu(page)), 'the side menu closes after logging out').toBe(true);

    // The session has ended on the server too: a fresh load shows the guest's menu.
    await page.reload();
    await visible((await openSideMenu(page)).getByText(HU.guest, { exact: true }));
    await page.keyboard.press('Escape');
  });

  it('d: logs in again with the same credentials', async () => {
    const sheet = await openLoginSheet(page);
    await fillLogin(sheet, account.email, account.password);
    await screenshot(page, '08-login-filled');
    await sheet.getByRole('button', { name: HU.loginSubmit }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());
  });

  it('e: shows the user the home timeline', async () => {
    expect(await (await timelineCards(page)).count()).toBeGreaterThan(0);
    await screenshot(page, '09-user-home');
  });

  it('e2: likes an item at once, before the server answers; unlikes it; a failed like rolls back', async () => {
    const likeButton = page
      .getByRole('main')
      .getByRole('button', { name: /^Tetszik, \d+ kedvelés$/ })
      .first();
    const count = Number((await likeButton.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false');

    // The like request is held back until the optimistic change has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'LikeButtonLikeMutation') await held;
      await route.continue();
    });
    await likeButton.click();
    await expect.poll(() => likeButton.getAttribute('aria-label')).toBe(HU.like(count + 1));
    expect(await likeButton.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, '09b-liked-before-the-answer');
    const answered = graphqlResponse(page, 'LikeButtonLikeMutation');
    release();
    await answered;
    await visible(page.getByText(HU.itemLiked, { exact: true }));
    await page.unroute('**/graphql');

    await Promise.all([graphqlResponse(page, 'LikeButtonUnlikeMutation'), likeButton.click()]);
    await visible(page.getByText(HU.itemUnliked, { exact: true }));
    expect(await likeButton.getAttribute('aria-label')).toBe(HU.like(count));
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false');

    // A like that fails on the way is rolled back, with a toast.
    await page.route('**/graphql', (route) => route.abort());
    await likeButton.click();
    await visible(page.getByText(HU.operationNotSucceeded, { exact: true }));
    await page.unroute('**/graphql');
    expect(await likeButton.getAttribute('aria-label')).toBe(HU.like(count));
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
  });

  it('f: switches the UI to English with the globe button', async () => {
    await page.getByRole('button', { name: HU.language }).click();
    await screenshot(page, '10-language-picker');
    await page.getByRole('option', { name: 'English' }).click();
    await expectLang(page, 'en');
    await visible(page.getByRole('heading', { name: 'Today', exact: true }));
    await screenshot(page, '11-english-home');
    expect(await visibleTexts(page, HUNGARIAN_HOME_TEXTS)).toEqual([]);

    const menu = await openSideMenu(page);
    await screenshot(page, '12-english-menu');
    expect(await visibleTexts(page, HUNGARIAN_MENU_TEXTS)).toEqual([]);
    await visible(menu.getByRole('link', { name: 'Home', exact: true }));
  });

  // The menu entries are found by their targets, not their labels: this step must not depend on
  // the English texts that step f checks. The reload closes whatever step f may have left open.
  it('g: logs out, back to a guest', async () => {
    await page.goto('/');
    const logout = (await openSideMenu(page)).locator('a[href="/logout"]');
    await Promise.all([graphqlResponse(page, 'useLogoutMutation'), logout.click()]);
    await timelineCards(page);
    await screenshot(page, '13-logged-out-english');
    expect.soft(await disappears(sideMenu(page)), 'the side menu closes after logging out').toBe(true);

    await page.reload();
    await expectLang(page, 'en');
    await visible((await openSideMenu(page)).locator('a[href="/?force_login=1"]'));
    await screenshot(page, '14-guest-menu-english');
    expect(pageErrors).toEqual([]);
  });
});
