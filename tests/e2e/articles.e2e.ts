import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/articles/messages.ts, web/features/rich-text/messages.ts). */
const T = {
  newStory: 'Új történet',
  title: 'Cím',
  text: 'Szöveg',
  category: 'Kategória',
  science: 'Tudomány',
  saveDraft: 'Mentés piszkozatként',
  publish: 'Közzététel',
  draft: 'Piszkozat',
  edit: 'Szerkesztés',
  toolbar: 'Formázás',
  emoji: 'Hangulatjel',
  emojiChoices: 'Hangulatjelek',
  image: 'Kép a médiatáramból',
  size50: '50%',
  findReference: 'Irodalom keresése (szerző, cím, év)',
  cite: 'Hivatkozás',
};
const PHOTO = fileURLToPath(new URL('../fixtures/photos/issue-exifr-59.jpg', import.meta.url));

describe('a user writes a story (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  it('saves a draft only they see, then publishes it to the stories list', async () => {
    const { page } = phone;
    const title = `Terepnap a Bükkben ${Date.now()}`;
    await page.goto('/story/');
    await page.getByRole('link', { name: T.newStory }).click();
    await page.waitForURL((url) => url.pathname === '/story/edit/0');
    const form = await visible(page.locator('form.articles-form'));
    await form.getByLabel(T.title, { exact: true }).fill(title);
    const body = await visible(form.getByRole('textbox', { name: T.text }));
    await body.click();
    await page.keyboard.type('Kora reggel indultunk, a réten nappali pávaszemek repültek :) ');
    await screenshot(page, 'articles-01-story-form');

    const [saved] = await Promise.all([graphqlResponse(page, 'ArticleEditPageCreateMutation'), form.getByRole('button', { name: T.saveDraft }).click()]);
    const recId = ((await saved.json()) as { data: { createArticle: { article: { recId: number; status: string } } } }).data.createArticle.article;
    expect(recId.status).toBe('DRAFT');
    await page.waitForURL((url) => url.pathname === `/story/${recId.recId}`);
    const article = await visible(page.getByTestId('article'));
    await visible(article.getByText(T.draft, { exact: true }));
    expect(await article.locator('.posts-article__body').innerText()).toContain('🙂');
    await screenshot(page, 'articles-02-story-draft');

    // A guest does not see the draft.
    const guest = await page.context().browser()!.newContext();
    try {
      const answer = await guest.request.post(new URL('/graphql', page.url()).toString(), {
        data: { query: `{ node(id: "${btoa(`Article:${recId.recId}`)}") { id } }` },
        headers: { 'content-type': 'application/json' },
      });
      expect(((await answer.json()) as { data: { node: unknown } }).data.node).toBeNull();
    } finally {
      await guest.close();
    }

    await article.getByRole('link', { name: T.edit }).click();
    const again = await visible(page.locator('form.articles-form'));
    await expect.poll(() => again.getByLabel(T.title, { exact: true }).inputValue()).toBe(title);
    // A photo of the day, and a reference found in the bibliography by its author.
    await again.getByTestId('media-upload').locator('input[type=file]').setInputFiles([PHOTO]);
    await page.waitForFunction(() => document.querySelector('[data-testid="upload-item"]')?.getAttribute('data-state') === 'succeeded', null, { timeout: 20_000 });
    const references = await visible(again.getByTestId('article-references'));
    await references.getByLabel(T.findReference).fill('Kudrna');
    await references.getByRole('button', { name: T.cite }).first().click();
    await visible(references.locator('ol.bibliography-cited li').filter({ hasText: 'Kudrna' }));
    await screenshot(page, 'articles-02b-story-photo-reference');
    await again.getByRole('button', { name: T.publish }).click();
    await page.waitForURL((url) => url.pathname === `/story/${recId.recId}`);
    const published = await visible(page.getByTestId('article').filter({ hasText: title }).last());
    expect(await published.getByText(T.draft, { exact: true }).count()).toBe(0);
    await visible(published.getByTestId('article-references').getByText('Kudrna', { exact: false }));
    await visible(published.getByTestId('photo-gallery').locator('img').first());
    await page.goto('/story/');
    await visible(page.getByTestId('article-card').filter({ hasText: title }));
    await screenshot(page, 'articles-03-stories-list');
    expect(phone.errors).toEqual([]);
  });
});

