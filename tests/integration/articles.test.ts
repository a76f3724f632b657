import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { startTestApp, type TestApp } from './harness.ts';

type Account = { cookie: string; entityId: number };

const CREATE = `mutation ($input: CreateArticleInput!) {
  createArticle(input: $input) {
    __typename
    ... on ArticlePayload { article { id recId status title description path item { id privacy category } } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const UPDATE = `mutation ($input: UpdateArticleInput!) {
  updateArticle(input: $input) {
    __typename
    ... on ArticlePayload { article { id recId status title access item { privacy } } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const RESTORE = `mutation ($revisionId: Int!) {
  restoreArticleRevision(revisionId: $revisionId) { __typename ... on ArticlePayload { article { title summary } } ... on Error { code } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Article { title viewerCanEdit revisions { recId title changedFields editorName } } } }`;
const LIST = `query ($kind: ArticleKind!, $status: ArticleStatus) { articles(kind: $kind, status: $status, first: 50) { totalCount edges { node { recId title status } } } }`;
const DELETE = `mutation ($id: ID!) { deleteArticle(id: $id) { __typename ... on Error { code } } }`;
const TIMELINE = `query { timeline(first: 50) { edges { node { category referencedId title } } } }`;

let t: TestApp;
let author: Account;
let friend: Account;
let stranger: Account;
let editor: Account;
let admin: Account;

async function person(name: string, role?: 'EDITOR' | 'ADMIN'): Promise<Account> {
  const who = await t.register(name);
  if (role) await t.db.prisma.user.update({ where: { entityId: who.entityId }, data: { role } });
  return who;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [author, friend, stranger, editor, admin] = await Promise.all([
    person('Szerző'),
    person('Barát'),
    person('Idegen'),
    person('Szerkesztő', 'EDITOR'),
    person('Adminisztrátor', 'ADMIN'),
  ]);
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: author.entityId, code: 'b', toId: friend.entityId },
      { fromId: friend.entityId, code: 'b', toId: author.entityId },
    ],
  });
});
afterAll(() => t?.close());

async function create(who: Account | null, input: Record<string, unknown>) {
  const reply = await t.gql(CREATE, { input }, who ? { cookie: who.cookie } : {});
  return reply.body.data?.createArticle ?? reply.body.errors?.[0]?.extensions;
}
async function update(who: Account, input: Record<string, unknown>) {
  return (await t.gql(UPDATE, { input }, { cookie: who.cookie })).body.data.updateArticle;
}
const readNode = async (id: string, who: Account | null) => (await t.gql(NODE, { id }, who ? { cookie: who.cookie } : {})).body.data.node;
const listTitles = async (kind: string, who: Account | null, status?: string) =>
  ((await t.gql(LIST, { kind, status }, who ? { cookie: who.cookie } : {})).body.data.articles.edges as { node: { title: string } }[]).map(({ node }) => node.title);
const timelineTitles = async (who: Account | null) =>
  ((await t.gql(TIMELINE, {}, who ? { cookie: who.cookie } : {})).body.data.timeline.edges as { node: { title: string } }[]).map(({ node }) => node.title);

