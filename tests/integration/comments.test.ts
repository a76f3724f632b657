import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { startTestApp, type TestApp } from './harness.ts';

interface Account {
  cookie: string;
  entityId: number;
}

let t: TestApp;
let counter = 0;

/** An account with a session, straight in the database (no password hashing: tests make many). */
async function account(displayName: string, role: Role = 'USER'): Promise<Account> {
  const prisma = t.db.prisma;
  const user = await prisma.user.create({
    data: {
      email: `${displayName.toLowerCase().replace(/\W+/g, '-')}-${++counter}@lepke.test`,
      passwordHash: 'unused',
      role,
      privacyAcceptedAt: new Date(),
      entity: { create: { type: 0, displayName } },
    },
  });
  const { token } = await createSession(prisma, user.id, 3_600_000, {});
  return { cookie: `${SESSION_COOKIE}=${token}`, entityId: user.entityId };
}

async function item(ownerId: number, privacy = 9, category = 'NOTE'): Promise<number> {
  const { id } = await t.db.prisma.timelineItem.create({ data: { ownerId, privacy, category, title: 'An item' } });
  return id;
}

const itemKey = (id: number) => Buffer.from(`TimelineItem:${id}`).toString('base64');
const commentKey = (id: number) => Buffer.from(`Comment:${id}`).toString('base64');

const itemCount = async (id: number) => (await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id } })).commentCount;
const commentCount = async (id: number) => (await t.db.prisma.comment.findUniqueOrThrow({ where: { id } })).commentCount;

const COMMENT_FIELDS = `id recId message subThreadId relatedTo commentCount evaluationCount
  createdBy { displayName } replyTo { recId createdBy { displayName } } viewerCanEdit viewerCanDelete viewerCanReport`;

