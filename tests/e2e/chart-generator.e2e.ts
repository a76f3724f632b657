import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/**
 * Issue 16 part 3: an admin runs the chart generator over the demo catalogue at 390×844; a reload
 * resumes where the run stopped; the species page shows the saved chart.
 */

/** Hungarian source texts (web/features/chart-generator/messages.ts). */
const T = {
  title: 'Grafikon-generátor',
  start: 'Indítás',
  resume: 'Folytatás',
  progress: 'Elkészült grafikonok',
  finished: /^Kész: \d+ grafikon elmentve\.$/,
  chartAlt: /fenológiája/,
} as const;
const RESUME_KEY = 'lepke.chartGenerator.next';

interface CatalogueRow {
  id: number;
  stat: { cnt: number };
  timegraph_image_url: string | null;
}

async function catalogue(page: Page): Promise<CatalogueRow[]> {
  const reply = await page.request.get('/api/species/?_size=50000');
  return ((await reply.json()) as { list: { data: CatalogueRow[] } }).list.data;
}

const status = (page: Page) => page.getByTestId('chart-generator-status');

describe('the admin chart generator', () => {
  const admin = phoneSession((page) => logIn(page, 'admin@lepke.test'));

  it('draws every species with records, with a progress bar, and the species page shows the chart', async () => {
    await admin.page.goto('/admin/chart/generate/');
    await visible(admin.page.getByRole('heading', { name: T.title, level: 1 }));
    const queued = (await catalogue(admin.page)).filter((row) => row.stat.cnt > 0);
    await expect.poll(() => status(admin.page).textContent()).toBe(`0 / ${queued.length} faj`);
    await screenshot(admin.page, 'chart-generator-01-ready');

    await admin.page.getByRole('button', { name: T.start }).click();
    await visible(admin.page.getByText(T.finished));
    expect(await status(admin.page).textContent()).toBe(`${queued.length} / ${queued.length} faj`);
    expect(await admin.page.getByRole('progressbar', { name: T.progress }).getAttribute('value')).toBe(String(queued.length));
    await screenshot(admin.page, 'chart-generator-02-finished');

    const charted = (await catalogue(admin.page)).find((row) => row.timegraph_image_url);
    await admin.page.goto(`/species/${charted!.id}`);
    const chart = await visible(admin.page.getByTestId('species-saved-chart').getByRole('img', { name: T.chartAlt }));
    await expect.poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(720);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'chart-generator-03-species-page');
    expect(admin.errors).toEqual([]);
  });

  it('resumes after a reload where the run stopped', async () => {
    const queued = (await catalogue(admin.page)).filter((row) => row.stat.cnt > 0);
    await admin.page.goto('/admin/chart/generate/');
    await admin.page.evaluate(([key, id]) => window.localStorage.setItem(key!, id!), [RESUME_KEY, String(queued[2]!.id)]);
    await admin.page.reload();
    await expect.poll(() => status(admin.page).textContent()).toBe(`2 / ${queued.length} faj`);
    await screenshot(admin.page, 'chart-generator-04-resumable');
    await admin.page.getByRole('button', { name: T.resume }).click();
    await visible(admin.page.getByText(T.finished));
    expect(await admin.page.evaluate((key) => window.localStorage.getItem(key), RESUME_KEY)).toBeNull();
    expect(admin.errors).toEqual([]);
  });
});
