import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disappears, graphqlResponse, logIn, visible } from './support/app.ts';
import { collectPageErrors, launchBrowser, newRoutedPhoneContext, screenshot } from './support/browser.ts';

/** Hungarian source texts (web/features/relations/messages.ts, notifications/messages.ts, i18n/tokens.ts). */
const TEXT = {
  sendRequest: 'Küldj barátkérőt!',
  requestSent: 'Barátkérő ment',
  friend: 'Barát',
  send: 'Küldés',
  message: 'Üzenet (nem kötelező)',
  requestSentToast: 'Barátkérő elküldve',
  acceptedToast: 'Barátkérő elfogadva',
  unfriendedToast: 'Barátság megszüntetve',
  unfriend: 'Barátság megszüntetése',
  unfriendConfirm: 'Biztosan megszünteted a barátságot?',
  yes: 'Igen',
  accept: 'Elfogadás',
  notificationsTitle: 'Értesítések',
  requestGot: (name: string) => `${name} barátnak jelölt.`,
  members: 'Tagok',
  likedBy: 'Kedvelők',
  nobody: 'Itt még nincs senki.',
} as const;

/** A and B are not friends in the demo data (server/seed/demo.ts), and no other browser test relates them. */
const A = { email: 'user@lepke.test', name: 'Kezdő Kata' };
const B = { email: 'moderator@lepke.test', name: 'Moderátor Márton' };

/** The screenshots of this test also go to /tmp/shots (relations-*.png). */
const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string) {
  await screenshot(page, `relations-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/relations-${name}.png`, animations: 'disabled' });
}

/** The viewer's numeric entity id, asked over the page's own session. */
async function entityIdOf(page: Page): Promise<number> {
  const reply = await page.request.post('/graphql', { data: { query: '{ viewer { entityId } }' } });
  return ((await reply.json()) as { data: { viewer: { entityId: number } } }).data.viewer.entityId;
}

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Értesítések/ });
}

