import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findConsentItem } from '../../server/modules/consent/items.ts';
import { accountButtons, disappears, fillLogin, graphqlResponse, HU, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

const privacy = findConsentItem('privacy')!;
const CONSENT = { accept: 'Elfogadom', reject: 'Nem fogadom el (kilépés)' };

/**
 * The server of these tests runs in its own process on its own embedded database, so a new privacy
 * version is simulated in the consent check's answer; accepting goes to the real server, whose
 * answer (nothing blocking pending) closes the popup.
 */
async function withNewPrivacyVersion(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'ConsentGateQuery') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { viewer: { pendingConsents: unknown[] } } };
    body.data.viewer.pendingConsents.unshift({ name: privacy.name, type: 'BLOCK', title: privacy.texts.hu.title, text: privacy.texts.hu.text });
    await route.fulfill({ response, json: body });
  });
}

async function logIn(page: Page, email: string): Promise<void> {
  const sheet = await openLoginSheet(page);
  await fillLogin(sheet, email, 'lepke-demo');
  await sheet.getByRole('button', { name: HU.loginSubmit }).click();
}

describe('a user with a pending privacy version', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    await context?.close();
    context = await newRoutedPhoneContext(browser);
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
    await withNewPrivacyVersion(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sees the full-screen popup after logging in and accepts it', async () => {
    await logIn(page, 'pro@lepke.test');
    const popup = await visible(page.getByRole('dialog', { name: privacy.texts.hu.title }));
    await visible(popup.getByText(privacy.texts.hu.text));
    await screenshot(page, '40-consent-popup');

    await page.keyboard.press('Escape');
    expect(await popup.isVisible()).toBe(true);

    const decided = graphqlResponse(page, 'ConsentGateMutation');
    await popup.getByRole('button', { name: CONSENT.accept }).click();
    expect((await (await decided).json()).data.decideConsent.__typename).toBe('PendingConsents');
    expect(await disappears(popup)).toBe(true);
    await visible(accountButtons(page).first());
    expect(pageErrors).toEqual([]);
  });

  it('is logged out on rejecting it', async () => {
    await logIn(page, 'editor@lepke.test');
    const popup = await visible(page.getByRole('dialog', { name: privacy.texts.hu.title }));
    await popup.getByRole('button', { name: CONSENT.reject }).click();
    await visible(page.getByText(HU.loggedOut));
    expect(await disappears(popup)).toBe(true);
    expect(await accountButtons(page).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
