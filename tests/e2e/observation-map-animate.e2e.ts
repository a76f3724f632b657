import { describe, expect, it } from 'vitest';
import { visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** `/observation/map/animate/` (issue 15 part 4): the map's records year by year, played, paused and stepped. */
describe('the map animation, as a guest on a phone', () => {
  const phone = phoneSession();
  const frame = () => phone.page.getByTestId('animate-frame').textContent();
  const status = () => phone.page.getByTestId('animate-status').textContent();
  const thisYear = new Date().getFullYear();

  it('opens from the map with its filter, at the first of the last ten years', async () => {
    await phone.page.goto('/observation/map/?geo=HU&layer=eea10km');
    await phone.page.getByTestId('map-animate').click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/observation/map/animate/');
    expect(new URL(phone.page.url()).search).toBe('?geo=HU&layer=eea10km');
    await visible(phone.page.getByRole('heading', { name: 'Megfigyelések időben', level: 1 }));
    await expect.poll(frame).toBe(String(thisYear - 9));
    await expect.poll(status).toMatch(new RegExp(`^${thisYear - 9}: \\d+ megfigyelés, \\d+ négyzet$`));
  });

  it('plays year after year, pauses, and steps', async () => {
    await phone.page.getByLabel('Sebesség').selectOption('fast');
    await phone.page.getByRole('button', { name: 'Lejátszás' }).click();
    await expect.poll(frame, { timeout: 20_000 }).toBe(String(thisYear - 6));
    await phone.page.getByRole('button', { name: 'Szünet' }).click();
    const paused = Number(await frame());
    await phone.page.waitForTimeout(1200);
    expect(Number(await frame())).toBe(paused);
    await phone.page.getByRole('button', { name: 'Következő' }).click();
    await expect.poll(frame).toBe(String(paused + 1));
    await expect.poll(status).toMatch(new RegExp(`^${paused + 1}: \\d+ megfigyelés, \\d+ négyzet$`));
    await phone.page.getByRole('button', { name: 'Előző' }).click();
    await expect.poll(frame).toBe(String(paused));
    await phone.page.waitForTimeout(300);
    await screenshot(phone.page, 'observation-map-animate-01-year');
  });

  it('plays to the end, where the records of the last year with records show', async () => {
    await phone.page.getByRole('button', { name: 'Lejátszás' }).click();
    await expect.poll(frame, { timeout: 30_000 }).toBe(String(thisYear));
    await visible(phone.page.getByRole('button', { name: 'Lejátszás' }));
    // The demo records are of the last years: the cumulative view adds them up to the end.
    await phone.page.getByLabel('Halmozva (a kezdettől)').click();
    await expect.poll(() => new URL(phone.page.url()).searchParams.get('cumulative')).toBe('1');
    await expect.poll(() => phone.page.getByLabel('Halmozva (a kezdettől)').isChecked()).toBe(true);
    await phone.page.getByLabel('Időszak').fill('9');
    await expect.poll(status).toMatch(new RegExp(`^${thisYear}: [1-9]\\d* megfigyelés, [1-9]\\d* négyzet$`));
    await screenshot(phone.page, 'observation-map-animate-02-cumulative');
    expect(phone.errors).toEqual([]);
  });
});
