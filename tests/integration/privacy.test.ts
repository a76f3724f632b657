import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { startTestApp, type TestApp } from './harness.ts';

const TIMELINE = 'query { timeline(first: 100) { edges { node { id } } } }';
const NODE = 'query ($id: ID!) { node(id: $id) { id } }';
const SET_PRIVACY = `mutation ($input: SetItemPrivacyInput!) {
  setItemPrivacy(input: $input) {
    __typename
    ... on TimelineItem { id privacy }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const REMOVE = `mutation ($input: RemoveTimelineItemInput!) {
  removeTimelineItem(input: $input) { __typename ... on RemoveTimelineItemPayload { removedId } ... on Error { code } }
}`;

interface Account {
  cookie: string;
  entityId: number;
}
type Who = 'owner' | 'friend' | 'mate' | 'stranger' | 'guest';
const WATCHERS: Who[] = ['owner', 'friend', 'mate', 'stranger', 'guest'];
/** Who sees an item at each level: the friend is the owner's friend, the mate shares a group joined with approval (type 6) with the owner. */
const SEEN_BY: [level: number, who: Who[]][] = [
  [0, ['owner']],
  [1, ['owner', 'friend']],
  [2, ['owner', 'mate']],
  [9, WATCHERS],
];

let t: TestApp;
let accounts: Record<Exclude<Who, 'guest'>, Account>;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const [owner, friend, mate, stranger] = await Promise.all(['Owner', 'Friend', 'Mate', 'Stranger'].map((name) => t.register(name)));
  accounts = { owner: owner!, friend: friend!, mate: mate!, stranger: stranger! };
  const group = await t.db.prisma.entity.create({ data: { type: 6, displayName: 'Group joined with approval' } });
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: owner!.entityId, code: 'b', toId: friend!.entityId },
      { fromId: friend!.entityId, code: 'b', toId: owner!.entityId },
      { fromId: owner!.entityId, code: 'm', toId: group.id },
      { fromId: mate!.entityId, code: 'm', toId: group.id },
    ],
  });
});
afterAll(() => t?.close());

async function createItem(owner: Who = 'owner', privacy = 9) {
  const { id } = await t.db.prisma.timelineItem.create({
    data: { title: 'item', category: 'NOTE', privacy, ownerId: accounts[owner as Exclude<Who, 'guest'>].entityId },
  });
  return { id, key: objectKey({ kind: 'TimelineItem', id }) };
}

const cookieOf = (who: Who) => (who === 'guest' ? undefined : accounts[who].cookie);
const privacyOf = async (id: number) => (await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id } })).privacy;

/** Who finds the item on their home timeline. */
async function watchersOf(key: string): Promise<Who[]> {
  const seen = await Promise.all(
    WATCHERS.map(async (who) => {
      const reply = await t.gql(TIMELINE, {}, { cookie: cookieOf(who) });
      const ids = (reply.body.data.timeline.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
      return ids.includes(key);
    }),
  );
  return WATCHERS.filter((_who, i) => seen[i]);
}

/** A mutation's result; a guest, refused by the auth scope, gets a top-level error, returned here as its code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function mutate(query: string, input: Record<string, unknown>, who: Who): Promise<any> {
  const reply = await t.gql(query, { input }, { cookie: cookieOf(who) });
  if (who === 'guest') return { code: reply.body.errors?.[0]?.extensions?.code };
  expect(reply.body.errors).toBeUndefined();
  return Object.values(reply.body.data as object)[0];
}

describe('setting privacy', () => {
  test('over GraphQL, the owner sets each level and the item is seen by exactly who the level allows', async () => {
    const { id, key } = await createItem();
    for (const [level, who] of SEEN_BY) {
      expect(await mutate(SET_PRIVACY, { itemId: key, privacy: level }, 'owner')).toEqual({ __typename: 'TimelineItem', id: key, privacy: level });
      expect(await watchersOf(key)).toEqual(who);
      expect(await privacyOf(id)).toBe(level);
    }
  });

  test('over REST, the owner sets each level and the item is seen by exactly who the level allows', async () => {
    const { id, key } = await createItem();
    for (const [level, who] of SEEN_BY) {
      const reply = await t.rest('POST', `/api/post/privacy/${id}/${level}`, { cookie: accounts.owner.cookie });
      expect(reply).toMatchObject({ status: 200, body: { success: true, message: 'VALUE_SET', privacy_status: level } });
      expect(await watchersOf(key)).toEqual(who);
    }
  });

  test('a non-owner is forbidden, a guest unauthorized, a hidden or missing item not found, and nothing changes', async () => {
    const { id, key } = await createItem('owner', 1);
    const cases: [who: Who, itemId: string, code: string][] = [
      ['friend', key, 'FORBIDDEN'],
      ['guest', key, 'UNAUTHORIZED'],
      ['stranger', key, 'DATA_NOT_FOUND'],
      ['owner', objectKey({ kind: 'TimelineItem', id: 999_999 }), 'DATA_NOT_FOUND'],
      ['owner', objectKey({ kind: 'Comment', id }), 'DATA_NOT_FOUND'],
    ];
    for (const [who, itemId, code] of cases) {
      expect((await mutate(SET_PRIVACY, { itemId, privacy: 9 }, who)).code, `${who} ${itemId}`).toBe(code);
      if (itemId !== key) continue;
      const rest = await t.rest('POST', `/api/post/privacy/${id}/9`, { cookie: cookieOf(who) });
      expect(rest.body.error_code, `REST ${who}`).toBe(code);
    }
    expect(await privacyOf(id)).toBe(1);
  });

  test('a level other than 0, 1, 2 or 9 is refused as invalid, and nothing changes', async () => {
    const { id, key } = await createItem('owner', 2);
    for (const level of [-1, 3, 8, 10]) {
      const result = await mutate(SET_PRIVACY, { itemId: key, privacy: level }, 'owner');
      expect(result).toEqual({ __typename: 'ValidationError', fields: [{ field: 'privacy', code: 'FORMAT_ERROR' }], code: 'VALIDATION_ERROR' });
      const reply = await t.rest('POST', `/api/post/privacy/${id}/${level}`, { cookie: accounts.owner.cookie });
      expect(reply).toMatchObject({ status: 422, body: { error_code: 'VALIDATION_ERROR' } });
    }
    expect((await t.rest('POST', `/api/post/privacy/${id}/friends`, { cookie: accounts.owner.cookie })).status).toBe(422);
    expect(await privacyOf(id)).toBe(2);
  });
});

describe('removing an item', () => {
  async function expectGone(id: number, key: string) {
    expect(await watchersOf(key)).toEqual([]);
    for (const who of WATCHERS) expect((await t.gql(NODE, { id: key }, { cookie: cookieOf(who) })).body.data.node).toBeNull();
    const rest = await t.rest('GET', '/api/timeline', { cookie: accounts.owner.cookie });
    expect((rest.body.list.data as { id: number }[]).map((item) => item.id)).not.toContain(id);
    expect(await privacyOf(id)).toBe(-1);
  }

  test('over GraphQL, the owner removes an item: it leaves every list and node(id), and cannot be changed again', async () => {
    const { id, key } = await createItem();
    expect(await mutate(REMOVE, { itemId: key }, 'owner')).toEqual({ __typename: 'RemoveTimelineItemPayload', removedId: key });
    await expectGone(id, key);
    expect((await mutate(SET_PRIVACY, { itemId: key, privacy: 9 }, 'owner')).code).toBe('DATA_NOT_FOUND');
    expect((await mutate(REMOVE, { itemId: key }, 'owner')).code).toBe('DATA_NOT_FOUND');
  });

  test('over REST, DELETE /api/timeline/{id} removes the owner’s item', async () => {
    const { id, key } = await createItem();
    expect(await t.rest('DELETE', `/api/timeline/${id}`, { cookie: accounts.owner.cookie })).toMatchObject({ status: 200, body: { success: true } });
    await expectGone(id, key);
    expect((await t.rest('DELETE', `/api/timeline/${id}`, { cookie: accounts.owner.cookie })).status).toBe(404);
  });

  test('others cannot remove it', async () => {
    const { id, key } = await createItem();
    expect((await mutate(REMOVE, { itemId: key }, 'friend')).code).toBe('FORBIDDEN');
    expect((await mutate(REMOVE, { itemId: key }, 'guest')).code).toBe('UNAUTHORIZED');
    expect((await t.rest('DELETE', `/api/timeline/${id}`, { cookie: accounts.stranger.cookie })).body.error_code).toBe('FORBIDDEN');
    expect((await t.rest('DELETE', `/api/timeline/${id}`)).body.error_code).toBe('UNAUTHORIZED');
    expect(await privacyOf(id)).toBe(9);
  });
});
