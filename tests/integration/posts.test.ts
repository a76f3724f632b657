import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { subscriptionClient } from './ws-client.ts';

interface Account {
  cookie: string;
  entityId: number;
}

let t: TestApp;
let counter = 0;

/** An account with a session, straight in the database (no password hashing: tests make many). */
async function account(displayName: string, role: Role = 'USER', settings: Record<string, number> = {}): Promise<Account> {
  const prisma = t.db.prisma;
  const user = await prisma.user.create({
    data: {
      email: `${displayName.toLowerCase().replace(/\W+/g, '-')}-${++counter}@lepke.test`,
      passwordHash: 'unused',
      role,
      settings,
      privacyAcceptedAt: new Date(),
      entity: { create: { type: 0, displayName } },
    },
  });
  const { token } = await createSession(prisma, user.id, 3_600_000, {});
  return { cookie: `${SESSION_COOKIE}=${token}`, entityId: user.entityId };
}

async function group(settings: { pubNote?: string; pubQuestion?: string; pubAlert?: string } = {}, type = 2): Promise<number> {
  const entity = await t.db.prisma.entity.create({ data: { type, displayName: `Group ${++counter}`, ...settings } });
  return entity.id;
}

async function relate(who: Account, entityId: number, ...codes: string[]): Promise<void> {
  await t.db.prisma.entityRelation.createMany({ data: codes.map((code) => ({ fromId: who.entityId, toId: entityId, code })) });
}

const postKey = (id: number) => Buffer.from(`Post:${id}`).toString('base64');
const itemKey = (id: number) => Buffer.from(`TimelineItem:${id}`).toString('base64');
const entityKey = (id: number) => Buffer.from(`Entity:${id}`).toString('base64');

const POST_FIELDS = `id recId type title body lessonId ownedByMe viewerCanEdit viewerCanDelete lat lon eventAt
  author { recId } entity { recId } item { id recId category title summary url privacy }`;

