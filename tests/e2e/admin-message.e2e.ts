/**
 * A site admin's broadcast end to end, at phone size: Admin Anna opens `/admin/message/` from the
 * side menu, chooses the moderators, sees how many will receive it and a preview of the message,
 * confirms the count in the dialog, lands on the sent message; Moderátor Márton finds it in his inbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian texts (web/features/messages/messages.ts, web/features/shell/menus.ts). */
const HU = {
  menuEntry: 'Üzenet a közösségnek',
  role: 'Egy szerepkör tagjai',
  roleSelect: 'Szerepkör',
  moderator: 'Moderátor',
  subject: 'Tárgy',
  body: 'Üzenet',
  send: 'Küldés…',
  count: /^Ezt az üzenetet (\d+) ember kapja meg\.$/,
  confirmTitle: 'Elküldöd az üzenetet?',
  sent: /^Üzenet elküldve \d+ embernek\.$/,
  messages: /^Üzenetek/,
  inbox: 'Beérkezett',
} as const;

const SUBJECT = `Moderátori értekezlet ${Date.now()}`;
const BODY = 'Kedves moderátorok!\nCsütörtökön 18 órakor értekezlet: https://lepke.test/ertekezlet';

const shot = (page: Page, name: string) => screenshot(page, `admin-message-${name}`);

describe('Admin Anna writes to the moderators', () => {
  let browser: Browser;
  let anna: Page;
  let marton: Page;
  const errors: Error[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [anna, marton] = await Promise.all([
      newRoutedPhoneContext(browser).then((context) => context.newPage()),
      newRoutedPhoneContext(browser).then((context) => context.newPage()),
    ]);
    for (const page of [anna, marton]) {
      errors.push(collectPageErrors(page));
      await page.goto('/');
    }
    await logIn(anna, 'admin@lepke.test');
    await logIn(marton, 'moderator@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the screen from the side menu, chooses a role, and sees the count and the preview', async () => {
    const menu = await openSideMenu(anna);
    await (await visible(menu.getByRole('link', { name: HU.menuEntry }))).click();
    await anna.waitForURL(/\/admin\/message\/$/);
    const count = anna.getByTestId('broadcast-count');
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toMatch(HU.count);
    await shot(anna, 'everyone');

    await anna.getByRole('radio', { name: HU.role }).check();
    await anna.getByLabel(HU.roleSelect, { exact: true }).selectOption({ label: HU.moderator });
    await anna.getByLabel(HU.subject, { exact: true }).fill(SUBJECT);
    await anna.getByLabel(HU.body, { exact: true }).fill(BODY);

    // the count is the server's, for the moderators
    const expected = await anna.evaluate(async () => {
      const reply = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ messageAudienceCount(audience: ROLE, role: MODERATOR) { ... on MessageAudienceCount { count } } }' }),
      });
      return ((await reply.json()) as { data: { messageAudienceCount: { count: number } } }).data.messageAudienceCount.count;
    });
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toBe(`Ezt az üzenetet ${expected} ember kapja meg.`);

    const preview = anna.getByTestId('broadcast-preview');
    await visible(preview.getByRole('heading', { name: SUBJECT }));
    await visible(preview.getByText('Moderátor szerepkörűeknek'));
    await visible(preview.getByRole('link', { name: 'https://lepke.test/ertekezlet' }));
    await preview.scrollIntoViewIfNeeded();
    await shot(anna, 'preview');

    await anna.getByRole('button', { name: HU.send, exact: true }).click();
    const dialog = await visible(anna.getByRole('alertdialog'));
    expect(await dialog.textContent()).toContain(`${expected} ember kapja meg`);
    await shot(anna, 'confirm');
    await dialog.getByRole('button', { name: `Küldés ${expected} embernek` }).click();

    await anna.waitForURL(/\/message\/\d+$/);
    await visible(anna.getByText(HU.sent));
    await visible(anna.getByRole('heading', { name: SUBJECT }));
    await shot(anna, 'sent');
  });

  it('Márton finds it in his inbox and reads it', async () => {
    await marton.reload();
    await (await visible(marton.getByRole('button', { name: HU.messages }))).click();
    await visible(marton.getByRole('button', { name: HU.inbox }));
    await (await visible(marton.getByTestId('message-row').filter({ hasText: SUBJECT }))).click();
    await visible(marton.getByRole('heading', { name: SUBJECT }));
    await visible(marton.getByText('Csütörtökön 18 órakor értekezlet', { exact: false }));
    await shot(marton, 'received');
    expect(errors.flat()).toEqual([]);
  });
});
