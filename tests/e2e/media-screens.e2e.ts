import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, alertDialog, disappears, fillRegistration, logIn, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/media/media-messages.ts, media-screen-messages.ts). */
const T = {
  lat: 'Szélesség',
  alt: 'Tengerszint feletti magasság',
  exif: 'EXIF',
  uploader: 'Feltöltő',
  editInfo: 'Adatok szerkesztése',
  editPage: 'Média szerkesztése',
  infoTitle: 'Cím',
  save: 'Mentés',
  saved: 'Mentve',
  featured: 'Kiemelve a profilomon',
  crop: 'Kép szerkesztése / vágás',
  viewInfo: 'Adatlap',
  delete: 'Törlés',
  deleted: 'Törölve',
  confirmDelete: 'Biztosan törlöd?',
  forbidden: 'Hozzáférés megtagadva',
  notFound: 'Az oldal nem található',
  listTitle: 'Csatolmányok',
  listEmpty: 'Nincs csatolmány.',
  browserTitle: 'Csatolmány kiválasztása',
  all: 'Mind',
  images: 'Képek',
  sounds: 'Hangok',
  videos: 'Videók',
  attach: 'Csatolás',
  selected: (count: number) => `${count} kiválasztva`,
} as const;

const PHOTO = readFileSync(fileURLToPath(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url)));

/** One second of an 8 kHz tone as an 8-bit mono WAV: the smallest sound the upload takes. */
function toneWav(): Buffer {
  const samples = 8000;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) wav[44 + i] = 128 + Math.round(60 * Math.sin(i / 5));
  return wav;
}

