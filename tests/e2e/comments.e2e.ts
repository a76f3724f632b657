import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphqlResponse, HU, logIn, timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/comments/messages.ts, share/messages.ts, timeline/messages.ts, i18n/tokens.ts). */
const TEXT = {
  comments: 'Hozzászólások',
  commentList: 'Hozzászólások listája',
  newComment: 'Írj hozzászólást…',
  replyField: (name: string) => `Válasz ${name} részére…`,
  repliesOf: (name: string) => `Válaszok ${name} hozzászólására`,
  replies: (count: number) => `${count} válasz`,
  hideReplies: 'Válaszok elrejtése',
  send: 'Küldés',
  save: 'Mentés',
  reply: 'Válasz',
  actions: 'Hozzászólás műveletei',
  editField: 'Hozzászólás szövege',
  EDIT_COMMENT: 'Hozzászólás szerkesztése',
  DELETE_COMMENT: 'Hozzászólás törlése',
  REPORT_COMMENT: 'Hozzászólás jelentése',
  CONFIRM_DELETE_ITEM: 'Biztosan törlöd?',
  deleteButton: 'Törlés',
  reportReason: 'Mi a gond ezzel a hozzászólással?',
  reportSend: 'Bejelentés küldése',
  reported: 'Köszönjük, a moderátorok megvizsgálják a bejelentést.',
  replyingTo: (name: string) => `Válasz neki: ${name}`,
  commentLike: (count: number) => `Tetszik a hozzászólás, ${count} kedvelés`,
  share: 'Megosztás',
  embed: 'Beágyazás',
  embedCopied: 'A beágyazó kód a vágólapra került',
  SHARED_ITEM_NOT_PUBLIC: 'Csak nyilvános bejegyzést lehet megosztani.',
  tooLong: '[A művelet nem sikerült] Túl hosszú',
} as const;

const COMMENT_BUTTON = /^Hozzászólás, (\d+) hozzászólás$/;
const LIKE_BUTTON = /^Tetszik, (\d+) kedvelés$/;
const SHARE_BUTTON = /^Megosztás, \d+ megosztás$/;

/** Public question of Haladó Hajnalka (server/modules/posts/seed.ts); no other browser test comments on it. */
const ITEM = 'Melyik határozót ajánljátok kezdőknek?';
/** Friends-only note of Profi Péter (server/modules/posts/seed.ts), visible to his friend Kezdő Kata. */
const FRIENDS_ONLY = 'Kis apollólepke – Zemplén';
const A = { email: 'user@lepke.test', name: 'Kezdő Kata' };
const B = { email: 'pro@lepke.test', name: 'Profi Péter' };

const B_COMMENT = 'Szerintem a zöld borítós terepi határozó a legjobb kezdőknek.';
const A_COMMENT = 'Én is kezdő vagyok, kíváncsian várom a tippeket!';
const A_EDITED = 'Én is kezdő vagyok – köszönöm a tippeket!';
const A_REPLY = 'Köszönöm, Péter! Melyik kiadás az?';
/** Longer than the 5000 characters a comment may have (server/modules/comments/service.ts). */
const TOO_LONG = 'Hosszú. '.repeat(700);

/** Screenshots go to the e2e artifacts and to /tmp/shots/comments-*.png. */
const SHOTS = '/tmp/shots';
async function shot(page: Page, name: string) {
  await screenshot(page, `comments-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/comments-${name}.png`, animations: 'disabled' });
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The number in an accessible name such as "Hozzászólás, 3 hozzászólás". */
async function countIn(button: Locator, pattern: RegExp): Promise<number> {
  const match = pattern.exec((await button.getAttribute('aria-label')) ?? '');
  if (!match) throw new Error(`unexpected label ${await button.getAttribute('aria-label')}`);
  return Number(match[1]);
}

async function card(page: Page, title: string): Promise<Locator> {
  const found = (await timelineCards(page)).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await found.scrollIntoViewIfNeeded();
  return found;
}

/** Opens the item's comment sheet from its card. */
async function openThread(page: Page): Promise<Locator> {
  await (await card(page, ITEM)).getByRole('button', { name: COMMENT_BUTTON }).click();
  const sheet = await visible(page.getByRole('dialog', { name: TEXT.comments }));
  await visible(sheet.getByRole('list', { name: TEXT.commentList }));
  return sheet;
}

function commentIn(scope: Locator, text: string): Locator {
  return scope.getByRole('listitem').filter({ hasText: text }).first();
}

