import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountButtons, alertDialog, fillRegistration, graphqlResponse, openLoginSheet, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';
import { artifactsDir } from './support/paths.ts';

/** Hungarian source texts (web/features/profile-edit/messages.ts, the SAVED and USERNAME_NUMERIC tokens). */
const TEXT = {
  title: 'Profil szerkesztése',
  displayName: 'Megjelenített név *',
  username: 'Felhasználónév',
  lastName: 'Vezetéknév',
  firstName: 'Keresztnév',
  save: 'Mentés',
  saved: 'Mentve',
  formErrorTitle: 'Hibás adatok',
  usernameNumeric: /nem állhat csak számjegyekből/,
  changeEmail: 'E-mail-cím módosítása',
  newEmail: 'Új e-mail-cím *',
  currentPassword: 'Jelenlegi jelszó *',
  sendLink: 'Megerősítő link küldése',
  linkSent: /Elküldtük a megerősítő linket ide/,
  confirmed: /Az e-mail-címed mostantól/,
  tokenInvalid: /A link érvénytelen/,
} as const;

const PASSWORD = 'lepke-e2e-password';
const id = randomUUID().slice(0, 8);
const email = `profile-${id}@lepke.test`;

/** The confirmation link of the mail the server wrote (no SMTP_URL: DATA_DIR/mail/*.eml, logged in server.log). */
async function confirmationPath(to: string): Promise<string> {
  let file: string | undefined;
  await expect
    .poll(async () => {
      const log = await readFile(path.join(artifactsDir, 'server.log'), 'utf8');
      file = new RegExp(`Mail to ${to.replace(/[.]/g, '\\.')} .*? written to (\\S+\\.eml)`).exec(log)?.[1];
      return file;
    })
    .toBeTruthy();
  const raw = (await readFile(file!, 'utf8')).replace(/=\r?\n/g, '');
  const match = /\/profile\/email\/confirm\/([\w-]+)/.exec(raw);
  expect(match).not.toBeNull();
  return `/profile/email/confirm/${match![1]}`;
}

describe('the profile edit page', () => {
  const session = phoneSession(async (page) => {
    await page.goto('/');
    const sheet = await openLoginSheet(page);
    await fillRegistration(sheet, { displayName: `Szerkesztő ${id}`, email, password: PASSWORD });
    await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());
  });

  it('edits the name and the username at 390×844; the own profile page shows the new name and links back', async () => {
    const { page, errors } = session;
    await page.goto('/profile/edit/');
    await visible(page.getByRole('heading', { level: 1, name: TEXT.title }));
    const displayName = page.getByLabel(TEXT.displayName);
    expect(await displayName.inputValue()).toBe(`Szerkesztő ${id}`);

    // A username of digits only is refused in the form-error dialog before anything is sent.
    await page.getByLabel(TEXT.username, { exact: true }).fill('12345');
    await page.getByRole('button', { name: TEXT.save }).click();
    const dialog = await alertDialog(page);
    await visible(dialog.getByText(TEXT.formErrorTitle));
    await visible(dialog.getByText(TEXT.usernameNumeric));
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });

    await displayName.fill(`Kovács Anna ${id}`);
    await page.getByLabel(TEXT.username, { exact: true }).fill(`Anna.${id}`);
    await page.getByLabel(TEXT.lastName).fill('Kovács');
    await page.getByLabel(TEXT.firstName).fill('Anna');
    await screenshot(page, 'profile-edit-filled');
    await Promise.all([graphqlResponse(page, 'ProfileEditPageMutation'), page.getByRole('button', { name: TEXT.save }).click()]);
    await visible(page.getByText(TEXT.saved, { exact: true }));
    // Saved as the server keeps it: the username in lower case; nothing is left unsaved.
    expect(await page.getByLabel(TEXT.username, { exact: true }).inputValue()).toBe(`anna.${id}`);
    expect(await page.getByRole('button', { name: TEXT.save }).isDisabled()).toBe(true);
    await screenshot(page, 'profile-edit-saved');

    await page.reload();
    await expect.poll(() => page.getByLabel(TEXT.displayName).inputValue()).toBe(`Kovács Anna ${id}`);
    expect(await page.getByLabel(TEXT.lastName).inputValue()).toBe('Kovács');

    await page.goto('/profile/');
    await visible(page.getByRole('heading', { level: 1, name: `Kovács Anna ${id}` }));
    await page.getByTestId('edit-profile-link').click();
    await visible(page.getByRole('heading', { level: 1, name: TEXT.title }));
    expect(errors).toEqual([]);
  });

  it('changes the e-mail address through the mailed link', async () => {
    const { page, errors } = session;
    const newEmail = `profile-new-${id}@lepke.test`;
    const part = page.getByTestId('email-change');
    await visible(part.getByText(email));
    await screenshot(page, 'profile-edit-email');
    await part.getByRole('button', { name: TEXT.changeEmail }).click();
    await part.getByLabel(TEXT.newEmail).fill(newEmail);
    await part.getByLabel(TEXT.currentPassword).fill(PASSWORD);
    await Promise.all([graphqlResponse(page, 'EmailChangeSectionMutation'), part.getByRole('button', { name: TEXT.sendLink }).click()]);
    await visible(part.getByText(TEXT.linkSent));
    await screenshot(page, 'profile-edit-email-link-sent');

    const link = await confirmationPath(newEmail);
    await page.goto(link);
    await visible(page.getByText(TEXT.confirmed));
    await visible(page.getByText(newEmail));
    await screenshot(page, 'profile-email-confirmed');

    await page.goto('/profile/edit/');
    await visible(page.getByTestId('current-email').getByText(newEmail));
    // The link works once.
    await page.goto(link);
    await visible(page.getByText(TEXT.tokenInvalid));
    expect(errors).toEqual([]);
  });
});