describe('stories', () => {
  test('a draft is its author’s alone on every path; published, it reaches whom its access allows, on the timeline too', async () => {
    const draft = await create(author, { kind: 'STORY', title: 'Terepnap a Bükkben', description: '<p>Kora reggel indultunk.</p><script>alert(1)</script>' });
    expect(draft).toMatchObject({
      __typename: 'ArticlePayload',
      article: { status: 'DRAFT', description: '<p>Kora reggel indultunk.</p>', item: { privacy: -1, category: 'STORY' } },
    });
    const { id, recId } = draft.article;
    expect(draft.article.path).toBe(`/story/${recId}`);

    for (const who of [null, friend, stranger, editor, admin]) {
      expect(await readNode(id, who), `draft to ${who?.entityId ?? 'guest'}`).toBeNull();
      expect(await listTitles('STORY', who)).not.toContain('Terepnap a Bükkben');
      expect(await timelineTitles(who)).not.toContain('Terepnap a Bükkben');
    }
    expect(await readNode(id, author)).toMatchObject({ title: 'Terepnap a Bükkben', viewerCanEdit: true });
    expect(await listTitles('STORY', author)).toContain('Terepnap a Bükkben');
    // Another person cannot touch it.
    expect(await update(stranger, { id, title: 'Enyém' })).toMatchObject({ code: 'DATA_NOT_FOUND' });

    // Published to friends only.
    expect(await update(author, { id, status: 'PUBLISHED', access: 1 })).toMatchObject({ article: { status: 'PUBLISHED', access: 1, item: { privacy: 1 } } });
    expect(await readNode(id, friend)).toMatchObject({ title: 'Terepnap a Bükkben', viewerCanEdit: false, revisions: [] });
    expect(await timelineTitles(friend)).toContain('Terepnap a Bükkben');
    for (const who of [null, stranger]) {
      expect(await readNode(id, who)).toBeNull();
      expect(await listTitles('STORY', who)).not.toContain('Terepnap a Bükkben');
      expect(await timelineTitles(who)).not.toContain('Terepnap a Bükkben');
    }
    expect(await update(friend, { id, title: 'Átírva' })).toMatchObject({ code: 'FORBIDDEN' });

    // To everyone.
    await update(author, { id, access: 9 });
    expect(await readNode(id, null)).toMatchObject({ title: 'Terepnap a Bükkben' });
    expect(await listTitles('STORY', stranger)).toContain('Terepnap a Bükkben');
    expect(await timelineTitles(null)).toContain('Terepnap a Bükkben');

    // Back to a draft: gone again for the others.
    await update(author, { id, status: 'DRAFT' });
    expect(await readNode(id, stranger)).toBeNull();
    expect(await timelineTitles(stranger)).not.toContain('Terepnap a Bükkben');
  });

  test('privacy changed from the timeline’s menu is the article’s access; removing the item takes it back to a draft', async () => {
    const { article } = await create(author, { kind: 'STORY', title: 'Menüből', description: '<p>Szöveg.</p>', status: 'PUBLISHED', access: 9 });
    const itemId = (await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { articleId: article.recId } })).id;
    const SET = `mutation ($input: SetItemPrivacyInput!) { setItemPrivacy(input: $input) { __typename ... on TimelineItem { privacy } } }`;
    const itemKey = objectKey({ kind: 'TimelineItem', id: itemId });
    expect((await t.gql(SET, { input: { itemId: itemKey, privacy: 1 } }, { cookie: author.cookie })).body.data.setItemPrivacy).toMatchObject({ privacy: 1 });
    expect(await readNode(article.id, null)).toBeNull();
    expect(await readNode(article.id, friend)).toMatchObject({ title: 'Menüből' });
    // A later edit keeps the level chosen on the timeline, and the history names who chose it.
    expect(await update(author, { id: article.id, title: 'Menüből, átírva' })).toMatchObject({ article: { access: 1, item: { privacy: 1 } } });
    expect((await readNode(article.id, author)).revisions.map(({ changedFields }: { changedFields: string[] }) => changedFields)).toEqual([['title'], ['access'], []]);

    const REMOVE = `mutation ($input: RemoveTimelineItemInput!) { removeTimelineItem(input: $input) { __typename } }`;
    await t.gql(REMOVE, { input: { itemId: itemKey } }, { cookie: author.cookie });
    expect(await readNode(article.id, friend)).toBeNull();
    expect(await t.db.prisma.article.findUniqueOrThrow({ where: { id: article.recId } })).toMatchObject({ status: 'DRAFT', access: 1 });
    // Published again, it is back where it was.
    expect(await update(author, { id: article.id, status: 'PUBLISHED' })).toMatchObject({ article: { status: 'PUBLISHED', item: { privacy: 1 } } });
    expect(await readNode(article.id, friend)).toMatchObject({ title: 'Menüből, átírva' });
  });

  test('a guest writes none; a story without a title or text to publish is refused with the field', async () => {
    expect(await create(null, { kind: 'STORY', title: 'Vendég' })).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await create(author, { kind: 'STORY', title: '' })).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'title', code: 'FIELD_REQUIRED' }] });
    expect(await create(author, { kind: 'STORY', title: 'Üres', status: 'PUBLISHED' })).toMatchObject({
      fields: [{ field: 'description', code: 'FIELD_REQUIRED' }],
    });
    expect(await create(author, { kind: 'STORY', title: 'Rossz kategória', category: 'science' })).toMatchObject({
      fields: [{ field: 'category', code: 'FORMAT_ERROR' }],
    });
    expect(await create(author, { kind: 'STORY', title: 'Saját licenc', license: 'CUSTOM' })).toMatchObject({
      fields: [{ field: 'licenseText', code: 'FIELD_REQUIRED' }],
    });
    const media = await create(author, { kind: 'STORY', title: 'Idegen kép', mediaIds: [2_000_000] });
    expect(media).toMatchObject({ fields: [{ field: 'mediaIds', code: 'DATA_NOT_FOUND' }] });
    expect(await t.db.prisma.article.count({ where: { title: { in: ['Vendég', 'Üres', 'Rossz kategória', 'Saját licenc', 'Idegen kép'] } } })).toBe(0);
  });
});

