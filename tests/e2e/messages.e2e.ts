/**
 * Messages end to end, in two browsers at phone size: Kata writes to Elif from Elif's page with a
 * photo attached; Elif's message badge rises while she looks at her home page, she reads the
 * message (the badge falls) with its photo, answers in the conversation, and the answer appears on
 * Kata's open conversation without a reload.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

const PHOTO = fileURLToPath(new URL('../fixtures/photos/noexif.jpg', import.meta.url));

/** Kata's texts are Hungarian (web/features/messages/messages.ts), Elif's Turkish (web/i18n/tr.json): each account's language. */
const HU = { sendMessage: 'Üzenet küldése', subject: 'Tárgy', body: 'Üzenet', send: 'Küldés' } as const;
const TR = { messages: /^Mesajlar(: (\d+) okunmamış)?$/, inbox: 'Gelen kutusu', openConversation: 'Sohbeti aç', reply: 'Yanıt yaz', send: 'Gönder' } as const;

const KATA = { email: 'user@lepke.test' };
const ELIF = { email: 'elif@lepke.test' };
const SUBJECT = `Fotó a Sas-hegyről ${Date.now()}`;
const BODY = 'Nézd, milyen szép kis boglárka! https://lepke.test/terkep';
const REPLY = 'Harika! Ben de Temmuz’da görmek istiyorum.';

const shot = (page: Page, name: string) => screenshot(page, `messages-${name}`);

async function entityIdOf(page: Page): Promise<number> {
  const reply = await page.request.post('/graphql', { data: { query: '{ viewer { entityId } }' } });
  return ((await reply.json()) as { data: { viewer: { entityId: number } } }).data.viewer.entityId;
}

/** The header's message badge: its button, whose name carries the unread count. */
const messageButton = (page: Page): Locator => page.getByRole('button', { name: TR.messages });

async function unreadOf(page: Page): Promise<number> {
  const name = (await messageButton(page).getAttribute('aria-label')) ?? '';
  return Number(TR.messages.exec(name)?.[2] ?? 0);
}

async function untilUnread(page: Page, count: number): Promise<void> {
  await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(count);
}

describe('Kata writes to Elif, who answers', () => {
  let browser: Browser;
  let kata: Page;
  let elif: Page;
  const errors: Error[][] = [];
  let elifId: number;
  let kataId: number;
  let elifUnread: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    [kata, elif] = await Promise.all([
      newRoutedPhoneContext(browser).then((context) => context.newPage()),
      newRoutedPhoneContext(browser).then((context) => context.newPage()),
    ]);
    for (const page of [kata, elif]) {
      errors.push(collectPageErrors(page));
      await page.goto('/');
    }
    await logIn(kata, KATA.email);
    // Elif's account is in Turkish: the login sheet's Hungarian labels go with her login, so she signs in over the API.
    const origin = new URL(elif.url()).origin;
    const login = await elif.request.post('/graphql', {
      headers: { origin },
      data: { query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }', variables: { input: { email: ELIF.email, password: 'lepke-demo' } } },
    });
    expect(((await login.json()) as { data: { login: { __typename: string } } }).data.login.__typename).toBe('AuthPayload');
    await elif.goto('/');
    [kataId, elifId] = await Promise.all([entityIdOf(kata), entityIdOf(elif)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("Kata opens the compose screen from Elif's page and sends a message with a photo", async () => {
    await visible(messageButton(elif));
    elifUnread = await unreadOf(elif);

    await kata.goto(`/people/${elifId}`);
    await (await visible(kata.getByTestId('send-message'))).click();
    await kata.waitForURL(new RegExp(`/message/send/${elifId}$`));
    await kata.getByLabel(HU.subject, { exact: true }).fill(SUBJECT);
    await kata.getByLabel(HU.body, { exact: true }).fill(BODY);
    await kata.getByTestId('media-upload').locator('input[type=file]').setInputFiles(PHOTO);
    await kata.waitForFunction(() => document.querySelector('[data-testid="upload-item"]')?.getAttribute('data-state') === 'succeeded', null, { timeout: 20_000 });
    await shot(kata, 'compose');
    await kata.getByRole('button', { name: HU.send, exact: true }).click();

    await kata.waitForURL(new RegExp(`/message/board/${elifId}$`));
    const sent = await visible(kata.getByTestId('thread-message').filter({ hasText: SUBJECT }));
    await visible(sent.getByRole('link', { name: 'https://lepke.test/terkep' }));
    await shot(kata, 'sent');
  });

  it("Elif's badge rises live, and reading the message, photo and all, brings it down", async () => {
    await untilUnread(elif, elifUnread + 1);
    await shot(elif, 'badge');
    await messageButton(elif).click();
    await visible(elif.getByRole('button', { name: TR.inbox }));
    await (await visible(elif.getByTestId('message-row').filter({ hasText: SUBJECT }))).click();
    await visible(elif.getByRole('heading', { name: SUBJECT }));
    // the attached photo is the recipient's to see: its thumbnail loads
    const thumb = elif.getByTestId('photo-gallery').locator('img').first();
    await visible(thumb);
    await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    await untilUnread(elif, elifUnread);
    await shot(elif, 'read');
  });

  it("Elif answers in the conversation; it appears on Kata's open thread", async () => {
    await elif.getByRole('link', { name: TR.openConversation }).click();
    await elif.waitForURL(new RegExp(`/message/board/${kataId}$`));
    await elif.getByPlaceholder(TR.reply).fill(REPLY);
    await elif.getByRole('button', { name: TR.send, exact: true }).click();
    await visible(elif.getByTestId('thread-message').filter({ hasText: REPLY }));
    await shot(elif, 'replied');

    const arrived = kata.getByTestId('thread-message').filter({ hasText: REPLY });
    await visible(arrived);
    expect(kata.url()).toMatch(new RegExp(`/message/board/${elifId}$`));
    await shot(kata, 'reply-arrived');
    expect(errors.flat()).toEqual([]);
  });
});
