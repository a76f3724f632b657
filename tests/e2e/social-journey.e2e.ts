/**
 * The social core end to end, in three browsers at phone size: A befriends B, writes a
 * friends-only note that B sees and C does not, B likes it (the count moves before the server
 * answers) and comments, and A replies in the comment's sub-thread.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlResponse, HU, logIn, timelineCards, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/{relations,notifications,posts,comments,home}/messages.ts, i18n/tokens.ts). */
const TEXT = {
  sendRequest: 'Küldj barátkérőt!',
  requestSent: 'Barátkérő ment',
  friend: 'Barát',
  send: 'Küldés',
  accept: 'Elfogadás',
  requestGot: (name: string) => `${name} barátnak jelölt.`,
  unread: /^Értesítések: \d+ olvasatlan$/,
  notifications: 'Értesítések',
  save: 'Mentés',
  title: 'Cím',
  body: 'Szöveg',
  whoSees: 'Ki láthatja?',
  friends: 'A barátaim láthatják',
  comments: 'Hozzászólások',
  commentList: 'Hozzászólások listája',
  newComment: 'Írj hozzászólást…',
  reply: 'Válasz',
  replyField: (name: string) => `Válasz ${name} részére…`,
  repliesOf: (name: string) => `Válaszok ${name} hozzászólására`,
  replyingTo: (name: string) => `Válasz neki: ${name}`,
} as const;
const LIKE_BUTTON = /^Tetszik, (\d+) kedvelés$/;
const COMMENT_BUTTON = /^Hozzászólás, (\d+) hozzászólás$/;

/** Nobody of the three is friends with another in the demo data, and no other browser test relates them. */
const A = { email: 'pro@lepke.test', name: 'Profi Péter' };
const B = { email: 'editor@lepke.test', name: 'Szerkesztő Szilvia' };
const C = { email: 'moderator@lepke.test', name: 'Moderátor Márton' };

const NOTE = `Csak barátoknak: nappali pávaszem a csalánon ${Date.now()}`;
const B_COMMENT = 'Gyönyörű! Hol találtad pontosan?';
const A_REPLY = 'A patak melletti csalánosban, a híd után.';

const SHOTS = '/tmp/shots';
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `journey-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/journey-${name}.png`, animations: 'disabled' });
}

async function entityIdOf(page: Page): Promise<number> {
  const reply = await page.request.post('/graphql', { data: { query: '{ viewer { entityId } }' } });
  return ((await reply.json()) as { data: { viewer: { entityId: number } } }).data.viewer.entityId;
}

/** The note's card on the home timeline, once the timeline has loaded. */
async function noteCard(page: Page): Promise<Locator> {
  return (await timelineCards(page)).filter({ has: page.getByText(NOTE, { exact: true }) });
}

