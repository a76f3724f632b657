import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidc-test-provider.ts';
import { accountButtons, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { artifactsDir, rootDir } from './support/paths.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** Hungarian source texts (web/features/social-login/messages.ts). */
const TEXT = {
  button: 'Belépés ezzel: Test ID',
  signupTitle: 'Regisztráció ezzel: Test ID',
  signupSubmit: 'Fiók létrehozása',
  privacy: /adatvédelmi szabályzatot/,
  sectionTitle: 'Közösségi fiókok',
  unlink: 'Test ID leválasztása',
  unlinkConfirm: 'Biztosan leválasztod ezt a közösségi fiókot?',
  lastMethod: 'Az utolsó bejelentkezési módodat nem távolíthatod el',
  stateInvalid: /A bejelentkezés lejárt vagy nem ebben a böngészőben indult/,
} as const;

/** Signs in at the test provider's development forms in the popup: any login and password, then consent. */
async function signInAtProvider(popup: Page, login: string): Promise<void> {
  await popup.waitForLoadState();
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The whole social login in Chromium against a real OpenID Connect provider: a server of its own
 * is configured for the provider (the shared one has no social login, so other tests see no button).
 */
describe('social login with an OpenID Connect provider', () => {
  let provider: TestOidcProvider;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    server = await startServer(rootDir, path.join(artifactsDir, 'social-login-server.log'), () => provider.env('testid', 'Test ID'));
    provider.allowRedirects([`${server.baseUrl}/oauth.al`]);
    browser = await launchBrowser();
    context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
    page = await context.newPage();
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('signs a new person up through the provider in a 450×500 popup', async () => {
    const sheet = await openLoginSheet(page);
    // what the app asks of window.open (a popup inherits the phone's emulated viewport, so its size is read here)
    await page.evaluate(() => {
      const open = window.open.bind(window);
      const opened: (string | undefined)[] = [];
      (window as unknown as { opened: typeof opened }).opened = opened;
      window.open = (url, target, features) => {
        opened.push(features);
        return open(url, target, features);
      };
    });
    const popupOpened = context.waitForEvent('page');
    await sheet.getByRole('button', { name: TEXT.button }).click();
    const popup = await popupOpened;
    const features = await page.evaluate(() => (window as unknown as { opened: string[] }).opened[0]);
    expect(features).toMatch(/width=450,height=500/);
    expect(new URL(popup.url()).origin).toBe(provider.issuer);
    await signInAtProvider(popup, 'zsofi');
    // the popup hands the outcome to this page and closes itself
    await popup.waitForEvent('close');

    const signup = page.getByRole('dialog');
    await visible(signup.getByRole('heading', { name: TEXT.signupTitle }));
    await expect.poll(() => signup.getByLabel('Megjelenő név').inputValue()).toBe('Test zsofi');
    await visible(signup.getByText('zsofi@oidc.test'));
    await screenshot(page, 'social-login-signup');
    await signup.getByRole('checkbox', { name: TEXT.privacy }).press('Space');
    await signup.getByRole('button', { name: TEXT.signupSubmit }).click();
    await visible(accountButtons(page).first());
    await screenshot(page, 'social-login-signed-in');
  });

  it('signs the same person in again, and keeps the last way in on the account page', async () => {
    // signed out here and at the provider (both on 127.0.0.1: cookies are not kept apart by port)
    await context.clearCookies();
    const sheet = await openLoginSheet(page);
    const popupOpened = context.waitForEvent('page');
    await sheet.getByRole('button', { name: TEXT.button }).click();
    const popup = await popupOpened;
    await signInAtProvider(popup, 'zsofi');
    await popup.waitForEvent('close');
    await visible(accountButtons(page).first());

    await page.goto('/profile/account/');
    await visible(page.getByRole('heading', { name: TEXT.sectionTitle }));
    await page.getByRole('button', { name: TEXT.unlink }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText(TEXT.unlinkConfirm));
    await screenshot(page, 'social-login-unlink-confirm');
    await confirm.getByRole('button', { name: 'Leválasztás' }).click();
    await visible(page.getByRole('alertdialog').getByText(TEXT.lastMethod));
    await page.getByRole('alertdialog').getByRole('button').first().click();
    expect(errors).toEqual([]);
  });

  it('leads a failed answer back into the app, which says why', async () => {
    // an answer this browser did not start (no flow cookie): the account page of the signed-in person explains
    await page.goto('/oauth.al?service=testid&code=forged&state=forged');
    const alert = page.getByRole('alertdialog');
    await visible(alert.getByText(TEXT.stateInvalid));
    expect(new URL(page.url()).pathname).toBe('/profile/account/');
    expect(new URL(page.url()).searchParams.has('social_error')).toBe(false);
    await screenshot(page, 'social-login-failed');
    expect(errors).toEqual([]);
  });
});