describe('deleting', () => {
  test('a story goes with its item, revisions, and the comments and likes on it', async () => {
    const story = await create(author, { kind: 'STORY', title: 'Törlendő', description: '<p>Rövid.</p>', status: 'PUBLISHED' });
    const itemId = (await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { articleId: story.article.recId } })).id;
    const itemKey = objectKey({ kind: 'TimelineItem', id: itemId });
    const comment = await t.db.prisma.comment.create({ data: { objectId: itemKey, createdById: friend.entityId, message: 'Szép!' } });
    await t.db.prisma.like.createMany({
      data: [
        { objectId: itemKey, entityId: friend.entityId },
        { objectId: objectKey({ kind: 'Comment', id: comment.id }), entityId: author.entityId },
      ],
    });
    expect((await t.gql(DELETE, { id: story.article.id }, { cookie: stranger.cookie })).body.data.deleteArticle).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.gql(DELETE, { id: story.article.id }, { cookie: author.cookie })).body.data.deleteArticle).toMatchObject({ __typename: 'DeleteArticlePayload' });
    const { prisma } = t.db;
    expect(await prisma.article.count({ where: { id: story.article.recId } })).toBe(0);
    expect(await prisma.articleRevision.count({ where: { articleId: story.article.recId } })).toBe(0);
    expect(await prisma.timelineItem.count({ where: { id: itemId } })).toBe(0);
    expect(await prisma.comment.count({ where: { objectId: itemKey } })).toBe(0);
    expect(await prisma.like.count({ where: { objectId: { in: [itemKey, objectKey({ kind: 'Comment', id: comment.id })] } } })).toBe(0);
  });
});

describe('the blog', () => {
  test('editors write it; a draft is 404 to the others on GraphQL and REST, published it is everybody’s', async () => {
    expect(await create(author, { kind: 'BLOG', title: 'Nem szerkesztő', category: 'news' })).toMatchObject({ code: 'FORBIDDEN' });
    const draft = await create(editor, { kind: 'BLOG', category: 'science', title: 'Új faj Magyarországon', description: '<h3>Felfedezés</h3><p>Részletek.</p>' });
    expect(draft.article).toMatchObject({ status: 'DRAFT' });
    const { id, recId } = draft.article;
    expect((await t.rest('GET', `/api/blog/${recId}`)).status).toBe(404);
    expect((await t.rest('GET', `/api/blog/${recId}`, { cookie: author.cookie })).status).toBe(404);
    expect((await t.rest('GET', `/api/blog/${recId}`, { cookie: editor.cookie })).body.data).toMatchObject({
      title: 'Új faj Magyarországon',
      status: 'draft',
      category: 'science',
    });
    // Another editor edits it too, and publishes it.
    expect(await update(admin, { id, status: 'PUBLISHED' })).toMatchObject({ article: { status: 'PUBLISHED', item: { privacy: 9 } } });
    const published = await t.rest('GET', `/api/blog/${recId}`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ id: recId, kind: 'BLOG', status: 'published', url: `/blog/${recId}`, owned_by: editor.entityId });
    const list = await t.rest('GET', '/api/blog?category=science');
    expect(list.body.list.data.map((row: { id: number }) => row.id)).toContain(recId);
    expect((await t.rest('GET', '/api/blog/abc')).status).toBe(422);
  });
});

