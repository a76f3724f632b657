import { describe, expect, it } from 'vitest';
import { visible } from './support/app.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { phoneSession } from './support/browser.ts';

/**
 * axe-core on the observation map's screens at 390×844 (issue 15: no serious or critical
 * violations): the map with its legend and layer controls, its filters open, the points layer, a
 * cell's popup.
 */
describe('accessibility of the observation map, as a guest on a phone', () => {
  const phone = phoneSession();
  const status = () => phone.page.getByTestId('map-status');

  it('the map with graded cells, the legend and the controls', async () => {
    await phone.page.goto('/observation/map/?geo=HU');
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: \d+ négyzet/);
    await visible(phone.page.getByRole('region', { name: 'Fajok száma négyzetenként' }));
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
  });

  it("reaches a cell's popup from the keyboard, through the list of cells", async () => {
    const summary = phone.page.getByTestId('grid-cell-list').locator('summary');
    await summary.focus();
    await phone.page.keyboard.press('Enter');
    const first = phone.page.getByTestId('grid-cell-list').getByRole('link').first();
    await visible(first);
    expect(await first.textContent()).toMatch(/^100kmE\d+N\d+ \d+ faj$/);
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    await phone.page.keyboard.press('Tab');
    expect(await first.evaluate((link) => link === document.activeElement)).toBe(true);
    await phone.page.keyboard.press('Enter');
    await expect.poll(() => new URL(phone.page.url()).pathname).toMatch(/^\/observation\/map\/grid\/eea100km\/100kmE\d+N\d+\/species\/$/);
    await visible(phone.page.getByTestId('grid-cell'));
    await phone.page.goBack();
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: \d+ négyzet/);
  });

  it('the map with its filters open', async () => {
    await phone.page.getByRole('button', { name: /^Szűrők/ }).click();
    await visible(phone.page.getByRole('group', { name: 'Szűrők' }));
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
  });

  it('the points layer', async () => {
    await phone.page.goto('/observation/map/?geo=HU&layer=points');
    await expect.poll(() => status().textContent()).toMatch(/^\d+ megfigyelés a látott területen$/);
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
  });

  it("a cell's popup", async () => {
    await phone.page.goto('/observation/map/?geo=HU&layer=eea100km');
    await expect.poll(() => status().textContent()).toMatch(/^100 km-es négyzetek: \d+ négyzet/);
    const cell = await phone.page.evaluate(async () => {
      const response = await fetch('/api/observation/map/grid/eea100km/0/species?country=HU');
      const body = (await response.json()) as { list: { data: { cell: string }[] } };
      return body.list.data[0]!.cell;
    });
    await phone.page.goto(`/observation/map/grid/eea100km/${cell}/species/?geo=HU`);
    await visible(phone.page.getByTestId('grid-cell'));
    await visible(phone.page.getByTestId('grid-cell-records').getByTestId('observation-item').first());
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
