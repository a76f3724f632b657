import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PrismaClient } from '../../server/db/generated/prisma/client.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PAGE = `query ($first: Int!, $after: String) {
  timeline(first: $first, after: $after) {
    totalCount
    edges { node { id title summary time category owner { displayName } ownedByViewer } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const NODE = 'query ($id: ID!) { node(id: $id) { ... on TimelineItem { title } } }';

/** Public filler items, older than the fixture, so that a viewer sees well over one page. */
const BULK = 200;
type Owner = 'me' | 'stranger' | 'friend' | 'mate' | 'outsider';
/** Newest first. Privacy: 0 only me, 1 friends, 2 same group, 9 anybody, -1 removed. */
const ITEMS: [title: string, owner: Owner, privacy: number][] = [
  ['mine, only me', 'me', 0],
  ['mine, removed', 'me', -1],
  ['friend, friends', 'friend', 1],
  ['friend, only me', 'friend', 0],
  ['friend, same group', 'friend', 2],
  ['stranger, friends', 'stranger', 1],
  ['stranger, anybody', 'stranger', 9],
  ['mate, same group', 'mate', 2],
  ['mate, friends', 'mate', 1],
  ['outsider, same group', 'outsider', 2],
];
const VISIBLE: Record<'guest' | 'me' | 'stranger', string[]> = {
  guest: ['stranger, anybody'],
  me: ['mine, only me', 'friend, friends', 'stranger, anybody', 'mate, same group'],
  stranger: ['stranger, friends', 'stranger, anybody'],
};

interface Account {
  cookie: string;
  entityId: number;
}

let t: TestApp;
let accounts: Record<'me' | 'stranger', Account>;
/** fixture item ids by title */
let itemIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
  const [me, stranger] = await Promise.all([t.register('Me'), t.register('Stranger')]);
  accounts = { me, stranger };
  itemIds = await createFixture(t.db.prisma, me.entityId, stranger.entityId);
});
afterAll(() => t?.close());

/**
 * Me: friends with `friend` (b both ways); a friend request from `stranger` (s/g, not a friendship);
 * member of group G with `mate`; only a join request (j) to group H, where `outsider` and `friend` are members.
 * Both groups are curated (type 6, joined with approval): only those make a same group for privacy 2.
 */
async function createFixture(prisma: PrismaClient, me: number, stranger: number): Promise<Record<string, number>> {
  const entity = (type: number, displayName: string) => prisma.entity.create({ data: { type, displayName } }).then(({ id }) => id);
  const [friend, mate, outsider, filler, groupG, groupH] = await Promise.all([
    entity(0, 'Friend'),
    entity(0, 'Mate'),
    entity(0, 'Outsider'),
    entity(0, 'Filler'),
    entity(6, 'Group G'),
    entity(6, 'Group H'),
  ]);
  const relation = (fromId: number, code: string, toId: number) => ({ fromId, code, toId });
  await prisma.entityRelation.createMany({
    data: [
      relation(friend, 'b', me),
      relation(me, 'b', friend),
      relation(stranger, 's', me),
      relation(me, 'g', stranger),
      relation(me, 'm', groupG),
      relation(mate, 'm', groupG),
      relation(me, 'j', groupH),
      relation(outsider, 'm', groupH),
      relation(friend, 'm', groupH),
    ],
  });

  const owners: Record<Owner, number> = { me, stranger, friend, mate, outsider };
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  const created = await prisma.timelineItem.createManyAndReturn({
    data: ITEMS.map(([title, owner, privacy], i) => ({ title, privacy, ownerId: owners[owner], category: 'NOTE', time: minutesAgo(i) })),
    select: { id: true, title: true },
  });
  await prisma.timelineItem.createMany({
    data: Array.from({ length: BULK }, (_, i) => ({ title: `filler ${i}`, ownerId: filler, category: 'NOTE', time: minutesAgo(24 * 60 + i) })),
  });
  return Object.fromEntries(created.map(({ id, title }) => [title, id]));
}