const CREATE = `mutation ($input: CreatePostInput!) {
  createPost(input: $input) {
    __typename
    ... on CreatePostPayload { post { ${POST_FIELDS} } item { recId privacy } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const UPDATE = `mutation ($input: UpdatePostInput!) {
  updatePost(input: $input) {
    __typename
    ... on UpdatePostPayload { post { ${POST_FIELDS} } item { recId privacy title summary } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const DELETE = `mutation ($input: DeletePostInput!) {
  deletePost(input: $input) {
    __typename
    ... on DeletePostPayload { deletedId deletedItemId deletedPostIds deletedItemIds }
    ... on Error { code }
  }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on Post { ${POST_FIELDS} solutions(first: 10) { totalCount edges { node { recId } } } } } }`;

// Tests read whatever shape their query selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result = any;

async function mutate(query: string, input: Record<string, unknown>, who: Account | undefined): Promise<Result> {
  const reply = await t.gql(query, { input }, { cookie: who?.cookie });
  if (!who) {
    expect(reply.body.errors).toHaveLength(1);
    return { code: reply.body.errors![0]!.extensions?.code };
  }
  expect(reply.body.errors).toBeUndefined();
  return Object.values(reply.body.data)[0];
}

async function created(who: Account, input: Record<string, unknown>): Promise<Result> {
  const result = await mutate(CREATE, { title: 'Egy cím', body: '<p>Valami szöveg</p>', ...input }, who);
  expect(result.__typename, JSON.stringify(result)).toBe('CreatePostPayload');
  return result.post;
}

async function node(who: Account | undefined, id: number): Promise<Result> {
  const reply = await t.gql(NODE, { id: postKey(id) }, { cookie: who?.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.node;
}

let author: Account;
let friend: Account;
let stranger: Account;

beforeAll(async () => {
  t = await startTestApp();
  author = await account('Author', 'USER', { note_pp: 1, question_pp: 0, post_pp: 2, mood_pp: 7 });
  friend = await account('Friend');
  stranger = await account('Stranger');
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: author.entityId, toId: friend.entityId, code: 'b' },
      { fromId: friend.entityId, toId: author.entityId, code: 'b' },
    ],
  });
});

afterAll(() => t?.close());

describe('creating, editing and deleting posts', () => {
  test.each(['NOTE', 'NEWS', 'QUESTION', 'LESSON'])('a %s on the own timeline, with its item in step', async (type) => {
    const post = await created(author, { type, title: `${type} title`, body: '<p>Szia <b>világ</b><script>x()</script></p>', privacy: 9 });
    expect(post).toMatchObject({ type, title: `${type} title`, body: '<p>Szia <b>világ</b></p>', ownedByMe: true, viewerCanEdit: true, entity: null });
    expect(post.item).toMatchObject({ category: type, title: `${type} title`, summary: 'Szia világ', url: `/entity/post/${post.recId}`, privacy: 9 });

    const updated = await mutate(UPDATE, { id: post.id, title: 'Új cím', body: '<p>Más szöveg</p>', privacy: 1 }, author);
    expect(updated.__typename).toBe('UpdatePostPayload');
    expect(updated.post).toMatchObject({ title: 'Új cím', body: '<p>Más szöveg</p>' });
    expect(updated.item).toMatchObject({ recId: post.item.recId, title: 'Új cím', summary: 'Más szöveg', privacy: 1 });

    const deleted = await mutate(DELETE, { id: post.id }, author);
    expect(deleted).toMatchObject({ __typename: 'DeletePostPayload', deletedId: post.id, deletedItemId: post.item.id });
    expect(await t.db.prisma.timelineItem.findUnique({ where: { id: post.item.recId } })).toBeNull();
    expect(await node(author, post.recId)).toBeNull();
  });

  test('a mood keeps its location; out-of-range coordinates are refused', async () => {
    const mood = await created(author, { type: 'MOOD', title: '', body: 'Jó napom van', lat: 47.5, lon: 19.04, privacy: 9 });
    expect(mood).toMatchObject({ type: 'MOOD', lat: 47.5, lon: 19.04, body: 'Jó napom van' });
    expect(mood.item.title).toBe('Jó napom van');
    const bad = await mutate(CREATE, { type: 'MOOD', body: 'Rossz hely', lat: 91, lon: 19 }, author);
    expect(bad).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });
    expect(bad.fields).toContainEqual({ field: 'lat', code: 'COORD_BAD_FORMAT' });
    const half = await mutate(CREATE, { type: 'MOOD', body: 'Csak szélesség', lat: 45 }, author);
    expect(half.fields).toEqual([{ field: 'lon', code: 'FIELD_REQUIRED' }]);
  });

  test('an event on a board keeps its time', async () => {
    const board = await group();
    await relate(author, board, 'm');
    const at = '2026-12-24T18:00:00.000Z';
    const event = await created(author, { type: 'EVENT', entityId: entityKey(board), eventAt: at });
    expect(event).toMatchObject({ type: 'EVENT', eventAt: at, entity: { recId: board } });
    expect(event.item.privacy).toBe(2);
  });

  test('titles and bodies answer the form tokens', async () => {
    const empty = await mutate(CREATE, { type: 'NOTE', title: '  ', body: '<p> </p>' }, author);
    expect(empty.fields).toEqual([
      { field: 'title', code: 'FIELD_REQUIRED' },
      { field: 'body', code: 'FIELD_REQUIRED' },
    ]);
    const short = await mutate(CREATE, { type: 'NOTE', title: 'Cím', body: '<p>ab</p>' }, author);
    expect(short.fields).toEqual([{ field: 'body', code: 'DATA_TOO_SHORT' }]);
    const wrongPrivacy = await mutate(CREATE, { type: 'NOTE', title: 'Cím', body: 'Hosszabb', privacy: 5 }, author);
    expect(wrongPrivacy.fields).toEqual([{ field: 'privacy', code: 'FORMAT_ERROR' }]);
    const boardOnly = await mutate(CREATE, { type: 'ANNOUNCE', title: 'Cím', body: 'Hosszabb' }, author);
    expect(boardOnly.fields).toEqual([{ field: 'entityId', code: 'FIELD_REQUIRED' }]);
  });

  test('guests may not post; others may neither edit nor delete', async () => {
    expect(await mutate(CREATE, { type: 'NOTE', title: 'x', body: 'xyz' }, undefined)).toEqual({ code: 'UNAUTHORIZED' });
    const post = await created(author, { type: 'NOTE', privacy: 9 });
    expect(await node(friend, post.recId)).toMatchObject({ ownedByMe: false, viewerCanEdit: false, viewerCanDelete: false });
    expect(await mutate(UPDATE, { id: post.id, title: 'Elvett' }, friend)).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await mutate(DELETE, { id: post.id }, friend)).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    const rest = await t.rest('DELETE', `/api/post/${post.recId}`, { cookie: stranger.cookie });
    expect(rest).toMatchObject({ status: 403, body: { error_code: 'FORBIDDEN' } });
  });
});

