import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, fillLogin, fillRegistration, graphqlResponse, HU, openLoginSheet, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/two-factor/messages.ts). */
const TEXT = {
  heading: 'Kétlépcsős bejelentkezés',
  setUp: 'Beállítás',
  code: 'Hatjegyű kód',
  password: 'Jelenlegi jelszó',
  enable: 'Bekapcsolás',
  codes: 'Tartalék kódok',
  done: 'Elmentettem',
  on: /^Bekapcsolva\. 10 tartalék kódod maradt\./,
  verify: 'Bejelentkezés',
  useRecovery: 'Tartalék kódot használok',
  recoveryCode: 'Tartalék kód',
} as const;

const PASSWORD = 'lepke-e2e-password';

/** The code the authenticator app shows `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

describe('two-factor sign-in', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];
  const id = randomUUID().slice(0, 8);
  const email = `twofa-${id}@lepke.test`;
  let secret = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is turned on from the account page with the QR code, a code and the password, and shows the recovery codes once', async () => {
    const sheet = await openLoginSheet(page);
    await fillRegistration(sheet, { displayName: `Kétlépcsős ${id}`, email, password: PASSWORD });
    await sheet.getByRole('button', { name: HU.registerSubmit }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());

    await page.goto('/profile/account/');
    const section = await visible(page.getByRole('region', { name: TEXT.heading }));
    await section.getByRole('button', { name: TEXT.setUp }).click();
    await visible(section.getByRole('img', { name: /QR/ }));
    secret = (await (await visible(section.getByTestId('two-factor-secret'))).innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel(TEXT.code).fill(codeOf(secret));
    await section.getByLabel(TEXT.password).fill(PASSWORD);
    await screenshot(page, 'two-factor-setup');
    await Promise.all([graphqlResponse(page, 'TwoFactorSectionEnableMutation'), section.getByRole('button', { name: TEXT.enable }).click()]);

    const codes = await visible(section.getByRole('list', { name: TEXT.codes }));
    expect(await codes.getByRole('listitem').allInnerTexts()).toHaveLength(10);
    await screenshot(page, 'two-factor-recovery-codes');
    await section.getByRole('button', { name: TEXT.done }).click();
    await visible(section.getByText(TEXT.on));
    expect(await section.getByRole('list', { name: TEXT.codes }).count()).toBe(0);
  });

  it('after logging out, the password alone is not enough: the code from the app signs in', async () => {
    const logout = (await openSideMenu(page)).locator('a[href="/logout"]');
    await Promise.all([graphqlResponse(page, 'useLogoutMutation'), logout.click()]);

    const sheet = await openLoginSheet(page);
    await fillLogin(sheet, email, PASSWORD);
    await Promise.all([graphqlResponse(page, 'LoginScreenLoginMutation'), sheet.getByRole('button', { name: HU.loginSubmit }).click()]);
    const code = await visible(sheet.getByLabel(TEXT.code));
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await accountButtons(page).count()).toBe(0);

    // The recovery code link switches the field, and back.
    await sheet.getByRole('button', { name: TEXT.useRecovery }).click();
    await visible(sheet.getByLabel(TEXT.recoveryCode));
    await sheet.getByRole('button', { name: /alkalmazásból/ }).click();

    // The step after the one the set-up used: a code is never taken twice.
    await sheet.getByLabel(TEXT.code).fill(codeOf(secret, 1));
    await screenshot(page, 'two-factor-login-code');
    await sheet.getByRole('button', { name: TEXT.verify }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());
    await screenshot(page, 'two-factor-signed-in');
    expect(errors).toEqual([]);
  });
});
