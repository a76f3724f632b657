/**
 * `/admin/notification/` at phone size, in two browsers: Admin Anna opens it from the side menu,
 * sees what the channels sent and the mail queue, writes an announcement to the moderators and
 * admins, sees how many it reaches and how it will look, confirms the count and sends it; the
 * overview counts it and lists it. Moderátor Márton finds its words in his notification list.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/admin-notifications/messages.ts, notifications and profile settings). */
const T = {
  menuEntry: 'Értesítések küldése',
  title: 'Értesítések küldése',
  inApp: 'Alkalmazásban',
  announcementKind: 'Körlevelek és közlemények',
  queueWaiting: 'Összesítőre vár',
  period30: '30 nap',
  text: 'Szöveg',
  url: 'Hivatkozás (nem kötelező)',
  audience: 'Kinek',
  moderators: 'Moderátorok és adminisztrátorok',
  reach: (count: number) => `Ez ${count} emberhez jut el.`,
  send: 'Küldés',
  confirm: (count: number) => `Elküldöd a közleményt ${count} embernek?`,
  confirmSend: 'Elküldés',
  sent: (count: number) => `Közlemény elküldve ${count} embernek.`,
  required: 'A mező kitöltése kötelező',
  notificationsTitle: 'Értesítések',
} as const;

const TEXT = `Holnap este lepkézés a Sas-hegyen (${Date.now()})!\nGyertek 20 órára a parkolóhoz.`;
const URL_PATH = '/blog/';

const shot = (page: Page, name: string) => screenshot(page, `admin-notifications-${name}`);

/** The in-app channel's table on the overview. */
const inAppCard = (page: Page): Locator => page.getByTestId('admin-notifications-overview').getByRole('region', { name: T.inApp });

/** How many announcement notifications the in-app channel counts in the period (0 while it has no row). */
async function announcementsSentInApp(page: Page): Promise<number> {
  const row = inAppCard(page).getByRole('row', { name: new RegExp(`^${T.announcementKind}`) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').first().textContent())?.replace(/\D/g, ''));
}

async function audienceOf(page: Page, role: string): Promise<number> {
  const reply = await page.request.post('/graphql', {
    headers: { origin: new URL(page.url()).origin },
    data: { query: `{ announcementAudience(minRole: ${role}) }` },
  });
  return ((await reply.json()) as { data: { announcementAudience: number } }).data.announcementAudience;
}

describe('an admin announces to the moderators', () => {
  let browser: Browser;
  let admin: Page;
  let moderator: Page;
  const errors: Error[][] = [];
  let before: number;
  let audience: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    [admin, moderator] = await Promise.all([
      newPhoneContext(browser).then((context) => context.newPage()),
      newPhoneContext(browser).then((context) => context.newPage()),
    ]);
    for (const page of [admin, moderator]) errors.push(collectPageErrors(page));
    await logIn(admin, 'admin@lepke.test');
    await logIn(moderator, 'moderator@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reaches the screen from the menu and sees what the channels sent', async () => {
    const menu = await openSideMenu(admin);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await visible(admin.getByRole('heading', { name: T.title, level: 1 }));
    expect(new URL(admin.url()).pathname).toBe('/admin/notification/');
    await visible(admin.getByText(T.queueWaiting));
    await shot(admin, '01-overview');

    await admin.getByRole('radio', { name: T.period30 }).click();
    await expect.poll(() => admin.getByTestId('admin-notifications-overview').getAttribute('aria-busy')).toBe('false');
    expect(await admin.getByRole('radio', { name: T.period30 }).isChecked()).toBe(true);
    before = await announcementsSentInApp(admin);
  });

  it('asks for the words, shows the audience and a preview, and sends after the count is confirmed', async () => {
    await admin.getByRole('button', { name: T.send, exact: true }).click();
    await visible(admin.getByText(T.required));
    expect(await admin.getByRole('alertdialog').count()).toBe(0);

    await admin.getByLabel(T.text).fill(TEXT);
    await admin.getByLabel(T.url).fill(URL_PATH);
    await admin.getByLabel(T.audience).selectOption({ label: T.moderators });
    audience = await audienceOf(admin, 'MODERATOR');
    expect(audience).toBeGreaterThan(0);
    await expect.poll(() => admin.getByTestId('announcement-reach').textContent()).toBe(T.reach(audience));
    const preview = admin.getByTestId('announcement-preview');
    expect(await preview.innerText()).toContain(TEXT.split('\n')[1]);
    await preview.scrollIntoViewIfNeeded();
    await shot(admin, '02-composed');

    await admin.getByRole('button', { name: T.send, exact: true }).click();
    const dialog = await visible(admin.getByRole('alertdialog'));
    expect(await dialog.textContent()).toContain(T.confirm(audience));
    await shot(admin, '03-confirm');
    await dialog.getByRole('button', { name: T.confirmSend }).click();

    await visible(admin.getByText(T.sent(audience)));
    expect(await admin.getByLabel(T.text).inputValue()).toBe('');
    const listed = admin.getByTestId('admin-announcements').getByRole('listitem').first();
    await expect.poll(() => listed.innerText()).toContain(TEXT.split('\n')[0]);
    expect(await listed.innerText()).toContain(T.moderators);
    await expect.poll(() => announcementsSentInApp(admin)).toBe(before + audience);
    await listed.scrollIntoViewIfNeeded();
    await shot(admin, '04-sent');
    expect(errors[0]).toEqual([]);
  });

  it('the moderator finds it in his notification list, leading where it says', async () => {
    await moderator.goto('/notification/');
    await visible(moderator.getByRole('heading', { name: T.notificationsTitle }));
    const item = moderator.locator('[data-token="SITE_ANNOUNCEMENT"]').filter({ hasText: TEXT.split('\n')[0] });
    await visible(item);
    // innerText, unlike the filter's textContent, is empty while the list re-suspends
    await expect.poll(() => item.innerText()).toContain(TEXT.split('\n')[1]);
    await shot(moderator, '05-moderator-list');
    await item.getByRole('button').first().click();
    await expect.poll(() => new URL(moderator.url()).pathname).toBe(URL_PATH);
    expect(errors[1]).toEqual([]);
  });
});
