import { describe, expect, it } from 'vitest';
import { phoneSession } from './support/browser.ts';

/** §9: the map starts at centre 0,0 zoom 3 unless a geo filter or the viewer's last view says otherwise. */
describe('where the observation map starts, as a guest on a phone', () => {
  const phone = phoneSession();
  const status = () => phone.page.getByTestId('map-status');
  const zoomOf = () => phone.page.evaluate(() => (JSON.parse(localStorage.getItem('lepke.mapView') ?? 'null') as { zoom: number } | null)?.zoom ?? null);

  it('comes back to the view it was left at', async () => {
    await phone.page.goto('/observation/map/?geo=HU');
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: /);
    await phone.page.getByRole('button', { name: 'Nagyítás' }).click();
    await expect.poll(() => status().textContent()).toMatch(/^10 km-es négyzetek: /);
    const left = await zoomOf();
    expect(left).toBeGreaterThan(6);

    await phone.page.goto('/observation/map/');
    await expect.poll(() => status().textContent()).toMatch(/^10 km-es négyzetek: /);
    expect(await zoomOf()).toBeCloseTo(left!, 1);
  });

  it('starts at the geo filter instead', async () => {
    await phone.page.goto('/observation/map/?geo=RO');
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: /);
    expect(await zoomOf()).toBeLessThan(7);
    expect(phone.errors).toEqual([]);
  });

  it('asks the 1 km layer only for the view and around it, never for all of Europe', async () => {
    const boxes: unknown[] = [];
    phone.page.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'mapLayersGridQuery' && body.variables.grid === 'EEA1KM') boxes.push(body.variables.bbox);
    });
    await phone.page.goto('/observation/map/?geo=HU&layer=eea1km');
    await expect.poll(() => status().textContent()).toMatch(/^1 km-es négyzetek: \d+ négyzet/);
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      const [west, south, east, north] = box as [number, number, number, number];
      // Hungary fitted to a phone's tall view, and half of that around it: far from Europe's 70°.
      expect(west).toBeGreaterThanOrEqual(8);
      expect(east).toBeLessThanOrEqual(31);
      expect(north - south).toBeLessThan(20);
    }
  });
});
