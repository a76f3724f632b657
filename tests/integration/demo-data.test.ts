import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { articlePath } from '@domain/articles.ts';
import { FRIEND_CATEGORY } from '@domain/relations.ts';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { postUrl } from '../../server/modules/posts/kinds.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '1' } });
}, 120_000);
afterAll(() => t?.close());

describe('the seeded demo database', () => {
  test("holds an archive of years for the charts: every record in its species' months for its life stage", async () => {
    const stats = await t.rest('GET', '/api/observation/stat');
    expect(stats.body.by_year.length).toBeGreaterThanOrEqual(12);
    expect(new Set(stats.body.phenology.map((row: { life_stage: string }) => row.life_stage))).toEqual(new Set(['IMAGO', 'CATERPILLAR']));
    const archive = await t.db.prisma.observation.findMany({ where: { dataSource: 'Lepke demo archive' }, include: { species: { include: { phenology: true } } } });
    expect(archive.length).toBeGreaterThan(300);
    for (const record of archive) {
      const months = record.species!.phenology.find((row) => row.lifeStage === record.lifeStage && row.region === null)!.months;
      expect(months, `record ${record.id}`).toContain(record.dateFrom.getUTCMonth() + 1);
    }
  });

  test("the validators' accepted list shows the latest decisions first", async () => {
    const cookie = await t.loginAs('moderator@lepke.test');
    const reply = await t.rest('GET', '/api/observation/review?list=accepted&_size=50', { cookie });
    const reviewed = (reply.body.list.data as { reviewed_at: string | null }[]).map((row) => row.reviewed_at);
    expect(reviewed.length).toBe(50);
    expect(reviewed.every((at) => at !== null)).toBe(true);
    expect(reviewed).toEqual([...reviewed].sort((a, b) => (b ?? '').localeCompare(a ?? '')));
  });

  test('has timeline items of posts, records and moods to show', async () => {
    const categories = await t.db.prisma.timelineItem.groupBy({ by: ['category'], _count: true });
    const counts = Object.fromEntries(categories.map(({ category, _count }) => [category, _count]));
    for (const category of ['NOTE', 'QUESTION', 'NEWS', 'MOOD', 'LESSON', 'OBSERVATION']) expect(counts[category], category).toBeGreaterThan(0);
  });

  test('every timeline item has its post or its record behind it, and leads to its page', async () => {
    const items = await t.db.prisma.timelineItem.findMany({
      select: {
        id: true,
        category: true,
        url: true,
        postId: true,
        referencedId: true,
        ownerId: true,
        post: { select: { authorId: true } },
        observation: { select: { id: true, uploaderId: true } },
        article: { select: { id: true, kind: true, identifier: true, entityId: true, authorId: true } },
      },
    });
    for (const item of items) {
      if (item.category === FRIEND_CATEGORY) continue;
      const what = `item ${item.id} (${item.category})`;
      if (item.category === 'OBSERVATION') {
        expect(item.observation, what).not.toBeNull();
        expect(item.url, what).toBe(`/observation/${item.observation!.id}`);
        expect(item.ownerId, what).toBe(item.observation!.uploaderId);
      } else if (item.article) {
        expect(item.category, what).toBe(item.article.kind);
        expect(item.url, what).toBe(articlePath(item.article));
        expect(item.referencedId, what).toBe(item.article.id);
        expect(item.ownerId, what).toBe(item.article.authorId);
      } else {
        expect(item.post, what).not.toBeNull();
        expect(item.url, what).toBe(postUrl(item.postId!));
        expect(item.referencedId, what).toBe(item.postId);
        expect(item.ownerId, what).toBe(item.post!.authorId);
      }
    }
  });

  test('media review opens with three new photos and one reported photo', async () => {
    const cookie = await t.loginAs('moderator@lepke.test');
    const queue = async (tab: string) =>
      (await t.gql(`{ mediaReviewQueue(tab: ${tab}, first: 10) { totalCount edges { node { thumb review { openReports reports } } } } }`, {}, { cookie })).body.data
        .mediaReviewQueue;
    const fresh = await queue('new');
    expect(fresh.totalCount).toBe(3);
    expect(fresh.edges.every((edge: { node: { thumb: string | null } }) => edge.node.thumb !== null)).toBe(true);
    const reported = await queue('reported');
    expect(reported.totalCount).toBe(1);
    expect(reported.edges[0].node.review).toEqual({ openReports: 1, reports: [expect.stringContaining('nem lepke')] });
  });

  test("the moderators' dispute queue opens with a reported comment, its two reports and its post", async () => {
    const cookie = await t.loginAs('moderator@lepke.test');
    const reply = await t.rest('GET', '/api/admin/dispute?kind=COMMENT', { cookie });
    expect(reply.status).toBe(200);
    const reported = await t.gql(
      '{ disputes(kind: COMMENT) { totalCount edges { node { status reports { reporterName } content { text context authorName authorIsPerson hidden } } } } }',
      {},
      { cookie },
    );
    const cards = reported.body.data.disputes.edges.map((edge: { node: unknown }) => edge.node);
    expect(cards).toEqual([
      {
        status: 'open',
        reports: [{ reporterName: expect.any(String) }, { reporterName: expect.any(String) }],
        content: {
          text: expect.stringContaining('Kezdőknek nincs itt helye'),
          context: 'Gyászlepke a Börzsönyben',
          authorName: expect.any(String),
          authorIsPerson: true,
          hidden: false,
        },
      },
    ]);
  });

  test('every like and comment counter equals the rows it counts, and some are not zero', async () => {
    const [items, comments, likes, commentRows] = await Promise.all([
      t.db.prisma.timelineItem.findMany({ select: { id: true, evaluationCount: true, commentCount: true, shareCount: true } }),
      t.db.prisma.comment.findMany({ select: { id: true, evaluationCount: true } }),
      t.db.prisma.like.groupBy({ by: ['objectId'], _count: true }),
      t.db.prisma.comment.groupBy({ by: ['objectId'], _count: true }),
    ]);
    const likesOf = new Map(likes.map(({ objectId, _count }) => [objectId, _count]));
    const commentsOf = new Map(commentRows.map(({ objectId, _count }) => [objectId, _count]));
    for (const item of items) {
      const key = objectKey({ kind: 'TimelineItem', id: item.id });
      expect(item.evaluationCount, `likes of item ${item.id}`).toBe(likesOf.get(key) ?? 0);
      expect(item.commentCount, `comments of item ${item.id}`).toBe(commentsOf.get(key) ?? 0);
      // Shares are not stored as rows: no demo item may claim any.
      expect(item.shareCount, `shares of item ${item.id}`).toBe(0);
    }
    for (const comment of comments) {
      expect(comment.evaluationCount, `likes of comment ${comment.id}`).toBe(likesOf.get(objectKey({ kind: 'Comment', id: comment.id })) ?? 0);
    }
    expect(items.some((item) => item.evaluationCount > 0 && item.commentCount > 0)).toBe(true);
    // Every like and comment belongs to an existing item or comment.
    const itemKeys = new Set(items.map((item) => objectKey({ kind: 'TimelineItem', id: item.id })));
    const commentKeys = new Set(comments.map((comment) => objectKey({ kind: 'Comment', id: comment.id })));
    for (const { objectId } of likes) expect(itemKeys.has(objectId) || commentKeys.has(objectId), objectId).toBe(true);
    for (const { objectId } of commentRows) expect(itemKeys.has(objectId), objectId).toBe(true);
  });

  test("Kata's likes, comments and replies are notifications leading to her post and naming who; admin keeps 12 unread", async () => {
    const cookie = await t.loginAs('user@lepke.test');
    const reply = await t.gql('{ viewer { notifications(first: 50) { edges { node { token url read actor { displayName } } } } } }', {}, { cookie });
    const nodes: { token: string; url: string; read: boolean; actor: { displayName: string } | null }[] = reply.body.data.viewer.notifications.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
    const social = nodes.filter((node) => ['COMMENT_ADDED', 'COMMENT_REPLY', 'ITEM_LIKED'].includes(node.token));
    expect(new Set(social.map((node) => node.token))).toEqual(new Set(['COMMENT_ADDED', 'COMMENT_REPLY', 'ITEM_LIKED']));
    for (const node of social) {
      expect(node.read, node.url).toBe(false);
      expect(node.actor, node.url).not.toBeNull();
      const post = /^\/entity\/post\/(\d+)\?actor=\d+$/.exec(node.url);
      expect(post, node.url).not.toBeNull();
      expect((await t.rest('GET', `/api/post/${post![1]}`, { cookie })).status, node.url).toBe(200);
    }
    const admin = await t.db.prisma.entity.findFirstOrThrow({ where: { user: { email: 'admin@lepke.test' } }, select: { id: true } });
    expect(await t.db.prisma.notification.count({ where: { recipientId: admin.id, readAt: null } })).toBe(12);
  });

  test('what a guest reads on the home timeline opens: each public post, record, blog post and story answers its page', async () => {
    const reply = await t.gql(`{ timeline(first: 100) { edges { node { url post { recId } } } } }`);
    const edges: { node: { url: string; post: { recId: number } | null } }[] = reply.body.data.timeline.edges;
    expect(edges.length).toBeGreaterThan(5);
    const kinds = new Set<string>();
    for (const { node } of edges) {
      const post = /^\/entity\/post\/(\d+)$/.exec(node.url);
      const record = /^\/observation\/(\d+)$/.exec(node.url);
      const blog = /^\/blog\/(\d+)$/.exec(node.url);
      const story = /^\/story\/(\d+)$/.exec(node.url);
      const journal = /^\/entity\/\d+\/journal\/\?article=(\d+)$/.exec(node.url);
      const article = story ?? journal;
      expect(post ?? record ?? blog ?? article, node.url).not.toBeNull();
      kinds.add(post ? 'post' : record ? 'record' : blog ? 'blog' : 'article');
      if (article) {
        const read = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Article { title } } }`, { id: encodeGlobalID('Article', article[1]!) });
        expect(read.body.data.node, node.url).not.toBeNull();
        continue;
      }
      const rest = await t.rest('GET', post ? `/api/post/${post[1]}` : record ? `/api/observation/${record[1]}` : `/api/blog/${blog![1]}`);
      expect(rest.status, node.url).toBe(200);
    }
    expect([...kinds].sort()).toEqual(['article', 'blog', 'post', 'record']);
  });
});
