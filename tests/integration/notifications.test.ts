import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { subscriptionClient } from './ws-client.ts';

interface Person {
  cookie: string;
  entityId: number;
}

const NOTIFICATIONS = `query ($first: Int, $after: String) {
  viewer {
    notifications(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id recId token url read createdAt actor { recId displayName viewerRelation } } }
    }
  }
}`;
const DELETE = `mutation ($input: DeleteNotificationInput!) {
  deleteNotification(input: $input) {
    __typename
    ... on DeleteNotificationPayload { deletedId counts { notificationCount messageCount } }
    ... on Error { code }
  }
}`;
const SEND_REQUEST = `mutation ($input: EntityActionInput!) { sendFriendRequest(input: $input) { __typename } }`;
const ACCEPT_REQUEST = `mutation ($input: EntityActionInput!) {
  acceptFriendRequest(input: $input) { __typename ... on RelationPayload { code viewerRelation } ... on Error { code } }
}`;
const MARK_READ = 'mutation { markNotificationsRead { notificationCount } }';

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
});
afterAll(() => t?.close());

let people = 0;
const person = (): Promise<Person> => t.register(`Értesített ${++people}`);

// Tests read whatever shape their query selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function notificationsOf(someone: Person, variables: Record<string, unknown> = {}): Promise<any> {
  const reply = await t.gql(NOTIFICATIONS, variables, { cookie: someone.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.viewer.notifications;
}

/** Stores `count` notifications for `recipient`, one second apart, the last one newest. */
async function store(recipient: number, count: number, token = 'ITEM_LIKED', url: string | null = '/') {
  const start = Date.now() - count * 1000;
  await t.db.prisma.notification.createMany({
    data: Array.from({ length: count }, (_, index) => ({ recipientId: recipient, token, url, createdAt: new Date(start + index * 1000) })),
  });
}

describe('Viewer.notifications', () => {
  test('a friend request shows up for the receiver with its actor, newest first, and can be accepted from there', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await store(bela.entityId, 1, 'COMMENT_ADDED', '/');
    const sent = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', anna.entityId) } }, { cookie: bela.cookie });
    expect(sent.body.data.sendFriendRequest.__typename).toBe('RelationPayload');
    const sentBack = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', bela.entityId) } }, { cookie: anna.cookie });
    expect(sentBack.body.data.sendFriendRequest.__typename).toBe('ConflictError');

    const annas = await notificationsOf(anna);
    expect(annas.totalCount).toBe(1);
    expect(annas.edges[0].node).toMatchObject({
      token: 'FRIEND_REQUEST_GOT',
      url: `/people/${bela.entityId}`,
      read: false,
      actor: { recId: bela.entityId, displayName: expect.stringMatching(/^Értesített/), viewerRelation: 'FRIEND_REQUEST_GOT' },
    });

    const accepted = await t.gql(ACCEPT_REQUEST, { input: { entity: gid('Entity', bela.entityId) } }, { cookie: anna.cookie });
    expect(accepted.body.data.acceptFriendRequest).toEqual({ __typename: 'RelationPayload', code: 'FRIEND_REQUEST_ACCEPTED', viewerRelation: 'FRIEND' });
    // Accepting again: the request is gone.
    const again = await t.gql(ACCEPT_REQUEST, { input: { entity: gid('Entity', bela.entityId) } }, { cookie: anna.cookie });
    expect(again.body.data.acceptFriendRequest).toEqual({ __typename: 'ConflictError', code: 'FRIEND_REQUEST_NON_EXIST' });

    const annasAfter = await notificationsOf(anna);
    expect(annasAfter.edges[0].node.actor.viewerRelation).toBe('FRIEND');
    const belas = await notificationsOf(bela);
    expect(belas.edges.map((edge: { node: { token: string } }) => edge.node.token)).toEqual(['FRIEND_REQUEST_ACCEPTED', 'COMMENT_ADDED']);
    expect(belas.edges[0].node.actor).toMatchObject({ recId: anna.entityId, viewerRelation: 'FRIEND' });
    expect(belas.edges[1].node.actor).toBeNull();
  });

  test('pages by 100, newest first, with the same number of statements for every page', async () => {
    const reader = await person();
    await store(reader.entityId, 150, 'FRIEND_REQUEST_ACCEPTED', `/people/${reader.entityId}`);
    t.resetQueryCount();
    const first = await notificationsOf(reader);
    const firstPageQueries = t.queryCount();
    expect(first.totalCount).toBe(150);
    expect(first.edges).toHaveLength(100);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const times = first.edges.map((edge: { node: { createdAt: string } }) => Date.parse(edge.node.createdAt));
    expect(times).toEqual(times.toSorted((a: number, b: number) => b - a));

    t.resetQueryCount();
    const second = await notificationsOf(reader, { after: first.pageInfo.endCursor });
    expect(t.queryCount()).toBe(firstPageQueries);
    expect(second.edges).toHaveLength(50);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ids = new Set([...first.edges, ...second.edges].map((edge: { node: { id: string } }) => edge.node.id));
    expect(ids.size).toBe(150);
    // 100 notifications with an actor each, yet a handful of statements: the actors come batched.
    expect(firstPageQueries).toBeLessThan(10);
  });

  test("others' notifications stay out of the list and out of node(id:); a guest has none", async () => {
    const [owner, other] = await Promise.all([person(), person()]);
    await store(owner.entityId, 2);
    expect((await notificationsOf(other)).totalCount).toBe(0);
    const id = (await notificationsOf(owner)).edges[0].node.id;
    const peek = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id }, { cookie: other.cookie });
    expect(peek.body.data.node).toBeNull();
    const own = await t.gql('query ($id: ID!) { node(id: $id) { id ... on Notification { token } } }', { id }, { cookie: owner.cookie });
    expect(own.body.data.node).toEqual({ id, token: 'ITEM_LIKED' });
    const guest = await t.gql(NOTIFICATIONS, {});
    expect(guest.body.data.viewer.notifications).toMatchObject({ totalCount: 0, edges: [] });
  });

  test('markNotificationsRead marks the listed notifications read', async () => {
    const reader = await person();
    await store(reader.entityId, 3);
    expect((await notificationsOf(reader)).edges.every((edge: { node: { read: boolean } }) => !edge.node.read)).toBe(true);
    const marked = await t.gql(MARK_READ, {}, { cookie: reader.cookie });
    expect(marked.body.data.markNotificationsRead.notificationCount).toBe(0);
    expect((await notificationsOf(reader)).edges.every((edge: { node: { read: boolean } }) => edge.node.read)).toBe(true);
  });
});

