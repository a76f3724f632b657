import { fileURLToPath } from 'node:url';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disappears, graphqlResponse, logIn, suggestion, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/media/media-messages.ts). */
const T = {
  uploaded: 'Feltöltve',
  failed: 'Sikertelen feltöltés: Nincs kapcsolat a szerverrel',
  cancelled: 'Megszakítva',
  abort: 'Megszakítás',
  retry: 'Újra',
  prefilled: 'A fotóból kitöltve: dátum és hely.',
  undo: 'Visszavonás',
  inProgress: 'Még folyik a fájlok feltöltése.',
  keepWaiting: 'Várok',
  save: 'Mentés',
  remove: 'Eltávolítás',
  coordinates: 'Koordináták',
  date: 'Dátum',
  zoom: 'Nagyítás',
  info: 'Adatok',
  next: 'Következő',
  close: 'Bezárás',
  galleryTitle: 'Fotók',
  original: 'Eredeti fájl (EXIF-fel)',
  myUploads: 'Feltöltéseim',
  editInfo: 'Adatok szerkesztése',
  infoTitle: 'Cím',
  infoLink: 'Hivatkozás',
  videoLabel: 'Videó hozzáadása (YouTube vagy Vimeo)',
  videoAdd: 'Hozzáadás',
  videoRefused: 'Csak YouTube- és Vimeo-videó adható hozzá.',
} as const;

const PHOTOS = ['IMG_20180725_163423-tiny.jpg', 'png_with_exif_and_gps.png', 'iptc-agency-photographer-example.jpg', 'issue-exifr-13.jpg', 'noexif.jpg'];
const photoPath = (name: string) => fileURLToPath(new URL(`../fixtures/photos/${name}`, import.meta.url));
/** The upload the test holds back (to abort it) and the one whose first try meets a dead server. */
const HELD = 'noexif.jpg';
const FAILING = 'issue-exifr-13.jpg';

