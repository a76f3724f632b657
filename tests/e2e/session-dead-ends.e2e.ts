import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { alertDialog, expectLang, fillLogin, graphqlResponse, HU, loginSheet, openLoginSheet, openSideMenu, timelineCards, visible } from './support/app.ts';
import { launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Issue 13 §4: an expired session, the route error handling, the privacy policy, the account's language. */
describe('dead ends a new user meets', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    await context?.close();
    context = await newRoutedPhoneContext(browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function logIn(email: string): Promise<void> {
    const sheet = await openLoginSheet(page);
    await fillLogin(sheet, email, 'lepke-demo');
    await Promise.all([graphqlResponse(page, 'LoginScreenLoginMutation'), sheet.getByRole('button', { name: HU.loginSubmit }).click()]);
    await sheet.waitFor({ state: 'hidden' });
  }

  /** Ends the browser's session on the server (its row is deleted), as an expiry would; the browser keeps its cookie. */
  async function endSessionOnServer(): Promise<void> {
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const api = await request.newContext({ baseURL: inject('baseUrl'), extraHTTPHeaders: { cookie } });
    expect((await api.get('/api/logout')).status()).toBe(200);
    await api.dispose();
  }

  it('an expired session lands on the login page, not on "not found"', async () => {
    await logIn('user@lepke.test');
    await visible(page.getByRole('banner').getByRole('button', { name: HU.notifications }));
    await timelineCards(page);
    await endSessionOnServer();

    const menu = await openSideMenu(page);
    await menu.locator('a[href="/my/observation/"]').click();
    const sheet = await loginSheet(page);
    await screenshot(page, 'session-dead-ends-01-expired-session-login');
    await expect.poll(() => new URL(page.url()).searchParams.get('next')).toBe('/my/observation/');
    await visible(sheet.getByRole('tab', { name: HU.loginTab }));
    await visible(page.getByRole('banner').getByRole('button', { name: HU.openMenu }));
  });

  it('a logout found by the state check reloads the page', async () => {
    await page.clock.install();
    await logIn('user@lepke.test');
    await timelineCards(page);
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await endSessionOnServer();

    await page.clock.fastForward(61_000);
    await expect.poll(() => page.evaluate(() => 'beforeReload' in window), { timeout: 15_000 }).toBe(false);
    await timelineCards(page);
    await visible((await openSideMenu(page)).getByText(HU.guest));
  });

  it('offline: the no-network alert, the navigation aborted, the shell kept', async () => {
    await page.goto('/');
    await timelineCards(page);
    await page.route('**/graphql', (route) => route.abort());
    const menu = await openSideMenu(page);
    await menu.locator('a[href="/species/"]').click();
    const alert = await alertDialog(page);
    await screenshot(page, 'session-dead-ends-02-offline-alert');
    expect(await alert.getByRole('heading').innerText()).toBe('Nincs hálózati kapcsolat!');
    await alert.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await visible(page.getByRole('banner').getByRole('button', { name: HU.openMenu }));
  });

  it("404: the error_code's text titled Error, then back", async () => {
    await page.goto('/');
    await timelineCards(page);
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Not found', extensions: { code: 'DATA_NOT_FOUND' } }] }),
      }),
    );
    const menu = await openSideMenu(page);
    await menu.locator('a[href="/species/"]').click();
    const alert = await alertDialog(page);
    await screenshot(page, 'session-dead-ends-03-not-found-alert');
    expect(await alert.getByRole('heading').innerText()).toBe('Hiba');
    expect(await alert.innerText()).toContain('Az adat nem található');
    await alert.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await visible(page.getByRole('banner').getByRole('button', { name: HU.openMenu }));
  });

  it("the registration form's privacy-policy link opens the policy and keeps the form's input", async () => {
    const sheet = await openLoginSheet(page);
    await sheet.getByRole('tab', { name: HU.registerTab }).click();
    await sheet.getByLabel(HU.displayName).fill('Szabályzat Szilvia');
    await sheet.getByRole('link', { name: 'adatvédelmi szabályzatot' }).click();
    const policy = await visible(page.getByRole('dialog', { name: 'Adatvédelmi szabályzat' }));
    await visible(policy.getByRole('heading', { name: '4. Érzékeny fajok és pontos helyek' }));
    await screenshot(page, 'session-dead-ends-04-privacy-policy');
    await policy.getByRole('button').first().click();
    await policy.waitFor({ state: 'hidden' });
    expect(await sheet.getByLabel(HU.displayName).inputValue()).toBe('Szabályzat Szilvia');
    expect(await sheet.getByRole('checkbox', { name: HU.privacy }).isChecked()).toBe(false);
  });

  it('the policy is a page of its own that a guest can read', async () => {
    await page.goto('/content/privacy');
    await visible(page.getByRole('heading', { name: 'Adatvédelmi szabályzat', level: 2 }));
    await visible(page.getByText(/EXIF/).first());
  });

  it("after logging in, the UI takes the account's language over the device's", async () => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lepke.language', 'hu'));
    await logIn('ioana@lepke.test');
    await expectLang(page, 'ro');
    await visible(page.getByRole('banner').getByRole('button', { name: /^Notificări/ }));
    await visible(page.getByText('Bine ai revenit, Ioana Popescu!'));
    await timelineCards(page);
    await screenshot(page, 'session-dead-ends-05-account-language');
  });
});