describe("a friend request's message", () => {
  const BADGES = '{ viewer { notificationCount messageCount } }';

  test('reaches the person as a private message beside the notification, over GraphQL and REST', async () => {
    const [anna, bela, cili] = await Promise.all([person(), person(), person()]);
    const sent = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', bela.entityId), message: '  Szia, lepkézzünk együtt!  ' } }, { cookie: anna.cookie });
    expect(sent.body.data.sendFriendRequest.__typename).toBe('RelationPayload');
    const viaRest = await t.rest('POST', '/api/friend/request/send/', { cookie: cili.cookie, body: { id: bela.entityId, message: 'Üdv!' } });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.code).toBe('FRIEND_REQUEST_SENT');

    const messages = await t.db.prisma.message.findMany({ where: { toId: bela.entityId }, orderBy: { id: 'asc' } });
    expect(messages.map(({ fromId, body }) => ({ fromId, body }))).toEqual([
      { fromId: anna.entityId, body: 'Szia, lepkézzünk együtt!' },
      { fromId: cili.entityId, body: 'Üdv!' },
    ]);
    const badges = await t.gql(BADGES, {}, { cookie: bela.cookie });
    expect(badges.body.data.viewer).toEqual({ notificationCount: 2, messageCount: 2 });
  });

  test('is optional, and a refused request leaves no message', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', bela.entityId) } }, { cookie: anna.cookie });
    await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', bela.entityId), message: '   ' } }, { cookie: anna.cookie });
    const again = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', bela.entityId), message: 'Még egyszer' } }, { cookie: anna.cookie });
    expect(again.body.data.sendFriendRequest.__typename).toBe('ConflictError');
    const tooLong = await t.rest('POST', '/api/friend/request/send/', { cookie: bela.cookie, body: { id: anna.entityId, message: 'x'.repeat(2001) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields).toEqual([{ field: 'message', code: 'DATA_TOO_LONG' }]);
    expect(await t.db.prisma.message.count({ where: { toId: { in: [anna.entityId, bela.entityId] } } })).toBe(0);
  });
});

