import { describe, expect, it } from 'vitest';
import { logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Issue 20: a species' literature, an item's page with its citation and downloads, an editor's import. */
describe('the bibliography at 390×844', () => {
  const session = phoneSession();

  it("a guest goes from a species' literature to the item's page", async () => {
    const { page, errors } = session;
    await page.goto('/species/papilio-machaon');
    const literature = await visible(page.getByTestId('species-literature'));
    await visible(literature.getByRole('heading', { name: 'Irodalom' }));
    await literature.getByRole('link', { name: /Wiemers, M\..*An updated checklist of the European Butterflies/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/bibliography\/\d+$/);
    const item = await visible(page.getByTestId('bibliography-page'));
    await visible(item.getByText('(2018). An updated checklist of the European Butterflies (Lepidoptera, Papilionoidea).', { exact: false }));
    await visible(item.getByRole('link', { name: '10.3897/zookeys.811.28712' }));
    const bibtex = item.getByRole('link', { name: 'BibTeX-fájl (.bib)' });
    expect(await bibtex.getAttribute('href')).toMatch(/^\/api\/bibliography\/\d+\?format=bibtex$/);
    await visible(item.getByRole('link', { name: 'Papilio machaon' }));
    expect(await item.getByRole('button', { name: 'Importálás' }).count()).toBe(0);
    await screenshot(page, 'bibliography-item');
    expect(errors).toEqual([]);
  });

  it('an editor imports a pasted BibTeX entry', async () => {
    const { page, errors } = session;
    await logIn(page, 'editor@lepke.test');
    await page.goto('/bibliography/1');
    await page.getByRole('button', { name: 'Importálás' }).click();
    const form = await visible(page.getByTestId('bibliography-import'));
    await form.getByLabel('BibTeX vagy RIS szöveg').fill('@book{e2e, author = {Browser, Bea}, title = {Moths seen through a phone}, year = {2025}, publisher = {Test}}');
    await form.getByRole('button', { name: 'Importálás' }).click();
    await visible(form.getByRole('status').getByText('1 új tétel, 0 már szerepelt'));
    await visible(form.getByRole('link', { name: /Browser, B\. \(2025\)\. Moths seen through a phone/ }));
    await screenshot(page, 'bibliography-import');
    expect(errors).toEqual([]);
  });
});
