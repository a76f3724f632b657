/**
 * `/admin/user/` at phone size. A newcomer registers; Admin Anna opens the people screen from the
 * side menu, finds him by name, raises his role after a confirmation, suspends him for 3 days with
 * a reason (his open session ends; signing in again tells him until when), then lifts it and he
 * signs in again. The sanction history keeps the suspension with who lifted it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, fillLogin, fillRegistration, HU, logIn, openLoginSheet, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/admin-users/messages.ts, auth/messages.ts, shell/menus.ts). */
const T = {
  menuEntry: 'Felhasználók',
  search: 'Keresés név, e-mail vagy felhasználónév alapján',
  roleAdv: 'Haladó',
  roleChanged: 'A szerepkör megváltozott.',
  suspendDone: 'A fiók felfüggesztve.',
  liftDone: 'A felfüggesztés feloldva.',
  suspendedUntil: /A fiókod fel van függesztve eddig: 20\d\d\. /,
  reason: 'Indoklás',
  days: 'Napok száma (üresen: feloldásig)',
} as const;

const shot = (page: Page, name: string) => screenshot(page, `admin-users-${name}`);
/** The alert or confirmation of web/ui/Dialogs.tsx (toasts are alertdialogs too). */
const dialog = (page: Page) => visible(page.locator('.ui-dialog__dialog'));

describe('an admin changes a role and suspends an account from /admin/user/', () => {
  let browser: Browser;
  let admin: Page;
  let newcomer: Page;
  const name = `Újonc Ödön ${crypto.randomUUID().slice(0, 6)}`;
  const email = `ujonc-${crypto.randomUUID().slice(0, 8)}@lepke.test`;
  const password = 'lepke-e2e-password';
  const errors: Error[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [admin, newcomer] = await Promise.all([newPhoneContext(browser).then((context) => context.newPage()), newPhoneContext(browser).then((context) => context.newPage())]);
    for (const page of [admin, newcomer]) errors.push(collectPageErrors(page));
    const sheet = await openLoginSheet(newcomer);
    await fillRegistration(sheet, { displayName: name, email, password });
    await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(newcomer).first());
    await logIn(admin, 'admin@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds the newcomer from the menu and raises his role after a confirmation', async () => {
    const menu = await openSideMenu(admin);
    await menu.getByRole('link', { name: T.menuEntry }).first().click();
    await visible(admin.getByRole('heading', { name: T.menuEntry, level: 1 }));
    expect(new URL(admin.url()).pathname).toBe('/admin/user/');
    await admin.getByLabel(T.search).fill(name);
    const row = admin.getByTestId('users-person').filter({ hasText: name });
    await visible(row);
    await expect.poll(() => admin.getByTestId('users-person').count()).toBe(1);
    await shot(admin, '01-search');
    await row.click();
    await visible(admin.getByTestId('user-name').getByText(name));
    expect(await admin.getByTestId('user-role').innerText()).toBe('Felhasználó');

    await admin.getByTestId('user-role-select').selectOption({ label: T.roleAdv });
    await admin.getByTestId('user-role-save').click();
    const confirm = await dialog(admin);
    expect(await confirm.innerText()).toContain(`${name} szerepköre ez lesz: ${T.roleAdv}`);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await visible(admin.getByText(T.roleChanged));
    await expect.poll(() => admin.getByTestId('user-role').innerText()).toBe(T.roleAdv);
  });

  it('suspends him for 3 days with a reason: his session ends and signing in tells him until when', async () => {
    await admin.getByTestId('user-days').fill('3');
    await admin.getByTestId('user-reason').fill('E2E: ismételt sértő hozzászólások.');
    await admin.getByTestId('user-suspend').click();
    const confirm = await dialog(admin);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await visible(admin.getByText(T.suspendDone));
    await expect.poll(() => admin.getByTestId('user-status').innerText()).toMatch(/^Felfüggesztve eddig: /);
    await visible(admin.getByTestId('user-sanctions').getByText('E2E: ismételt sértő hozzászólások.'));
    await shot(admin, '02-suspended');

    const sheet = await openLoginSheet(newcomer);
    expect(await accountButtons(newcomer).count()).toBe(0);
    await fillLogin(sheet, email, password);
    await sheet.getByRole('button', { name: HU.loginSubmit }).click();
    const refused = await dialog(newcomer);
    expect(await refused.innerText()).toMatch(T.suspendedUntil);
    await shot(newcomer, '03-refused');
    await refused.getByRole('button').first().click();
  });

  it('lifts the suspension; he signs in again and the history names who lifted it', async () => {
    await admin.getByTestId('user-lift').click();
    await visible(admin.getByText(T.liftDone));
    await expect.poll(() => admin.getByTestId('user-status').innerText()).not.toMatch(/^Felfüggesztve/);
    await visible(
      admin
        .getByTestId('user-sanctions')
        .getByText(/feloldotta|Admin Anna/)
        .first(),
    );
    await shot(admin, '04-lifted');

    await logIn(newcomer, email, password);
    expect(errors).toEqual([[], []]);
  });
});
