import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { stageCommentNotices, stageLikeNotices } from '../../server/modules/notifications/social.ts';
import { Privacy } from '../../domain/privacy.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Comments, replies and likes notify through the dispatcher (server/modules/notifications/social.ts):
 * the item's owner, the answered comment's author, once; never the actor, never across a block,
 * never someone who cannot see the item; each recipient's channel choices honoured.
 */

interface Account {
  cookie: string;
  entityId: number;
}

const PUSH_ORIGIN = 'https://push.example.test';
const ADD = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { __typename ... on AddCommentPayload { comment { recId } } ... on Error { code } }
}`;
const LIKE = (name: 'like' | 'unlike') => `mutation ($input: LikeInput!) { ${name}(input: $input) { __typename ... on Error { code } } }`;
const SET = `mutation ($input: SetNotificationChannelsInput!) { setNotificationChannels(input: $input) { __typename } }`;
const SUBSCRIBE = `mutation ($input: SubscribePushInput!) { subscribePush(input: $input) { __typename } }`;
const NOTIFICATIONS = '{ viewer { notifications(first: 20) { edges { node { token url actor { recId displayName } } } } } }';

const itemKey = (id: number) => Buffer.from(`TimelineItem:${id}`).toString('base64');
const commentKey = (id: number) => Buffer.from(`Comment:${id}`).toString('base64');

/** The pushes handed to the push service, by endpoint (the transport is swapped as push.test.ts does). */
const sent: string[] = [];

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0', PUSH_SERVICE_HOSTS: new URL(PUSH_ORIGIN).hostname } });
  t.app.services.push.transport = (request) => {
    sent.push(request.endpoint);
    return Promise.resolve(201);
  };
});
afterAll(() => t?.close());

/** An account with a session, straight in the database. */
async function account(displayName: string): Promise<Account> {
  const prisma = t.db.prisma;
  const user = await prisma.user.create({
    data: {
      email: `social-${++counter}@lepke.test`,
      passwordHash: 'unused',
      role: 'USER',
      privacyAcceptedAt: new Date(),
      entity: { create: { type: 0, displayName } },
    },
  });
  const { token } = await createSession(prisma, user.id, 3_600_000, {});
  return { cookie: `${SESSION_COOKIE}=${token}`, entityId: user.entityId };
}

/** An account with one push subscription; answers the endpoint its pushes reach. */
async function subscribed(displayName: string): Promise<Account & { endpoint: string }> {
  const someone = await account(displayName);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `${PUSH_ORIGIN}/send/${someone.entityId}`;
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const reply = await t.gql(SUBSCRIBE, { input: { subscription: { endpoint, keys }, deviceId: `device-${someone.entityId}` } }, { cookie: someone.cookie });
  expect(reply.body.data.subscribePush.__typename).toBe('PushSubscription');
  return { ...someone, endpoint };
}

const pushesTo = (endpoint: string) => sent.filter((each) => each === endpoint).length;

async function waitForPushes(endpoint: string, count: number) {
  const deadline = Date.now() + 5000;
  while (pushesTo(endpoint) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(pushesTo(endpoint)).toBe(count);
}

async function setChannels(who: Account, input: Record<string, unknown>) {
  const reply = await t.gql(SET, { input }, { cookie: who.cookie });
  expect(reply.body.data.setNotificationChannels.__typename).toBe('SetNotificationChannelsPayload');
}

/** A note of the owner's at a privacy level, with its page as a post's. */
async function item(ownerId: number, privacy: number = Privacy.ANYBODY, fields: { category?: string; url?: string } = {}): Promise<number> {
  const { id } = await t.db.prisma.timelineItem.create({ data: { ownerId, privacy, category: fields.category ?? 'NOTE', title: 'Egy bejegyzés' } });
  await t.db.prisma.timelineItem.update({ where: { id }, data: { url: fields.url ?? `/entity/post/${id}` } });
  return id;
}

async function comment(
  who: Account,
  itemId: number,
  options: { subThreadId?: number; replyTo?: number } = {},
): Promise<{ __typename: string; comment?: { recId: number }; code?: string }> {
  const input = {
    objectId: itemKey(itemId),
    message: 'Szép!',
    subThreadId: options.subThreadId,
    replyTo: options.replyTo === undefined ? undefined : commentKey(options.replyTo),
  };
  const reply = await t.gql(ADD, { input }, { cookie: who.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.addComment;
}

async function commented(who: Account, itemId: number, options: { subThreadId?: number; replyTo?: number } = {}): Promise<number> {
  const result = await comment(who, itemId, options);
  expect(result.__typename).toBe('AddCommentPayload');
  return result.comment!.recId;
}

async function toggle(name: 'like' | 'unlike', who: Account, objectId: string): Promise<string> {
  const reply = await t.gql(LIKE(name), { input: { objectId } }, { cookie: who.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data[name].__typename;
}

const rowsOf = (who: Account) => t.db.prisma.notification.findMany({ where: { recipientId: who.entityId }, select: { token: true, url: true }, orderBy: { id: 'asc' } });

const friends = (a: Account, b: Account) =>
  t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: a.entityId, toId: b.entityId, code: 'b' },
      { fromId: b.entityId, toId: a.entityId, code: 'b' },
    ],
  });

describe('a comment', () => {
  test('tells the item’s owner, with a push when they chose one, and not the commenter; the list names the commenter', async () => {
    const [owner, commenter] = await Promise.all([subscribed('Tulajdonos'), account('Hozzászóló')]);
    await setChannels(owner, { kind: 'COMMENT', push: true });
    const itemId = await item(owner.entityId);
    await commented(commenter, itemId);
    const url = `/entity/post/${itemId}?actor=${commenter.entityId}`;
    expect(await rowsOf(owner)).toEqual([{ token: 'COMMENT_ADDED', url }]);
    expect(await rowsOf(commenter)).toEqual([]);
    await waitForPushes(owner.endpoint, 1);

    const list = await t.gql(NOTIFICATIONS, {}, { cookie: owner.cookie });
    expect(list.body.data.viewer.notifications.edges).toEqual([
      { node: { token: 'COMMENT_ADDED', url, actor: { recId: commenter.entityId, displayName: 'Hozzászóló' } } },
    ]);
  });

  test('on a record tells its uploader, linking to the record', async () => {
    const [uploader, commenter] = await Promise.all([account('Megfigyelő'), account('Hozzászóló')]);
    const itemId = await item(uploader.entityId, Privacy.ANYBODY, { category: 'OBSERVATION', url: '/observation/4242' });
    await commented(commenter, itemId);
    expect(await rowsOf(uploader)).toEqual([{ token: 'COMMENT_ADDED', url: `/observation/4242?actor=${commenter.entityId}` }]);
  });

  test('in-app off leaves no row, and push off no push', async () => {
    const [owner, commenter] = await Promise.all([subscribed('Csendes'), account('Hozzászóló')]);
    await setChannels(owner, { kind: 'COMMENT', inApp: false, push: false });
    const itemId = await item(owner.entityId);
    await commented(commenter, itemId);
    // A second owner who wants pushes shows when the first would have been pushed.
    const loud = await subscribed('Hangos');
    await setChannels(loud, { kind: 'COMMENT', push: true });
    await commented(commenter, await item(loud.entityId));
    await waitForPushes(loud.endpoint, 1);
    expect(await rowsOf(owner)).toEqual([]);
    expect(pushesTo(owner.endpoint)).toBe(0);
  });
});

describe('a reply', () => {
  test('tells the answered comment’s author; the owner hears of the comment', async () => {
    const [owner, first, replier] = await Promise.all([account('Tulajdonos'), account('Első'), account('Válaszoló')]);
    const itemId = await item(owner.entityId);
    const top = await commented(first, itemId);
    await commented(replier, itemId, { subThreadId: top });
    expect(await rowsOf(first)).toEqual([{ token: 'COMMENT_REPLY', url: `/entity/post/${itemId}?actor=${replier.entityId}` }]);
    expect(await rowsOf(owner)).toEqual([
      { token: 'COMMENT_ADDED', url: `/entity/post/${itemId}?actor=${first.entityId}` },
      { token: 'COMMENT_ADDED', url: `/entity/post/${itemId}?actor=${replier.entityId}` },
    ]);
    expect(await rowsOf(replier)).toEqual([]);
  });

  test('to the owner’s own comment tells them once, as a reply', async () => {
    const [owner, replier] = await Promise.all([account('Tulajdonos'), account('Válaszoló')]);
    const itemId = await item(owner.entityId);
    const top = await commented(owner, itemId);
    const inThread = await commented(owner, itemId, { subThreadId: top });
    await commented(replier, itemId, { subThreadId: top, replyTo: inThread });
    expect(await rowsOf(owner)).toEqual([{ token: 'COMMENT_REPLY', url: `/entity/post/${itemId}?actor=${replier.entityId}` }]);
  });

  test('reaches nobody who can no longer see the item', async () => {
    const [owner, former, friend] = await Promise.all([account('Tulajdonos'), account('Volt barát'), account('Barát')]);
    await friends(owner, former);
    await friends(owner, friend);
    const itemId = await item(owner.entityId, Privacy.FRIENDS);
    const top = await commented(former, itemId);
    // The friendship ends: the friends-only item is hidden from the former friend now.
    await t.db.prisma.entityRelation.deleteMany({
      where: {
        code: 'b',
        OR: [
          { fromId: owner.entityId, toId: former.entityId },
          { fromId: former.entityId, toId: owner.entityId },
        ],
      },
    });
    await commented(friend, itemId, { subThreadId: top });
    expect(await rowsOf(former)).toEqual([]);
    expect((await rowsOf(owner)).map(({ url }) => url)).toEqual([`/entity/post/${itemId}?actor=${former.entityId}`, `/entity/post/${itemId}?actor=${friend.entityId}`]);
  });
});

describe('a like', () => {
  test('tells the owner once across like, unlike and like again, read or not', async () => {
    const [owner, liker] = await Promise.all([account('Tulajdonos'), account('Kedvelő')]);
    const itemId = await item(owner.entityId);
    for (const name of ['like', 'unlike', 'like', 'like'] as const) expect(await toggle(name, liker, itemKey(itemId))).toBe('LikePayload');
    const url = `/entity/post/${itemId}?actor=${liker.entityId}`;
    expect(await rowsOf(owner)).toEqual([{ token: 'ITEM_LIKED', url }]);
    await t.db.prisma.notification.updateMany({ where: { recipientId: owner.entityId }, data: { readAt: new Date() } });
    await toggle('unlike', liker, itemKey(itemId));
    await toggle('like', liker, itemKey(itemId));
    expect(await rowsOf(owner)).toEqual([{ token: 'ITEM_LIKED', url }]);
    // Somebody else's like is news.
    const other = await account('Másik');
    await toggle('like', other, itemKey(itemId));
    expect((await rowsOf(owner)).map((row) => row.url)).toEqual([url, `/entity/post/${itemId}?actor=${other.entityId}`]);
    expect(await rowsOf(liker)).toEqual([]);
  });

  test('of a comment tells its author, naming the comment', async () => {
    const [owner, author, liker] = await Promise.all([account('Tulajdonos'), account('Szerző'), account('Kedvelő')]);
    const itemId = await item(owner.entityId);
    const commentId = await commented(author, itemId);
    await toggle('like', liker, commentKey(commentId));
    expect(await rowsOf(author)).toEqual([{ token: 'ITEM_LIKED', url: `/entity/post/${itemId}?actor=${liker.entityId}&comment=${commentId}` }]);
    expect(await rowsOf(owner)).toEqual([{ token: 'COMMENT_ADDED', url: `/entity/post/${itemId}?actor=${author.entityId}` }]);
  });

  test('with in-app off leaves no row, and pushes once across like, unlike and like again', async () => {
    const [owner, liker] = await Promise.all([subscribed('Csendes'), account('Kedvelő')]);
    await setChannels(owner, { kind: 'LIKE', inApp: false, push: true });
    const itemId = await item(owner.entityId);
    for (const name of ['like', 'unlike', 'like'] as const) expect(await toggle(name, liker, itemKey(itemId))).toBe('LikePayload');
    await waitForPushes(owner.endpoint, 1);
    expect(await rowsOf(owner)).toEqual([]);
    // A second liker is news again.
    await toggle('like', await account('Másik'), itemKey(itemId));
    await waitForPushes(owner.endpoint, 2);
    // Pushes leave after the answers: give a wrongly repeated one the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushesTo(owner.endpoint)).toBe(2);
  });

  test('deleting the notification does not make the same like news again', async () => {
    const [owner, liker] = await Promise.all([account('Tulajdonos'), account('Kedvelő')]);
    const itemId = await item(owner.entityId);
    await toggle('like', liker, itemKey(itemId));
    expect(await rowsOf(owner)).toHaveLength(1);
    await t.db.prisma.notification.deleteMany({ where: { recipientId: owner.entityId } });
    await toggle('unlike', liker, itemKey(itemId));
    await toggle('like', liker, itemKey(itemId));
    expect(await rowsOf(owner)).toEqual([]);
  });
});

describe('nobody hears', () => {
  test('of their own comments, replies and likes', async () => {
    const owner = await account('Magányos');
    const itemId = await item(owner.entityId);
    const top = await commented(owner, itemId);
    await commented(owner, itemId, { subThreadId: top, replyTo: top });
    await toggle('like', owner, itemKey(itemId));
    await toggle('like', owner, commentKey(top));
    expect(await rowsOf(owner)).toEqual([]);
  });

  test('across a block: the action is refused, and the rules themselves skip a blocked recipient', async () => {
    const [owner, blocked, other] = await Promise.all([account('Tulajdonos'), account('Letiltott'), account('Más')]);
    const itemId = await item(owner.entityId);
    await commented(other, itemId);
    await t.db.prisma.block.create({ data: { blockerId: owner.entityId, blockedId: blocked.entityId } });
    expect(await comment(blocked, itemId)).toMatchObject({ code: expect.stringMatching(/^(BLOCKED|DATA_NOT_FOUND)$/) });
    expect(await toggle('like', blocked, itemKey(itemId))).not.toBe('LikePayload');
    expect(await rowsOf(owner)).toEqual([{ token: 'COMMENT_ADDED', url: `/entity/post/${itemId}?actor=${other.entityId}` }]);

    // Even when an action got past the refusal (a block made meanwhile), its notices go nowhere across the block, either way.
    const loaded = {
      kind: 'TimelineItem' as const,
      id: itemId,
      key: itemKey(itemId),
      ownerId: owner.entityId,
      entityId: null,
      item: { privacy: Privacy.ANYBODY, category: 'NOTE' },
    };
    expect((await stageCommentNotices(t.db.prisma, blocked.entityId, loaded, null)).inApp).toEqual([]);
    expect((await stageLikeNotices(t.db.prisma, blocked.entityId, loaded)).inApp).toEqual([]);
    await t.db.prisma.block.create({ data: { blockerId: other.entityId, blockedId: owner.entityId } });
    const staged = await stageCommentNotices(t.db.prisma, owner.entityId, loaded, other.entityId);
    expect(staged.inApp).toEqual([]);
    expect(await rowsOf(other)).toEqual([]);
    // Without a block the same call reaches its recipient.
    const stranger = await account('Idegen');
    expect((await stageLikeNotices(t.db.prisma, stranger.entityId, loaded)).inApp).toEqual([
      { recipientId: owner.entityId, token: 'ITEM_LIKED', url: `/entity/post/${itemId}?actor=${stranger.entityId}` },
    ]);
  });
});