/** The names of the entries of a comment's menu, after opening it. */
async function menuEntries(page: Page, comment: Locator): Promise<string[]> {
  // The comment's own actions row: the first menu button belongs to the comment itself, not to a reply.
  await comment.getByRole('button', { name: TEXT.actions }).first().click();
  const menu = await visible(page.getByRole('menu'));
  return menu.getByRole('menuitem').allInnerTexts();
}

describe('comment threads, the likers long-press and sharing', () => {
  let browser: Browser;
  let contextA: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  let errorsA: Error[];
  let itemId: string;
  let idB: number;
  let comments0: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    contextA = await newRoutedPhoneContext(browser);
    await contextA.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    pageA = await contextA.newPage();
    errorsA = collectPageErrors(pageA);
    pageB = await (await newRoutedPhoneContext(browser)).newPage();
    await logIn(pageA, A.email);
    await logIn(pageB, B.email);

    const data = await gql<{ timeline: { edges: { node: { id: string; title: string } }[] }; viewer: { entityId: number } }>(
      pageB,
      '{ timeline(first: 100) { edges { node { id title } } } viewer { entityId } }',
    );
    itemId = data.timeline.edges.find(({ node }) => node.title === ITEM)!.node.id;
    idB = data.viewer.entityId;
    // B's comment is there before A opens the thread.
    const added = await gql<{ addComment: { __typename: string } }>(pageB, 'mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename } }', {
      input: { objectId: itemId, message: B_COMMENT },
    });
    expect(added.addComment.__typename).toBe('AddCommentPayload');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the thread from the card with the field focused; a new comment shows and the card count follows', async () => {
    await pageA.goto('/');
    const commentButton = (await card(pageA, ITEM)).getByRole('button', { name: COMMENT_BUTTON });
    comments0 = await countIn(commentButton, COMMENT_BUTTON);

    const sheet = await openThread(pageA);
    await visible(commentIn(sheet, B_COMMENT));
    const field = sheet.getByRole('textbox', { name: TEXT.newComment });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);

    await pageA.keyboard.type(A_COMMENT);
    await Promise.all([graphqlResponse(pageA, 'CommentComposerAddMutation'), sheet.getByRole('button', { name: TEXT.send }).click()]);
    const mine = await visible(commentIn(sheet.getByRole('list', { name: TEXT.commentList }), A_COMMENT));
    expect(await mine.getByRole('link', { name: A.name }).getAttribute('href')).toMatch(/^\/people\/\d+$/);
    expect(await field.inputValue()).toBe('');
    await expect.poll(() => countIn(commentButton, COMMENT_BUTTON)).toBe(comments0 + 1);
    await shot(pageA, '01-thread');
  });

  it('counts a comment at once and takes it back with a toast when the server refuses it', async () => {
    const sheet = pageA.getByRole('dialog', { name: TEXT.comments });
    const field = sheet.getByRole('textbox', { name: TEXT.newComment });
    const commentButton = (await card(pageA, ITEM)).getByRole('button', { name: COMMENT_BUTTON });
    const before = await countIn(commentButton, COMMENT_BUTTON);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The request is held until the optimistic count has been seen; the real server then refuses the too long text.
    await pageA.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'CommentComposerAddMutation') await held;
      await route.fallback();
    });
    await field.fill(TOO_LONG);
    const refusal = graphqlResponse(pageA, 'CommentComposerAddMutation');
    await sheet.getByRole('button', { name: TEXT.send }).click();
    await expect.poll(() => countIn(commentButton, COMMENT_BUTTON)).toBe(before + 1);
    release();
    expect((await (await refusal).json()).data.addComment.__typename).toBe('ValidationError');
    await pageA.unrouteAll();

    await visible(pageA.getByText(TEXT.tooLong));
    await expect.poll(() => countIn(commentButton, COMMENT_BUTTON)).toBe(before);
    expect(await sheet.getByRole('listitem').filter({ hasText: 'Hosszú.' }).count()).toBe(0);
    // The text stays in the field to be shortened.
    expect(await field.inputValue()).toBe(TOO_LONG);
    await field.fill('');
  });

  it('likes a comment, and replies in its sub-thread: the reply names its target, the counts go up', async () => {
    const sheet = pageA.getByRole('dialog', { name: TEXT.comments });
    const bComment = commentIn(sheet, B_COMMENT);

    const like = bComment.getByRole('button', { name: TEXT.commentLike(0) });
    await like.click();
    await visible(pageA.getByText(HU.itemLiked, { exact: true }).first());
    await visible(bComment.getByRole('button', { name: TEXT.commentLike(1) }));

    await bComment.getByRole('button', { name: TEXT.reply, exact: true }).click();
    const replyField = sheet.getByRole('textbox', { name: TEXT.replyField(B.name) });
    await expect.poll(() => replyField.evaluate((element) => element === document.activeElement)).toBe(true);
    await replyField.fill(A_REPLY);
    const [response] = await Promise.all([graphqlResponse(pageA, 'CommentComposerAddMutation'), bComment.getByRole('button', { name: TEXT.send }).click()]);
    expect((await response.json()).data.addComment.__typename).toBe('AddCommentPayload');

    const replies = await visible(sheet.getByRole('list', { name: TEXT.repliesOf(B.name) }));
    const reply = await visible(commentIn(replies, A_REPLY));
    const target = reply.getByRole('link', { name: TEXT.replyingTo(B.name) });
    expect(await target.innerText()).toBe(`@${B.name}`);
    expect(await target.getAttribute('href')).toBe(`/people/${idB}`);
    await shot(pageA, '02-subthread');

    // The sub-thread's top counts the reply; closing the sub-thread shows it.
    await bComment.getByRole('button', { name: TEXT.hideReplies }).click();
    await visible(bComment.getByRole('button', { name: TEXT.replies(1) }));
    const commentButton = (await card(pageA, ITEM)).getByRole('button', { name: COMMENT_BUTTON });
    await expect.poll(() => countIn(commentButton, COMMENT_BUTTON)).toBe(comments0 + 2);
  });

  it("edits the viewer's own comment in place; its menu has edit and delete, not report", async () => {
    const sheet = pageA.getByRole('dialog', { name: TEXT.comments });
    const mine = commentIn(sheet, A_COMMENT);
    expect(await menuEntries(pageA, mine)).toEqual([TEXT.EDIT_COMMENT, TEXT.DELETE_COMMENT]);
    await pageA.getByRole('menuitem', { name: TEXT.EDIT_COMMENT }).click();

    const field = sheet.getByRole('textbox', { name: TEXT.editField });
    await field.fill(A_EDITED);
    await shot(pageA, '03-edit');
    await Promise.all([graphqlResponse(pageA, 'CommentItemEditMutation'), sheet.getByRole('button', { name: TEXT.save }).click()]);
    await visible(commentIn(sheet, A_EDITED));
    expect(await sheet.getByText(A_COMMENT, { exact: true }).count()).toBe(0);
  });

  it('deletes it after CONFIRM_DELETE_ITEM; the count drops, also after a reload', async () => {
    const sheet = pageA.getByRole('dialog', { name: TEXT.comments });
    const mine = commentIn(sheet, A_EDITED);
    await menuEntries(pageA, mine);
    await pageA.getByRole('menuitem', { name: TEXT.DELETE_COMMENT }).click();
    const confirm = await visible(pageA.getByRole('alertdialog', { name: TEXT.CONFIRM_DELETE_ITEM }));
    await shot(pageA, '04-confirm-delete');
    await Promise.all([graphqlResponse(pageA, 'CommentItemDeleteMutation'), confirm.getByRole('button', { name: TEXT.deleteButton }).click()]);
    await mine.waitFor({ state: 'detached' });

    const commentButton = (await card(pageA, ITEM)).getByRole('button', { name: COMMENT_BUTTON });
    await expect.poll(() => countIn(commentButton, COMMENT_BUTTON)).toBe(comments0 + 1);

    await pageA.reload();
    const again = await openThread(pageA);
    await visible(commentIn(again, B_COMMENT));
    expect(await again.getByText(A_EDITED).count()).toBe(0);
    expect(await countIn((await card(pageA, ITEM)).getByRole('button', { name: COMMENT_BUTTON }), COMMENT_BUTTON)).toBe(comments0 + 1);
    await pageA.keyboard.press('Escape');
  });

  it("shows another user REPORT_COMMENT on A's reply, edit and delete on their own; the report is sent", async () => {
    await pageB.goto('/');
    const sheet = await openThread(pageB);
    const bComment = commentIn(sheet, B_COMMENT);
    expect(await menuEntries(pageB, bComment)).toEqual([TEXT.EDIT_COMMENT, TEXT.DELETE_COMMENT]);
    await pageB.keyboard.press('Escape');

    await bComment.getByRole('button', { name: TEXT.replies(1) }).click();
    const reply = await visible(commentIn(sheet.getByRole('list', { name: TEXT.repliesOf(B.name) }), A_REPLY));
    expect(await menuEntries(pageB, reply)).toEqual([TEXT.REPORT_COMMENT]);
    await pageB.getByRole('menuitem', { name: TEXT.REPORT_COMMENT }).click();
    const report = await visible(pageB.getByRole('dialog', { name: TEXT.REPORT_COMMENT }));
    await report.getByRole('textbox', { name: TEXT.reportReason }).fill('Teszt bejelentés');
    await shot(pageB, '05-report');
    await Promise.all([graphqlResponse(pageB, 'CommentItemReportMutation'), report.getByRole('button', { name: TEXT.reportSend }).click()]);
    await visible(pageB.getByText(TEXT.reported));
  });

  it("shows a site moderator DELETE_COMMENT besides REPORT_COMMENT on others' comments", async () => {
    const moderator = await (await newRoutedPhoneContext(browser)).newPage();
    await logIn(moderator, 'moderator@lepke.test');
    const sheet = await openThread(moderator);
    expect(await menuEntries(moderator, commentIn(sheet, B_COMMENT))).toEqual([TEXT.DELETE_COMMENT, TEXT.REPORT_COMMENT]);
    await shot(moderator, '05b-moderator-menu');
    await moderator.keyboard.press('Escape');
    await moderator.context().close();
  });

  it('shares a public item from its popover (links and the embed snippet); a friends-only one raises SHARED_ITEM_NOT_PUBLIC', async () => {
    await pageA.goto('/');
    await (await card(pageA, ITEM)).getByRole('button', { name: SHARE_BUTTON }).click();
    const popover = await visible(pageA.getByRole('dialog', { name: TEXT.share }));
    const links = popover.getByRole('link');
    expect(await links.count()).toBe(11);
    const facebook = new URL((await popover.getByRole('link', { name: /^Facebook/ }).getAttribute('href'))!);
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    // The shared address is the item's own page (its post), not the home page.
    const shared = new URL(facebook.searchParams.get('u')!);
    expect(shared.origin).toBe(new URL(pageA.url()).origin);
    expect(shared.pathname).toMatch(/^\/entity\/post\/\d+$/);
    const mail = await popover.getByRole('link', { name: 'E-mail' }).getAttribute('href');
    expect(mail).toBe(`mailto:?subject=${encodeURIComponent(ITEM)}&body=${encodeURIComponent(`${ITEM} ${shared.href}`)}`);
    await shot(pageA, '06-share');

    await popover.getByRole('button', { name: TEXT.embed }).click();
    await visible(pageA.getByText(TEXT.embedCopied));
    expect(await pageA.evaluate(() => navigator.clipboard.readText())).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/entity\/post\/\d+" title="Melyik/);

    await (await card(pageA, FRIENDS_ONLY)).getByRole('button', { name: SHARE_BUTTON }).click();
    const alert = await visible(pageA.getByRole('alertdialog').filter({ hasText: TEXT.SHARED_ITEM_NOT_PUBLIC }));
    await shot(pageA, '07-not-public');
    await alert.getByRole('button', { name: 'OK' }).click();
  });

  it('a long press on a like button opens the likers route without liking; the context menu does too', async () => {
    await pageA.goto('/');
    const like = (await card(pageA, ITEM)).getByRole('button', { name: LIKE_BUTTON });
    const before = await like.getAttribute('aria-label');
    const likers = `/entity_relation_list_popup/${encodeURIComponent(itemId)}?_reltype=l&_title=LIKEDBY`;

    const box = (await like.boundingBox())!;
    await pageA.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await pageA.mouse.down();
    await pageA.waitForURL((url) => url.pathname + url.search === likers, { timeout: 3000 });
    await pageA.mouse.up();
    await shot(pageA, '08-likers');

    await pageA.goBack();
    const likeAgain = (await card(pageA, ITEM)).getByRole('button', { name: LIKE_BUTTON });
    expect(await likeAgain.getAttribute('aria-label')).toBe(before);
    expect(await likeAgain.getAttribute('aria-pressed')).toBe('false');

    // The keyboard's way: the context menu of the focused button.
    await likeAgain.focus();
    await likeAgain.press('Shift+F10');
    await pageA.waitForURL((url) => url.pathname + url.search === likers, { timeout: 3000 });
    expect(errorsA).toEqual([]);
  });
});