describe('deleteNotification', () => {
  test('deletes one of your own and pushes the new badge count', async () => {
    const owner = await person();
    await store(owner.entityId, 2);
    const [newest] = (await notificationsOf(owner)).edges;
    const client = subscriptionClient(t, { cookie: owner.cookie });
    const counts = client.iterate<{ viewerCounts: { notificationCount: number } }>({ query: 'subscription { viewerCounts { notificationCount } }' });
    try {
      expect((await counts.next()).value?.data?.viewerCounts.notificationCount).toBe(2);
      const deleted = await t.gql(DELETE, { input: { id: newest.node.id } }, { cookie: owner.cookie });
      expect(deleted.body.data.deleteNotification).toEqual({
        __typename: 'DeleteNotificationPayload',
        deletedId: newest.node.id,
        counts: { notificationCount: 1, messageCount: 0 },
      });
      expect((await counts.next()).value?.data?.viewerCounts.notificationCount).toBe(1);
    } finally {
      await counts.return?.();
      await client.dispose();
    }
    const left = await notificationsOf(owner);
    expect(left.totalCount).toBe(1);
    expect(left.edges[0].node.id).not.toBe(newest.node.id);
  });

  test("someone else's or a missing notification is not found; a guest is refused", async () => {
    const [owner, other] = await Promise.all([person(), person()]);
    await store(owner.entityId, 1);
    const [only] = (await notificationsOf(owner)).edges;
    const foreign = await t.gql(DELETE, { input: { id: only.node.id } }, { cookie: other.cookie });
    expect(foreign.body.data.deleteNotification).toEqual({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
    const missing = await t.gql(DELETE, { input: { id: gid('Notification', 999_999) } }, { cookie: owner.cookie });
    expect(missing.body.data.deleteNotification).toEqual({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
    const guest = await t.gql(DELETE, { input: { id: only.node.id } });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await notificationsOf(owner)).totalCount).toBe(1);
  });
});

describe('REST /api/notification/', () => {
  test("GET lists the viewer's notifications as list.data, newest first, paged", async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await store(anna.entityId, 3, 'ITEM_LIKED', '/');
    await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', anna.entityId) } }, { cookie: bela.cookie });

    const first = await t.rest('GET', '/api/notification/?_page=0&_size=2', { cookie: anna.cookie });
    expect(first.status).toBe(200);
    expect(first.body.list.page).toMatchObject({ number: 0, size: 2, totalElements: 4 });
    expect(first.body.list.data).toHaveLength(2);
    expect(first.body.list.data[0]).toMatchObject({
      token: 'FRIEND_REQUEST_GOT',
      url: `/people/${bela.entityId}`,
      read: false,
      actor: { id: bela.entityId, type: 0, display_name: expect.stringMatching(/^Értesített/) },
    });
    expect(first.body.list.data[1]).toMatchObject({ token: 'ITEM_LIKED', actor: null });
    const second = await t.rest('GET', '/api/notification/?_page=1&_size=2', { cookie: anna.cookie });
    expect(second.body.list.data).toHaveLength(2);
    const ids = [...first.body.list.data, ...second.body.list.data].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(4);

    const guest = await t.rest('GET', '/api/notification/');
    expect(guest.status).toBe(401);
    expect(guest.body.error_code).toBe('UNAUTHORIZED');
  });

  test('DELETE removes one of your own; others get 404', async () => {
    const [owner, other] = await Promise.all([person(), person()]);
    await store(owner.entityId, 2);
    const [row] = (await t.rest('GET', '/api/notification/', { cookie: owner.cookie })).body.list.data;
    const foreign = await t.rest('DELETE', `/api/notification/${row.id}`, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('DATA_NOT_FOUND');
    const deleted = await t.rest('DELETE', `/api/notification/${row.id}`, { cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: row.id, notification_count: 1 });
    const left = await t.rest('GET', '/api/notification/', { cookie: owner.cookie });
    expect(left.body.list.data.map((r: { id: number }) => r.id)).not.toContain(row.id);
    const again = await t.rest('DELETE', `/api/notification/${row.id}`, { cookie: owner.cookie });
    expect(again.status).toBe(404);
  });
});
