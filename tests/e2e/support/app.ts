import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** Hungarian texts of the UI: the source texts of the messages.ts files and of web/i18n/tokens.ts. */
export const HU = {
  openMenu: 'Menü megnyitása',
  language: 'Nyelv',
  guest: 'Vendég',
  signedInAs: (name: string) => `Bejelentkezve: ${name}`,
  loginEntry: 'Belépés / regisztráció',
  logoutEntry: 'Kilépés',
  loginTitle: 'Belépés',
  loginTab: 'Belépés',
  registerTab: 'Regisztráció',
  displayName: 'Megjelenő név',
  email: 'Email cím',
  password: 'Jelszó',
  passwordRetype: 'Jelszó még egyszer',
  privacy: /adatvédelmi szabályzatot/,
  loginSubmit: 'Belépés',
  registerSubmit: 'Regisztrálok',
  notifications: /^Értesítések/,
  messages: /^Üzenetek/,
  loggedOut: 'Sikeresen kijelentkeztél',
  operationFailed: 'Sikertelen művelet',
  loginFailed: 'Sikertelen bejelentkezés',
  formErrorTitle: 'Hibás adatok',
  pwRetypeFailed: 'A jelszó ellenőrzése sikertelen!',
  like: (count: number) => `Tetszik, ${count} kedvelés`,
  itemLiked: 'Kedvelted',
  itemUnliked: 'Visszavontad a kedvelést',
  operationNotSucceeded: 'A művelet nem sikerült',
} as const;

export interface Account {
  displayName: string;
  email: string;
  password: string;
}

/**
 * Waits until an autocomplete's suggestion is visible and its popup revealed. On a touch device
 * react-aria keeps a new popup transparent for up to 600 ms while it waits for the on-screen
 * keyboard; a click in that time scrolls the page, and scrolling closes the popup.
 */
export async function suggestion(page: Page, name: string | RegExp): Promise<Locator> {
  const option = await visible(page.getByRole('option', { name }));
  await page.waitForFunction(() => {
    const popup = document.querySelector('.ui-autocomplete__popover');
    return popup !== null && getComputedStyle(popup).opacity === '1';
  });
  return option;
}

/** Waits until the locator is visible (playwright-core has no auto-waiting `expect`). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

export async function expectLang(page: Page, lang: string): Promise<void> {
  await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 10_000 }).toBe(lang);
}

/** Cards of the home timeline once it has loaded. */
export async function timelineCards(page: Page): Promise<Locator> {
  const cards = page.getByRole('main').getByRole('article');
  await cards.first().waitFor();
  return cards;
}

/** The side menu: the dialog that holds the navigation. */
export function sideMenu(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('navigation') });
}

/** Opens the side menu with the app bar's first button, whatever the language. */
export async function openSideMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button').first().click();
  return visible(sideMenu(page));
}

/** Whether the locator disappears within a few seconds, e.g. a sheet or menu animating out. */
export async function disappears(locator: Locator): Promise<boolean> {
  try {
    await locator.waitFor({ state: 'hidden', timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

/** The bell and mail buttons that the header shows to users only. */
export function accountButtons(page: Page): Locator {
  const banner = page.getByRole('banner');
  return banner.getByRole('button', { name: HU.notifications }).or(banner.getByRole('button', { name: HU.messages }));
}

/** The login/register sheet; its title follows the selected tab, so it is found by its tabs. */
export function loginSheet(page: Page): Promise<Locator> {
  return visible(page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: HU.registerTab }) }));
}

export async function openLoginSheet(page: Page): Promise<Locator> {
  await page.goto('/?force_login=1');
  const sheet = await loginSheet(page);
  await visible(page.getByRole('dialog', { name: HU.loginTitle }));
  return sheet;
}

export async function fillRegistration(sheet: Locator, account: Account, retype = account.password): Promise<void> {
  await sheet.getByRole('tab', { name: HU.registerTab }).click();
  await sheet.getByLabel(HU.displayName).fill(account.displayName);
  await sheet.getByLabel(HU.email).fill(account.email);
  await sheet.getByLabel(HU.password, { exact: true }).fill(account.password);
  await sheet.getByLabel(HU.passwordRetype).fill(retype);
  // The box is drawn over a visually hidden input, so it is ticked from the keyboard.
  const privacy = sheet.getByRole('checkbox', { name: HU.privacy });
  await privacy.press('Space');
  expect(await privacy.isChecked()).toBe(true);
}

/** Registers a new account through the login sheet (e-mail `{prefix}-{random}@lepke.test`) and waits until it is signed in. */
export async function registerNewAccount(page: Page, displayName: string, prefix: string): Promise<void> {
  const sheet = await openLoginSheet(page);
  await fillRegistration(sheet, { displayName, email: `${prefix}-${crypto.randomUUID().slice(0, 8)}@lepke.test`, password: 'lepke-e2e-password' });
  await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await visible(accountButtons(page).first());
}

export async function fillLogin(sheet: Locator, email: string, password: string): Promise<void> {
  await sheet.getByRole('tab', { name: HU.loginTab }).click();
  await sheet.getByLabel(HU.email).fill(email);
  await sheet.getByLabel(HU.password, { exact: true }).fill(password);
}

/** The alert dialog (alert/confirm queue of web/ui/Dialogs.tsx) once it is shown. */
export function alertDialog(page: Page): Promise<Locator> {
  return visible(page.getByRole('alertdialog'));
}

/** Waits for the answer to the GraphQL request of the named operation (Relay sends operationName). */
export function graphqlResponse(page: Page, operationName: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    return request.method() === 'POST' && request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === operationName;
  });
}

/** Logs a demo account in through the login sheet and waits for the header's account buttons. */
export async function logIn(page: Page, email: string, password = 'lepke-demo'): Promise<void> {
  const sheet = await openLoginSheet(page);
  await fillLogin(sheet, email, password);
  await sheet.getByRole('button', { name: HU.loginSubmit }).click();
  await sheet.waitFor({ state: 'hidden' });
  await visible(accountButtons(page).first());
}