describe('photos on the observation form', () => {
  let browser: Browser;
  let page: Page;
  let errors: Error[];
  let failedOnce = false;
  /** uploads whose requests are never answered while their name is here */
  const held = new Set([HELD]);
  /** the account's uploads of these files before this suite (other suites may upload them too) */
  let fixturesBefore = 0;
  const ownFixtureUploads = async () => {
    const own = (await (await page.request.get('/api/attachment/browser?_size=500')).json()).list;
    return (own.data as { file_name: string }[]).filter((media) => PHOTOS.includes(media.file_name)).length;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    // No service worker: its requests would bypass page.route.
    page = await (await newRoutedPhoneContext(browser)).newPage();
    errors = collectPageErrors(page);
    await logIn(page, 'user@lepke.test');
    fixturesBefore = await ownFixtureUploads();

    await page.route('**/api/upload/media', async (route: Route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if ([...held].some((name) => body.includes(`"fileName":"${name}"`))) return; // never answered
      if (body.includes(`"fileName":"${FAILING}"`) && !failedOnce) {
        failedOnce = true;
        return route.abort('connectionrefused');
      }
      await route.continue();
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const row = (name: string) => page.getByTestId('upload-item').filter({ hasText: name });

  it('uploads five photos side by side, aborts one, retries one that failed, prefills from EXIF and saves the record with four', async () => {
    await page.goto('/my/observation/add/');
    const form = await visible(page.locator('form.obs-form'));
    await form.getByRole('combobox', { name: 'Faj' }).fill('pávaszem');
    await suggestion(page, /Aglais io/);
    await page.getByRole('option', { name: /Aglais io/ }).click();
    await form.locator('input[type="file"]').setInputFiles(PHOTOS.map(photoPath));

    // Five rows, each with its own progress bar.
    await expect.poll(() => page.getByTestId('upload-item').getByRole('progressbar').count()).toBe(5);
    for (const name of PHOTOS.filter((name) => name !== HELD && name !== FAILING)) {
      await visible(row(name).getByText(T.uploaded));
      expect(await row(name).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }
    await visible(row(FAILING).getByText(T.failed));
    expect(Number(await row(HELD).getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThanOrEqual(99);

    // The first photo with a date and a place (a Pixel's, in Czechia) filled both; undo is offered.
    await visible(page.getByTestId('photo-prefill').getByText(T.prefilled));
    expect(await form.getByLabel(T.coordinates, { exact: true }).inputValue()).toBe('50.29960277, 14.82029444');
    expect(await form.getByLabel(T.date, { exact: true }).inputValue()).toBe('2018.07.25');
    await page.getByTestId('media-upload').scrollIntoViewIfNeeded();
    await screenshot(page, 'observation-photos-01-five-uploads');

    // Saving while one still runs asks first; waiting keeps everything as it is.
    await form.getByRole('button', { name: T.save, exact: true }).click();
    const busy = await visible(page.getByRole('alertdialog').filter({ hasText: T.inProgress }));
    await screenshot(page, 'observation-photos-02-upload-in-progress');
    await busy.getByRole('button', { name: T.keepWaiting }).click();
    expect(await disappears(busy)).toBe(true);

    // Abort the held upload, after a confirmation.
    await row(HELD).getByRole('button', { name: T.abort }).click();
    await (await visible(page.getByRole('alertdialog'))).getByRole('button', { name: T.abort }).click();
    await visible(row(HELD).getByText(T.cancelled));

    // Retry the failed one, after a confirmation: the server is back.
    await row(FAILING).getByRole('button', { name: T.retry }).click();
    await (await visible(page.getByRole('alertdialog'))).getByRole('button', { name: T.retry }).click();
    await visible(row(FAILING).getByText(T.uploaded));
    await screenshot(page, 'observation-photos-03-aborted-and-retried');

    const [response] = await Promise.all([graphqlResponse(page, 'ObservationFormCreateMutation'), form.getByRole('button', { name: T.save, exact: true }).click()]);
    const input = response.request().postDataJSON().variables.input as { mediaIds: number[] };
    expect(input.mediaIds).toHaveLength(4);
    expect((await response.json()).data.createObservation.__typename).toBe('ObservationPayload');
    await page.waitForURL(/\/my\/observation\/\d+\/$/);
    await screenshot(page, 'observation-photos-04-saved');
    expect(errors).toEqual([]);
  });

  it('shows the photos on the record; the photo browser opens, counts, zooms, shows the caption and closes', async () => {
    const gallery = await visible(page.getByTestId('observation-view').getByTestId('photo-gallery'));
    await expect.poll(() => gallery.getByRole('button').count()).toBe(4);
    await gallery.scrollIntoViewIfNeeded();
    await screenshot(page, 'observation-photos-05-record-gallery');

    await gallery.getByRole('button').first().click();
    const browserRoot = await visible(page.locator('.pswp'));
    await visible(browserRoot.locator('.pswp__counter').getByText('1 / 4'));
    const image = browserRoot.locator('.pswp__item[aria-hidden="false"] img.pswp__img').first();
    await visible(image);
    const before = (await image.boundingBox())!;
    await browserRoot.getByRole('button', { name: T.zoom }).click();
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before.width * 1.5);
    await browserRoot.getByRole('button', { name: T.info }).click();
    await visible(browserRoot.locator('.photo-browser__caption').getByText('IMG_20180725_163423-tiny.jpg'));
    await screenshot(page, 'observation-photos-06-photo-browser-zoomed');

    await browserRoot.getByRole('button', { name: T.next }).click();
    await visible(browserRoot.locator('.pswp__counter').getByText('2 / 4'));
    await browserRoot.getByRole('button', { name: T.close }).click();
    expect(await disappears(page.locator('.pswp'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows the record's photos in its edit form; one removed there leaves the record but stays among the own uploads", async () => {
    const recId = Number(/\/my\/observation\/(\d+)\/$/.exec(page.url())![1]);
    const uploadsBefore = (await (await page.request.get('/api/attachment/browser')).json()).list.page.totalElements as number;
    await page.goto(`/my/observation/edit/${recId}`);
    const field = await visible(page.getByRole('dialog').getByTestId('media-upload'));
    await expect.poll(() => field.locator('[data-testid="upload-item"][data-state="succeeded"]').count()).toBe(4);
    await expect.poll(() => field.locator('[data-testid="upload-item"] img').count()).toBe(4);
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, 'observation-photos-06-edit-existing');

    const first = field.getByTestId('upload-item').first();
    const name = (await first.locator('.media-upload__name').textContent())!;
    await first.getByRole('button', { name: `${T.remove}: ${name}` }).click();
    await (await visible(page.getByRole('alertdialog'))).getByRole('button', { name: T.remove }).click();
    await expect.poll(() => field.getByTestId('upload-item').count()).toBe(3);
    await Promise.all([graphqlResponse(page, 'ObservationFormUpdateMutation'), page.getByRole('dialog').getByRole('button', { name: T.save, exact: true }).click()]);

    const record = await page.request.post('/graphql', {
      data: { query: `{ node(id: "${btoa(`Observation:${recId}`)}") { ... on Observation { media { fileName } } } }` },
    });
    const names = ((await record.json()).data.node.media as { fileName: string }[]).map((media) => media.fileName);
    expect(names).toHaveLength(3);
    expect(names).not.toContain(name);
    expect((await (await page.request.get('/api/attachment/browser')).json()).list.page.totalElements).toBe(uploadsBefore);
  });

  it("lists the uploader's photos in the gallery and in their own uploads; a photo's page opens the browser", async () => {
    const { data } = await (await page.request.post('/graphql', { data: { query: '{ viewer { entityId } }' } })).json();
    // The four photos saved with the record, besides the demo photos of the account's records.
    const own = (await (await page.request.get('/api/attachment/browser')).json()).list;
    const count = own.page.totalElements as number;
    expect(await ownFixtureUploads()).toBe(fixturesBefore + 4);
    await page.goto(`/media/?uploader=${data.viewer.entityId}`);
    await visible(page.getByRole('heading', { name: T.galleryTitle, level: 1 }));
    await expect.poll(() => page.getByTestId('media-grid-item').count()).toBe(count);
    await screenshot(page, 'observation-photos-07-gallery');
    // The person's media page shows the same.
    await page.goto(`/entity/${data.viewer.entityId}/media/`);
    await expect.poll(() => page.getByTestId('media-grid-item').count()).toBe(count);
    await page.goto(`/media/?uploader=${data.viewer.entityId}`);

    await page.getByTestId('media-grid-item').first().click();
    const view = await visible(page.getByTestId('media-view'));
    const name = (await view.getByRole('heading', { level: 1 }).textContent())!;
    expect(PHOTOS).toContain(name);
    await visible(view.getByText(T.original));
    await screenshot(page, 'observation-photos-08-media-view');
    await view.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).click();
    // One photo: no counter and no arrows, just the photo.
    await visible(page.locator('.pswp img.pswp__img').first());
    await page.keyboard.press('Escape');
    expect(await disappears(page.locator('.pswp'))).toBe(true);

    // Its owner names it: the info editor, then the new title on the page.
    await view.getByRole('link', { name: T.editInfo }).click();
    const editor = await visible(page.getByRole('dialog').locator('form.media-info'));
    await editor.getByLabel(T.infoTitle).fill('Dűlőút reggel');
    await editor.getByLabel(T.infoLink).fill('nem-cím');
    await editor.getByRole('button', { name: T.save }).click();
    await visible(editor.getByText('Hibás formátum'));
    await screenshot(page, 'observation-photos-08b-info-edit-error');
    await editor.getByLabel(T.infoLink).fill('https://lepke.example/dulout');
    await editor.getByRole('button', { name: T.save }).click();
    await visible(page.getByTestId('media-view').getByRole('heading', { name: 'Dűlőút reggel', level: 1 }));

    await page.goto('/my/media/list/');
    const sheet = await visible(page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: T.myUploads }) }));
    await expect.poll(() => sheet.getByTestId('media-grid-item').count()).toBe(count);
    // Only YouTube and Vimeo: another site's video is refused in place (no request leaves this machine).
    await sheet.getByLabel(T.videoLabel).fill('https://www.dailymotion.com/video/x7tgad0');
    await sheet.getByRole('button', { name: T.videoAdd }).click();
    await visible(sheet.getByRole('alert').getByText(T.videoRefused));
    expect(await sheet.getByTestId('media-grid-item').count()).toBe(count);
    await screenshot(page, 'observation-photos-09-my-uploads');
    expect(errors).toEqual([]);
  });

  it('keeps the photos over a reload, sending the unfinished one again, and resumes an upload the network dropped', async () => {
    const [slow, quick, late] = ['issue-exifr-36.jpg', 'issue-exifr-59.jpg', 'empty-imagedesc-in-ifd0.jpg'];
    held.add(slow);
    await page.goto('/my/observation/add/');
    const form = await visible(page.locator('form.obs-form'));
    await form.locator('input[type="file"]').setInputFiles([slow, quick].map(photoPath));
    await visible(row(quick).getByText(T.uploaded));
    await visible(row(slow).getByText(/^Feltöltés: \d+ %$/));
    await form.getByLabel('Megjegyzés').fill('Két lepke a bodzán, reggel.');

    // The tab reloads (or the phone killed it) while one upload runs: the typed text and the photos stay.
    held.delete(slow);
    await page.reload();
    await visible(page.locator('form.obs-form'));
    expect(await page.locator('form.obs-form').getByLabel('Megjegyzés').inputValue()).toBe('Két lepke a bodzán, reggel.');
    await visible(row(quick).getByText(T.uploaded));
    await visible(row(slow).getByText(T.uploaded));
    expect(await page.getByTestId('upload-item').count()).toBe(2);
    await screenshot(page, 'observation-photos-10-after-reload');

    // Offline: the upload fails for want of a network and goes again by itself once online.
    await page.context().setOffline(true);
    await form.locator('input[type="file"]').setInputFiles([photoPath(late)]);
    await visible(row(late).getByText(T.failed));
    await screenshot(page, 'observation-photos-11-offline');
    await page.context().setOffline(false);
    await visible(row(late).getByText(T.uploaded));

    const { data } = await (await page.request.post('/graphql', { data: { query: '{ viewer { media(first: 100) { edges { node { fileName } } } } }' } })).json();
    const names = data.viewer.media.edges.map(({ node }: { node: { fileName: string } }) => node.fileName);
    // Each file once on the server, whatever the reload and the network did.
    for (const name of [slow, quick, late]) expect(names.filter((each: string) => each === name)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
