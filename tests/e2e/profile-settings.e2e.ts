import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, fillRegistration, graphqlResponse, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/push/messages.ts, profile-settings/messages.ts, home privacy levels, VALUE_SET). */
const TEXT = {
  title: 'Beállítások',
  pushSwitch: 'Értesítések ezen az eszközön',
  pushDenied: /letiltottad a böngészőben/,
  pushHint: /akkor is szólunk/i,
  notes: 'Jegyzetek',
  news: 'Hírek',
  friends: 'A barátaim láthatják',
  anybody: 'Bárki láthatja',
  valueSet: 'Beállítva',
  researchConsent: 'Kutatási adatmegosztás',
  consentGiven: /Megadtad/,
  consentNotGiven: 'Nem adtad meg.',
  friendRequests: 'Barátkérések',
  messages: 'Üzenetek',
  likes: 'Kedvelések',
  inApp: 'Alkalmazásban',
  inbox: 'Postafiókban',
  push: 'Push',
  email: 'E-mail',
  daily: 'napi összefoglaló',
  immediately: 'azonnal',
  none: 'nem kérek',
} as const;

const SERVICE_WORKER_TIMEOUT_MS = 15_000;

async function registerAndOpenSettings(page: Page): Promise<void> {
  const sheet = await openLoginSheet(page);
  const id = randomUUID().slice(0, 8);
  await fillRegistration(sheet, { displayName: `Beállító ${id}`, email: `settings-${id}@lepke.test`, password: 'lepke-e2e-password' });
  await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await visible(accountButtons(page).first());
  await page.goto('/profile/settings/');
  await visible(page.getByRole('heading', { level: 1, name: TEXT.title }));
}

/**
 * Sets the notification permission of the page's origin in its browser context through the DevTools
 * protocol. The override lasts as long as the browser session that set it, so the session stays open.
 */
async function setNotificationPermission(browser: Browser, page: Page, setting: 'denied' | 'granted'): Promise<void> {
  const pageSession: CDPSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const session = await browser.newBrowserCDPSession();
  await session.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
}