describe('A, B and C in three browsers', () => {
  let browser: Browser;
  const pages = {} as Record<'a' | 'b' | 'c', Page>;
  const errors: Error[][] = [];
  let idB: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const [key, account] of [
      ['a', A],
      ['b', B],
      ['c', C],
    ] as const) {
      const page = await (await newRoutedPhoneContext(browser)).newPage();
      errors.push(collectPageErrors(page));
      await logIn(page, account.email);
      pages[key] = page;
    }
    idB = await entityIdOf(pages.b);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("A sends B a friend request: 'Küldj barátkérőt!' turns into 'Barátkérő ment'", async () => {
    const { a } = pages;
    await a.goto(`/people/${idB}`);
    const main = a.getByRole('main');
    await (await visible(main.getByRole('button', { name: TEXT.sendRequest }))).click();
    const dialog = await visible(a.getByRole('dialog', { name: `Barátkérő: ${B.name}` }));
    await dialog.getByRole('button', { name: TEXT.send }).click();
    await visible(main.getByRole('button', { name: TEXT.requestSent }));
    await shot(a, '01-request-sent');
  });

  it('B sees the badge, opens the notifications and accepts', async () => {
    const { b } = pages;
    const bell = await visible(b.getByRole('banner').getByRole('button', { name: TEXT.unread }));
    await shot(b, '02-badge');
    await bell.click();
    const popup = await visible(b.getByRole('dialog').filter({ has: b.getByRole('heading', { name: TEXT.notifications }) }));
    const request = await visible(popup.getByRole('listitem').filter({ hasText: TEXT.requestGot(A.name) }));
    const accepted = graphqlResponse(b, 'RelationMutationsAcceptFriendRequestMutation');
    await request.getByRole('button', { name: TEXT.accept }).click();
    expect((await (await accepted).json()).data.acceptFriendRequest).toMatchObject({ viewerRelation: 'FRIEND' });
    await shot(b, '03-accepted');

    await pages.a.reload();
    await visible(pages.a.getByRole('main').getByRole('button', { name: TEXT.friend, exact: true }));
  });

  it('A posts a friends-only note', async () => {
    const { a } = pages;
    await a.goto('/post/edit/');
    const form = await visible(a.locator('form.posts-form'));
    await form.getByLabel(TEXT.title).fill(NOTE);
    await form.getByLabel(TEXT.body).fill('Három hernyócsoport is volt rajta, holnap visszamegyek.');
    await form.getByLabel(TEXT.whoSees).selectOption({ label: TEXT.friends });
    await Promise.all([graphqlResponse(a, 'PostEditPageCreateMutation'), form.getByRole('button', { name: TEXT.save }).click()]);
    await a.waitForURL((url) => url.pathname === '/');
    await visible((await noteCard(a)).getByRole('button', { name: TEXT.friends }));
    await shot(a, '04-note-posted');
  });

  it('B sees the note; C, who is not a friend of A, does not', async () => {
    const { b, c } = pages;
    await b.goto('/');
    const card = await noteCard(b);
    await visible(card);
    await card.scrollIntoViewIfNeeded();
    await shot(b, '05-friend-sees-it');

    await c.goto('/');
    await timelineCards(c);
    expect(await c.getByText(NOTE, { exact: true }).count()).toBe(0);
    await shot(c, '06-stranger-does-not');
  });

  it('B likes it: the count changes before the server answers', async () => {
    const { b } = pages;
    const like = (await noteCard(b)).getByRole('button', { name: LIKE_BUTTON });
    expect(await like.getAttribute('aria-label')).toBe(HU.like(0));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await b.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'LikeButtonLikeMutation') await held;
      await route.continue();
    });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-label')).toBe(HU.like(1));
    await shot(b, '07-liked-before-the-answer');
    const answered = graphqlResponse(b, 'LikeButtonLikeMutation');
    release();
    expect((await (await answered).json()).data.like.__typename).toBe('LikePayload');
    await b.unroute('**/graphql');
    await visible(b.getByText(HU.itemLiked, { exact: true }));
  });

  it('B comments, and A replies in the sub-thread', async () => {
    const { a, b } = pages;
    await (await noteCard(b)).getByRole('button', { name: COMMENT_BUTTON }).click();
    const sheetB = await visible(b.getByRole('dialog', { name: TEXT.comments }));
    await sheetB.getByRole('textbox', { name: TEXT.newComment }).fill(B_COMMENT);
    await Promise.all([graphqlResponse(b, 'CommentComposerAddMutation'), sheetB.getByRole('button', { name: TEXT.send }).click()]);
    await visible(sheetB.getByRole('list', { name: TEXT.commentList }).getByText(B_COMMENT));
    await shot(b, '08-commented');

    await a.goto('/');
    const card = await noteCard(a);
    await visible(card.getByRole('button', { name: HU.like(1) }));
    await card.getByRole('button', { name: COMMENT_BUTTON }).click();
    const sheetA = await visible(a.getByRole('dialog', { name: TEXT.comments }));
    const comment = sheetA.getByRole('listitem').filter({ hasText: B_COMMENT }).first();
    await (await visible(comment.getByRole('button', { name: TEXT.reply, exact: true }))).click();
    await sheetA.getByRole('textbox', { name: TEXT.replyField(B.name) }).fill(A_REPLY);
    await Promise.all([graphqlResponse(a, 'CommentComposerAddMutation'), comment.getByRole('button', { name: TEXT.send }).click()]);
    const replies = await visible(sheetA.getByRole('list', { name: TEXT.repliesOf(B.name) }));
    const reply = await visible(replies.getByRole('listitem').filter({ hasText: A_REPLY }));
    expect(await reply.getByRole('link', { name: TEXT.replyingTo(B.name) }).getAttribute('href')).toBe(`/people/${idB}`);
    await shot(a, '09-replied');

    // B reads the reply after a reload: two comments on the card, the reply in the sub-thread.
    await b.goto('/');
    await expect.poll(async () => (await noteCard(b)).getByRole('button', { name: COMMENT_BUTTON }).getAttribute('aria-label')).toBe('Hozzászólás, 2 hozzászólás');
    for (const pageErrors of errors) expect(pageErrors).toEqual([]);
  });
});
