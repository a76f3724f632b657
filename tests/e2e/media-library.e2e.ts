import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountButtons, fillRegistration, graphqlResponse, openLoginSheet, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url);
const photoPath = (name: string) => fileURLToPath(new URL(name, PHOTOS));
/** Two seconds recorded by Chromium's MediaRecorder from a canvas (VP8 WebM, no duration in its header). */
const CLIP = fileURLToPath(new URL('../fixtures/butterfly.webm', import.meta.url));

const shot = (page: Page, name: string) => screenshot(page, `media-library-${name}`);

/** Waits until every row of an upload list is done. */
async function uploadsDone(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const rows = [...document.querySelectorAll('[data-testid="upload-item"]')];
      return rows.length === expected && rows.every((row) => row.getAttribute('data-state') === 'succeeded');
    },
    count,
    { timeout: 20_000 },
  );
}

describe('the own media list, featured photos and a post with photos', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];
  let entityId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newRoutedPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
    const sheet = await openLoginSheet(page);
    await fillRegistration(sheet, { displayName: 'Könyvtáros Kata', email: `library-${randomUUID().slice(0, 8)}@lepke.test`, password: 'lepke-e2e-password' });
    await sheet.getByRole('button', { name: 'Regisztrálok' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await visible(accountButtons(page).first());
    const me = await page.request.post('/graphql', { data: { query: '{ viewer { entityId } }' } });
    entityId = (await me.json()).data.viewer.entityId;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a photo and a video into the own list; the video gets a poster frame captured in the browser', async () => {
    await page.goto('/my/media/list/');
    const field = await visible(page.getByTestId('media-upload'));
    await field.locator('input[type=file]').setInputFiles([photoPath('issue-exifr-59.jpg'), CLIP]);
    await uploadsDone(page, 2);
    const grid = page.getByTestId('media-grid-item');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="media-grid-item"] img').length === 2, undefined, { timeout: 10_000 });
    expect(await grid.count()).toBe(2);

    const list = await page.request.get('/api/attachment/browser');
    const items = (await list.json()).list.data as { media_type: string; poster: string | null; thumb: string | null }[];
    const video = items.find((item) => item.media_type === 'v')!;
    expect(video.poster).toMatch(/\/poster$/);
    expect(video.thumb).toMatch(/\/thumb$/);
    const poster = await page.request.get(video.poster!);
    expect(poster.headers()['content-type']).toBe('image/webp');
    await shot(page, '01-own-list');
  });

  it("sets a photo's place in its info form, and the info page shows it", async () => {
    const list = await (await page.request.get('/api/attachment/browser')).json();
    const photo = (list.list.data as { id: number; media_type: string }[]).find((item) => item.media_type === 'i')!;
    await page.goto(`/media/info/edit/${photo.id}`);
    const form = await visible(page.getByRole('dialog').locator('form.media-info'));
    await form.getByLabel('Szélesség').fill('46,8953');
    await form.getByLabel('Hosszúság').fill('19.6712');
    await form.getByLabel('Ország').fill('Magyarország');
    await form.getByLabel('Időpont').fill('09:40');
    await form.getByRole('group', { name: 'Hely és idő' }).scrollIntoViewIfNeeded();
    await shot(page, '02a-info-place');
    await Promise.all([graphqlResponse(page, 'MediaInfoFormMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);
    await page.goto(`/media/info/view/${photo.id}`);
    const facts = await visible(page.getByTestId('media-info-facts'));
    expect(await facts.locator('dt:text-is("Szélesség") + dd').textContent()).toBe('46,8953');
    expect(await facts.locator('dt:text-is("Időpont") + dd').textContent()).toBe('09:40');
  });

  it('features a photo on the profile', async () => {
    await page.goto('/profile/featured/media/edit/');
    const toggle = await visible(page.getByTestId('featured-toggle').first());
    await Promise.all([graphqlResponse(page, 'FeaturedMediaEditPageMutation'), toggle.click()]);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await shot(page, '02-featured-edit');

    await page.goto('/profile/');
    const featured = await visible(page.getByTestId('featured-media'));
    expect(await featured.locator('.photo-gallery img').count()).toBe(1);
    await featured.scrollIntoViewIfNeeded();
    await shot(page, '03-profile-featured');
  });

  it('writes a note with a photo from the own media and a new one, two a row', async () => {
    await page.goto('/post/edit/');
    const form = await visible(page.locator('form.posts-form'));
    await form.getByLabel('Cím').fill('Két kép a kertből');
    await form.getByLabel('Szöveg').fill('Reggel a levendulán.');

    await form.getByTestId('media-library-pick').click();
    const browserPopup = await visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Csatolmány kiválasztása' }) }));
    await browserPopup.getByTestId('attachment-card').first().click();
    await browserPopup.getByRole('button', { name: 'Csatolás' }).click();
    await browserPopup.waitFor({ state: 'hidden' });
    await visible(form.getByTestId('upload-item').first());

    await form.locator('input[type=file]').setInputFiles(photoPath('noexif.jpg'));
    await uploadsDone(page, 2);
    await form.getByLabel('Képméret').selectOption('50');
    await shot(page, '04-post-form');

    const [created] = await Promise.all([graphqlResponse(page, 'PostEditPageCreateMutation'), form.getByRole('button', { name: 'Mentés' }).click()]);
    const post = (await created.json()).data.createPost.post as { recId: number };
    await page.goto(`/entity/post/${post.recId}`);
    const gallery = await visible(page.getByTestId('photo-gallery'));
    expect(await gallery.getAttribute('class')).toContain('photo-gallery--size-50');
    expect(await gallery.locator('img').count()).toBe(2);
    await shot(page, '05-post-page');
  });

  it('shows a group member the upload of the group list', async () => {
    const group = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } } }',
        variables: { input: { type: 2, displayName: `Kert-csoport ${randomUUID().slice(0, 4)}` } },
      },
    });
    const groupId = (await group.json()).data.createEntity.entity.recId as number;
    await page.goto(`/entity/${groupId}/media/`);
    const field = await visible(page.getByTestId('media-upload'));
    await field.locator('input[type=file]').setInputFiles(photoPath('noexif.jpg'));
    await uploadsDone(page, 1);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="media-grid-item"] img').length === 1, undefined, { timeout: 10_000 });
    await shot(page, '06-group-list');
    expect(entityId).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
