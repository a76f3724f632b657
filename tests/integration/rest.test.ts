import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MessageBox } from '@domain/messages.ts';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { startTestApp, type TestApp } from './harness.ts';

const FRONTEND_VERSION = '7.7.7-test';
/** social-core §3: the user state of GET /api/dataset/user */
const STATE_KEYS = [
  'auth_role',
  'auth_entityId',
  'auth_mainEntityId',
  'auth_displayName',
  'auth_entityType',
  'auth_memberArray',
  'auth_userid',
  'auth_status',
  'auth_language',
  'auth_profileImageUrl',
  'entity_relation',
  'liked',
  'notification',
  'message',
  'version',
  'updated_at',
];
/** social-core §3: a timeline item */
const ITEM_KEYS = [
  'id',
  'referenced_id',
  'time',
  'category',
  'title',
  'title_token',
  'summary',
  'url',
  'thumbnail_image_url',
  'owned_by',
  'owned_by_name',
  'evaluation_count',
  'comment_count',
  'share_count',
];

let t: TestApp;
let userCookie: string;
/** entity ids of the demo data by display name */
let ids: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp({ env: { FRONTEND_VERSION } });
  userCookie = await t.loginAs('user@lepke.test');
  ids = Object.fromEntries((await t.db.prisma.entity.findMany()).map((entity) => [entity.displayName, entity.id]));
});
afterAll(() => t?.close());

type ViewerName = 'guest' | 'user';

async function state(path: string, viewer: ViewerName) {
  const reply = await t.rest('GET', path, { cookie: viewer === 'user' ? userCookie : undefined });
  expect(reply.status).toBe(200);
  return reply.body._state;
}

describe('GET /api/dataset/user', () => {
  test('gives a guest the guest state under the spec keys', async () => {
    const guest = await state('/api/dataset/user', 'guest');
    expect(Object.keys(guest)).toEqual(expect.arrayContaining(STATE_KEYS));
    expect(guest).toMatchObject({
      auth_role: 'GUEST',
      auth_entityId: null,
      auth_displayName: null,
      entity_relation: {},
      liked: [],
      notification: 0,
      message: 0,
      version: { frontend: FRONTEND_VERSION },
    });
  });

  test('gives a user their session: relation letters keyed by entity id, likes and unread counts', async () => {
    const kata = ids['Kezdő Kata']!;
    await t.db.prisma.like.create({ data: { entityId: kata, objectId: objectKey({ kind: 'TimelineItem', id: 1 }) } });
    const [notifications, messages, likes] = await Promise.all([
      t.db.prisma.notification.count({ where: { recipientId: kata, readAt: null } }),
      t.db.prisma.messageCopy.count({ where: { ownerId: kata, box: MessageBox.INBOX, readAt: null } }),
      t.db.prisma.like
        .findMany({ where: { entityId: kata }, select: { objectId: true } })
        .then((rows) => rows.filter(({ objectId }) => decodeGlobalID(objectId).typename === 'TimelineItem').length),
    ]);

    const user = await state('/api/dataset/user', 'user');
    expect(Object.keys(user)).toEqual(expect.arrayContaining(STATE_KEYS));
    expect(user).toMatchObject({
      auth_role: 'USER',
      auth_entityId: kata,
      auth_displayName: 'Kezdő Kata',
      auth_entityType: 0,
      liked: expect.arrayContaining([1]),
      liked_comments: [],
      notification: notifications,
      message: messages,
      version: { frontend: FRONTEND_VERSION },
    });
    expect(notifications).toBeGreaterThan(0);
    // Her demo likes of timeline items too: every row once.
    expect(user.liked).toHaveLength(likes);
    expect(user.entity_relation).toEqual({
      [ids['Haladó Hajnalka']!]: ['b'],
      [ids['Profi Péter']!]: ['b'],
      [ids['Ioana Popescu']!]: ['g'],
      [ids['Lepke közösség']!]: ['m'],
      [ids['Budapesti lepkészek']!]: ['m'],
    });
    expect(user.auth_memberArray.toSorted()).toEqual([ids['Lepke közösség'], ids['Budapesti lepkészek']].toSorted());
    expect(user).not.toHaveProperty('auth-t2');
  });

  test.each<ViewerName>(['guest', 'user'])('/_full adds auth-t2 and profile, /_minimal leaves out entity_relation (%s)', async (viewer) => {
    const full = await state('/api/dataset/user/_full', viewer);
    expect(Object.keys(full)).toEqual(expect.arrayContaining([...STATE_KEYS, 'auth-t2', 'profile']));
    expect(Object.keys(full.profile).toSorted()).toEqual(['display_name', 'profile_image_url', 'setting']);

    const minimal = await state('/api/dataset/user/_minimal', viewer);
    expect(minimal).toMatchObject({ auth_role: full.auth_role, auth_entityId: full.auth_entityId, version: { frontend: FRONTEND_VERSION } });
    expect(minimal).not.toHaveProperty('entity_relation');
    expect(minimal).not.toHaveProperty('auth-t2');
  });

  test('/_full lists the person entity first in auth-t2', async () => {
    const full = await state('/api/dataset/user/_full', 'user');
    expect(full['auth-t2'][0]).toEqual({ id: ids['Kezdő Kata'], type: 0, name: 'Kezdő Kata', thumb: null });
    expect(full.profile.display_name).toBe('Kezdő Kata');
  });
});

describe('GET /api/timeline paged list', () => {
  const list = async (query: string, cookie?: string) => {
    const reply = await t.rest('GET', `/api/timeline?${query}`, { cookie });
    expect(reply.status).toBe(200);
    return reply.body.list;
  };

  test('answers list.data and list.page.totalElements; page 1 continues page 0', async () => {
    const publicItems = await t.db.prisma.timelineItem.count({ where: { privacy: 9 } });
    const [first, second] = await Promise.all([list('_page=0&_size=5'), list('_page=1&_size=5')]);
    expect(first.page.totalElements).toBe(publicItems);
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(Object.keys(first.data[0])).toEqual(expect.arrayContaining(ITEM_KEYS));

    const firstIds: number[] = first.data.map((item: { id: number }) => item.id);
    const secondIds: number[] = second.data.map((item: { id: number }) => item.id);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(first.data.at(-1).time >= second.data[0].time).toBe(true);
  });

  test('counts the items a user may see besides the public ones', async () => {
    const [guest, user] = await Promise.all([list('_size=1'), list('_size=1', userCookie)]);
    expect(user.page.totalElements).toBeGreaterThan(guest.page.totalElements);
  });

  test.each(['_size=0', '_size=5000', '_page=-1'])('refuses %s with 422 VALIDATION_ERROR', async (query) => {
    const reply = await t.rest('GET', `/api/timeline?${query}`);
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
  });
});

test('an unknown /api path answers 404 with an error_code', async () => {
  const reply = await t.rest('GET', '/api/no/such/thing');
  expect(reply.status).toBe(404);
  expect(reply.body.error_code).toBe('NOT_FOUND');
});