describe('photos of a post', () => {
  const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
  const upload = async (who: Account): Promise<number> => {
    const response = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=lepke.jpg`, {
      method: 'PUT',
      body: new Uint8Array(PHOTO),
      headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
    });
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const MEDIA = `query ($id: ID!) { node(id: $id) { ... on Post { mediaSize media { recId thumb } item { thumbnailImageUrl } } } }`;

  test("a post shows its author's photos in order at a size class; the first is the card's picture", async () => {
    const [first, second] = [await upload(author), await upload(author)];
    const post = await created(author, { type: 'NOTE', privacy: 9, mediaIds: [second, first, second], mediaSize: 33 });
    const seen = (await t.gql(MEDIA, { id: post.id }, { cookie: stranger.cookie })).body.data.node;
    expect(seen.mediaSize).toBe(33);
    expect(seen.media.map((media: { recId: number }) => media.recId)).toEqual([second, first]);
    expect(seen.item.thumbnailImageUrl).toBe(seen.media[0].thumb);

    const edited = await mutate(UPDATE, { id: post.id, title: 'Csak egy kép', mediaIds: [first], mediaSize: 100 }, author);
    expect(edited.__typename).toBe('UpdatePostPayload');
    const after = (await t.gql(MEDIA, { id: post.id }, { cookie: author.cookie })).body.data.node;
    expect(after).toMatchObject({ mediaSize: 100, media: [{ recId: first }], item: { thumbnailImageUrl: after.media[0].thumb } });
    // An edit that does not name the media keeps them.
    await mutate(UPDATE, { id: post.id, title: 'Más cím' }, author);
    expect((await t.gql(MEDIA, { id: post.id }, { cookie: author.cookie })).body.data.node.media).toHaveLength(1);
  });

  test("someone else's photo and a size outside 100/50/33/25 are refused; REST takes a pipe-separated list", async () => {
    const others = await upload(stranger);
    const refused = await mutate(CREATE, { type: 'NOTE', title: 'Lopott kép', body: '<p>Valami szöveg</p>', mediaIds: [others] }, author);
    expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'mediaIds', code: 'DATA_NOT_FOUND' }] });
    const badSize = await mutate(CREATE, { type: 'NOTE', title: 'Rossz méret', body: '<p>Valami szöveg</p>', mediaSize: 40 }, author);
    expect(badSize).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'mediaSize', code: 'FORMAT_ERROR' }] });

    const [a, b] = [await upload(author), await upload(author)];
    const rest = await t.rest('POST', '/api/post', {
      cookie: author.cookie,
      body: { type: 'note', title: 'REST', body: '<p>Képes bejegyzés</p>', media: `${a}|${b}`, media_size: '50' },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ media: [a, b], media_size: 50 });
  });
});

describe('privacy', () => {
  test('a post without a level takes the {x}_pp default; an invalid setting falls back to 9', async () => {
    expect((await created(author, { type: 'NOTE' })).item.privacy).toBe(1);
    expect((await created(author, { type: 'QUESTION' })).item.privacy).toBe(0);
    expect((await created(author, { type: 'NEWS' })).item.privacy).toBe(9);
    expect((await created(author, { type: 'MOOD', title: '' })).item.privacy).toBe(9);
    expect((await created(author, { type: 'NOTE', privacy: 9 })).item.privacy).toBe(9);
    const reply = await t.gql('{ viewer { note: defaultPostPrivacy(type: NOTE) board: defaultPostPrivacy(type: NOTE, onBoard: true) } }', {}, { cookie: author.cookie });
    expect(reply.body.data.viewer).toEqual({ note: 1, board: 2 });
  });

  test('a friends-only note is hidden from a stranger on every read path', async () => {
    const post = await created(author, { type: 'NOTE', title: 'Csak barátoknak', privacy: 1 });
    expect(await node(friend, post.recId)).toMatchObject({ title: 'Csak barátoknak' });
    expect(await node(stranger, post.recId)).toBeNull();
    // A guest is told a login is needed (social-core §8: 401 shows the login page).
    const guestRead = await t.gql(NODE, { id: postKey(post.recId) });
    expect(guestRead.body).toMatchObject({ data: { node: null }, errors: [{ extensions: { code: 'UNAUTHORIZED' } }] });

    const itemNode = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id: itemKey(post.item.recId) }, { cookie: stranger.cookie });
    expect(itemNode.body.data.node).toBeNull();

    expect((await t.rest('GET', `/api/post/${post.recId}`, { cookie: friend.cookie })).body.data).toMatchObject({ id: post.recId, owned_by_me: false });
    expect(await t.rest('GET', `/api/post/${post.recId}`, { cookie: stranger.cookie })).toMatchObject({ status: 404, body: { error_code: 'DATA_NOT_FOUND' } });

    const list = `{ timeline(first: 100) { edges { node { recId post { recId } } } } }`;
    const seen = async (who: Account) => ((await t.gql(list, {}, { cookie: who.cookie })).body.data.timeline.edges as Result[]).map((edge) => edge.node.post?.recId);
    expect(await seen(friend)).toContain(post.recId);
    expect(await seen(stranger)).not.toContain(post.recId);

    // Not even a stranger's delete learns it exists.
    expect(await mutate(DELETE, { id: post.id }, stranger)).toMatchObject({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
  });
});

describe('entity boards', () => {
  test.each([
    ['A', true],
    ['E', true],
    ['C', true],
    ['R', true],
    ['m', true],
    ['c', false],
    ['b', false],
    [null, false],
  ] as const)('a %s may publish a note by default: %s', async (code, allowed) => {
    const board = await group();
    const who = await account(`Publisher ${code}`);
    if (code) await relate(who, board, code);
    const result = await mutate(CREATE, { type: 'NOTE', entityId: entityKey(board), title: 'Tábla', body: 'Üzenet a táblán' }, who);
    expect(result.__typename).toBe(allowed ? 'CreatePostPayload' : 'ForbiddenError');
  });

  test('custom pub_question and pub_alert strings gate questions and announcements; pub_note the rest', async () => {
    const board = await group({ pubNote: 'A', pubQuestion: 'm', pubAlert: 'AE' });
    const member = await account('Member');
    await relate(member, board, 'm');
    const admin = await account('Editor');
    await relate(admin, board, 'E');
    const post = (who: Account, type: string) => mutate(CREATE, { type, entityId: String(board), title: 'Cím', body: 'Szöveg itt' }, who);
    expect((await post(member, 'QUESTION')).__typename).toBe('CreatePostPayload');
    expect((await post(admin, 'QUESTION')).__typename).toBe('ForbiddenError');
    expect((await post(member, 'ANNOUNCE')).__typename).toBe('ForbiddenError');
    expect((await post(admin, 'ANNOUNCE')).__typename).toBe('CreatePostPayload');
    for (const type of ['NOTE', 'NEWS', 'SUGGESTION', 'EVENT']) {
      expect((await post(member, type)).__typename).toBe('ForbiddenError');
      expect((await post(admin, type)).__typename).toBe('ForbiddenError');
    }
    const owner = await account('Owner');
    await relate(owner, board, 'A');
    expect((await post(owner, 'NEWS')).__typename).toBe('CreatePostPayload');
    // Moods, lessons and solutions live on timelines only.
    expect((await post(owner, 'MOOD')).fields).toEqual([{ field: 'entityId', code: 'FORMAT_ERROR' }]);
  });

  test('board admins A, C, E, M and site moderators delete board posts; R and members do not', async () => {
    const board = await group();
    const writer = await account('Writer');
    await relate(writer, board, 'm');
    const write = () => created(writer, { type: 'NOTE', entityId: entityKey(board), privacy: 9 });
    for (const code of ['A', 'C', 'E', 'M']) {
      const moderator = await account(`Board ${code}`);
      await relate(moderator, board, code);
      const post = await write();
      expect(await node(moderator, post.recId)).toMatchObject({ viewerCanEdit: false, viewerCanDelete: true });
      expect((await mutate(DELETE, { id: post.id }, moderator)).__typename).toBe('DeletePostPayload');
    }
    for (const code of ['R', 'm']) {
      const other = await account(`Board ${code}`);
      await relate(other, board, code);
      const post = await write();
      expect(await node(other, post.recId)).toMatchObject({ viewerCanDelete: false });
      expect((await mutate(DELETE, { id: post.id }, other)).__typename).toBe('ForbiddenError');
    }
    // A board admin of another entity moderates nothing here; a site moderator anything.
    const elsewhere = await account('Elsewhere');
    await relate(elsewhere, await group(), 'A');
    const post = await write();
    expect((await mutate(DELETE, { id: post.id }, elsewhere)).__typename).toBe('ForbiddenError');
    const siteModerator = await account('Site moderator', 'MODERATOR');
    expect((await t.rest('DELETE', `/api/post/${post.recId}`, { cookie: siteModerator.cookie })).body).toMatchObject({ success: true, id: post.recId });
    // A site moderator deletes own-timeline posts too.
    const own = await created(writer, { type: 'NOTE', privacy: 9 });
    expect((await mutate(DELETE, { id: own.id }, siteModerator)).__typename).toBe('DeletePostPayload');
  });

  test('the board lists its posts newest first, filtered by category and privacy, in GraphQL and REST', async () => {
    const board = await group();
    const member = await account('Board member');
    await relate(member, board, 'm');
    const outsider = await account('Outsider');
    const open = await created(member, { type: 'NOTE', entityId: entityKey(board), title: 'Nyilvános', privacy: 9 });
    const news = await created(member, { type: 'NEWS', entityId: entityKey(board), title: 'Hír', privacy: 9 });
    const members = await created(member, { type: 'NOTE', entityId: entityKey(board), title: 'Tagoknak', privacy: 2 });
    await created(member, { type: 'NOTE', title: 'Saját idővonal', privacy: 9 });

    const query = `query ($id: ID!, $category: PostType) { node(id: $id) { ... on Entity {
      board(first: 10, category: $category) { totalCount edges { node { recId post { recId } } } } } } }`;
    const board_ = async (who: Account, category?: string) => (await t.gql(query, { id: entityKey(board), category }, { cookie: who.cookie })).body.data.node.board;
    const ids = (connection: Result) => connection.edges.map((edge: Result) => edge.node.post.recId);
    expect(ids(await board_(member))).toEqual([members.recId, news.recId, open.recId]);
    expect((await board_(member)).totalCount).toBe(3);
    expect(ids(await board_(outsider))).toEqual([news.recId, open.recId]);
    expect(ids(await board_(member, 'NEWS'))).toEqual([news.recId]);

    const rest = await t.rest('GET', `/api/entity/_msb?entity=${board}&_size=2`, { cookie: outsider.cookie });
    expect(rest.status).toBe(200);
    expect(rest.body.list.page.totalElements).toBe(2);
    expect(rest.body.list.data.map((row: Result) => row.post_id)).toEqual([news.recId, open.recId]);
    expect(rest.body.list.data[0]).toMatchObject({ category: 'NEWS', entity_id: board, owned_by_name: 'Board member' });
    const byCode = await t.rest('GET', `/api/entity/_msb?entity=${board}&category=post`, { cookie: member.cookie });
    expect(byCode.body.list.data.map((row: Result) => row.post_id)).toEqual([members.recId, open.recId]);
  });

  test('the publish-to selector lists entities held with A, C, E or m whose type is not 0 or 1', async () => {
    const who = await account('Selector');
    const [a, c, e, m, r, b, person, typeOne] = [
      await group(),
      await group(),
      await group(),
      await group(),
      await group(),
      await group(),
      await group({}, 0),
      await group({}, 1),
    ];
    await relate(who, a, 'A');
    await relate(who, c, 'C');
    await relate(who, e, 'E');
    await relate(who, m, 'm');
    await relate(who, r, 'R');
    await relate(who, b, 'b');
    await relate(who, person, 'm');
    await relate(who, typeOne, 'A');
    const reply = await t.gql('{ viewer { publishTargets { recId } } }', {}, { cookie: who.cookie });
    const ids = reply.body.data.viewer.publishTargets.map((entity: Result) => entity.recId).sort((x: number, y: number) => x - y);
    expect(ids).toEqual([a, c, e, m].sort((x, y) => x - y));
  });
});

describe('lessons and solutions', () => {
  test('a solution belongs to a visible lesson and goes with it', async () => {
    const lesson = await created(author, { type: 'LESSON', title: 'Lecke', privacy: 9 });
    const solution = await created(friend, { type: 'SOLUTION', title: '', body: '<p>A megoldás</p>', lessonId: lesson.id, privacy: 9 });
    expect(solution).toMatchObject({ type: 'SOLUTION', lessonId: lesson.recId });
    const other = await created(stranger, { type: 'SOLUTION', body: '<p>Másik megoldás</p>', lessonId: String(lesson.recId), privacy: 9 });
    expect((await node(author, lesson.recId)).solutions).toMatchObject({ totalCount: 2 });

    const hidden = await created(author, { type: 'LESSON', title: 'Rejtett', privacy: 0 });
    const refused = await mutate(CREATE, { type: 'SOLUTION', body: 'Nem látom', lessonId: hidden.id }, stranger);
    expect(refused.fields).toEqual([{ field: 'lessonId', code: 'DATA_NOT_FOUND' }]);
    const missing = await mutate(CREATE, { type: 'SOLUTION', body: 'Nincs lecke' }, stranger);
    expect(missing.fields).toEqual([{ field: 'lessonId', code: 'FIELD_REQUIRED' }]);

    // DELETE /api/lesson/solution/{id} takes solutions only.
    expect((await t.rest('DELETE', `/api/lesson/solution/${lesson.recId}`, { cookie: author.cookie })).status).toBe(404);
    const removed = await t.rest('DELETE', `/api/lesson/solution/${other.recId}`, { cookie: stranger.cookie });
    expect(removed).toMatchObject({ status: 200, body: { success: true, id: other.recId } });
  });

  test("deleting a lesson deletes the lesson only: other people's solutions stay, detached from it", async () => {
    const lesson = await created(author, { type: 'LESSON', title: 'Törlendő lecke', privacy: 9 });
    const solution = await created(friend, { type: 'SOLUTION', body: '<p>Az én megoldásom</p>', lessonId: lesson.id, privacy: 9 });
    const deleted = await mutate(DELETE, { id: lesson.id }, author);
    expect(deleted.deletedPostIds).toEqual([lesson.id]);
    expect(deleted.deletedItemIds).toEqual([lesson.item.id]);
    expect(await t.db.prisma.post.count({ where: { id: lesson.recId } })).toBe(0);
    const kept = await node(friend, solution.recId);
    expect(kept).toMatchObject({ type: 'SOLUTION', lessonId: null, item: { recId: solution.item.recId } });
    // Its author can still edit it, although it answers no lesson any more.
    const edited = await mutate(UPDATE, { id: solution.id, body: '<p>Javított megoldás</p>' }, friend);
    expect(edited.__typename).toBe('UpdatePostPayload');
  });

  test("a solution without a level takes the author's solution_pp, else their lesson/solution default (lesson_pp)", async () => {
    const lesson = await created(author, { type: 'LESSON', title: 'Lecke alapértékkel', privacy: 9 });
    const lessonDefault = await account('Lesson default', 'USER', { lesson_pp: 1 });
    const own = await account('Solution default', 'USER', { lesson_pp: 1, solution_pp: 0 });
    const byLesson = await created(lessonDefault, { type: 'SOLUTION', body: '<p>Megoldás</p>', lessonId: lesson.id });
    expect(byLesson.item.privacy).toBe(1);
    const bySolution = await created(own, { type: 'SOLUTION', body: '<p>Megoldás</p>', lessonId: lesson.id });
    expect(bySolution.item.privacy).toBe(0);
  });

  test("deleting a post drops its item's comments and likes", async () => {
    const post = await created(author, { type: 'NOTE', privacy: 9 });
    const key = itemKey(post.item.recId);
    await t.rest('POST', `/api/comment/${post.item.recId}`, { cookie: friend.cookie, body: { message: 'Szép!' } });
    await t.rest('POST', `/api/like/${post.item.recId}`, { cookie: friend.cookie });
    expect(await t.db.prisma.comment.count({ where: { objectId: key } })).toBe(1);
    await mutate(DELETE, { id: post.id }, author);
    expect(await t.db.prisma.comment.count({ where: { objectId: key } })).toBe(0);
    expect(await t.db.prisma.like.count({ where: { objectId: key } })).toBe(0);
  });
});

describe('REST', () => {
  test('POST /api/profile/setxx/mood sets a mood with its location', async () => {
    const cookie = await t.loginAs('user@lepke.test');
    const reply = await t.rest('POST', '/api/profile/setxx/mood', { cookie, body: { lat: 47.49, lon: 19.05, message: 'Lepkés <kedv>' } });
    expect(reply.status).toBe(200);
    const postId = reply.body.setData.post_id;
    const read = await t.rest('GET', `/api/post/${postId}`, { cookie });
    expect(read.body.data).toMatchObject({ type: 'MOOD', lat: 47.49, lon: 19.05, body: '<p>Lepkés &lt;kedv&gt;</p>', owned_by_me: true, can_edit: true });
    expect(read.body.data.item).toMatchObject({ category: 'MOOD', title: 'Lepkés <kedv>' });

    const bad = await t.rest('POST', '/api/profile/setxx/mood', { cookie, body: { lat: 47, lon: 200, message: 'Messze' } });
    expect(bad).toMatchObject({ status: 422, body: { error_code: 'VALIDATION_ERROR', fields: [{ field: 'lon', code: 'COORD_BAD_FORMAT' }] } });
    const empty = await t.rest('POST', '/api/profile/setxx/mood', { cookie, body: { lat: 47, lon: 19 } });
    expect(empty.body.fields).toEqual([{ field: 'body', code: 'FIELD_REQUIRED' }]);
    expect((await t.rest('POST', '/api/profile/setxx/mood', { body: { message: 'Vendég' } })).status).toBe(401);
  });

  test('create, update and delete through /api/post', async () => {
    const made = await t.rest('POST', '/api/post', { cookie: author.cookie, body: { type: 'note', title: 'REST jegyzet', body: 'Szöveg', privacy_status: 9 } });
    expect(made.status).toBe(200);
    const id = made.body.setData.post_id;
    const patched = await t.rest('PATCH', `/api/post/${id}`, { cookie: author.cookie, body: { title: 'Javított', privacy_status: 0 } });
    expect(patched.body.data).toMatchObject({ title: 'Javított', privacy_status: 0 });
    expect((await t.rest('GET', `/api/post/${id}`, { cookie: friend.cookie })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/post/${id}`, { cookie: author.cookie })).body).toMatchObject({ success: true, id });
    expect((await t.rest('DELETE', `/api/post/${id}`, { cookie: author.cookie })).status).toBe(404);
  });

  test('a friend watching the timeline hears a post go friends-only-to-private as a removal, and its deletion', async () => {
    const post = await created(author, { type: 'NOTE', privacy: 1 });
    const client = subscriptionClient(t, { cookie: friend.cookie });
    const events: string[] = [];
    client.subscribe<{ timelineItemChanged: { removedId: string | null; item: { id: string; privacy: number } | null } }>(
      { query: 'subscription { timelineItemChanged { removedId item { id privacy } } }' },
      {
        next: ({ data }) => {
          const change = data!.timelineItemChanged;
          events.push(change.item ? `item@${change.item.privacy}` : `removed ${change.removedId}`);
        },
        error: (error) => events.push(`error ${String(error)}`),
        complete: () => {},
      },
    );
    try {
      // The subscription starts asynchronously: edit until the friend hears one.
      await vi.waitFor(async () => {
        await mutate(UPDATE, { id: post.id, title: 'Barátoknak' }, author);
        expect(events).toContain('item@1');
      });
      await mutate(UPDATE, { id: post.id, privacy: 0 }, author);
      await vi.waitFor(() => expect(events).toContain(`removed ${post.item.id}`));

      const other = await created(author, { type: 'NOTE', privacy: 9 });
      await mutate(DELETE, { id: other.id }, author);
      await vi.waitFor(() => expect(events).toContain(`removed ${other.item.id}`));
      expect(events.filter((event) => event.startsWith('error'))).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});
