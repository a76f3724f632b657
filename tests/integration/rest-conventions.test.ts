import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 13 §4, REST consistency: ids are numbers (never global ids), `_sort` is honoured where the
 * spec shows it (`A.id` for comments, `-time` for the timeline), and every field follows one
 * naming convention, the spec's snake_case (with the few names the spec itself spells otherwise).
 */
let t: TestApp;
let cookie: string;
let itemId: number;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.loginAs('user@lepke.test');
  itemId = (await t.db.prisma.timelineItem.findFirstOrThrow({ where: { privacy: 9 }, orderBy: { id: 'asc' } })).id;
});
afterAll(() => t?.close());

const post = (path: string, body: unknown = {}) => t.rest('POST', path, { cookie, body });

describe('the user state', () => {
  test('lists liked items and liked comments by their numeric ids, as the like paths take them', async () => {
    const comment = (await post(`/api/comment/${itemId}`, { message: 'Szép fotó!' })).body.setData.comment_id as number;
    expect((await post(`/api/like/${itemId}`)).status).toBe(200);
    expect((await post(`/api/like/${comment}/comment`)).status).toBe(200);

    const state = (await t.rest('GET', '/api/dataset/user', { cookie })).body._state;
    expect(state.liked).toContain(itemId);
    expect(state.liked_comments).toEqual([comment]);
    expect(state.liked.every((id: unknown) => typeof id === 'number')).toBe(true);
  });
});

describe('_sort', () => {
  test('comments: A.id lists oldest first, -A.id newest first; an unknown field is refused on _sort', async () => {
    for (const message of ['első', 'második', 'harmadik']) await post(`/api/comment/${itemId}`, { message });
    const ids = async (sort: string) =>
      ((await t.rest('GET', `/api/comment/${itemId}?_size=1000&_page=0&_sort=${sort}`, { cookie })).body.list.data as { id: number }[]).map((comment) => comment.id);
    const ascending = await ids('A.id');
    expect(ascending.length).toBeGreaterThanOrEqual(3);
    expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));
    expect(await ids('-A.id')).toEqual(ascending.toReversed());

    const refused = await t.rest('GET', `/api/comment/${itemId}?_sort=message`, { cookie });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error_code: 'VALIDATION_ERROR', fields: [{ field: '_sort', code: 'FORMAT_ERROR' }] });
  });

  test('the timeline: -time lists newest first, time oldest first', async () => {
    const times = async (sort: string) =>
      ((await t.rest('GET', `/api/timeline?_size=50&_sort=${sort}`, { cookie })).body.list.data as { time: string }[]).map((item) => item.time);
    const newest = await times('-time');
    const oldest = await times('time');
    expect(newest).toEqual(newest.toSorted().toReversed());
    expect(oldest).toEqual(oldest.toSorted());
    expect(oldest[0]! < newest[0]!).toBe(true);
  });
});

/** Names the spec spells other than snake_case (social-core §3, recording §3, §7 paged lists). */
const SPEC_NAMES = new Set([
  'auth_entityId',
  'auth_mainEntityId',
  'auth_displayName',
  'auth_entityType',
  'auth_memberArray',
  'auth_profileImageUrl',
  'auth-t2',
  'exifDate',
  'exifDateTime',
  'totalElements',
  'totalPages',
  'setData',
  'getComment',
]);
/** Objects whose keys are data, not field names: ids, languages, settings and raw EXIF tags. */
const MAPS = new Set(['entity_relation', 'common_name', 'setting', 'exif']);
const SNAKE = /^_?[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
/** Ids in another system (a record's data source), kept as they came: text. */
const FOREIGN_IDS = new Set(['data_source_id']);

function outliers(value: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(value)) value.forEach((entry, index) => outliers(entry, `${path}[${index}]`, found));
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (!SNAKE.test(key) && !SPEC_NAMES.has(key)) found.push(`${at}: not snake_case`);
      if ((key === 'id' || key.endsWith('_id')) && !FOREIGN_IDS.has(key) && entry !== null && typeof entry !== 'number')
        found.push(`${at}: ${JSON.stringify(entry)} is not a number`);
      if (!MAPS.has(key)) outliers(entry, at, found);
    }
  }
  return found;
}

describe('field names and ids', () => {
  test('every GET answer the web app and the spec use has snake_case fields and numeric ids', async () => {
    const entity = (await t.db.prisma.entity.findFirstOrThrow({ where: { type: 2 } })).id;
    const person = (await t.db.prisma.user.findFirstOrThrow({ where: { email: 'user@lepke.test' } })).entityId;
    const postId = (await t.db.prisma.post.findFirstOrThrow({ where: { item: { privacy: 9 } } })).id;
    const paths = [
      '/api/dataset/user/_full',
      '/api/timeline?_size=20',
      '/api/home?_size=20',
      `/api/comment/${itemId}?_size=1000&_page=0&_sort=A.id`,
      '/api/entity?_size=20',
      `/api/entity/${entity}`,
      `/api/entity/relation/${person}/b`,
      `/api/entity/relation/${itemId}/l`,
      `/api/post/${postId}`,
      '/api/entity/_msb?_size=20',
      '/api/notification/?_size=20',
      '/api/observation?_size=20',
      '/api/my/observation?_size=20',
      '/api/observation/0',
      '/api/map/get_geojson',
      '/api/species?_size=20',
      '/api/ac/species?query=pap',
      '/api/ac/entity?query=lep&_size=5',
      '/api/ac/starter/entity?values=1,2',
      '/api/my/location',
      '/api/my/location/history',
      '/api/attachment/browser?_size=20',
      `/api/entity/media/${entity}?_size=20`,
    ];
    // A validator's and an admin's lists too.
    const admin = await t.loginAs('admin@lepke.test');
    const record = (await t.db.prisma.observation.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const adminPaths = [
      '/api/observation/review?_size=20',
      '/api/observation/review?list=accepted&_size=20',
      `/api/observation/review/comment/${record}`,
      '/api/my/sample?_size=20',
      '/api/my/sample/0',
      '/api/profile/part/featured_media',
    ];
    const found: string[] = [];
    for (const [path, who] of [...paths.map((path) => [path, cookie] as const), ...adminPaths.map((path) => [path, admin] as const)]) {
      const reply = await t.rest('GET', path, { cookie: who });
      expect(reply.status, path).toBe(200);
      outliers(reply.body, path, found);
    }
    expect(found).toEqual([]);
  });
});
