import { describe, expect, it } from 'vitest';
import { logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/search/messages.ts, web/features/shell/messages.ts). */
const T = { search: 'Keresés', history: 'Korábbi keresések', posts: 'Bejegyzések', clear: 'Előzmények törlése' };

describe('searching from the header (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });
  const tag = `rétilepke${Date.now().toString(36)}`;
  const title = `Séta a réten ${Date.now()}`;

  it('finds a post by its #tag offered while typing, and keeps the search in the history', async () => {
    const { page } = phone;
    const created = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }',
        variables: { input: { type: 'NOTE', title, body: `<p>Ma sok #${tag} repült.</p>`, privacy: 9 } },
      },
    });
    expect(((await created.json()) as { data: { createPost: { __typename: string } } }).data.createPost.__typename).toBe('CreatePostPayload');

    await page.goto('/');
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search/');
    const field = await visible(page.getByRole('searchbox'));
    await field.click();
    await page.keyboard.type(`#${tag.slice(0, 8)}`);
    const suggestions = await visible(page.getByTestId('tag-suggestions'));
    await visible(suggestions.getByRole('button', { name: new RegExp(`#${tag}`) }));
    await screenshot(page, 'search-01-tag-autocomplete');

    await suggestions.getByRole('button', { name: new RegExp(`#${tag}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === `#${tag}`);
    const posts = await visible(page.getByTestId('search-section').filter({ has: page.getByRole('heading', { name: new RegExp(T.posts) }) }));
    await visible(posts.getByRole('link', { name: new RegExp(title) }));
    await screenshot(page, 'search-02-results');

    // A word search too, then the history shows both, newest first.
    await field.fill('pávaszem');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'pávaszem');
    await field.fill('');
    const history = await visible(page.getByTestId('search-history'));
    expect(await history.getByRole('listitem').allInnerTexts()).toEqual(['pávaszem', `#${tag}`]);
    await screenshot(page, 'search-03-history');

    // Tapping a past search runs it again.
    await history.getByRole('button', { name: `#${tag}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === `#${tag}`);
    await visible(page.getByRole('link', { name: new RegExp(title) }));
    await field.fill('');
    await page.getByRole('button', { name: T.clear }).click();
    expect(await page.getByTestId('search-history').getByRole('listitem').count()).toBe(0);
  });

  it('offers the tag in the post composer too', async () => {
    const { page } = phone;
    await page.goto('/post/edit/');
    const form = await visible(page.locator('form.posts-form'));
    await form.getByLabel('Szöveg').click();
    await page.keyboard.type(`Megint láttam #${tag.slice(0, 8)}`);
    const suggestions = await visible(page.getByTestId('tag-suggestions'));
    await suggestions.getByRole('button', { name: new RegExp(`#${tag}`) }).click();
    expect(await form.getByLabel('Szöveg').innerText()).toContain(`Megint láttam #${tag}`);
    await screenshot(page, 'search-04-composer-tag');
  });
});