describe('the profile settings page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    await page.goto('/');
    origin = new URL(page.url()).origin;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('disables the push switch and says why when notifications are denied', async () => {
    await setNotificationPermission(browser, page, 'denied');
    const pageErrors = collectPageErrors(page);
    await registerAndOpenSettings(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    const toggle = page.getByRole('switch', { name: TEXT.pushSwitch });
    await visible(toggle);
    expect(await toggle.isDisabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await visible(page.getByText(TEXT.pushDenied));
    await visible(page.getByLabel(TEXT.notes, { exact: true }));
    await screenshot(page, 'settings-denied');
    expect(pageErrors).toEqual([]);
  });

  it('keeps a changed default privacy of notes after a reload', async () => {
    const notes = page.getByLabel(TEXT.notes, { exact: true });
    expect(await notes.inputValue()).toBe('9');
    await Promise.all([graphqlResponse(page, 'ProfileSettingsPageMutation'), notes.selectOption({ label: TEXT.friends })]);
    await visible(page.getByText(TEXT.valueSet, { exact: true }));
    expect(await notes.inputValue()).toBe('1');
    await screenshot(page, 'settings-note-friends');

    await page.reload();
    const reloaded = await visible(page.getByLabel(TEXT.notes, { exact: true }));
    await expect.poll(() => reloaded.inputValue()).toBe('1');
    expect(await page.getByLabel(TEXT.news, { exact: true }).inputValue()).toBe('9');
    expect(await reloaded.locator('option:checked').textContent()).toBe(TEXT.friends);
    await screenshot(page, 'settings-reloaded');
  });

  it('sets the channels of a kind of notification and keeps them after a reload', async () => {
    const friendRequests = page.getByRole('group', { name: TEXT.friendRequests });
    const push = await visible(friendRequests.getByRole('checkbox', { name: TEXT.push }));
    expect(await friendRequests.getByRole('checkbox', { name: TEXT.inApp }).isChecked()).toBe(true);
    expect(await push.isChecked()).toBe(true);
    // Messages are always in the inbox; likes are offered, in the app and not pushed unless chosen.
    const inbox = page.getByRole('group', { name: TEXT.messages }).getByRole('checkbox', { name: TEXT.inbox });
    expect([await inbox.isChecked(), await inbox.isDisabled()]).toEqual([true, true]);
    const likes = page.getByRole('group', { name: TEXT.likes });
    expect([await likes.getByRole('checkbox', { name: TEXT.inApp }).isChecked(), await likes.getByRole('checkbox', { name: TEXT.push }).isChecked()]).toEqual([
      true,
      false,
    ]);

    await Promise.all([graphqlResponse(page, 'NotificationChannelsMutation'), push.click()]);
    await visible(page.getByText(TEXT.valueSet, { exact: true }).first());
    expect(await push.isChecked()).toBe(false);
    await screenshot(page, 'settings-notification-kinds');
    // E-mail: messages come in a daily digest unless chosen otherwise; friend requests by mail at once.
    const messagesMail = page.getByRole('group', { name: TEXT.messages }).getByLabel(TEXT.email);
    expect(await messagesMail.locator('option:checked').textContent()).toBe(TEXT.daily);
    const requestsMail = friendRequests.getByLabel(TEXT.email);
    expect(await requestsMail.locator('option:checked').textContent()).toBe(TEXT.none);
    await Promise.all([graphqlResponse(page, 'NotificationChannelsMutation'), requestsMail.selectOption({ label: TEXT.immediately })]);
    await screenshot(page, 'settings-notification-email');
    await page.reload();
    const reloaded = await visible(page.getByRole('group', { name: TEXT.friendRequests }).getByRole('checkbox', { name: TEXT.push }));
    await expect.poll(() => reloaded.isChecked()).toBe(false);
    const reloadedMail = page.getByRole('group', { name: TEXT.friendRequests }).getByLabel(TEXT.email);
    await expect.poll(async () => reloadedMail.locator('option:checked').textContent()).toBe(TEXT.immediately);
  });

  it('offers the optional research-data consent, and withdraws it again, with the switch', async () => {
    const consent = await visible(page.getByRole('switch', { name: TEXT.researchConsent }));
    expect(await consent.isChecked()).toBe(false);
    await visible(page.getByText(TEXT.consentNotGiven, { exact: true }));
    const label = page.getByText(TEXT.researchConsent, { exact: true });
    await Promise.all([graphqlResponse(page, 'ConsentSettingsMutation'), label.click()]);
    await visible(page.getByText(TEXT.consentGiven));
    await page.reload();
    const reloaded = await visible(page.getByRole('switch', { name: TEXT.researchConsent }));
    await expect.poll(() => reloaded.isChecked()).toBe(true);
    await screenshot(page, 'settings-consent-given');
    await Promise.all([graphqlResponse(page, 'ConsentSettingsMutation'), label.click()]);
    await visible(page.getByText(TEXT.consentNotGiven, { exact: true }));
    expect(await reloaded.isChecked()).toBe(false);
  });

  it('offers the switch when notifications are allowed, and the service worker shows a pushed message', async () => {
    await setNotificationPermission(browser, page, 'granted');
    await page.reload();
    const toggle = await visible(page.getByRole('switch', { name: TEXT.pushSwitch }));
    expect(await toggle.isDisabled()).toBe(false);
    await visible(page.getByText(TEXT.pushHint));
    await screenshot(page, 'settings-granted');

    // Headless Chromium has no push service to subscribe with, but DevTools can hand the worker a push message.
    const workerReady = await page.evaluate(
      (timeout) => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout))]),
      SERVICE_WORKER_TIMEOUT_MS,
    );
    expect(workerReady).toBe(true);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => resolve(list)),
    );
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((each) => each.scopeURL === `${origin}/`);
    expect(registration).toBeDefined();
    const message = { title: 'Lepke', body: 'Barátkérőt kaptál', token: 'FRIEND_REQUEST_GOT', url: '/people/2' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration!.registrationId, data: JSON.stringify(message) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: 'Lepke', body: 'Barátkérőt kaptál', tag: 'FRIEND_REQUEST_GOT', data: { url: '/people/2' } }]);
  });
});
