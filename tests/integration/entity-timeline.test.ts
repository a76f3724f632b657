import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const PAGE = `query ($recId: Int!, $first: Int!, $after: String) {
  entity(recId: $recId) {
    timeline(first: $first, after: $after) {
      totalCount
      edges { node { id title time privacy owner { displayName } ownedByViewer likedByViewer commentCount } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

interface Account {
  cookie: string;
  entityId: number;
}

/** The person's items, newest first. Privacy: 9 anybody, 1 friends, 0 only me, -1 removed. */
const ITEMS: [title: string, privacy: number][] = [
  ['public', 9],
  ['friends only', 1],
  ['only me', 0],
  ['removed', -1],
  ['older public', 9],
];
/** Public filler items, older than the fixture, for the statement count. */
const BULK = 30;

let t: TestApp;
let person: Account;
let friend: Account;
let stranger: Account;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
  [person, friend, stranger] = await Promise.all([t.register('Person'), t.register('Friend'), t.register('Stranger')]);
  const prisma = t.db.prisma;
  await prisma.entityRelation.createMany({
    data: [
      { fromId: person.entityId, code: 'b', toId: friend.entityId },
      { fromId: friend.entityId, code: 'b', toId: person.entityId },
    ],
  });
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  await prisma.timelineItem.createMany({
    data: [
      ...ITEMS.map(([title, privacy], i) => ({ title, privacy, ownerId: person.entityId, category: 'NOTE', time: minutesAgo(i) })),
      // Other owners' items never show on the person's page, however visible.
      { title: "friend's public", privacy: 9, ownerId: friend.entityId, category: 'NOTE', time: minutesAgo(0) },
      { title: "stranger's public", privacy: 9, ownerId: stranger.entityId, category: 'NOTE', time: minutesAgo(0) },
      ...Array.from({ length: BULK }, (_, i) => ({
        title: `filler ${i}`,
        privacy: 9,
        ownerId: person.entityId,
        category: 'NOTE',
        time: minutesAgo(60 + i),
      })),
    ],
  });
});
afterAll(() => t?.close());

interface Page {
  totalCount: number;
  edges: { node: { title: string; privacy: number; time: string; ownedByViewer: boolean; owner: { displayName: string } } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function page(who: Account | undefined, first: number, after?: string): Promise<Page> {
  const reply = await t.gql(PAGE, { recId: person.entityId, first, after }, { cookie: who?.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.entity.timeline as Page;
}

/** The fixture's titles the viewer gets, newest first (the fillers left out). */
async function titles(who: Account | undefined): Promise<string[]> {
  const { edges, totalCount } = await page(who, 100);
  expect(totalCount).toBe(edges.length);
  return edges.map(({ node }) => node.title).filter((title) => !title.startsWith('filler'));
}

describe("Entity.timeline: a person's own items on their page", () => {
  test('a guest and a stranger see only the public ones', async () => {
    expect(await titles(undefined)).toEqual(['public', 'older public']);
    expect(await titles(stranger)).toEqual(['public', 'older public']);
  });

  test('a friend also sees the friends-only ones', async () => {
    expect(await titles(friend)).toEqual(['public', 'friends only', 'older public']);
  });

  test('the owner sees all of them but the removed one', async () => {
    const { edges } = await page(person, 100);
    expect(edges.map(({ node }) => node.title).filter((title) => !title.startsWith('filler'))).toEqual(['public', 'friends only', 'only me', 'older public']);
    expect(edges.every(({ node }) => node.ownedByViewer && node.owner.displayName === 'Person')).toBe(true);
    expect(edges).toHaveLength(4 + BULK);
  });

  test('pages newest first without gaps or repeats', async () => {
    const first = await page(stranger, 20);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(stranger, 20, first.pageInfo.endCursor!);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const nodes = [...first.edges, ...second.edges].map(({ node }) => node);
    expect(nodes).toHaveLength(2 + BULK);
    expect(new Set(nodes.map((node) => node.title)).size).toBe(nodes.length);
    const times = nodes.map((node) => node.time);
    expect(times).toEqual(times.toSorted().toReversed());
  });
});

describe("SQL statements for one page of a person's timeline", () => {
  async function statementsFor(first: number): Promise<number> {
    t.resetQueryCount();
    const { edges } = await page(friend, first);
    const statements = t.queryCount();
    expect(edges).toHaveLength(first);
    return statements;
  }

  test('are as many for 20 items as for 5: nothing is loaded per item', async () => {
    expect(await statementsFor(20)).toBe(await statementsFor(5));
  });

  test('are at most 6 (session, entity, page with owners, count, likes)', async () => {
    expect(await statementsFor(20)).toBeLessThanOrEqual(6);
  });
});