describe('friend requests between two browsers', () => {
  let browser: Browser;
  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  let idA: number;
  let idB: number;
  let errors: Error[] = [];
  let errorsOfB: Error[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [contextA, contextB] = await Promise.all([newRoutedPhoneContext(browser), newRoutedPhoneContext(browser)]);
    [pageA, pageB] = await Promise.all([contextA.newPage(), contextB.newPage()]);
    const [errorsA, errorsB] = [collectPageErrors(pageA), collectPageErrors(pageB)];
    errors = errorsA;
    errorsOfB = errorsB;
    await logIn(pageA, A.email);
    await logIn(pageB, B.email);
    [idA, idB] = await Promise.all([entityIdOf(pageA), entityIdOf(pageB)]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("A sends a request from B's page, B accepts it in the notifications, A's button then reads 'Barát'", async () => {
    // B starts without unread notifications: the bell has no count.
    expect(await bell(pageB).getAttribute('aria-label')).toBe(TEXT.notificationsTitle);

    await pageA.goto(`/people/${idB}`);
    const main = pageA.getByRole('main');
    await (await visible(main.getByRole('button', { name: TEXT.sendRequest }))).click();
    const dialog = await visible(pageA.getByRole('dialog', { name: `Barátkérő: ${B.name}` }));
    await dialog.getByLabel(TEXT.message).fill('Szia! Láttam a bükki megfigyeléseidet.');
    await shot(pageA, '01-request-dialog');
    const sent = graphqlResponse(pageA, 'RelationMutationsSendFriendRequestMutation');
    await dialog.getByRole('button', { name: TEXT.send }).click();
    // Optimistic: the button flips at once; the toast follows the answer.
    await visible(main.getByRole('button', { name: TEXT.requestSent }));
    expect((await (await sent).json()).data.sendFriendRequest.__typename).toBe('RelationPayload');
    await visible(pageA.getByText(TEXT.requestSentToast));
    await shot(pageA, '02-request-sent');

    // B's bell counts the request live, through the viewerCounts subscription.
    await visible(pageB.getByRole('banner').getByRole('button', { name: 'Értesítések: 1 olvasatlan' }));
    await shot(pageB, '03-bell-badge');
    await bell(pageB).click();
    const popup = await visible(pageB.getByRole('dialog').filter({ has: pageB.getByRole('heading', { name: TEXT.notificationsTitle }) }));
    const item = await visible(popup.getByRole('listitem').filter({ hasText: TEXT.requestGot(A.name) }));
    // Opening the list marks it read: the badge drops to 0.
    await visible(pageB.getByRole('banner').getByRole('button', { name: TEXT.notificationsTitle, exact: true }));
    await shot(pageB, '04-notifications');
    const accepted = graphqlResponse(pageB, 'RelationMutationsAcceptFriendRequestMutation');
    await item.getByRole('button', { name: TEXT.accept }).click();
    expect((await (await accepted).json()).data.acceptFriendRequest).toMatchObject({ code: 'FRIEND_REQUEST_ACCEPTED', viewerRelation: 'FRIEND' });
    await visible(pageB.getByText(TEXT.acceptedToast));
    expect(await disappears(item.getByRole('button', { name: TEXT.accept }))).toBe(true);
    await shot(pageB, '05-accepted');

    await pageA.reload();
    await visible(pageA.getByRole('main').getByRole('button', { name: TEXT.friend, exact: true }));
    await shot(pageA, '06-friend');
  });

  it('A unfriends B from the menu after a confirmation', async () => {
    const main = pageA.getByRole('main');
    await main.getByRole('button', { name: TEXT.friend, exact: true }).click();
    const unfriend = await visible(pageA.getByRole('menuitem', { name: TEXT.unfriend }));
    expect(await pageA.getByRole('menuitem').allTextContents()).toEqual([TEXT.unfriend, 'Felhasználó letiltása', 'Felhasználó jelentése', 'Követés']);
    await shot(pageA, '07-friend-menu');
    await unfriend.click();
    const confirm = await visible(pageA.getByRole('alertdialog', { name: TEXT.unfriendConfirm }));
    await shot(pageA, '08-unfriend-confirm');
    await confirm.getByRole('button', { name: TEXT.yes }).click();
    await visible(main.getByRole('button', { name: TEXT.sendRequest }));
    await visible(pageA.getByText(TEXT.unfriendedToast));
    await pageA.reload();
    await visible(pageA.getByRole('main').getByRole('button', { name: TEXT.sendRequest }));
  });

  it('flips the button at once and rolls it back when the server refuses, with the refusal in the toast', async () => {
    await pageA.goto(`/people/${idB}`);
    const main = pageA.getByRole('main');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await pageA.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'RelationMutationsSendFriendRequestMutation') return route.fallback();
      await held;
      // What the server answers when one of them has blocked the other (`__isError` is Relay's interface check).
      await route.fulfill({ json: { data: { sendFriendRequest: { __typename: 'ConflictError', __isError: 'ConflictError', code: 'BLOCKED' } } } });
    });
    await (await visible(main.getByRole('button', { name: TEXT.sendRequest }))).click();
    await (await visible(pageA.getByRole('dialog', { name: `Barátkérő: ${B.name}` }))).getByRole('button', { name: TEXT.send }).click();
    // The answer is held back: the button already shows the request as sent.
    await visible(main.getByRole('button', { name: TEXT.requestSent }));
    release();
    await visible(pageA.getByText('[A művelet nem sikerült] Egyikőtök letiltotta a másikat.'));
    await visible(main.getByRole('button', { name: TEXT.sendRequest }));
    await shot(pageA, '09-rolled-back');
    await pageA.unroute('**/graphql');
  });

  it("shows a login prompt to a guest and nothing on one's own page", async () => {
    const guest = await newRoutedPhoneContext(browser);
    const page = await guest.newPage();
    await page.goto(`/people/${idB}`);
    await visible(page.getByRole('main').getByRole('button', { name: 'Jelentkezz be a kapcsolódáshoz' }));
    expect(await page.getByRole('main').getByRole('button', { name: TEXT.sendRequest }).count()).toBe(0);
    await guest.close();

    await pageA.goto(`/people/${idA}`);
    await visible(pageA.getByRole('main').getByRole('heading', { name: A.name }));
    // No relation button (her own cards may carry a 'friends' privacy lock, which is not one).
    const relationButton = /^(Küldj barátkérőt!|Barát|Barátkérő ment|Barátkérő elfogadása|Jelentkezz be a kapcsolódáshoz)$/;
    expect(await pageA.getByRole('main').getByRole('button', { name: relationButton }).count()).toBe(0);
  });

  it("lists an entity's members, and an object's likers in the LIKEDBY popup", async () => {
    const ids = await pageA.request.post('/graphql', {
      data: { query: '{ timeline(first: 1) { edges { node { id } } } viewer { memberArray } }' },
    });
    const { data } = (await ids.json()) as { data: { timeline: { edges: { node: { id: string } }[] }; viewer: { memberArray: number[] } } };
    const group = data.viewer.memberArray.find((id) => id !== idA)!;

    await pageA.goto(`/entity/${group}/relation/m`);
    const main = pageA.getByRole('main');
    await visible(main.getByRole('heading', { name: TEXT.members }));
    const members = main.getByRole('list', { name: TEXT.members }).getByRole('listitem');
    await members.first().waitFor();
    expect(await members.filter({ hasText: A.name }).count()).toBe(1);
    expect(await members.filter({ hasText: A.name }).getByRole('link').getAttribute('href')).toBe(`/people/${idA}`);
    await shot(pageA, '10-members');

    // Nobody liked the newest item yet; then A likes it and is listed.
    const item = data.timeline.edges[0]!.node.id;
    const liked = await pageA.request.post('/graphql', {
      data: { query: 'mutation ($input: LikeInput!) { like(input: $input) { __typename } }', variables: { input: { objectId: item } } },
    });
    expect((await liked.json()).data.like.__typename).toBe('LikePayload');
    await pageA.goto(`/entity_relation_list_popup/${encodeURIComponent(item)}?_reltype=l&_title=LIKEDBY`);
    const popup = await visible(pageA.getByRole('dialog').filter({ has: pageA.getByRole('heading', { name: TEXT.likedBy }) }));
    await visible(popup.getByRole('link', { name: A.name }));
    await shot(pageA, '11-likers');
    await pageA.request.post('/graphql', {
      data: { query: 'mutation ($input: LikeInput!) { unlike(input: $input) { __typename } }', variables: { input: { objectId: item } } },
    });
    await pageA.reload();
    await visible(popup.getByRole('list', { name: TEXT.likedBy }).or(popup.getByText(TEXT.nobody)));
    expect(await popup.getByRole('link', { name: A.name }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(errorsOfB).toEqual([]);
  });
});