interface Page {
  totalCount: number;
  edges: { node: { id: string; title: string; time: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function page(cookie: string | undefined, first: number, after?: string | null): Promise<Page> {
  const reply = await t.gql(PAGE, { first, after }, { cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.timeline;
}

/** Every item the viewer may see, following the cursors page by page. */
async function wholeTimeline(cookie: string | undefined) {
  const titles: string[] = [];
  for (let after: string | null = null; ;) {
    const { edges, pageInfo, totalCount }: Page = await page(cookie, 100, after);
    titles.push(...edges.map(({ node }) => node.title));
    if (!pageInfo.hasNextPage) return { titles, totalCount };
    after = pageInfo.endCursor;
  }
}

const cookieOf = (viewer: keyof typeof VISIBLE) => (viewer === 'guest' ? undefined : accounts[viewer].cookie);
const globalId = (title: string) => Buffer.from(`TimelineItem:${itemIds[title]}`).toString('base64');

describe('privacy', () => {
  test.each(Object.keys(VISIBLE) as (keyof typeof VISIBLE)[])('%s sees exactly the items their relations allow', async (viewer) => {
    const { titles, totalCount } = await wholeTimeline(cookieOf(viewer));
    expect(titles.filter((title) => !title.startsWith('filler'))).toEqual(VISIBLE[viewer]);
    expect(titles).toHaveLength(BULK + VISIBLE[viewer].length);
    expect(new Set(titles).size).toBe(titles.length);
    expect(totalCount).toBe(titles.length);
  });

  test.each([
    ['me', 'friend, only me'],
    ['me', 'mine, removed'],
    ['me', 'outsider, same group'],
    ['stranger', 'mine, only me'],
  ] as const)('node(id:) answers null, not an error, to %s for "%s"', async (viewer, title) => {
    const reply = await t.gql(NODE, { id: globalId(title) }, { cookie: cookieOf(viewer) });
    expect(reply.body).toEqual({ data: { node: null } });
  });

  test('node(id:) tells a guest that a hidden item needs a login (UNAUTHORIZED, social-core §8: 401)', async () => {
    const reply = await t.gql(NODE, { id: globalId('friend, friends') }, { cookie: cookieOf('guest') });
    expect(reply.body).toMatchObject({ data: { node: null }, errors: [{ extensions: { code: 'UNAUTHORIZED' } }] });
  });

  test('node(id:) answers a visible item', async () => {
    const reply = await t.gql(NODE, { id: globalId('friend, friends') }, { cookie: cookieOf('me') });
    expect(reply.body.data).toEqual({ node: { title: 'friend, friends' } });
  });
});

describe('pagination', () => {
  test('after continues where a page ended, newest first, until hasNextPage is false', async () => {
    const { cookie } = accounts.me;
    const first = await page(cookie, 100);
    const second = await page(cookie, 100, first.pageInfo.endCursor);
    const last = await page(cookie, 100, second.pageInfo.endCursor);
    expect(first.totalCount).toBe(BULK + VISIBLE.me.length);
    expect([first, second, last].map((p) => [p.edges.length, p.pageInfo.hasNextPage])).toEqual([
      [100, true],
      [100, true],
      [VISIBLE.me.length, false],
    ]);

    const nodes = [first, second, last].flatMap((p) => p.edges.map(({ node }) => node));
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    const times = nodes.map((node) => node.time);
    expect(times).toEqual(times.toSorted().toReversed());
  });
});

describe('SQL statements for one home-timeline page', () => {
  async function statementsFor(first: number): Promise<number> {
    t.resetQueryCount();
    const { edges } = await page(accounts.me.cookie, first);
    const statements = t.queryCount();
    expect(edges).toHaveLength(first);
    return statements;
  }

  test('are as many for 100 items as for 10: nothing is loaded per item', async () => {
    expect(await statementsFor(100)).toBe(await statementsFor(10));
  });

  test('are at most 4 (session, page with owners, count)', async () => {
    expect(await statementsFor(100)).toBeLessThanOrEqual(4);
  });
});

describe('answers to questions (timeline answer items)', () => {
  const ANSWERS = 'query ($id: ID!) { node(id: $id) { ... on TimelineItem { category answers { recId displayName answerText commentCount category } } } }';

  test("a question's top-level comments are its answers, with their author, text and counts; other items have none", async () => {
    const { me, stranger } = accounts;
    const create = async (type: string, title: string) => {
      const reply = await t.gql(
        `mutation ($input: CreatePostInput!) { createPost(input: $input) { ... on CreatePostPayload { item { id recId } } } }`,
        { input: { type, title, body: '<p>Mit gondoltok?</p>', privacy: 9 } },
        { cookie: me.cookie },
      );
      return reply.body.data.createPost.item as { id: string; recId: number };
    };
    const question = await create('QUESTION', 'Melyik faj ez?');
    const note = await create('NOTE', 'Csak egy jegyzet');
    const comment = (who: Account, itemId: number, message: string, subThreadId?: number) =>
      t.rest('POST', `/api/comment/${itemId}${subThreadId ? `/${subThreadId}` : ''}`, { cookie: who.cookie, body: { message } });
    const first = await comment(stranger, question.recId, 'Kis rókalepke');
    await comment(me, question.recId, 'Köszönöm!', first.body.setData.comment_id);
    await comment(me, question.recId, 'Vagy nappali pávaszem?');
    await comment(stranger, note.recId, 'Szép');

    const reply = await t.gql(ANSWERS, { id: question.id }, { cookie: stranger.cookie });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.node.answers).toEqual([
      { recId: first.body.setData.comment_id, displayName: 'Stranger', answerText: 'Kis rókalepke', commentCount: 1, category: 'ANSWER' },
      expect.objectContaining({ displayName: 'Me', answerText: 'Vagy nappali pávaszem?', commentCount: 0 }),
    ]);
    expect((await t.gql(ANSWERS, { id: note.id }, { cookie: stranger.cookie })).body.data.node.answers).toEqual([]);

    const rest = await t.rest('GET', `/api/timeline/${question.recId}/answers`, { cookie: stranger.cookie });
    expect(rest.status).toBe(200);
    expect(rest.body.list.page.totalElements).toBe(2);
    expect(rest.body.list.data[0]).toMatchObject({ display_name: 'Stranger', answer_text: 'Kis rókalepke', comment_count: 1, evaluation_count: 0, category: 'ANSWER' });
    expect((await t.rest('GET', '/api/timeline/999999/answers', { cookie: stranger.cookie })).status).toBe(404);

    // An answerer blocked either way is hidden from the viewer, in the answers and their count alike.
    const blocker = await t.register('Blocker');
    await comment(blocker, question.recId, 'Szerintem kis rókalepke');
    const block = await t.rest('POST', `/api/entity/block/${blocker.entityId}`, { cookie: stranger.cookie });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    const answerers = async (who: Account) =>
      ((await t.gql(ANSWERS, { id: question.id }, { cookie: who.cookie })).body.data.node.answers as { displayName: string }[]).map((answer) => answer.displayName);
    expect(await answerers(stranger)).toEqual(['Stranger', 'Me']);
    expect(await answerers(blocker)).toEqual(['Me', 'Blocker']);
    expect(await answerers(me)).toEqual(['Stranger', 'Me', 'Blocker']);
    const hidden = await t.rest('GET', `/api/timeline/${question.recId}/answers`, { cookie: stranger.cookie });
    expect(hidden.body.list.page.totalElements).toBe(2);
    expect(hidden.body.list.data.map((answer: { display_name: string }) => answer.display_name)).toEqual(['Stranger', 'Me']);
  });
});
