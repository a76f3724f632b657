import { describe, expect, it } from 'vitest';
import { logIn, openSideMenu, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Issue 21 part 6: a user plays the demo species quiz to its score; an editor sees the builder. */
describe('the species quiz at 390×844', () => {
  const session = phoneSession();

  it('a user finds the quiz in the menu, answers every photo and sees the score with links to the species', async () => {
    const { page, errors } = session;
    await logIn(page, 'user@lepke.test');
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Fajkvíz' }).click();
    const list = await visible(page.getByTestId('quiz-list'));
    // a user plays, but does not build
    expect(await page.getByTestId('quiz-builder').count()).toBe(0);
    const card = list.getByRole('listitem').filter({ hasText: 'Nappali lepkék – kezdő fajkvíz' });
    await screenshot(page, 'quiz-list');
    await card.getByRole('button', { name: 'Indítás' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('seed')).toBe(true);

    const play = await visible(page.getByTestId('quiz-play'));
    const progress = await visible(play.locator('.quiz-progress'));
    const total = Number(/\/ (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    await visible(play.getByRole('img', { name: 'A kérdés fotója' }));
    await visible(play.getByText(/Fotó: .+ \(CC/));
    await screenshot(page, 'quiz-question');
    for (let i = 1; i <= total; i++) {
      await expect.poll(() => progress.textContent()).toContain(`${i}. kérdés / ${total}`);
      const choices = play.locator('.quiz-choice');
      expect(await choices.count()).toBe(4);
      await choices.nth(i % 4).click();
    }

    const result = await visible(page.getByTestId('quiz-result'));
    await visible(result.getByRole('status').getByText(new RegExp(`Eredmény: \\d+ / ${total}`)));
    const links = result.locator('a[href^="/species/"]');
    expect(await links.count()).toBe(total);
    // every answer shows its photo again
    await expect
      .poll(() =>
        result.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await screenshot(page, 'quiz-result');
    await links.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/species\/\d+$/);
    expect(errors).toEqual([]);
  });
});

describe('the quiz builder at 390×844', () => {
  const session = phoneSession();

  it('an editor sees what each quiz can ask and makes a new one', async () => {
    const { page, errors } = session;
    await logIn(page, 'editor@lepke.test');
    await page.goto('/quiz/species');
    const builder = await visible(page.getByTestId('quiz-builder'));
    await visible(builder.getByText(/\d+ felhasználható fotó, \d+ faj/));
    await builder.getByRole('button', { name: 'Új kvíz' }).click();
    const form = await visible(page.getByTestId('quiz-form'));
    await form.getByLabel('Cím').fill('Böngészős kvíz');
    await form.getByLabel('Család').fill('Papilionidae');
    await form.getByRole('button', { name: 'Mentés' }).click();
    await visible(builder.getByRole('heading', { name: 'Böngészős kvíz' }));
    await screenshot(page, 'quiz-builder');
    expect(errors).toEqual([]);
  });
});