const ADD = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) {
    __typename
    ... on AddCommentPayload { comment { ${COMMENT_FIELDS} } object { id ... on TimelineItem { commentCount } } answered { recId commentCount } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const EDIT = `mutation ($input: EditCommentInput!) {
  editComment(input: $input) { __typename ... on EditCommentPayload { comment { message updatedAt } } ... on Error { code } }
}`;
const DELETE = `mutation ($input: DeleteCommentInput!) {
  deleteComment(input: $input) {
    __typename
    ... on DeleteCommentPayload { deletedId deletedIds object { ... on TimelineItem { commentCount } } answered { recId commentCount } }
    ... on Error { code }
  }
}`;
const REPORT = `mutation ($input: ReportCommentInput!) {
  reportComment(input: $input) { __typename ... on ReportCommentPayload { reportedId } ... on Error { code } }
}`;
const LIST = `query ($objectId: ID!, $subThreadId: Int, $first: Int, $after: String) {
  comments(objectId: $objectId, subThreadId: $subThreadId, first: $first, after: $after) {
    totalCount
    edges { node { ${COMMENT_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface AddOptions {
  subThreadId?: number;
  replyTo?: number;
}

// Tests read whatever shape their query selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result = any;

/**
 * A mutation's result; a guest, refused by the auth scope before the resolver runs, gets a
 * top-level error, returned here as its code.
 */
async function mutate(query: string, input: Record<string, unknown>, who: Account | undefined): Promise<Result> {
  const reply = await t.gql(query, { input }, { cookie: who?.cookie });
  if (!who) {
    expect(reply.body.errors).toHaveLength(1);
    return { code: reply.body.errors![0]!.extensions?.code };
  }
  expect(reply.body.errors).toBeUndefined();
  return Object.values(reply.body.data)[0];
}

async function add(who: Account | undefined, itemId: number, message: string, { subThreadId, replyTo }: AddOptions = {}): Promise<Result> {
  const input = { objectId: itemKey(itemId), message, subThreadId, replyTo: replyTo === undefined ? undefined : commentKey(replyTo) };
  return mutate(ADD, input, who);
}

async function added(who: Account, itemId: number, message: string, options?: AddOptions): Promise<number> {
  const result = await add(who, itemId, message, options);
  expect(result.__typename).toBe('AddCommentPayload');
  return result.comment.recId;
}

async function remove(who: Account | undefined, id: number): Promise<Result> {
  return mutate(DELETE, { id: commentKey(id) }, who);
}

async function list(who: Account | undefined, itemId: number, variables: Record<string, unknown> = {}) {
  const reply = await t.gql(LIST, { objectId: itemKey(itemId), ...variables }, { cookie: who?.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.comments;
}

let owner: Account;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
  [owner, alice, bob] = await Promise.all([account('Owner'), account('Alice'), account('Bob')]);
});
afterAll(() => t?.close());

describe('adding, replying and sub-threads over GraphQL', () => {
  test('each comment counts once on the object, the sub-thread top and the reply target', async () => {
    const itemId = await item(owner.entityId);
    const first = await add(alice, itemId, '  First!  ');
    expect(first.comment).toMatchObject({ message: 'First!', subThreadId: 0, relatedTo: itemKey(itemId), commentCount: 0, replyTo: null });
    expect(first.comment.createdBy.displayName).toBe('Alice');
    expect(first.object).toEqual({ id: itemKey(itemId), commentCount: 1 });
    expect(first.answered).toEqual([]);
    const top = first.comment.recId;

    // In the sub-thread without a reply target: the top comment counts it.
    const inThread = await add(bob, itemId, 'in the thread', { subThreadId: top });
    expect(inThread.comment.subThreadId).toBe(top);
    expect(inThread.object.commentCount).toBe(2);
    expect(inThread.answered).toEqual([{ recId: top, commentCount: 1 }]);
    const r1 = inThread.comment.recId;

    // Replying to a reply in the sub-thread: the top comment and the reply target count it.
    const reply = await add(alice, itemId, 'answer to Bob', { subThreadId: top, replyTo: r1 });
    expect(reply.comment.replyTo).toEqual({ recId: r1, createdBy: { displayName: 'Bob' } });
    expect(reply.answered).toEqual([
      { recId: top, commentCount: 2 },
      { recId: r1, commentCount: 1 },
    ]);

    // Replying to the top comment inside its own sub-thread counts once, not twice.
    const toTop = await add(bob, itemId, 'to the top', { subThreadId: top, replyTo: top });
    expect(toTop.answered).toEqual([{ recId: top, commentCount: 3 }]);

    // At top level, replying to a top comment.
    const second = await add(bob, itemId, 'me too', { replyTo: top });
    expect(second.answered).toEqual([{ recId: top, commentCount: 4 }]);

    expect(await itemCount(itemId)).toBe(5);
    expect(await commentCount(top)).toBe(4);
    expect(await commentCount(r1)).toBe(1);
    expect(await t.db.prisma.comment.count({ where: { objectId: itemKey(itemId) } })).toBe(5);
  });

  test('a reply target or sub-thread elsewhere is not found, and nothing changes', async () => {
    const [itemId, otherId] = [await item(owner.entityId), await item(owner.entityId)];
    const top = await added(alice, itemId, 'top');
    const inThread = await added(alice, itemId, 'reply', { subThreadId: top });
    const otherTop = await added(alice, otherId, 'elsewhere');
    for (const options of [
      { subThreadId: otherTop }, // another object's comment as sub-thread
      { subThreadId: inThread }, // a reply is no sub-thread top
      { replyTo: inThread }, // from top level to a sub-thread reply
      { replyTo: otherTop }, // another object's comment
      { subThreadId: 999_999 },
    ]) {
      expect((await add(alice, itemId, 'nope', options)).code).toBe('DATA_NOT_FOUND');
    }
    expect(await itemCount(itemId)).toBe(2);
    expect(await commentCount(top)).toBe(1);
    expect(await commentCount(inThread)).toBe(0);
  });

  test('the message is required, trimmed and at most 5000 characters', async () => {
    const itemId = await item(owner.entityId);
    expect((await add(alice, itemId, '   ')).fields).toEqual([{ field: 'message', code: 'FIELD_REQUIRED' }]);
    expect((await add(alice, itemId, 'x'.repeat(5001))).fields).toEqual([{ field: 'message', code: 'DATA_TOO_LONG' }]);
    expect((await add(alice, itemId, ` ${'x'.repeat(5000)} `)).__typename).toBe('AddCommentPayload');
    expect(await itemCount(itemId)).toBe(1);
  });

  test('an item about a new friendship is refused, as its viewerCan.comment says, and nothing changes', async () => {
    const itemId = await item(owner.entityId, 9, 'FRIEND');
    const can = await t.gql(`query ($id: ID!) { node(id: $id) { ... on TimelineItem { viewerCan { comment } } } }`, { id: itemKey(itemId) }, { cookie: alice.cookie });
    expect(can.body.data?.node).toEqual({ viewerCan: { comment: false } });
    expect(await add(alice, itemId, 'congratulations')).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await itemCount(itemId)).toBe(0);
    expect(await t.db.prisma.comment.count({ where: { objectId: itemKey(itemId) } })).toBe(0);
  });
});

describe('editing', () => {
  test('only the creator edits; the message rules apply', async () => {
    const itemId = await item(owner.entityId);
    const id = await added(alice, itemId, 'typo');
    const edit = (who: Account | undefined, message: string) => mutate(EDIT, { id: commentKey(id), message }, who);
    expect(await edit(alice, ' fixed ')).toMatchObject({ __typename: 'EditCommentPayload', comment: { message: 'fixed' } });
    expect((await edit(bob, 'hijack')).code).toBe('FORBIDDEN');
    expect((await edit(undefined, 'guest')).code).toBe('UNAUTHORIZED');
    expect((await edit(alice, '')).__typename).toBe('ValidationError');
    expect((await t.db.prisma.comment.findUniqueOrThrow({ where: { id } })).message).toBe('fixed');
  });
});

describe('deleting', () => {
  test('a reply: the object, the sub-thread top and the reply target count one less', async () => {
    const itemId = await item(owner.entityId);
    const top = await added(alice, itemId, 'top');
    const r1 = await added(bob, itemId, 'r1', { subThreadId: top });
    const r2 = await added(alice, itemId, 'r2', { subThreadId: top, replyTo: r1 });
    const result = await remove(alice, r2);
    expect(result).toMatchObject({
      __typename: 'DeleteCommentPayload',
      deletedId: commentKey(r2),
      deletedIds: [commentKey(r2)],
      object: { commentCount: 2 },
      answered: [
        { recId: top, commentCount: 1 },
        { recId: r1, commentCount: 0 },
      ],
    });
    expect([await itemCount(itemId), await commentCount(top), await commentCount(r1)]).toEqual([2, 1, 0]);
  });

  test('a top comment takes its sub-thread with it; a top-level reply to it stays', async () => {
    const itemId = await item(owner.entityId);
    const top = await added(alice, itemId, 'top');
    const replies = [await added(bob, itemId, 'r1', { subThreadId: top }), await added(bob, itemId, 'r2', { subThreadId: top })];
    const other = await added(bob, itemId, 'other top');
    const answer = await added(alice, itemId, 'top-level answer', { replyTo: top });
    const answerToOther = await added(alice, itemId, 'answer to other', { replyTo: other });
    expect(await itemCount(itemId)).toBe(6);

    const result = await remove(alice, top);
    expect(result.deletedIds).toEqual([top, ...replies].map(commentKey));
    expect(result.object.commentCount).toBe(3);
    expect(await t.db.prisma.comment.count({ where: { id: { in: [top, ...replies] } } })).toBe(0);

    // Deleting the answer to the deleted comment skips the vanished target.
    expect((await remove(alice, answer)).answered).toEqual([]);
    expect((await remove(alice, answerToOther)).answered).toEqual([{ recId: other, commentCount: 0 }]);
    expect(await itemCount(itemId)).toBe(1);
  });
});

describe('permissions', () => {
  let group: number;
  let admins: Record<string, Account>;
  let moderator: Account;

  beforeAll(async () => {
    group = (await t.db.prisma.entity.create({ data: { type: 2, displayName: 'Group' } })).id;
    const letters = ['A', 'C', 'E', 'M', 'R'];
    admins = Object.fromEntries(await Promise.all(letters.map(async (code) => [code, await account(`Admin ${code}`)] as const)));
    await t.db.prisma.entityRelation.createMany({
      data: letters.map((code) => ({ fromId: admins[code]!.entityId, toId: group, code })),
    });
    moderator = await account('Site moderator', 'MODERATOR');
  });

  test.each([
    ['the creator', () => alice, { viewerCanEdit: true, viewerCanDelete: true, viewerCanReport: false }],
    ['another user', () => bob, { viewerCanEdit: false, viewerCanDelete: false, viewerCanReport: true }],
    ['a guest', () => undefined, { viewerCanEdit: false, viewerCanDelete: false, viewerCanReport: false }],
    ['a site moderator', () => moderator, { viewerCanEdit: false, viewerCanDelete: true, viewerCanReport: true }],
    ...['A', 'C', 'E', 'M'].map((code) => [`group admin ${code}`, () => admins[code], { viewerCanEdit: false, viewerCanDelete: true, viewerCanReport: true }] as const),
    ['group advertiser R', () => admins.R, { viewerCanEdit: false, viewerCanDelete: false, viewerCanReport: true }],
  ] as const satisfies readonly (readonly [string, () => Account | undefined, object])[])(
    '%s: the menu and the delete follow the rules',
    async (_name, who, expected) => {
      const itemId = await item(group);
      const id = await added(alice, itemId, 'hello');
      const { edges } = await list(who(), itemId);
      expect(edges[0].node).toMatchObject(expected);

      const result = await remove(who(), id);
      if (expected.viewerCanDelete) {
        expect(result.__typename).toBe('DeleteCommentPayload');
        expect(await itemCount(itemId)).toBe(0);
      } else {
        expect(result.code).toBe(who() ? 'FORBIDDEN' : 'UNAUTHORIZED');
        expect(await itemCount(itemId)).toBe(1);
      }
    },
  );

  test('TimelineItem.viewerModeratesComments: site moderators and the A/C/E/M admins of the owner or of the entity it was published in', async () => {
    const moderates = async (who: Account | undefined, itemId: number) => {
      const reply = await t.gql(
        'query ($id: ID!) { node(id: $id) { ... on TimelineItem { viewerModeratesComments } } }',
        { id: itemKey(itemId) },
        { cookie: who?.cookie },
      );
      expect(reply.body.errors).toBeUndefined();
      return reply.body.data.node.viewerModeratesComments as boolean;
    };
    const groupItem = await item(group);
    const { id: publishedInGroup } = await t.db.prisma.timelineItem.create({
      data: { ownerId: alice.entityId, entityId: group, privacy: 9, category: 'NOTE', title: 'On the board' },
    });
    const personal = await item(alice.entityId);
    for (const itemId of [groupItem, publishedInGroup]) {
      expect(await moderates(moderator, itemId)).toBe(true);
      for (const code of ['A', 'C', 'E', 'M']) expect(await moderates(admins[code], itemId)).toBe(true);
      expect(await moderates(admins.R, itemId)).toBe(false);
      expect(await moderates(bob, itemId)).toBe(false);
      expect(await moderates(undefined, itemId)).toBe(false);
    }
    expect(await moderates(moderator, personal)).toBe(true);
    expect(await moderates(admins.A, personal)).toBe(false);
    expect(await moderates(bob, personal)).toBe(false);
  });

  test('a guest cannot comment', async () => {
    const itemId = await item(owner.entityId);
    expect((await add(undefined, itemId, 'hi')).code).toBe('UNAUTHORIZED');
    expect(await itemCount(itemId)).toBe(0);
  });

  test('a hidden object is not found: no comment, no list, no node, no delete, nothing changes', async () => {
    const hidden = await item(owner.entityId, 0);
    const id = await added(owner, hidden, 'note to self');
    expect((await add(bob, hidden, 'peek')).code).toBe('DATA_NOT_FOUND');
    expect(await list(bob, hidden)).toBeNull();
    const node = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id: commentKey(id) }, { cookie: bob.cookie });
    expect(node.body).toEqual({ data: { node: null } });
    expect((await remove(moderator, id)).code).toBe('DATA_NOT_FOUND');
    expect((await mutate(REPORT, { id: commentKey(id), reason: 'x' }, bob)).code).toBe('DATA_NOT_FOUND');
    expect(await itemCount(hidden)).toBe(1);
    expect(await t.db.prisma.comment.count({ where: { objectId: itemKey(hidden) } })).toBe(1);
  });
});

describe('blocks', () => {
  test('between the commenter and the object owner, or the reply target author, the comment is refused', async () => {
    const [blocker, blocked] = await Promise.all([account('Blocker'), account('Blocked')]);
    await t.db.prisma.block.create({ data: { blockerId: blocker.entityId, blockedId: blocked.entityId } });
    const blockersItem = await item(blocker.entityId);
    // Refused either way: BLOCKED, or not found where blocks also hide the blocker's items.
    expect(['BLOCKED', 'DATA_NOT_FOUND']).toContain((await add(blocked, blockersItem, 'hi')).code);

    const itemId = await item(owner.entityId);
    const top = await added(blocker, itemId, 'top');
    expect((await add(blocked, itemId, 'reply', { replyTo: top })).code).toBe('BLOCKED');
    expect((await add(blocked, itemId, 'in thread', { subThreadId: top })).code).toBe('BLOCKED');
    expect(await itemCount(itemId)).toBe(1);
    expect(await itemCount(blockersItem)).toBe(0);
  });
});

describe('reporting', () => {
  test('anybody but the creator files a dispute', async () => {
    const itemId = await item(owner.entityId);
    const id = await added(alice, itemId, 'spam?');
    const report = (who: Account) => mutate(REPORT, { id: commentKey(id), reason: 'spam' }, who);
    expect(await report(bob)).toEqual({ __typename: 'ReportCommentPayload', reportedId: commentKey(id) });
    expect((await report(alice)).code).toBe('FORBIDDEN');
    const disputes = await t.db.prisma.dispute.findMany({ where: { objectId: commentKey(id) } });
    expect(disputes).toEqual([expect.objectContaining({ reporterId: bob.entityId, reason: 'spam', status: 'open' })]);
  });
});

describe('listing', () => {
  let itemId: number;
  let ids: number[];
  beforeAll(async () => {
    itemId = await item(owner.entityId);
    ids = [];
    for (const message of ['one', 'two', 'three']) ids.push(await added(alice, itemId, message));
    ids.push(await added(bob, itemId, 'reply', { subThreadId: ids[0] }));
  });

  test('oldest first, page by page, with the total', async () => {
    const first = await list(bob, itemId, { first: 3 });
    expect(first.totalCount).toBe(4);
    expect(first.edges.map(({ node }: { node: { message: string } }) => node.message)).toEqual(['one', 'two', 'three']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await list(bob, itemId, { first: 3, after: first.pageInfo.endCursor });
    expect(rest.edges.map(({ node }: { node: { message: string } }) => node.message)).toEqual(['reply']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  test('the top level (sub-thread 0) or one sub-thread', async () => {
    const top = await list(bob, itemId, { subThreadId: 0 });
    expect(top.totalCount).toBe(3);
    const thread = await list(bob, itemId, { subThreadId: ids[0] });
    expect(thread.edges.map(({ node }: { node: { recId: number } }) => node.recId)).toEqual([ids[3]]);
  });

  test('on a timeline item, under the item', async () => {
    const reply = await t.gql(
      'query ($id: ID!) { node(id: $id) { ... on TimelineItem { commentCount comments(subThreadId: 0) { totalCount edges { node { message } } } } } }',
      { id: itemKey(itemId) },
    );
    expect(reply.body.data.node).toEqual({
      commentCount: 4,
      comments: { totalCount: 3, edges: ['one', 'two', 'three'].map((message) => ({ node: { message } })) },
    });
  });

  test('a page costs as many SQL statements for 40 comments as for 4', async () => {
    const busy = await item(owner.entityId);
    // Each replies to the one before, so every reply target differs.
    let previous = await added(alice, busy, 'top');
    const top = previous;
    for (let i = 0; i < 39; i++) previous = await added(i % 2 ? alice : bob, busy, `c${i}`, { subThreadId: top, replyTo: previous });
    const statements = async (first: number) => {
      t.resetQueryCount();
      expect((await list(owner, busy, { first })).edges).toHaveLength(first);
      return t.queryCount();
    };
    expect(await statements(40)).toBe(await statements(4));
  });
});

describe('REST', () => {
  test('add, sub-thread, reply, list, edit and delete in the spec shapes', async () => {
    const itemId = await item(owner.entityId);
    const post = (path: string, body: unknown, who = alice) => t.rest('POST', path, { cookie: who.cookie, body });
    const created = await post(`/api/comment/${itemId}`, { object_id: itemId, sub_thread_id: 0, message: 'top' });
    expect(created.status).toBe(200);
    const top: number = created.body.setData.comment_id;
    const inThread = (await post(`/api/comment/${itemId}/${top}`, { message: 'in thread' }, bob)).body.setData.comment_id;
    const reply = (await post(`/api/comment/${itemId}`, { sub_thread_id: top, reply_to: inThread, message: 'reply' })).body.setData.comment_id;
    expect([await itemCount(itemId), await commentCount(top), await commentCount(inThread)]).toEqual([3, 2, 1]);

    const missing = await post(`/api/comment/${itemId}`, { message: '' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error_code: 'VALIDATION_ERROR', fields: [{ field: 'message', code: 'FIELD_REQUIRED' }] });
    expect((await t.rest('POST', `/api/comment/${itemId}`, { body: { message: 'guest' } })).status).toBe(401);

    const listed = await t.rest('GET', `/api/comment/${itemId}?_size=1000&_page=0&_sort=A.id`, { cookie: bob.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.list.page.totalElements).toBe(3);
    expect(listed.body.list.data.map((row: { id: number }) => row.id)).toEqual([top, inThread, reply]);
    expect(listed.body.list.data[2]).toMatchObject({
      id: reply,
      comment_id: reply,
      created_by: alice.entityId,
      display_name: 'Alice',
      profile_image_url: null,
      message: 'reply',
      evaluation_count: 0,
      comment_count: 0,
      related_to: itemId,
      sub_thread_id: top,
      reply_to: inThread,
      reply_to_display_name: 'Bob',
      can_edit: false,
      can_delete: false,
      can_report: true,
    });
    expect(listed.body.list.data[0]).toMatchObject({ sub_thread_id: 0, reply_to: null, comment_count: 2 });
    const thread = await t.rest('GET', `/api/comment/${itemId}/${top}?_size=1&_page=1`);
    expect(thread.body.list.data.map((row: { id: number }) => row.id)).toEqual([reply]);
    expect(thread.body.list.page.totalElements).toBe(2);

    const edited = await t.rest('PATCH', `/api/comment/${reply}`, { cookie: alice.cookie, body: { message: 'edited' } });
    expect(edited.body).toEqual({ setData: { comment_id: reply } });
    expect((await t.rest('PATCH', `/api/comment/${reply}`, { cookie: bob.cookie, body: { message: 'x' } })).body.error_code).toBe('FORBIDDEN');

    const deleted = await t.rest('DELETE', `/api/comment/${reply}`, { cookie: alice.cookie });
    expect(deleted.body).toEqual({ getComment: { related_to: itemId, reply_to: inThread, sub_thread_id: top } });
    expect([await itemCount(itemId), await commentCount(top), await commentCount(inThread)]).toEqual([2, 1, 0]);
    expect((await t.rest('DELETE', `/api/comment/${reply}`, { cookie: alice.cookie })).status).toBe(404);

    const hidden = await item(owner.entityId, 0);
    expect((await post(`/api/comment/${hidden}`, { message: 'peek' })).status).toBe(404);
    expect((await t.rest('GET', `/api/comment/${hidden}`, { cookie: alice.cookie })).status).toBe(404);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrency on PostgreSQL', () => {
  test('100 comments at once by different users count exactly 100, on the item and on a sub-thread top', async () => {
    const itemId = await item(owner.entityId);
    const commenters = await Promise.all(Array.from({ length: 100 }, (_, i) => account(`Commenter ${i}`)));
    const all = (results: { __typename: string }[]) => expect(results.map((result) => result.__typename)).toEqual(Array(100).fill('AddCommentPayload'));

    all(await Promise.all(commenters.map((who, i) => add(who, itemId, `comment ${i}`))));
    expect(await itemCount(itemId)).toBe(100);

    const top = (await t.db.prisma.comment.findFirstOrThrow({ where: { objectId: itemKey(itemId) }, orderBy: { id: 'asc' } })).id;
    all(await Promise.all(commenters.map((who, i) => add(who, itemId, `reply ${i}`, { subThreadId: top, replyTo: top }))));
    expect(await itemCount(itemId)).toBe(200);
    expect(await commentCount(top)).toBe(100);
    expect(await t.db.prisma.comment.count({ where: { objectId: itemKey(itemId) } })).toBe(200);
  });
});
