import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/charts/messages.ts, web/features/shell/menus.ts). */
const T = {
  menuEntry: 'Statisztika',
  title: 'Statisztika',
  year: 'Év',
  table: 'Táblázat',
  records: 'Megfigyelések',
  noRecords: 'Nincs megfigyelés ezzel a szűréssel.',
  phenology: 'Az év során (hetente)',
  byYear: 'Évenként',
  entityLink: 'Statisztika',
  speciesChartLink: 'Részletes statisztika',
  filters: 'Szűrők',
};

const figure = (page: Page, name: string) => page.getByTestId(name);
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The summary's figure under a label (Megfigyelések, Fajok…). */
async function summaryFigure(page: Page, label: string): Promise<string> {
  const item = page
    .getByTestId('chart-summary')
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });
  return (await item.getByRole('definition').textContent()) ?? '';
}

/** Waits until uPlot has drawn a chart (its code loads with the first chart). */
async function drawn(page: Page, name: string): Promise<void> {
  await visible(figure(page, name).locator('canvas'));
}

describe('the charts, as a guest on a phone', () => {
  const phone = phoneSession();

  it('reaches /observation/chart/ from the menu: summary figures, and every chart named by its summary', async () => {
    const { page } = phone;
    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: T.menuEntry }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/observation/chart/');
    await visible(page.getByRole('heading', { name: T.title, level: 1 }));
    await drawn(page, 'chart-phenology');
    await drawn(page, 'chart-years');
    await drawn(page, 'chart-accumulation');
    expect(Number(await summaryFigure(page, T.records))).toBeGreaterThan(0);
    expect(await figure(page, 'chart-phenology').getByRole('img').getAttribute('aria-label')).toMatch(/^Vonaldiagram: .*Imágók: \d+, leggyakrabban /);
    expect(await figure(page, 'chart-years').getByRole('img').getAttribute('aria-label')).toMatch(/^Oszlopdiagram: .*A legtöbb megfigyelés \d{4}-ben: \d+\.$/);
    await visible(figure(page, 'chart-observers').getByRole('link').first());
    await screenshot(page, 'charts-observation');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("opens a chart's table view, with the chart's numbers", async () => {
    const { page } = phone;
    const years = figure(page, 'chart-years');
    await years.getByText(T.table).click();
    const table = await visible(years.getByRole('table', { name: T.byYear }));
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    const counted = await rows.evaluateAll((each) => each.reduce((sum, row) => sum + Number(row.querySelector('td')?.textContent?.replace(/\s/g, '')), 0));
    expect(String(counted)).toBe(await summaryFigure(page, T.records));
    await figure(page, 'chart-phenology').getByText(T.table).click();
    await visible(figure(page, 'chart-phenology').getByRole('table', { name: T.phenology }));
    await years.scrollIntoViewIfNeeded();
    await screenshot(page, 'charts-table');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('switches the year: the URL keeps it, the figures follow, and a year without records says so', async () => {
    const { page } = phone;
    const year = (await figure(page, 'chart-years').getByRole('table', { name: T.byYear }).locator('tbody th').first().textContent())!;
    const select = page.getByLabel(T.year, { exact: true });
    await select.selectOption(year);
    await expect.poll(() => searchParam(page, 'year')).toBe(year);
    await expect.poll(() => figure(page, 'chart-years').getByRole('img').getAttribute('aria-label')).toContain(`${year}–${year}`);
    await select.selectOption('1990');
    await visible(page.getByText(T.noRecords));
    await select.selectOption('');
    await expect.poll(() => searchParam(page, 'year')).toBeNull();
    await drawn(page, 'chart-years');
  });

  it("opens a recorder's entity chart from the entity page", async () => {
    const { page } = phone;
    const observer = figure(page, 'chart-observers').getByRole('link').first();
    const name = (await observer.textContent())!;
    await observer.click();
    await visible(page.getByTestId('entity-profile'));
    await page.getByTestId('entity-chart-link').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/entity\/\d+\/chart\/$/);
    await visible(page.getByRole('heading', { name: `${name} – statisztika`, level: 1 }));
    await drawn(page, 'chart-phenology');
    expect(Number(await summaryFigure(page, T.records))).toBeGreaterThan(0);
    await screenshot(page, 'charts-entity');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows a species' phenology and years on its page, and leads to its full charts", async () => {
    const { page } = phone;
    const speciesId = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ observations(first: 1) { edges { node { species { recId } } } } }' }),
      });
      const body = (await response.json()) as { data: { observations: { edges: { node: { species: { recId: number } } }[] } } };
      return body.data.observations.edges[0]!.node.species.recId;
    });
    await page.goto(`/species/${speciesId}`);
    const section = await visible(page.getByTestId('species-charts'));
    await drawn(page, 'chart-phenology');
    await drawn(page, 'chart-years');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'charts-species');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await section.getByRole('link', { name: T.speciesChartLink }).click();
    await expect.poll(() => searchParam(page, 'species')).toBe(String(speciesId));
    await visible(page.getByRole('heading', { name: /^Statisztika: /, level: 2 }));
    expect(await summaryFigure(page, T.records)).toMatch(/^\d+$/);
  });

  it('opens from the map and the list with their filter, which the folded filters then show', async () => {
    const { page } = phone;
    await page.goto('/observation/map/?geo=HU&stage=IMAGO');
    await page.getByTestId('map-chart').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?stage=IMAGO&geo=HU');
    await drawn(page, 'chart-phenology');
    // A filter set: the folded filters are open, with their count.
    const filters = await visible(page.getByRole('group', { name: T.filters }));
    await visible(page.getByText('Szűrők (1)'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await filters.getByRole('button', { name: 'Szűrők törlése' }).click();
    await expect.poll(() => searchParam(page, 'stage')).toBeNull();
    await page.getByRole('link', { name: 'Lista' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/observation/list/');
    await page.getByRole('link', { name: T.menuEntry }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/observation/chart/');
    expect(searchParam(page, 'geo')).toBe('HU');
  });

  it('sends a guest asking for the bare chart display to log in', async () => {
    const { page } = phone;
    await page.goto('/observation/chart/?_display_as=chart');
    await expect.poll(() => searchParam(page, 'force_login')).toBe('1');
    expect(phone.errors).toEqual([]);
  });
});

describe('the bare chart display, as an admin', () => {
  const phone = phoneSession(async (page) => {
    await page.goto('/');
    await logIn(page, 'admin@lepke.test');
  });

  it('shows the charts alone, without the filters', async () => {
    const { page } = phone;
    await page.goto('/observation/chart/?geo=HU&_display_as=chart');
    await drawn(page, 'chart-phenology');
    expect(await page.getByRole('group', { name: T.filters }).count()).toBe(0);
    await screenshot(page, 'charts-bare');
  });

  it("leads from one's profile to one's own charts", async () => {
    const { page } = phone;
    await page.goto('/profile/');
    await page.getByTestId('entity-chart-link').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/entity\/\d+\/chart\/$/);
    await visible(page.getByRole('heading', { name: 'Admin Anna – statisztika', level: 1 }));
    expect(phone.errors).toEqual([]);
  });
});
