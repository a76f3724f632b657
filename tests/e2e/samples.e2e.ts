import { describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Issue 21 part 7: an admin keeps a light-trap night as a sample with its rows, reads it, edits it and sees the error list. */
describe('samples at 390×844', () => {
  const session = phoneSession();

  it('adds a sample with two rows from the side menu, sees it in the list and its detail, edits it, opens the error list', async () => {
    const { page, errors } = session;
    await logIn(page, 'admin@lepke.test');
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Minták' }).click();
    await visible(page.getByRole('heading', { name: 'Mintáim' }));
    await screenshot(page, 'samples-list-before');
    await page.getByTestId('sample-add').click();
    const form = await visible(page.locator('form.samples__form'));
    await visible(form.getByRole('heading', { name: 'Új minta' }));

    await form.getByLabel('Módszer').selectOption('LIGHT_TRAP');
    await form.getByLabel('Kezdő nap').fill('2025-06-20');
    await form.getByLabel('Utolsó nap').fill('2025-06-21');
    await form.getByLabel('Kezdés').fill('21:30');
    await form.getByLabel('Befejezés').fill('01:30');
    await form.getByLabel('Mennyiség').fill('4');
    await form.getByLabel('Eszköz, megjegyzés').fill('1 × 125 W MV');
    await form.getByLabel('Legközelebbi település').fill('Bükkszentkereszt');
    await form.getByLabel('Koordináták').fill('48.06, 20.50');
    await form.getByText('Teljes lista').click();

    await page.getByTestId('sample-add-row').click();
    await page.getByTestId('sample-add-row').click();
    const rows = page.getByTestId('sample-row');
    expect(await rows.count()).toBe(2);
    // the same species twice at the same stage: the server names the second row
    for (const index of [0, 1]) {
      const species = rows.nth(index).getByRole('combobox', { name: 'Faj' });
      await species.fill('nagy pávaszem');
      await visible(page.getByRole('option', { name: /Saturnia pyri/ }));
      // chosen from the keyboard: on a phone the open list may lie over the next row's head
      await species.press('ArrowDown');
      await species.press('Enter');
    }
    await rows.nth(0).getByLabel('Egyedszám').fill('2');
    await page.getByTestId('sample-save').click();
    await visible(rows.nth(1).getByText('Ez a faj ezzel a fejlődési alakkal már szerepel egy másik sorban'));
    await screenshot(page, 'samples-form-row-error');
    await rows.nth(1).getByLabel('Fejlődési alak').selectOption('CATERPILLAR');
    await screenshot(page, 'samples-form');
    await page.getByTestId('sample-save').click();

    const detail = await visible(page.getByTestId('sample-detail'));
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/my\/sample\/\d+\/$/);
    await visible(detail.getByText('4 h, 1 × 125 W MV'));
    const rowLinks = page.getByTestId('sample-rows').locator('a[href^="/observation/"]');
    expect(await rowLinks.count()).toBe(2);
    await screenshot(page, 'samples-detail');

    await page.getByTestId('sample-edit').click();
    const edit = await visible(page.locator('form.samples__form'));
    await visible(edit.getByRole('heading', { name: 'Minta szerkesztése' }));
    expect(await edit.getByLabel('Mennyiség').inputValue()).toBe('4');
    expect(await page.getByTestId('sample-row').count()).toBe(2);
    await edit.getByLabel('Mennyiség').fill('5');
    await page.getByTestId('sample-add-row').click();
    const added = page.getByTestId('sample-row').nth(2).getByRole('combobox', { name: 'Faj' });
    await added.fill('nappali pávaszem');
    await visible(page.getByRole('option', { name: /Aglais io/ }));
    await added.press('ArrowDown');
    await added.press('Enter');
    await page.getByTestId('sample-save').click();
    await visible(page.getByTestId('sample-detail').getByText('5 h, 1 × 125 W MV'));
    expect(await page.getByTestId('sample-rows').locator('a').count()).toBe(3);

    await page.getByRole('link', { name: 'Vissza a mintákhoz' }).click();
    const card = await visible(page.getByTestId('sample-card').filter({ hasText: 'Bükkszentkereszt' }).first());
    expect(await card.textContent()).toContain('3 rekord');
    expect(await card.textContent()).toContain('Fénycsapda');
    await screenshot(page, 'samples-list');

    await page.getByRole('link', { name: 'Javítandó rekordok' }).click();
    await visible(page.getByRole('heading', { name: 'Javítandó mintarekordok' }));
    await visible(page.getByTestId('sample-error-count'));
    await screenshot(page, 'samples-error-list');
    expect(errors).toEqual([]);
  });
});
