import { describe, expect, it } from 'vitest';
import { findCountry } from '@domain/geo/countries.ts';
import { HU, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/observation-map/map-messages.ts, observations' messages). */
const T = {
  title: 'Megfigyelések térképe',
  map: /^A megfigyelések térképe/,
  layer: 'Réteg',
  count: 'Színezés',
  legendSpecies: 'Fajok száma négyzetenként',
  legendObservation: 'Megfigyelések száma négyzetenként',
  points: 'Pontok',
  species: 'Fajok',
  records: 'Megfigyelések',
  list: 'A térkép megfigyelései listában',
  listTitle: 'Megfigyelések',
  toMap: 'A lista megfigyelései térképen',
  zoomIn: 'Nagyítás',
} as const;

/** Web-mercator metres of a WGS84 point (EPSG:3857). */
function mercator(lon: number, lat: number): [number, number] {
  const radius = 6378137;
  return [(lon * Math.PI * radius) / 180, radius * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];
}

/**
 * Where a WGS84 point is on a map that fitted a box with 24 px padding (ObservationMap's start on a
 * country): the same arithmetic as OpenLayers' View#fit without zoom steps.
 */
function pixelOf(box: readonly [number, number, number, number], size: { width: number; height: number }, lon: number, lat: number) {
  const [west, south] = mercator(box[0], box[1]);
  const [east, north] = mercator(box[2], box[3]);
  const resolution = Math.max((east - west) / (size.width - 48), (north - south) / (size.height - 48));
  const [x, y] = mercator(lon, lat);
  return { x: size.width / 2 + (x - (west + east) / 2) / resolution, y: size.height / 2 - (y - (south + north) / 2) / resolution };
}

const BUDAPEST = { lon: 19.05, lat: 47.55 };

describe('the observation map (/observation/map/), as a guest on a phone', () => {
  const phone = phoneSession();

  const status = () => phone.page.getByTestId('map-status');

  it('opens from the menu on the demo records as 100 km cells coloured by species, with the legend', async () => {
    const outlines = phone.page.waitForResponse((response) => /countries-\d+m-.*\.json$/.test(response.url()) && response.ok());
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: HU.openMenu }).click();
    await phone.page.getByRole('link', { name: 'Megfigyelések', exact: true }).click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/observation/');
    await visible(phone.page.getByRole('heading', { name: T.title, level: 1 }));
    await visible(phone.page.getByRole('application', { name: T.map }));
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: \d+ négyzet, legfeljebb \d+ faj egy négyzetben$/);
    const legend = await visible(phone.page.getByRole('region', { name: T.legendSpecies }));
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(['1', '2–10', '11–30', '31–50', '51–70', '71–90', '91–110', '110+']);
    // The country outlines are drawn (no tile server is configured, nor reachable): the map canvas is not blank.
    await outlines;
    await phone.page.waitForTimeout(500);
    await screenshot(phone.page, 'observation-map-01-species-cells');
    expect(phone.errors).toEqual([]);
  });

  it('counts records instead, and shows the records as clustered points', async () => {
    await phone.page.getByLabel(T.count).selectOption('observation');
    await expect.poll(() => phone.page.url()).toContain('count=observation');
    await visible(phone.page.getByRole('region', { name: T.legendObservation }));
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: \d+ négyzet, \d+ megfigyelés$/);
    await screenshot(phone.page, 'observation-map-02-record-cells');

    await phone.page.getByLabel(T.layer).selectOption('points');
    await expect.poll(() => status().textContent()).toMatch(/^\d+ megfigyelés a látott területen$/);
    await visible(phone.page.getByRole('region', { name: T.points }));
    await phone.page.waitForTimeout(300);
    await screenshot(phone.page, 'observation-map-03-points');
    expect(phone.errors).toEqual([]);
  });

  it('opens a tapped cell as a popup with its species and records, and a record from it', async () => {
    await phone.page.goto('/observation/map/?geo=HU&layer=eea100km');
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: \d+ négyzet/);
    const map = phone.page.getByTestId('observation-map');
    const box = (await map.boundingBox())!;
    const at = pixelOf(findCountry('HU')!.bbox, box, BUDAPEST.lon, BUDAPEST.lat);
    await phone.page.waitForTimeout(300);
    await screenshot(phone.page, 'observation-map-04-hungary');
    await phone.page.touchscreen.tap(box.x + at.x, box.y + at.y);
    await expect.poll(() => new URL(phone.page.url()).pathname).toMatch(/^\/observation\/map\/grid\/eea100km\/100kmE\d+N\d+\/species\/$/);
    expect(new URL(phone.page.url()).search).toBe('?geo=HU');
    const popup = await visible(phone.page.getByTestId('grid-cell'));
    await visible(popup.getByRole('heading', { name: /^Fajok \(\d+\)$/ }));
    const species = popup.getByTestId('grid-cell-species').getByRole('listitem');
    expect(await species.count()).toBeGreaterThan(1);
    expect(await species.first().textContent()).toMatch(/\d+ megfigyelés · /);
    const records = popup.getByTestId('grid-cell-records').getByTestId('observation-item');
    expect(await records.count()).toBeGreaterThan(1);
    await screenshot(phone.page, 'observation-map-05-cell-popup');

    const recId = await records.first().getAttribute('data-rec-id');
    await records.first().getByRole('link').click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe(`/observation/${recId}`);
    await visible(phone.page.locator('.obs-view'));
    await screenshot(phone.page, 'observation-map-06-record');
    expect(phone.errors).toEqual([]);
  });

  it('picks finer cells by itself as the map zooms in', async () => {
    await phone.page.goto('/observation/map/?geo=HU');
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: /);
    await phone.page.getByRole('button', { name: T.zoomIn }).click();
    await expect.poll(() => status().textContent()).toMatch(/^10 km-es négyzetek: \d+ négyzet/);
    await phone.page.waitForTimeout(300);
    await screenshot(phone.page, 'observation-map-07-10km');
    expect(phone.errors).toEqual([]);
  });

  it('goes to the list with the same filter and back to the map', async () => {
    await phone.page.goto('/observation/map/?year=2025&layer=eea10km');
    await expect.poll(() => status().textContent()).toMatch(/^10 km-es négyzetek/);
    await phone.page.getByRole('link', { name: T.list }).click();
    await expect.poll(() => phone.page.url()).toContain('/observation/list/?from=2025-01-01&to=2025-12-31');
    await visible(phone.page.getByTestId('observation-item').first());
    await phone.page.getByRole('link', { name: T.toMap }).click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/observation/map/');
    expect(new URL(phone.page.url()).searchParams.get('from')).toBe('2025-01-01');
    // Back where the map was left (last-view.ts), on the layer of that zoom.
    await expect.poll(() => status().textContent()).toMatch(/^\d+ km-es négyzetek: \d+ négyzet/);
    expect(phone.errors).toEqual([]);
  });
});