describe('content pages in the admin section', () => {
  test('only admins list, filter and write them; duplicates per language are refused; drafts are 404 elsewhere', async () => {
    expect((await t.rest('GET', '/api/admin/content')).status).toBe(401);
    expect((await t.rest('GET', '/api/admin/content', { cookie: editor.cookie })).status).toBe(403);
    const created = await t.rest('POST', '/api/admin/content', {
      cookie: admin.cookie,
      body: { identifier: 'contact', category: 'contact', language: 'en', title: 'Contact us', description: '<p>Write to us.</p>' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ identifier: 'contact', status: 'draft', language_code: 'en' });
    const id = created.body.data.id as number;
    expect((await t.rest('GET', '/api/help/contact?_lc=en')).status).toBe(404);

    const again = await t.rest('POST', '/api/admin/content', {
      cookie: admin.cookie,
      body: { identifier: 'contact', category: 'contact', language: 'en', title: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('CONTENT_IDENTIFIER_TAKEN');
    const hungarian = await t.rest('POST', '/api/admin/content', {
      cookie: admin.cookie,
      body: { identifier: 'contact', category: 'contact', language: 'hu', title: 'Kapcsolat', description: '<p>Írj nekünk.</p>', status: 'PUBLISHED' },
    });
    expect(hungarian.status).toBe(200);
    const bad = await t.rest('POST', '/api/admin/content', { cookie: admin.cookie, body: { category: 'contact', language: 'en', title: 'No address' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');

    const drafts = await t.rest('GET', '/api/admin/content?status=draft&language=en&category=contact', { cookie: admin.cookie });
    expect(drafts.body.list.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await t.rest('GET', '/api/admin/content?status=gone', { cookie: admin.cookie })).status).toBe(422);
    // Until the English page is published, English readers get the Hungarian one.
    expect((await t.rest('GET', '/api/help/contact?_lc=en')).body.data).toMatchObject({ title: 'Kapcsolat', fallback: true });

    const published = await t.rest('PUT', `/api/admin/content/${id}`, { cookie: admin.cookie, body: { status: 'PUBLISHED', orderNo: 7 } });
    expect(published.body.data).toMatchObject({ status: 'published', order: 7 });
    const reader = await person('Olvasó');
    expect((await t.rest('GET', '/api/help/contact?_lc=en', { cookie: reader.cookie })).body.data).toMatchObject({ title: 'Contact us', fallback: false });
    expect((await t.rest('PUT', `/api/admin/content/${id}`, { cookie: editor.cookie, body: { title: 'Editor' } })).status).toBe(403);
  });

  test('every save keeps a revision of who changed what; restoring one puts it back as a new revision', async () => {
    const created = await t.rest('POST', '/api/admin/content', {
      cookie: admin.cookie,
      body: { identifier: 'announce-1', category: 'announce', language: 'hu', title: 'Első', summary: 'Egy', description: '<p>Szöveg</p>' },
    });
    const id = created.body.data.id as number;
    await t.rest('PUT', `/api/admin/content/${id}`, { cookie: admin.cookie, body: { title: 'Második' } });
    await t.rest('PUT', `/api/admin/content/${id}`, { cookie: admin.cookie, body: { summary: 'Kettő', status: 'PUBLISHED' } });

    const detail = await t.rest('GET', `/api/admin/content/${id}`, { cookie: admin.cookie });
    const revisions = detail.body.data.revisions as { id: number; changed_fields: string[]; editor_name: string }[];
    expect(revisions.map((revision) => revision.changed_fields)).toEqual([['summary', 'status', 'publishedAt'], ['title'], []]);
    expect(revisions[0]!.editor_name).toBe('Adminisztrátor');

    const first = revisions.at(-1)!.id;
    const node = encodeGlobalID('Article', id);
    expect((await t.gql(RESTORE, { revisionId: first }, { cookie: editor.cookie })).body.data.restoreArticleRevision).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.rest('POST', `/api/admin/content/${id + 1000}/restore/${first}`, { cookie: admin.cookie })).status).toBe(404);
    const restored = await t.gql(RESTORE, { revisionId: first }, { cookie: admin.cookie });
    expect(restored.body.data.restoreArticleRevision).toMatchObject({ article: { title: 'Első', summary: 'Egy' } });
    const after = await readNode(node, admin);
    expect(after.revisions).toHaveLength(4);
    expect(after.revisions[0].changedFields).toEqual(expect.arrayContaining(['title', 'summary', 'status']));
    // The restored draft state hides the page again.
    expect((await t.rest('GET', '/api/help/announce-1?_lc=hu')).status).toBe(404);
  });
});

describe('journals', () => {
  test('a group’s keepers (A, C, E) write its journal; a member does not', async () => {
    const group = await t.gql(
      `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } } }`,
      { input: { type: 2, displayName: 'Lepkészek köre' } },
      { cookie: author.cookie },
    );
    const groupId = group.body.data.createEntity.entity.recId as number;
    await t.db.prisma.entityRelation.create({ data: { fromId: friend.entityId, toId: groupId, code: 'm' } });
    const entityId = encodeGlobalID('Entity', groupId);
    const canWrite = async (who: { cookie: string } | null) =>
      (await t.gql(`query ($id: ID!) { node(id: $id) { ... on Entity { viewerCanWriteJournal } } }`, { id: entityId }, who ? { cookie: who.cookie } : {})).body.data.node;
    expect(await canWrite(author)).toEqual({ viewerCanWriteJournal: true });
    expect(await canWrite(friend)).toEqual({ viewerCanWriteJournal: false });
    expect(await canWrite(null)).toEqual({ viewerCanWriteJournal: false });
    expect(await create(friend, { kind: 'JOURNAL', category: 'entry', entityId, title: 'Tag írja' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await create(author, { kind: 'JOURNAL', category: 'entry', title: 'Csoport nélkül' })).toMatchObject({
      fields: [{ field: 'entityId', code: 'FIELD_REQUIRED' }],
    });
    const entry = await create(author, { kind: 'JOURNAL', category: 'logbook', entityId, title: 'Napló, 1. nap', description: '<p>12 faj.</p>', status: 'PUBLISHED' });
    expect(entry.article).toMatchObject({ status: 'PUBLISHED', path: `/entity/${groupId}/journal/?article=${entry.article.recId}` });
    expect(await readNode(entry.article.id, null)).toMatchObject({ title: 'Napló, 1. nap' });
  });
});