describe('an editor writes a blog post (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'editor@lepke.test');
  });

  it('publishes a post with an emoji and an image from the file picker', async () => {
    const { page } = phone;
    const title = `Új faj a Bükkben ${Date.now()}`;
    await page.goto('/blog/');
    await page.getByRole('link', { name: 'Új blogbejegyzés' }).click();
    await page.waitForURL((url) => url.pathname === '/blog/edit/0');
    const form = await visible(page.locator('form.articles-form'));
    await form.getByLabel(T.title, { exact: true }).fill(title);
    await form.getByLabel(T.category).selectOption({ label: T.science });
    const body = await visible(form.getByRole('textbox', { name: T.text }));
    const toolbar = form.getByRole('toolbar', { name: T.toolbar });
    await body.click();
    await page.keyboard.type('Megtaláltuk a kis apollólepkét ');
    await toolbar.getByRole('button', { name: T.emoji }).click();
    const emoji = await visible(page.getByRole('group', { name: T.emojiChoices }));
    await emoji.getByRole('button', { name: '🦋' }).click();
    await page.keyboard.press('Enter');

    await toolbar.getByRole('button', { name: T.image }).click();
    await page.waitForURL((url) => url.pathname === '/admin/pages/_tinyMceFileBrowser.html');
    const picker = await visible(page.locator('.rich-text-picker'));
    await picker.locator('input[type=file]').setInputFiles([PHOTO]);
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="upload-item"]')].some((row) => row.getAttribute('data-state') === 'succeeded'),
      undefined,
      { timeout: 20_000 },
    );
    await picker.locator('label', { hasText: T.size50 }).click();
    await (await visible(picker.getByTestId('rich-text-pick').first())).click();
    await page.waitForURL((url) => url.pathname === '/blog/edit/0');
    await visible(body.locator('img.img-50'));
    await screenshot(page, 'articles-04-blog-form');

    const [saved] = await Promise.all([graphqlResponse(page, 'ArticleEditPageCreateMutation'), form.getByRole('button', { name: T.publish }).click()]);
    const created = ((await saved.json()) as { data: { createArticle: { richTextCleaned: boolean; article: { recId: number; status: string } } } }).data.createArticle;
    expect(created).toMatchObject({ richTextCleaned: false, article: { status: 'PUBLISHED' } });
    await page.waitForURL((url) => url.pathname === `/blog/${created.article.recId}`);
    const text = await visible(page.getByTestId('article').locator('.posts-article__body'));
    expect(await text.innerText()).toContain('🦋');
    const image = await visible(text.locator('img.img-50'));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'articles-05-blog-post');

    await page.goto('/blog/?category=science');
    await visible(page.getByTestId('article-card').filter({ hasText: title }));
    await screenshot(page, 'articles-06-blog-list');
    expect(phone.errors).toEqual([]);
  });
});

describe('a project’s journal (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'pro@lepke.test');
  });

  it('is reached from the project page; its owner writes an entry that shows in it', async () => {
    const { page } = phone;
    const answer = await page.request.post(new URL('/graphql', page.url()).toString(), {
      data: { query: '{ articles(kind: JOURNAL, first: 1) { edges { node { entity { recId } } } } }' },
      headers: { 'content-type': 'application/json' },
    });
    const projectId = ((await answer.json()) as { data: { articles: { edges: { node: { entity: { recId: number } } }[] } } }).data.articles.edges[0]!.node.entity.recId;
    await page.goto(`/entity/${projectId}`);
    await (await visible(page.getByTestId('entity-journal-link'))).click();
    await page.waitForURL((url) => url.pathname === `/entity/${projectId}/journal/`);
    await visible(page.getByTestId('journal-entry').filter({ hasText: 'Atlasz-napló' }));

    const title = `Terepnapló ${Date.now()}`;
    await page.getByRole('link', { name: 'Új naplóbejegyzés' }).click();
    const form = await visible(page.locator('form.articles-form'));
    await form.getByLabel(T.title, { exact: true }).fill(title);
    await form.getByLabel(T.category).selectOption({ label: 'Terepnapló' });
    await (await visible(form.getByRole('textbox', { name: T.text }))).click();
    await page.keyboard.type('Ma 14 négyzetet jártunk be.');
    await form.getByRole('button', { name: T.publish }).click();
    await page.waitForURL((url) => url.pathname === `/entity/${projectId}/journal/`);
    await visible(page.getByTestId('journal-entry').filter({ hasText: title }));
    await screenshot(page, 'articles-07-journal');
    expect(phone.errors).toEqual([]);
  });
});
