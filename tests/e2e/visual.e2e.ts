import { describe, expect, it } from 'vitest';
import { visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/visual/visual-messages.ts). */
const T = {
  title: 'Koordináták a térképen',
  input: 'Koordináták',
  filterTitle: 'Megfigyelések a térképen',
  generalised: 'a 10 km-es négyzet közepe',
} as const;

describe('coordinates on the map (/visual/), as a guest', () => {
  const phone = phoneSession();

  it('puts pasted lines on the map, with their cells, and names the bad line', async () => {
    await phone.page.goto('/visual/');
    await visible(phone.page.getByRole('heading', { name: T.title, level: 1 }));
    await phone.page.getByLabel(T.input, { exact: true }).fill(`47°29'53"N 19°02'24"E\tGellért-hegy\n46.2530, 20.1414; Szeged\n47°61'00"N 19°02'24"E`);
    await visible(phone.page.getByRole('status').getByText('2 pont, 1 hibás sor'));
    await visible(phone.page.getByText(/^EEA 10 km: 10kmE\d{3}N\d{3} · UTM 2,5 km: 34TCT\d\d_\d\d$/).first());
    await visible(phone.page.getByRole('alert').getByText('3. sor: Minutes out of range'));
    await phone.page.getByRole('button', { name: /Szeged/ }).click();
    expect(await phone.page.locator('.visual-list__item--selected').textContent()).toContain('Szeged');
    // The map fitted itself to the two points: both are inside the view.
    const inView = await phone.page.evaluate(() => document.querySelector('[data-testid="points-map"] canvas') !== null);
    expect(inView).toBe(true);
    await screenshot(phone.page, 'visual-01-pasted');
    expect(phone.errors).toEqual([]);
  });

  it("shows a filter's records where a guest may see them: a protected species at its cell centre", async () => {
    const reply = await phone.page.request.post('/graphql', { data: { query: '{ species(key: "lycaena-dispar") { recId } }' } });
    const { data } = (await reply.json()) as { data: { species: { recId: number } } };
    await phone.page.goto(`/visual/filter/?species=${data.species.recId}`);
    await visible(phone.page.getByRole('heading', { name: T.filterTitle, level: 1 }));
    await visible(phone.page.getByRole('status').getByText(/^1 megfigyelés a térképen/));
    // Tap the one point: it is in the middle of the fitted view.
    const map = phone.page.getByTestId('points-map');
    const box = (await map.boundingBox())!;
    await phone.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const chosen = await visible(phone.page.getByTestId('visual-chosen'));
    expect(await chosen.textContent()).toContain(T.generalised);
    expect(await chosen.textContent()).not.toContain('Tiszafüred');
    await screenshot(phone.page, 'visual-02-filter');
    expect(phone.errors).toEqual([]);
  });
});
