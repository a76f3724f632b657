/**
 * `/admin/audit/` at phone size: Admin Anna switches an entry rule off and on again (through the API:
 * the rules' screen is a later part of issue 21); Moderátor Márton opens the audit log from the side
 * menu, finds the two changes at the top with what they changed, narrows the log to rule changes
 * and then to Anna's acts, and the address keeps the filter.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/admin-audit/messages.ts, shell/menus.ts). */
const T = {
  menuEntry: 'Napló',
  title: 'Napló',
  action: 'Művelet',
  ruleChange: 'Szabály módosítása',
  changed: 'Változott: enabled',
  onlyAnna: 'Csak Admin Anna műveletei',
} as const;

const shot = (page: Page, name: string) => screenshot(page, `admin-audit-${name}`);

async function switchRule(page: Page, enabled: boolean): Promise<void> {
  const reply = await page.request.post('/graphql', {
    headers: { origin: new URL(page.url()).origin },
    data: { query: `mutation { updateReviewRule(kind: FLIGHT_PERIOD, enabled: ${enabled}) { __typename } }` },
  });
  expect(((await reply.json()) as { data: { updateReviewRule: { __typename: string } } }).data.updateReviewRule.__typename).toBe('ReviewRule');
}

describe('a moderator reads the audit log', () => {
  let browser: Browser;
  let admin: Page;
  let moderator: Page;
  const errors: Error[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [admin, moderator] = await Promise.all([
      newPhoneContext(browser).then((context) => context.newPage()),
      newPhoneContext(browser).then((context) => context.newPage()),
    ]);
    for (const page of [admin, moderator]) errors.push(collectPageErrors(page));
    await logIn(admin, 'admin@lepke.test');
    await logIn(moderator, 'moderator@lepke.test');
    await switchRule(admin, false);
    await switchRule(admin, true);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens it from the menu and finds the rule changes at the top, newest first', async () => {
    const menu = await openSideMenu(moderator);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await visible(moderator.getByRole('heading', { name: T.title, level: 1 }));
    expect(new URL(moderator.url()).pathname).toBe('/admin/audit/');
    const entries = moderator.getByTestId('audit-entries').getByRole('listitem');
    await visible(entries.first());
    for (const at of [0, 1]) {
      const text = await entries.nth(at).innerText();
      expect(text).toContain(T.ruleChange);
      expect(text).toContain('FLIGHT_PERIOD');
      expect(text).toContain(T.changed);
      expect(text).toContain('Admin Anna');
    }
    await shot(moderator, '01-log');
  });

  it('narrows the log to rule changes, then to one actor, and keeps the filter in the address', async () => {
    await moderator.getByLabel(T.action).selectOption({ label: T.ruleChange });
    await expect.poll(() => new URL(moderator.url()).searchParams.get('action')).toBe('REVIEW_RULE_CHANGE');
    const entries = moderator.getByTestId('audit-entries').getByRole('listitem');
    await expect.poll(async () => (await entries.allInnerTexts()).every((text) => text.includes(T.ruleChange))).toBe(true);
    await entries.first().getByRole('button', { name: T.onlyAnna }).click();
    await expect.poll(() => new URL(moderator.url()).searchParams.get('actor')).not.toBeNull();
    expect(await (await visible(moderator.getByTestId('audit-actor-chip'))).innerText()).toContain(T.onlyAnna);
    await expect.poll(async () => (await entries.allInnerTexts()).every((text) => text.includes('Admin Anna'))).toBe(true);
    await shot(moderator, '02-filtered');

    await moderator.reload();
    await visible(entries.first());
    expect(await moderator.getByLabel(T.action).inputValue()).toBe('REVIEW_RULE_CHANGE');
    expect(errors.flat()).toEqual([]);
  });
});