/** `POST /api/upload/media` in the page's session, with the EXIF params the web app reads from a photo. */
async function upload(
  page: Page,
  fileName: string,
  mimeType: string,
  buffer: Buffer,
  params: Record<string, unknown> = {},
): Promise<{ id: number; db_key: string; pres: string | null }> {
  const response = await page.request.post('/api/upload/media', {
    multipart: {
      params: JSON.stringify({ key: `media-screens-${fileName}-${Date.now()}`, fileName, ...params }),
      fileData: { name: fileName, mimeType, buffer },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data;
}

async function loggedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await newRoutedPhoneContext(browser)).newPage();
  await logIn(page, email);
  return page;
}

/** A new account, so its media lists hold only what this file uploads (other files share the server). */
async function register(browser: Browser, displayName: string): Promise<Page> {
  const page = await (await newRoutedPhoneContext(browser)).newPage();
  const sheet = await openLoginSheet(page);
  const id = randomUUID().slice(0, 8);
  await fillRegistration(sheet, { displayName, email: `media-${id}@lepke.test`, password: 'lepke-e2e-password' });
  await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await visible(accountButtons(page).first());
  return page;
}

/** The next choice the attachment browser hands back (the DOM event of attachment-selection.ts). */
function nextAttachmentSelection(page: Page): Promise<{ target: string | null; mediaIds: number[] }> {
  return page.evaluate(
    () => new Promise((resolve) => window.addEventListener('lepke:attachment-selection', (event) => resolve((event as CustomEvent).detail), { once: true })),
  );
}

describe('media screens', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];
  let photo: { id: number; db_key: string; pres: string | null };
  let sound: { id: number };
  const ownerName = 'Médiás Mária';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await register(browser, ownerName);
    errors = collectPageErrors(page);
    photo = await upload(page, 'IMG_20180725_163423-tiny.jpg', 'image/jpeg', PHOTO, {
      lat: 50.2996,
      lon: 14.8203,
      alt: 261.5,
      direction: 123,
      accuracy: 5,
      dateTimeOriginal: '2018:07:25 16:34:23',
      date: '2018-07-25',
      orientation: 1,
      imgWidth: 4032,
      imgHeight: 3024,
      thumbnail: true,
    });
    sound = await upload(page, 'tucsok.wav', 'audio/wav', toneWav());
  });
  afterAll(async () => {
    await browser?.close();
  });

  const fact = (label: string) => page.getByTestId('media-info-facts').locator(`dt:text-is("${label}") + dd`);

  it('shows the info of a photo: the picture and every field with a value, place and EXIF to its owner only', async () => {
    await page.goto(`/media/info/view/${photo.id}`);
    const view = await visible(page.getByTestId('media-info-view'));
    await visible(view.getByRole('heading', { level: 1, name: 'IMG_20180725_163423-tiny.jpg' }));
    await visible(view.getByRole('button', { name: /IMG_20180725_163423-tiny\.jpg/ }).locator('img'));
    expect(await fact(T.lat).textContent()).toBe('50,2996');
    expect(await fact(T.alt).textContent()).toBe('261,5 m');
    expect(await fact(T.exif).textContent()).toContain('4032 × 3024 px');
    expect(await fact(T.uploader).textContent()).toBe(ownerName);
    await visible(view.getByRole('link', { name: T.editInfo }));
    await screenshot(page, 'media-screens-01-info-view');

    // The same page by query string.
    await page.goto(`/media/info/view/?id=${sound.id}`);
    await visible(page.getByTestId('media-info-view').getByRole('heading', { level: 1, name: 'tucsok.wav' }));
    await visible(page.locator('audio[controls]'));

    // Shown in a public post, a guest sees the photo and its public fields, not where it was taken nor the EXIF.
    const post = await page.request.post('/api/post', { data: { type: 'note', title: 'Reggeli kép', body: '<p>Dűlőút</p>', privacy_status: 9, media: [photo.id] } });
    expect(post.status()).toBe(200);
    const guest = await (await newRoutedPhoneContext(browser)).newPage();
    await guest.goto(`/media/info/view/${photo.id}`);
    const guestView = await visible(guest.getByTestId('media-info-view'));
    await visible(guestView.getByText(ownerName));
    expect(await guestView.getByText(T.lat, { exact: true }).count()).toBe(0);
    expect(await guestView.getByText(T.exif, { exact: true }).count()).toBe(0);
    expect(await guestView.getByRole('link', { name: T.editInfo }).count()).toBe(0);
    await screenshot(guest, 'media-screens-02-info-view-guest');
    await guest.context().close();
    expect(errors).toEqual([]);
  });

  it('edits a photo on its edit page: the title saved shows on its info page; featuring saves at once; others are refused', async () => {
    await page.goto(`/media/edit/${photo.id}`);
    const edit = await visible(page.getByTestId('media-edit'));
    expect(await edit.getByRole('link', { name: T.crop }).getAttribute('href')).toBe(`/image/edit/${photo.db_key}?url=${encodeURIComponent(photo.pres!)}`);

    const featured = edit.getByRole('switch', { name: T.featured });
    expect(await featured.isChecked()).toBe(false);
    await edit.getByText(T.featured).click();
    await expect.poll(() => featured.isChecked()).toBe(true);

    await edit.getByLabel(T.infoTitle).fill('Dűlőút reggel');
    await edit.getByRole('button', { name: T.save }).click();
    await visible(page.getByText(T.saved));
    await screenshot(page, 'media-screens-03-edit-saved');
    const { data } = await (await page.request.post('/graphql', { data: { query: `{ media(recId: ${photo.id}) { title featured } }` } })).json();
    expect(data.media).toEqual({ title: 'Dűlőút reggel', featured: true });

    await edit.getByRole('link', { name: T.viewInfo }).click();
    await visible(page.getByTestId('media-info-view').getByRole('heading', { level: 1, name: 'Dűlőút reggel' }));
    await screenshot(page, 'media-screens-04-info-view-titled');

    const stranger = await loggedInPage(browser, 'pro@lepke.test');
    await stranger.goto(`/media/edit/${photo.id}`);
    await visible(stranger.getByRole('heading', { name: T.forbidden }));
    expect(await stranger.getByTestId('media-edit').count()).toBe(0);
    await stranger.context().close();
    expect(errors).toEqual([]);
  });

  it('lists the attachments by type in a popup; a card opens the item', async () => {
    await page.goto('/media/list/?type=i');
    const sheet = await visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: T.listTitle }) }));
    await expect.poll(() => sheet.getByTestId('media-card').count()).toBe(1);
    await visible(sheet.getByTestId('media-card').getByText('Dűlőút reggel'));
    expect(await sheet.getByRole('radio', { name: T.images }).isChecked()).toBe(true);
    await screenshot(page, 'media-screens-05-attachment-list');

    await sheet.getByRole('radio', { name: T.videos }).click();
    await visible(sheet.getByText(T.listEmpty));
    expect(new URL(page.url()).search).toBe('?type=v');
    await sheet.getByRole('radio', { name: T.all }).click();
    await expect.poll(() => sheet.getByTestId('media-card').count()).toBe(2);

    await sheet.getByTestId('media-card').filter({ hasText: 'tucsok.wav' }).click();
    await page.waitForURL(new RegExp(`/media/${sound.id}$`));
    await visible(page.getByTestId('media-view'));
    expect(errors).toEqual([]);
  });

  it('the attachment browser: one at a time, the query kept; several chosen and handed back to the opener', async () => {
    await page.goto('/media/');
    await page.goto('/attachment/browser_popup/?target=post');
    const sheet = await visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: T.browserTitle }) }));
    await expect.poll(() => sheet.getByTestId('attachment-card').count()).toBe(2);
    const entries = await page.evaluate(() => history.length);

    // Filtering opens the browser again with the type; it replaces the open one and keeps the rest of the query.
    await sheet.getByRole('radio', { name: T.sounds }).click();
    await page.waitForURL(/\?target=post&type=a$/);
    await expect.poll(() => sheet.getByTestId('attachment-card').count()).toBe(1);
    await sheet.getByRole('radio', { name: T.all }).click();
    await page.waitForURL(/\?target=post$/);
    await expect.poll(() => sheet.getByTestId('attachment-card').count()).toBe(2);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.getByRole('dialog').count()).toBe(1);

    // Chosen in order: the sound, then the photo.
    const attach = sheet.getByRole('button', { name: T.attach });
    expect(await attach.isDisabled()).toBe(true);
    await sheet.getByTestId('attachment-card').filter({ hasText: 'tucsok.wav' }).click();
    await sheet.getByTestId('attachment-card').filter({ hasText: 'Dűlőút reggel' }).click();
    await visible(sheet.getByText(T.selected(2)));
    await screenshot(page, 'media-screens-06-attachment-browser');

    const chosen = nextAttachmentSelection(page);
    await attach.click();
    expect(await chosen).toEqual({ target: 'post', mediaIds: [sound.id, photo.id] });
    expect(await disappears(sheet)).toBe(true);
    // Closing went back once: to the page it was opened over, not to an earlier browser.
    await page.waitForURL(/\/media\/$/);
    expect(errors).toEqual([]);
  });

  it('deletes a media item from its edit page after a confirmation and goes back', async () => {
    await page.goto(`/media/${sound.id}`);
    await (await visible(page.getByTestId('media-view').getByRole('link', { name: T.editPage }))).click();
    const edit = await visible(page.getByTestId('media-edit'));
    expect(await edit.getByRole('link', { name: T.crop }).count()).toBe(0);
    await edit.getByRole('button', { name: T.delete }).click();
    const confirm = await alertDialog(page);
    await visible(confirm.getByText(T.confirmDelete));
    await screenshot(page, 'media-screens-07-delete-confirm');
    await confirm.getByRole('button', { name: T.delete }).click();
    await visible(page.getByText(T.deleted));
    // Back on the item's page, which the server no longer has.
    await page.waitForURL(new RegExp(`/media/${sound.id}$`));
    await visible(page.getByRole('heading', { name: T.notFound }));

    await page.goto('/media/list/');
    const sheet = await visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: T.listTitle }) }));
    await expect.poll(() => sheet.getByTestId('media-card').count()).toBe(1);
    expect(await sheet.getByText('tucsok.wav').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
