import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphqlResponse, logIn, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/rich-text/messages.ts, web/features/posts/messages.ts). */
const T = {
  title: 'Cím',
  body: 'Szöveg',
  toolbar: 'Formázás',
  heading: 'Fejezet',
  bulletList: 'Felsorolás',
  emoji: 'Hangulatjel',
  emojiChoices: 'Hangulatjelek',
  image: 'Kép a médiatáramból',
  picker: 'Kép beszúrása',
  size50: '50%',
  save: 'Mentés',
};
const TITLE = `Lepkék a kertben ${Date.now()}`;
const PHOTO = fileURLToPath(new URL('../fixtures/photos/issue-exifr-59.jpg', import.meta.url));

describe('writing a post in the rich-text editor (390×844)', () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  it('writes a heading, a list, an emoji, an emoticon and a picked image, and the saved post shows them', async () => {
    const { page } = phone;
    await page.goto('/post/edit/');
    const form = await visible(page.locator('form.posts-form'));
    await form.getByLabel(T.title).fill(TITLE);
    const body = await visible(form.getByRole('textbox', { name: T.body }));
    const toolbar = form.getByRole('toolbar', { name: T.toolbar });

    // A heading, then a paragraph whose emoticon turns into its emoji as it is typed.
    await body.click();
    await toolbar.getByRole('button', { name: T.heading, exact: true }).click();
    await page.keyboard.type('Esti megfigyelés');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Imádom a lepkéket <3 ');
    await expect.poll(() => body.innerText()).toContain('Imádom a lepkéket ❤️');

    // The emoji popover adds a butterfly.
    await toolbar.getByRole('button', { name: T.emoji }).click();
    const emoji = await visible(page.getByRole('group', { name: T.emojiChoices }));
    await screenshot(page, 'rich-text-01-emoji');
    await emoji.getByRole('button', { name: '🦋' }).click();
    await page.keyboard.press('Enter');

    // A bulleted list of two items.
    await toolbar.getByRole('button', { name: T.bulletList }).click();
    await page.keyboard.type('fecskefarkú');
    await page.keyboard.press('Enter');
    await page.keyboard.type('kardoslepke');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await screenshot(page, 'rich-text-02-written');

    // The file picker: an upload into the own media, then that image at half width.
    await toolbar.getByRole('button', { name: T.image }).click();
    await page.waitForURL((url) => url.pathname === '/admin/pages/_tinyMceFileBrowser.html');
    const picker = await visible(page.locator('.rich-text-picker'));
    await visible(picker.getByRole('heading', { name: T.picker }));
    await picker.locator('input[type=file]').setInputFiles([PHOTO]);
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="upload-item"]')].some((row) => row.getAttribute('data-state') === 'succeeded'),
      undefined,
      {
        timeout: 20_000,
      },
    );
    // The radio's own input sits under its label, which takes the tap.
    await picker.locator('label', { hasText: T.size50 }).click();
    await expect.poll(() => picker.getByRole('radio', { name: T.size50 }).isChecked()).toBe(true);
    const choice = await visible(picker.getByTestId('rich-text-pick').first());
    await screenshot(page, 'rich-text-03-picker');
    await choice.click();
    await page.waitForURL((url) => url.pathname === '/post/edit/');
    await visible(body.locator('img.img-50'));
    await screenshot(page, 'rich-text-04-with-image');

    const [reply] = await Promise.all([graphqlResponse(page, 'PostEditPageCreateMutation'), form.getByRole('button', { name: T.save }).click()]);
    const created = ((await reply.json()) as { data: { createPost: { richTextCleaned: boolean; post: { recId: number } } } }).data.createPost;
    // What the editor made is all on the allowlist: nothing was removed.
    expect(created.richTextCleaned).toBe(false);

    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/entity/post/${created.post.recId}`);
    const article = await visible(page.locator('.posts-article__body'));
    const html = await article.innerHTML();
    expect(html).toMatch(/^<h2>Esti megfigyelés<\/h2><p>Imádom a lepkéket ❤️ ?🦋<\/p><ul><li><p>fecskefarkú<\/p><\/li><li><p>kardoslepke<\/p><\/li><\/ul>/);
    expect(html).toMatch(/<img src="\/media\/files\/[0-9a-f]{32}\/(pres|thumb)" alt="[^"]*" class="img-50">/);
    await visible(article.getByRole('heading', { level: 2, name: 'Esti megfigyelés' }));
    expect(await article.getByRole('listitem').allInnerTexts()).toEqual(['fecskefarkú', 'kardoslepke']);
    expect(await article.innerText()).toContain('❤️');
    expect(await article.innerText()).toContain('🦋');
    const image = await visible(article.locator('img.img-50'));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const widths = await image.evaluate((element) => [element.getBoundingClientRect().width, element.parentElement!.getBoundingClientRect().width]);
    expect(Math.round((widths[0]! / widths[1]!) * 100)).toBe(50);
    await screenshot(page, 'rich-text-05-saved-post');
    expect(phone.errors).toEqual([]);
  });
});
