import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectKey } from '../../server/modules/objects/registry.ts';
import addMutation from '../../web/__generated__/CommentComposerAddMutation.graphql.ts';
import sheetQuery from '../../web/__generated__/ItemCommentsQuery.graphql.ts';
import subThreadQuery from '../../web/__generated__/CommentSubThreadQuery.graphql.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** The web app's comment thread (web/features/comments) as it asks the server: 1000 a page, likes per comment. */
let t: TestApp;
let me: { cookie: string; entityId: number };
let author: number;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
  me = await t.register('Me');
  author = (await t.db.prisma.entity.create({ data: { type: 0, displayName: 'Author' } })).id;
});
afterAll(() => t?.close());

async function newItem() {
  const { id } = await t.db.prisma.timelineItem.create({ data: { ownerId: author, privacy: 9, title: 'item', category: 'NOTE' } });
  return objectKey({ kind: 'TimelineItem', id });
}

async function newComments(itemKey: string, count: number, subThreadId: number | null = null) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(await t.db.prisma.comment.create({ data: { objectId: itemKey, createdById: author, message: `c${i}`, subThreadId } }));
  }
  return rows.map(({ id }) => ({ id, key: objectKey({ kind: 'Comment', id }) }));
}

const LIKE = `mutation ($input: LikeInput!) {
  like(input: $input) { __typename ... on LikePayload { node { id ... on Comment { evaluationCount likedByViewer } } } }
}`;

interface ThreadNode {
  id: string;
  likedByViewer: boolean;
  evaluationCount: number;
  createdBy: { displayName: string };
}

describe('Comment.likedByViewer', () => {
  test('a like on a comment shows in its likedByViewer, for the liker only', async () => {
    const item = await newItem();
    const [comment] = await newComments(item, 1);
    const liked = await t.gql(LIKE, { input: { objectId: comment!.key } }, { cookie: me.cookie });
    expect(liked.body.data?.like).toEqual({ __typename: 'LikePayload', node: { id: comment!.key, evaluationCount: 1, likedByViewer: true } });

    const mine = await t.gql(sheetQuery.params.text!, { id: item }, { cookie: me.cookie });
    const guest = await t.gql(sheetQuery.params.text!, { id: item });
    const nodes = (body: typeof mine.body) => (body.data?.node as { comments: { edges: { node: ThreadNode }[] } }).comments.edges.map(({ node }) => node);
    expect(nodes(mine.body).map((node) => [node.likedByViewer, node.evaluationCount])).toEqual([[true, 1]]);
    expect(nodes(guest.body).map((node) => [node.likedByViewer, node.evaluationCount])).toEqual([[false, 1]]);
  });
});

describe("the web app's thread queries", () => {
  test('fit the cost budget and read a thread of many comments in a fixed number of statements', async () => {
    const item = await newItem();
    const few = await newComments(item, 2);
    for (const { key } of few) await t.gql(LIKE, { input: { objectId: key } }, { cookie: me.cookie });

    t.resetQueryCount();
    const small = await t.gql(sheetQuery.params.text!, { id: item }, { cookie: me.cookie });
    const smallCount = t.queryCount();
    expect(small.body.errors).toBeUndefined();

    const more = await newComments(item, 30);
    t.resetQueryCount();
    const large = await t.gql(sheetQuery.params.text!, { id: item }, { cookie: me.cookie });
    expect(large.body.errors).toBeUndefined();
    expect(t.queryCount()).toBe(smallCount);

    const edges = (large.body.data?.node as { comments: { edges: { node: ThreadNode }[] } }).comments.edges;
    expect(edges.map(({ node }) => node.id)).toEqual([...few, ...more].map(({ key }) => key));
    expect(edges.map(({ node }) => node.likedByViewer)).toEqual([...few.map(() => true), ...more.map(() => false)]);
    expect(edges[0]!.node.createdBy.displayName).toBe('Author');
  });

  test('a reply added the way the sub-thread form adds it comes back with the sub-thread, naming its target', async () => {
    const item = await newItem();
    const [top] = await newComments(item, 1);
    const [reply] = await newComments(item, 1, top!.id);
    const added = await t.gql(
      addMutation.params.text!,
      { input: { objectId: item, subThreadId: top!.id, replyTo: reply!.key, message: 'answer' }, connections: [], inSubThread: true },
      { cookie: me.cookie },
    );
    const payload = added.body.data?.addComment as { __typename: string; object: { commentCount: number }; answered: { id: string; commentCount: number }[] };
    expect(payload.__typename).toBe('AddCommentPayload');
    expect(payload.object.commentCount).toBe(1);
    expect(payload.answered).toEqual([
      { id: top!.key, commentCount: 1 },
      { id: reply!.key, commentCount: 1 },
    ]);

    const thread = await t.gql(subThreadQuery.params.text!, { objectId: item, subThreadId: top!.id }, { cookie: me.cookie });
    expect(thread.body.errors).toBeUndefined();
    const nodes = (thread.body.data?.comments as { edges: { node: { id: string; message: string; replyTo: { id: string } | null } }[] }).edges.map(({ node }) => node);
    expect(nodes.map((node) => [node.message, node.replyTo?.id ?? null])).toEqual([
      ['c0', null],
      ['answer', reply!.key],
    ]);
  });
});
