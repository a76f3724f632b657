import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, logIn, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/images/messages.ts). */
const T = {
  editImage: 'Kép vágása',
  boxWidth: 'Keret szélessége',
  boxSize: 'Keret mérete',
  rotateRight: 'Forgatás jobbra',
  format: 'Formátum',
  saved: 'A vágott kép elkészült',
  profileTitle: 'Profilkép',
  pick: /^Fotó kiválasztása/,
  remove: 'Profilkép eltávolítása',
  noImage: 'Még nincs profilkép.',
} as const;

const MEADOW = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));

describe('cropping photos and the profile image', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    errors = collectPageErrors(page);
    await logIn(page, 'pro@lepke.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A 1012×759 photo of the viewer's, uploaded as the upload list sends it. */
  async function uploadMeadow(): Promise<{ id: number }> {
    const response = await context.request.post('/api/upload/media', {
      multipart: {
        params: JSON.stringify({ key: `e2e-crop-${Date.now()}`, fileName: 'meadow.jpg' }),
        fileData: { name: 'meadow.jpg', mimeType: 'image/jpeg', buffer: MEADOW },
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data;
  }

  /** The size the cropper says the result will have. */
  const resultSize = async () => {
    const text = await page.getByRole('status').filter({ hasText: 'Eredmény' }).textContent();
    const [width = 0, height = 0] = (/(\d+) × (\d+)/.exec(text ?? '') ?? []).slice(1).map(Number);
    return { width, height };
  };

  it('crops a turned, wider box of a photo into a new JPEG photo from its page', async () => {
    const photo = await uploadMeadow();
    await page.goto(`/media/${photo.id}`);
    await (await visible(page.getByRole('link', { name: T.editImage }))).click();
    await visible(page.getByTestId('image-cropper').locator('img'));
    // The 100×100 viewport to begin with.
    await expect
      .poll(async () => {
        const { width, height } = await resultSize();
        return width > 0 && width === height;
      })
      .toBe(true);

    await page.getByLabel(T.boxWidth).focus();
    for (let step = 0; step < 80; step++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: T.rotateRight }).click();
    await page.getByLabel(T.format).selectOption('JPEG');
    // A 180×100 box on screen, turned: the result is wider than high.
    await expect
      .poll(async () => {
        const { width, height } = await resultSize();
        return width > height;
      })
      .toBe(true);
    const { width, height } = await resultSize();
    await screenshot(page, 'image-edit');

    await page.getByTestId('image-edit-save').click();
    await visible(page.getByText(T.saved));
    await page.waitForURL((url) => /^\/media\/\d+$/.test(url.pathname) && url.pathname !== `/media/${photo.id}`);
    await visible(page.getByText(`${width} × ${height} px`, { exact: false }));
    await screenshot(page, 'image-edit-saved');
    expect(errors).toEqual([]);
  });

  it('sets a square profile image from the profile page, then removes it after a confirmation', async () => {
    await uploadMeadow();
    await page.goto('/profile/');
    await (await visible(page.getByTestId('profile-image-link'))).click();
    await visible(page.getByRole('heading', { name: T.profileTitle }));
    await page.getByRole('button', { name: T.pick }).first().click();
    await visible(page.getByTestId('image-cropper').locator('img'));
    await page.getByLabel(T.boxSize).focus();
    for (let step = 0; step < 40; step++) await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => {
        const { width, height } = await resultSize();
        return width > 100 && width === height;
      })
      .toBe(true);
    await screenshot(page, 'profile-image-crop');

    await page.getByTestId('profile-image-save').click();
    await page.waitForURL('**/profile/');
    const avatar = page.getByTestId('profile-image-link').locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/media\/files\/[0-9a-f]{32}\/thumb$/);
    await screenshot(page, 'profile-image-set');

    await page.getByTestId('profile-image-link').click();
    await (await visible(page.getByRole('button', { name: T.remove }))).click();
    const dialog = await alertDialog(page);
    await dialog.getByRole('button', { name: T.remove }).click();
    await visible(page.getByText(T.noImage));
    expect(errors).toEqual([]);
  });
});
