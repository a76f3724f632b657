import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertDialog, fillLogin, fillRegistration, HU, openLoginSheet } from './support/app.ts';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

describe('the login screen refuses', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    await context?.close();
    context = await newPhoneContext(browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a wrong password with the LOGIN_FAILED alert', async () => {
    const sheet = await openLoginSheet(page);
    await fillLogin(sheet, 'user@lepke.test', 'not-the-password');
    await sheet.getByRole('button', { name: HU.loginSubmit }).click();
    const alert = await alertDialog(page);
    await screenshot(page, '20-wrong-password');
    expect(await alert.getByRole('heading').innerText()).toBe(HU.operationFailed);
    expect(await alert.innerText()).toContain(HU.loginFailed);
  });

  it('a registration whose password retype differs with the form-error dialog', async () => {
    const sheet = await openLoginSheet(page);
    await fillRegistration(sheet, { displayName: 'Eltérő Elemér', email: `e2e-retype-${Date.now()}@lepke.test`, password: 'lepke-e2e-jelszo' }, 'mas-jelszo-123');
    await sheet.getByRole('button', { name: HU.registerSubmit }).click();
    const alert = await alertDialog(page);
    await screenshot(page, '21-retype-mismatch');
    expect(await alert.getByRole('heading').innerText()).toBe(HU.formErrorTitle);
    expect(await alert.innerText()).toContain(HU.pwRetypeFailed);
  });
});
