import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/modules/mail/test-smtp-server.ts';
import { accountButtons, alertDialog, fillLogin, fillRegistration, HU, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { artifactsDir, rootDir } from './support/paths.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** Hungarian source texts (web/features/passwords/messages.ts, auth/messages.ts, the PASSWORD_* and PW_RETYPE_FAILED tokens). */
const TEXT = {
  forgot: 'Elfelejtetted a jelszavad?',
  restoreTitle: 'Elfelejtett jelszó',
  email: 'E-mail-cím',
  sendLink: 'Link küldése',
  sent: /Ha ehhez a címhez tartozik fiók, elküldtük/,
  newTitle: 'Új jelszó beállítása',
  newPassword: 'Új jelszó',
  newPasswordRetype: 'Új jelszó még egyszer',
  save: 'Jelszó mentése',
  restored: /Új jelszavad beállítva/,
  tokenInvalid: /A link érvénytelen/,
  sectionTitle: 'Jelszó',
  change: 'Jelszó megváltoztatása',
  currentPassword: 'Jelenlegi jelszó',
  passwordWrong: 'Hibás jelszó',
  changed: 'A jelszavad megváltozott',
} as const;

const SMTP_LOGIN = { user: 'lepke', pass: 'e2e-smtp-secret' };
const id = Date.now().toString(36);
const account = { displayName: `Feledékeny ${id}`, email: `forgetful-${id}@lepke.test`, password: 'the-first-password' };

/** The text of the newest mail to `to` whose subject matches, once it has arrived at the SMTP server. */
async function mailTo(smtp: TestSmtpServer, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      const mail = smtp.received.findLast((received) => received.envelope.to.includes(to) && subject.test(received.parsed.subject ?? ''));
      text = mail?.parsed.text ?? '';
      return text;
    })
    .toBeTruthy();
  return text;
}

/**
 * The forgotten password, start to end in Chromium at 390×844: the link on the login screen, the
 * mail as a real SMTP server receives it, the new password, a used link, then a change of password
 * on the account page and its notice mail. The server is this file's own, configured with SMTP_URL
 * (the shared one writes its mail to files).
 */
describe('a forgotten password at 390×844', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer(SMTP_LOGIN);
    server = await startServer(rootDir, path.join(artifactsDir, 'password-restore-server.log'), () => ({
      SEED_DEMO: '0',
      SMTP_URL: smtp.url(SMTP_LOGIN.user, SMTP_LOGIN.pass),
    }));
    browser = await launchBrowser();
    context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
    page = await context.newPage();
    errors = collectPageErrors(page);
    const sheet = await openLoginSheet(page);
    await fillRegistration(sheet, account);
    await sheet.getByRole('button', { name: HU.registerSubmit }).click();
    await visible(accountButtons(page).first());
    await context.clearCookies();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  let restorePath = '';

  it('asks for a link from the login screen, and the mail arrives at the SMTP server', async () => {
    const sheet = await openLoginSheet(page);
    await sheet.getByRole('link', { name: TEXT.forgot }).click();
    await visible(page.getByRole('heading', { level: 1, name: TEXT.restoreTitle }));
    await page.getByLabel(TEXT.email).fill(account.email);
    await screenshot(page, 'password-restore-request');
    await page.getByRole('button', { name: TEXT.sendLink }).click();
    await visible(page.getByRole('status').filter({ hasText: TEXT.sent }));
    await screenshot(page, 'password-restore-sent');

    const text = await mailTo(smtp, account.email, /^Új jelszó/);
    const link = /\/password\/restore\?token=[\w-]+/.exec(text);
    expect(link).not.toBeNull();
    restorePath = link![0];
  });

  it('sets the new password from the mailed link (the retype checked first) and is signed in', async () => {
    await page.goto(restorePath);
    await visible(page.getByRole('heading', { level: 1, name: TEXT.newTitle }));
    await visible(page.getByText(account.email));
    await page.getByLabel(TEXT.newPassword, { exact: true }).fill('the-second-password');
    await page.getByLabel(TEXT.newPasswordRetype).fill('the-other-password');
    await page.getByRole('button', { name: TEXT.save }).click();
    const dialog = await alertDialog(page);
    await visible(dialog.getByText(HU.pwRetypeFailed));
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel(TEXT.newPasswordRetype).fill('the-second-password');
    await screenshot(page, 'password-restore-new');
    await page.getByRole('button', { name: TEXT.save }).click();
    await visible(page.getByText(TEXT.restored));
    await visible(accountButtons(page).first());
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('refuses the used link with a way to a new one', async () => {
    await page.goto(restorePath);
    await visible(page.getByRole('alert').filter({ hasText: TEXT.tokenInvalid }));
    await visible(page.getByRole('link', { name: 'Új link kérése' }));
    await screenshot(page, 'password-restore-used-link');
  });

  it('changes the password on the account page (the current one asked), mails a notice, and the new one signs in', async () => {
    await page.goto('/profile/account/');
    const section = await visible(page.getByTestId('password-section'));
    await visible(page.getByTestId('sessions'));
    await section.getByRole('button', { name: TEXT.change }).click();
    await section.getByLabel(TEXT.currentPassword).fill('not-my-password');
    await section.getByLabel(TEXT.newPassword, { exact: true }).fill('the-third-password');
    await section.getByLabel(TEXT.newPasswordRetype).fill('the-third-password');
    await section.getByRole('button', { name: TEXT.save }).click();
    const dialog = await alertDialog(page);
    await visible(dialog.getByText(TEXT.passwordWrong));
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });

    await section.getByLabel(TEXT.currentPassword).fill('the-second-password');
    await screenshot(page, 'password-change');
    await section.getByRole('button', { name: TEXT.save }).click();
    await visible(page.getByText(TEXT.changed));
    await visible(section.getByRole('button', { name: TEXT.change }));
    await page.getByTestId('sessions').scrollIntoViewIfNeeded();
    await screenshot(page, 'account-sessions');
    const notice = await mailTo(smtp, account.email, /megváltozott/i);
    expect(notice).not.toMatch(/the-third-password/);

    await context.clearCookies();
    const sheet = await openLoginSheet(page);
    await fillLogin(sheet, account.email, 'the-third-password');
    await sheet.getByRole('button', { name: HU.loginSubmit }).click();
    await visible(accountButtons(page).first());
    expect(errors).toEqual([]);
  });
});
