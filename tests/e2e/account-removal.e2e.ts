import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, alertDialog, disappears, fillRegistration, graphqlResponse, openLoginSheet, timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/account-removal/messages.ts, i18n/tokens.ts). */
const TEXT = {
  myData: 'Adataim letöltése (zip)',
  removeTitle: 'Fiók törlése',
  deleteRecords: /Törlődjenek a fiókkal/,
  keepRecords: /Maradjanak névtelenül/,
  password: 'Jelenlegi jelszó',
  firstTitle: 'Törlöd a fiókodat?',
  firstYes: 'Igen, tovább',
  secondTitle: 'Utolsó megerősítés',
  secondYes: 'Végleges törlés',
  cancel: 'Mégse',
  wrongPassword: 'Hibás jelszó',
  removed: 'A fiókodat töröltük',
} as const;

const PASSWORD = 'lepke-e2e-password';
const shot = (page: Page, name: string) => screenshot(page, `account-removal-${name}`);

describe('download my data and account removal', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newPhoneContext(browser);
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
    const sheet = await openLoginSheet(page);
    const id = randomUUID().slice(0, 8);
    await fillRegistration(sheet, { displayName: `Búcsúzó ${id}`, email: `removal-${id}@lepke.test`, password: PASSWORD });
    await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());
    await page.goto('/profile/account/');
    await visible(page.getByRole('heading', { level: 2, name: TEXT.removeTitle }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('downloads the data as a zip', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: TEXT.myData }).click()]);
    expect(download.suggestedFilename()).toBe('lepke-my-data.zip');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await shot(page, 'sections');
  });

  it('refuses a wrong password after the two confirmations, and a cancelled second one removes nothing', async () => {
    const section = page.getByRole('region', { name: TEXT.removeTitle });
    await section.getByRole('radio', { name: TEXT.deleteRecords }).press('Space');
    expect(await section.getByRole('radio', { name: TEXT.deleteRecords }).isChecked()).toBe(true);
    await section.getByLabel(TEXT.password).fill('not-my-password');
    await section.getByRole('button', { name: TEXT.removeTitle }).click();

    let dialog = await alertDialog(page);
    await visible(dialog.getByRole('heading', { name: TEXT.firstTitle }));
    await shot(page, 'first-confirmation');
    await dialog.getByRole('button', { name: TEXT.firstYes }).click();
    dialog = await alertDialog(page);
    await visible(dialog.getByRole('heading', { name: TEXT.secondTitle }));
    await dialog.getByRole('button', { name: TEXT.cancel }).click();
    expect(await disappears(page.getByRole('alertdialog'))).toBe(true);

    await section.getByRole('button', { name: TEXT.removeTitle }).click();
    await (await alertDialog(page)).getByRole('button', { name: TEXT.firstYes }).click();
    await visible(page.getByRole('alertdialog').getByRole('heading', { name: TEXT.secondTitle }));
    await Promise.all([graphqlResponse(page, 'RemoveAccountSectionMutation'), page.getByRole('alertdialog').getByRole('button', { name: TEXT.secondYes }).click()]);
    await visible(section.getByText(TEXT.wrongPassword));
    await shot(page, 'wrong-password');
    expect(page.url()).toMatch(/\/profile\/account\/$/);
  });

  it('removes the account through two confirmations and lands on / logged out', async () => {
    const section = page.getByRole('region', { name: TEXT.removeTitle });
    await section.getByLabel(TEXT.password).fill(PASSWORD);
    await section.getByRole('button', { name: TEXT.removeTitle }).click();
    await (await alertDialog(page)).getByRole('button', { name: TEXT.firstYes }).click();
    const second = await visible(page.getByRole('alertdialog').filter({ has: page.getByRole('heading', { name: TEXT.secondTitle }) }));
    await shot(page, 'second-confirmation');
    await Promise.all([graphqlResponse(page, 'RemoveAccountSectionMutation'), second.getByRole('button', { name: TEXT.secondYes }).click()]);

    await visible(page.getByText(TEXT.removed));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await disappears(accountButtons(page).first())).toBe(true);
    const state = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { userId } }' }),
      });
      return ((await response.json()) as { data: { viewer: { userId: number | null } } }).data.viewer.userId;
    });
    expect(state).toBeNull();
    // The home page as a guest sees it.
    await timelineCards(page);
    await shot(page, 'logged-out');
    expect(pageErrors).toEqual([]);
  });
});
