import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { listLikers } from '../../server/modules/likes/service.ts';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { startTestApp, type TestApp } from './harness.ts';

const mutation = (name: 'like' | 'unlike') => `mutation ($input: LikeInput!) {
  ${name}(input: $input) {
    __typename
    ... on LikePayload { objectId evaluationCount likedByViewer node { id ... on TimelineItem { evaluationCount likedByViewer } } }
    ... on Error { code }
  }
}`;
const LIKERS = `query ($objectId: ID!, $first: Int, $after: String) {
  likers(objectId: $objectId, first: $first, after: $after) {
    totalCount
    edges { node { recId displayName } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const TIMELINE = `query ($first: Int!) {
  timeline(first: $first) {
    totalCount
    edges { node { id recId title evaluationCount commentCount shareCount likedByViewer owner { displayName } } }
  }
}`;

let t: TestApp;
let me: { cookie: string; entityId: number };
let author: number;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
  me = await t.register('Me');
  author = await newEntity('Author');
});
afterAll(() => t?.close());

function newEntity(displayName: string): Promise<number> {
  return t.db.prisma.entity.create({ data: { type: 0, displayName } }).then(({ id }) => id);
}

/** A fresh item, so every test starts from its own counters. Privacy 9 anybody, 0 only the owner. */
async function newItem({ ownerId = author, privacy = 9, evaluationCount = 0, category = 'NOTE' } = {}) {
  const { id } = await t.db.prisma.timelineItem.create({ data: { ownerId, privacy, evaluationCount, title: 'item', category } });
  return { id, key: objectKey({ kind: 'TimelineItem', id }) };
}

async function newComment(itemKey: string, createdById = author) {
  const { id } = await t.db.prisma.comment.create({ data: { objectId: itemKey, createdById, message: 'nice' } });
  return { id, key: objectKey({ kind: 'Comment', id }) };
}

async function stored(itemId: number) {
  const [item, likes] = await Promise.all([
    t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id: itemId }, select: { evaluationCount: true } }),
    t.db.prisma.like.count({ where: { objectId: objectKey({ kind: 'TimelineItem', id: itemId }) } }),
  ]);
  return { evaluationCount: item.evaluationCount, likes };
}

async function gqlToggle(name: 'like' | 'unlike', objectId: string, cookie: string | undefined = me.cookie) {
  const reply = await t.gql(mutation(name), { input: { objectId } }, { cookie });
  return reply.body.data?.[name] ?? reply.body;
}

describe('GraphQL like and unlike', () => {
  test('change the count and the liked state once, however often they are repeated', async () => {
    const item = await newItem({ evaluationCount: 5 });
    const liked = { __typename: 'LikePayload', objectId: item.key, evaluationCount: 6, likedByViewer: true };
    const node = (evaluationCount: number, likedByViewer: boolean) => ({ node: { id: item.key, evaluationCount, likedByViewer } });

    expect(await gqlToggle('like', item.key)).toEqual({ ...liked, ...node(6, true) });
    expect(await gqlToggle('like', item.key)).toEqual({ ...liked, ...node(6, true) });
    expect(await stored(item.id)).toEqual({ evaluationCount: 6, likes: 1 });

    const unliked = { ...liked, evaluationCount: 5, likedByViewer: false, ...node(5, false) };
    expect(await gqlToggle('unlike', item.key)).toEqual(unliked);
    expect(await gqlToggle('unlike', item.key)).toEqual(unliked);
    expect(await stored(item.id)).toEqual({ evaluationCount: 5, likes: 0 });
  });

  test('the liked ids of the session state follow', async () => {
    const item = await newItem();
    const likedIds = async () => (await t.gql('{ viewer { likedIds } }', {}, { cookie: me.cookie })).body.data.viewer.likedIds;
    await gqlToggle('like', item.key);
    expect(await likedIds()).toContain(item.key);
    await gqlToggle('unlike', item.key);
    expect(await likedIds()).not.toContain(item.key);
  });

  test('a guest is refused with UNAUTHORIZED', async () => {
    const item = await newItem();
    const reply = await t.gql(mutation('like'), { input: { objectId: item.key } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(await stored(item.id)).toEqual({ evaluationCount: 0, likes: 0 });
  });

  test.each([
    ['an item the viewer may not see', async () => (await newItem({ privacy: 0 })).key],
    ['a missing item', () => Promise.resolve(objectKey({ kind: 'TimelineItem', id: 999_999 }))],
    ['a global id of another type', () => Promise.resolve(Buffer.from(`Entity:${author}`).toString('base64'))],
    ['a malformed id', () => Promise.resolve('not-an-id')],
  ])('%s is not found', async (_name, key) => {
    expect(await gqlToggle('like', await key())).toMatchObject({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
  });

  test('an item about a new friendship is refused, as its viewerCan.like says, and nothing changes', async () => {
    const friendship = await newItem({ category: 'FRIEND' });
    const can = await t.gql(`query ($id: ID!) { node(id: $id) { ... on TimelineItem { viewerCan { like } } } }`, { id: friendship.key }, { cookie: me.cookie });
    expect(can.body.data?.node).toEqual({ viewerCan: { like: false } });
    expect(await gqlToggle('like', friendship.key)).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await stored(friendship.id)).toEqual({ evaluationCount: 0, likes: 0 });
  });

  test('a comment on a hidden item is not found, and nothing changes', async () => {
    const hidden = await newItem({ privacy: 0 });
    const comment = await newComment(hidden.key);
    expect(await gqlToggle('like', comment.key)).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect(await t.db.prisma.like.count({ where: { objectId: comment.key } })).toBe(0);
    expect(await stored(hidden.id)).toEqual({ evaluationCount: 0, likes: 0 });
  });

  test("a block either way refuses liking the other's comments and items, and nothing changes", async () => {
    const [blocker, blocked] = await Promise.all([newEntity('Blocker'), newEntity('Blocked')]);
    await t.db.prisma.block.createMany({
      data: [
        { blockerId: blocker, blockedId: me.entityId },
        { blockerId: me.entityId, blockedId: blocked },
      ],
    });
    const item = await newItem();
    for (const ownerId of [blocker, blocked]) {
      const comment = await newComment(item.key, ownerId);
      expect(await gqlToggle('like', comment.key)).toMatchObject({ __typename: 'ForbiddenError', code: 'BLOCKED' });
      expect(await t.db.prisma.like.count({ where: { objectId: comment.key } })).toBe(0);

      // An item the timeline hides because of the block is not found rather than refused.
      const theirs = await newItem({ ownerId });
      expect(await gqlToggle('like', theirs.key)).toMatchObject({ code: expect.stringMatching(/^(BLOCKED|DATA_NOT_FOUND)$/) });
      expect(await stored(theirs.id)).toEqual({ evaluationCount: 0, likes: 0 });
    }
  });
});

describe('REST like and unlike', () => {
  test('POST /api/like/{id} and /api/unlike/{id} answer the count, the state and the spec token', async () => {
    const item = await newItem({ evaluationCount: 2 });
    const post = (path: string) => t.rest('POST', path, { cookie: me.cookie });
    const liked = { success: true, evaluation_count: 3, liked: true, message: 'ITEM_LIKED' };
    const unliked = { success: true, evaluation_count: 2, liked: false, message: 'ITEM_UNLIKED' };

    for (const [path, body] of [
      [`/api/like/${item.id}`, liked],
      [`/api/like/${item.id}`, liked],
      [`/api/unlike/${item.id}`, unliked],
      [`/api/unlike/${item.id}`, unliked],
    ] as const) {
      const reply = await post(path);
      expect([reply.status, reply.body]).toEqual([200, body]);
    }
  });

  test('/comment likes a comment: the comment counts it, not its item', async () => {
    const item = await newItem();
    const comment = await newComment(item.key);
    const reply = await t.rest('POST', `/api/like/${comment.id}/comment`, { cookie: me.cookie });
    expect(reply.body).toEqual({ success: true, evaluation_count: 1, liked: true, message: 'ITEM_LIKED' });
    const stored = await t.db.prisma.comment.findUniqueOrThrow({ where: { id: comment.id }, select: { evaluationCount: true } });
    expect(stored.evaluationCount).toBe(1);
    expect(await t.db.prisma.like.findMany({ where: { entityId: me.entityId, objectId: comment.key }, select: { objectId: true } })).toHaveLength(1);

    const unliked = await t.rest('POST', `/api/unlike/${comment.id}/comment`, { cookie: me.cookie });
    expect(unliked.body).toMatchObject({ evaluation_count: 0, liked: false, message: 'ITEM_UNLIKED' });
    expect((await gqlToggle('like', item.key)).evaluationCount).toBe(1);
  });

  test.each([
    ['a guest', undefined, 'visible', 401, 'UNAUTHORIZED'],
    ['a hidden item', 'me', 'hidden', 404, 'DATA_NOT_FOUND'],
    ['a malformed id', 'me', 'abc', 404, 'DATA_NOT_FOUND'],
  ] as const)('%s gets %s', async (_name, viewer, target, status, errorCode) => {
    const item = await newItem({ privacy: target === 'hidden' ? 0 : 9 });
    const id = target === 'abc' ? 'abc' : item.id;
    const reply = await t.rest('POST', `/api/like/${id}`, { cookie: viewer && me.cookie });
    expect([reply.status, reply.body.error_code]).toEqual([status, errorCode]);
    expect(await stored(item.id)).toEqual({ evaluationCount: 0, likes: 0 });
  });
});

describe('likers', () => {
  let item: Awaited<ReturnType<typeof newItem>>;
  beforeAll(async () => {
    item = await newItem();
    const likers = await Promise.all(['Anna', 'Béla', 'Csaba'].map(newEntity));
    await t.db.prisma.like.createMany({
      data: likers.map((entityId, i) => ({ entityId, objectId: item.key, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
    });
  });

  test('the likers connection pages through them, most recent first', async () => {
    const first = (await t.gql(LIKERS, { objectId: item.key, first: 2 })).body.data.likers;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map(({ node }: { node: { displayName: string } }) => node.displayName)).toEqual(['Csaba', 'Béla']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await t.gql(LIKERS, { objectId: item.key, first: 2, after: first.pageInfo.endCursor })).body.data.likers;
    expect(rest.edges.map(({ node }: { node: { displayName: string } }) => node.displayName)).toEqual(['Anna']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  test('of a hidden object is null', async () => {
    const hidden = await newItem({ privacy: 0 });
    expect((await t.gql(LIKERS, { objectId: hidden.key })).body).toEqual({ data: { likers: null } });
  });

  test('listLikers gives a page of entity summaries and the total (LIKEDBY)', async () => {
    const guest = { role: 'GUEST', user: null, sessionId: null } as const;
    const page = await listLikers(t.app.services, guest, item.key, { page: 1, size: 2 });
    expect(page).toEqual({ total: 3, data: [{ id: expect.any(Number), type: 0, displayName: 'Anna', profileImageUrl: null }] });
  });

  test('the REST relation list of type l is the LIKEDBY list of a timeline item', async () => {
    const reply = await t.rest('GET', `/api/entity/relation/${item.id}/l?_size=2`);
    expect(reply.status).toBe(200);
    expect(reply.body.list.page.totalElements).toBe(3);
    expect(reply.body.list.data.map((row: { display_name: string }) => row.display_name)).toEqual(['Csaba', 'Béla']);
    const hidden = await newItem({ privacy: 0 });
    expect((await t.rest('GET', `/api/entity/relation/${hidden.id}/l`)).status).toBe(404);
  });
});

describe('the like state of a timeline page', () => {
  test('costs at most 4 statements for 20 items with authors and counts (session, items, count, likes)', async () => {
    const items = await Promise.all(Array.from({ length: 20 }, () => newItem()));
    await Promise.all(items.slice(0, 3).map((item) => gqlToggle('like', item.key)));

    t.resetQueryCount();
    const reply = await t.gql(TIMELINE, { first: 20 }, { cookie: me.cookie });
    const statements = t.queryCount();

    expect(reply.body.errors).toBeUndefined();
    const nodes: { id: string; likedByViewer: boolean; evaluationCount: number }[] = reply.body.data.timeline.edges.map(({ node }: { node: unknown }) => node);
    expect(nodes).toHaveLength(20);
    const likedKeys = new Set(items.slice(0, 3).map((item) => item.key));
    expect(nodes.map((node) => node.likedByViewer)).toEqual(nodes.map((node) => likedKeys.has(node.id)));
    expect(nodes.filter((node) => node.likedByViewer).map((node) => node.evaluationCount)).toEqual([1, 1, 1]);
    expect(statements).toBeLessThanOrEqual(4);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency on PostgreSQL', () => {
  /** Users with sessions, created directly: hashing 200 passwords would only slow the test down. */
  async function newUsers(count: number): Promise<string[]> {
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const entityId = await newEntity(`Liker ${i}`);
        const user = await t.db.prisma.user.create({
          data: { email: `liker-${i}@lepke.test`, passwordHash: '-', entityId, privacyAcceptedAt: new Date() },
        });
        const { token } = await createSession(t.db.prisma, user.id, 60_000, {});
        return `lepke_session=${token}`;
      }),
    );
  }

  test('200 users like one item at once and 100 unlike at once: the count and the rows are exactly 100', async () => {
    const item = await newItem();
    const cookies = await newUsers(200);

    const likes = await Promise.all(cookies.map((cookie) => gqlToggle('like', item.key, cookie)));
    expect(likes.every((payload) => payload.likedByViewer === true)).toBe(true);
    expect(await stored(item.id)).toEqual({ evaluationCount: 200, likes: 200 });

    const unlikes = await Promise.all(cookies.slice(100).map((cookie) => t.rest('POST', `/api/unlike/${item.id}`, { cookie })));
    expect(unlikes.every((reply) => reply.status === 200)).toBe(true);
    expect(await stored(item.id)).toEqual({ evaluationCount: 100, likes: 100 });
  });

  test('the same user liking and unliking at once leaves the count equal to the rows', async () => {
    const item = await newItem();
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? gqlToggle('like', item.key) : t.rest('POST', `/api/unlike/${item.id}`, { cookie: me.cookie }))));
    const { evaluationCount, likes } = await stored(item.id);
    expect(evaluationCount).toBe(likes);
  });
});
