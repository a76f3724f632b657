import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url);
/** 1012×759, EXIF orientation 1 */
const MEADOW = readFileSync(new URL('IMG_20180725_163423-tiny.jpg', PHOTOS));

interface User {
  cookie: string;
  entityId: number;
}
interface RestMedia {
  id: number;
  db_key: string;
  orig: string;
  thumb: string;
  width: number;
  height: number;
  mime: string;
  title: string;
}

let t: TestApp;
let owner: User;
let stranger: User;
let meadow: RestMedia;

async function upload(bytes: Uint8Array, fileName: string, user = owner): Promise<RestMedia> {
  const form = new FormData();
  form.append('params', JSON.stringify({ key: `upload-${randomUUID()}`, fileName }));
  form.append('fileData', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${t.url}/api/upload/media`, { method: 'POST', body: form, headers: { cookie: user.cookie } });
  const body = (await response.json()) as { data: RestMedia };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function fetchImage(url: string, cookie?: string) {
  const response = await fetch(t.url + url, { headers: cookie ? { cookie } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, meta: response.ok ? await sharp(bytes).metadata() : null };
}

const CROP = `mutation ($input: CropImageInput!) {
  cropImage(input: $input) {
    __typename
    ... on CropImagePayload { media { id recId dbKey width height mime orig thumb title caption location ownedByViewer } }
    ... on ValidationError { fields { field code message } }
    ... on Error { code message }
  }
}`;

async function crop(input: Record<string, unknown>, user: User | null = owner) {
  const reply = await t.gql(CROP, { input: { dbKey: meadow.db_key, ...input } }, { cookie: user?.cookie });
  return reply.body.data?.cropImage ?? reply.body;
}

const SET_PROFILE = `mutation ($input: SetProfileImageInput!) {
  setProfileImage(input: $input) {
    __typename
    ... on ProfileImagePayload { entity { id recId profileImageUrl } media { id dbKey thumb width height } }
    ... on Error { code message }
  }
}`;
const REMOVE_PROFILE = `mutation ($input: RemoveProfileImageInput!) {
  removeProfileImage(input: $input) {
    __typename
    ... on ProfileImagePayload { entity { recId profileImageUrl } media { id } }
    ... on Error { code }
  }
}`;

async function createGroup(user: User): Promise<{ id: string; recId: number }> {
  const reply = await t.gql(
    `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { id recId } } } }`,
    { input: { type: 2, displayName: `Group ${randomUUID()}` } },
    { cookie: user.cookie },
  );
  return reply.body.data.createEntity.entity;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [owner, stranger] = await Promise.all([t.register('Cropper'), t.register('Onlooker')]);
  meadow = await upload(MEADOW, 'meadow.jpg');
  await t.db.prisma.media.update({ where: { id: meadow.id }, data: { title: 'Rét', caption: 'Nyári rét', location: 'Bükk' } });
  // Shown in a public post, so that others see the photo (and may still not crop it).
  const post = await t.gql(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }`,
    { input: { type: 'NOTE', title: 'Rét', body: '<p>Nyári rét</p>', privacy: 9, mediaIds: [meadow.id] } },
    { cookie: owner.cookie },
  );
  expect(post.body.data.createPost.__typename).toBe('CreatePostPayload');
});
afterAll(() => t?.close());

describe('cropping an image (/image/edit/{dbkey})', () => {
  test('makes a new media item of the box, with the source information; the original stays', async () => {
    const result = await crop({ points: [100, 50, 400, 250] });
    expect(result.__typename, JSON.stringify(result)).toBe('CropImagePayload');
    const media = result.media;
    expect(media).toMatchObject({ width: 300, height: 200, mime: 'image/png', title: 'Rét', caption: 'Nyári rét', location: 'Bükk', ownedByViewer: true });
    expect(media.dbKey).not.toBe(meadow.db_key);

    const file = await fetchImage(media.orig, owner.cookie);
    expect(file.status).toBe(200);
    expect(file.meta).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect((await fetchImage(media.thumb, owner.cookie)).meta?.format).toBe('webp');

    const source = await t.db.prisma.media.findUniqueOrThrow({ where: { id: meadow.id } });
    expect(source).toMatchObject({ width: 1012, height: 759, bytes: MEADOW.length });
    const original = await fetchImage(meadow.orig, owner.cookie);
    expect(Buffer.from(original.bytes).equals(MEADOW)).toBe(true);
    expect(await t.db.prisma.pendingUpload.count()).toBe(0);
  });

  test('JPEG and WebP output', async () => {
    const jpeg = await crop({ points: [0, 0, 120, 80], format: 'JPEG' });
    expect(jpeg.media.mime).toBe('image/jpeg');
    expect((await fetchImage(jpeg.media.orig, owner.cookie)).meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    const webp = await crop({ points: [0, 0, 120, 80], format: 'WEBP' });
    expect((await fetchImage(webp.media.orig, owner.cookie)).meta).toMatchObject({ format: 'webp', width: 120, height: 80 });
  });

  test('rotation turns the crop clockwise after cutting it: 90 swaps width and height', async () => {
    const turned = await crop({ points: [10, 20, 310, 220], rotation: 90 });
    expect(turned.media).toMatchObject({ width: 200, height: 300 });
    expect((await fetchImage(turned.media.orig, owner.cookie)).meta).toMatchObject({ width: 200, height: 300 });
    const upsideDown = await crop({ points: [10, 20, 310, 220], rotation: 180 });
    expect(upsideDown.media).toMatchObject({ width: 300, height: 200 });
    expect(await crop({ points: [10, 20, 310, 220], rotation: 45 })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'rotation', code: 'INVALID_ROTATION' }],
    });
  });

  test('points are pixels of the upright image: the EXIF orientation is applied before the crop', async () => {
    // Stored 300×200 with "turn 90° clockwise" (orientation 6): upright it is 200×300, the stored left half (red) on top.
    const pixels = Buffer.alloc(300 * 200 * 3);
    for (let y = 0; y < 200; y++) for (let x = 0; x < 300; x++) pixels[(y * 300 + x) * 3 + (x < 150 ? 0 : 2)] = 255;
    const sideways = await sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await upload(sideways, 'sideways.png');
    expect(stored).toMatchObject({ width: 200, height: 300 });

    const top = await crop({ dbKey: stored.db_key, points: [0, 0, 200, 150] });
    const file = await fetchImage(top.media.orig, owner.cookie);
    expect(file.meta).toMatchObject({ width: 200, height: 150 });
    const { channels } = await sharp(file.bytes).stats();
    expect(channels.slice(0, 3).map((channel) => Math.round(channel.mean))).toEqual([255, 0, 0]);
    expect(await crop({ dbKey: stored.db_key, points: [0, 0, 300, 200] })).toMatchObject({ code: 'CROP_OUT_OF_BOUNDS' });
  });

  test('exactly four points: three or five are INVALID_POINTS with the spec message', async () => {
    for (const points of [[0, 0, 100], [0, 0, 100, 100, 5], []]) {
      const result = await crop({ points });
      expect(result).toMatchObject({ __typename: 'ValidationError', code: 'INVALID_POINTS', message: 'Invalid number of points supplied' });
      expect(result.fields).toEqual([{ field: 'points', code: 'INVALID_POINTS', message: 'Invalid number of points supplied' }]);
    }
  });

  test('a box under 50 px on a side or reaching outside the image is refused', async () => {
    expect(await crop({ points: [0, 0, 49, 200] })).toMatchObject({ code: 'CROP_TOO_SMALL' });
    expect(await crop({ points: [0, 0, 200, 49] })).toMatchObject({ code: 'CROP_TOO_SMALL' });
    expect(await crop({ points: [300, 300, 100, 100] })).toMatchObject({ code: 'CROP_TOO_SMALL' });
    expect(await crop({ points: [-1, 0, 100, 100] })).toMatchObject({ code: 'CROP_OUT_OF_BOUNDS' });
    expect(await crop({ points: [900, 600, 1013, 759] })).toMatchObject({ code: 'CROP_OUT_OF_BOUNDS' });
    expect(await crop({ points: [900, 600, 1012, 760] })).toMatchObject({ code: 'CROP_OUT_OF_BOUNDS' });
    // The whole image is the largest box.
    expect((await crop({ points: [0, 0, 1012, 759], format: 'JPEG' })).media).toMatchObject({ width: 1012, height: 759 });
  });

  test('the same crop asked twice answers the first item', async () => {
    const first = await crop({ points: [200, 200, 300, 300], format: 'WEBP' });
    const again = await crop({ points: [200, 200, 300, 300], format: 'WEBP' });
    expect(again.media.id).toBe(first.media.id);
    expect(
      await t.db.prisma.media.count({
        where: { ownerId: owner.entityId, sha256: (await t.db.prisma.media.findUniqueOrThrow({ where: { dbKey: first.media.dbKey } })).sha256 },
      }),
    ).toBe(1);
  });

  test('only who may read the original crops it: another user and a guest are refused', async () => {
    expect(await crop({ points: [0, 0, 100, 100] }, stranger)).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    const guest = await t.rest('POST', `/api/image/edit/${meadow.db_key}`, { body: { points: [0, 0, 100, 100] } });
    expect([guest.status, guest.body.error_code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await crop({ dbKey: 'f'.repeat(32), points: [0, 0, 100, 100] })).toMatchObject({ code: 'DATA_NOT_FOUND' });
    expect(await t.db.prisma.media.count({ where: { ownerId: stranger.entityId } })).toBe(0);
  });

  test('a validator may crop anybody’s photo into a media item of their own', async () => {
    const validator = await t.register('Validator');
    await t.db.prisma.user.update({ where: { entityId: validator.entityId }, data: { role: 'MODERATOR' } });
    const result = await crop({ points: [0, 0, 100, 100] }, validator);
    expect(result.__typename).toBe('CropImagePayload');
    expect(await t.db.prisma.media.findUniqueOrThrow({ where: { id: result.media.recId } })).toMatchObject({ ownerId: validator.entityId });
  });
});

describe('the profile image (/profile/image/)', () => {
  test("a square crop becomes the viewer's profile image, served to anybody; removing clears it", async () => {
    const result = (await t.gql(SET_PROFILE, { input: { dbKey: meadow.db_key, points: [300, 100, 700, 500] } }, { cookie: owner.cookie })).body.data.setProfileImage;
    expect(result.__typename, JSON.stringify(result)).toBe('ProfileImagePayload');
    expect(result.entity).toMatchObject({ recId: owner.entityId, profileImageUrl: result.media.thumb });
    expect(result.media).toMatchObject({ width: 400, height: 400 });
    expect((await fetchImage(result.entity.profileImageUrl)).meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const state = await t.gql(`{ viewer { profileImageUrl } }`, {}, { cookie: owner.cookie });
    expect(state.body.data.viewer.profileImageUrl).toBe(result.media.thumb);

    const removed = (await t.gql(REMOVE_PROFILE, { input: {} }, { cookie: owner.cookie })).body.data.removeProfileImage;
    expect(removed).toMatchObject({ __typename: 'ProfileImagePayload', entity: { recId: owner.entityId, profileImageUrl: null }, media: null });
    expect(await t.db.prisma.media.count({ where: { dbKey: result.media.dbKey } })).toBe(1);
  });

  test('a profile crop is stored as JPEG by default; deleting it clears the profile image instead of leaving it pointing at nothing', async () => {
    const result = (await t.gql(SET_PROFILE, { input: { dbKey: meadow.db_key, points: [100, 100, 500, 500] } }, { cookie: owner.cookie })).body.data.setProfileImage;
    expect(result.__typename, JSON.stringify(result)).toBe('ProfileImagePayload');
    const stored = await t.db.prisma.media.findUniqueOrThrow({ where: { dbKey: result.media.dbKey } });
    expect(stored.mime).toBe('image/jpeg');
    expect((await t.rest('DELETE', `/api/media/${stored.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.db.prisma.entity.findUniqueOrThrow({ where: { id: owner.entityId } })).profileImageUrl).toBeNull();
  });

  test('the box must be square', async () => {
    const result = (await t.gql(SET_PROFILE, { input: { dbKey: meadow.db_key, points: [0, 0, 200, 100] } }, { cookie: owner.cookie })).body.data.setProfileImage;
    expect(result).toMatchObject({ __typename: 'ValidationError', code: 'CROP_NOT_SQUARE' });
  });

  test('an entity the viewer administers (A) takes it; one they do not is refused', async () => {
    const mine = await createGroup(owner);
    const theirs = await createGroup(stranger);
    const set = (entity: string) =>
      t
        .gql(SET_PROFILE, { input: { entity, dbKey: meadow.db_key, points: [0, 0, 300, 300] } }, { cookie: owner.cookie })
        .then((reply) => reply.body.data.setProfileImage);

    expect(await set(mine.id)).toMatchObject({
      __typename: 'ProfileImagePayload',
      entity: { recId: mine.recId, profileImageUrl: expect.stringMatching(/^\/media\/files\/[0-9a-f]{32}\/thumb$/) },
    });
    expect(await set(theirs.id)).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await t.db.prisma.entity.findUniqueOrThrow({ where: { id: theirs.recId } })).toMatchObject({ profileImageUrl: null });
    // Nor another person.
    expect(await set(String(stranger.entityId))).toMatchObject({ code: 'FORBIDDEN' });
    const removed = await t.gql(REMOVE_PROFILE, { input: { entity: theirs.id } }, { cookie: owner.cookie });
    expect(removed.body.data.removeProfileImage).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('REST', () => {
  test('POST /api/image/edit/{dbKey} answers the new item as the media calls do, or error_code', async () => {
    const ok = await t.rest('POST', `/api/image/edit/${meadow.db_key}`, { cookie: owner.cookie, body: { points: [10, 10, 110, 160], rotation: 270, format: 'jpeg' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ media_type: 'i', mime: 'image/jpeg', width: 150, height: 100, title: 'Rét', file_name: 'meadow-crop.jpg' });
    expect(ok.body.data.orig).toMatch(/^\/media\/files\/[0-9a-f]{32}\/orig$/);

    const cases: [unknown, number, string][] = [
      [{ points: [10, 10, 110] }, 422, 'INVALID_POINTS'],
      [{ points: ['a', 10, 110, 160] }, 422, 'INVALID_POINTS'],
      [{}, 422, 'INVALID_POINTS'],
      [{ points: [10, 10, 40, 160] }, 422, 'CROP_TOO_SMALL'],
      [{ points: [10, 10, 2000, 160] }, 422, 'CROP_OUT_OF_BOUNDS'],
      [{ points: [10, 10, 110, 160], format: 'gif' }, 422, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await t.rest('POST', `/api/image/edit/${meadow.db_key}`, { cookie: owner.cookie, body });
      expect([reply.status, reply.body.error_code], JSON.stringify(body)).toEqual([status, code]);
    }
    const invalid = await t.rest('POST', `/api/image/edit/${meadow.db_key}`, { cookie: owner.cookie, body: { points: [1, 2, 3] } });
    expect(invalid.body.message).toBe('Invalid number of points supplied');
    const forbidden = await t.rest('POST', `/api/image/edit/${meadow.db_key}`, { cookie: stranger.cookie, body: { points: [10, 10, 110, 160] } });
    expect([forbidden.status, forbidden.body.error_code]).toEqual([403, 'FORBIDDEN']);
  });

  test('POST and DELETE /api/profile/image', async () => {
    const set = await t.rest('POST', '/api/profile/image', { cookie: owner.cookie, body: { db_key: meadow.db_key, points: [100, 100, 400, 400] } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ entity_id: owner.entityId, profile_image_url: set.body.data.media.thumb, media: { width: 300, height: 300 } });

    const group = await createGroup(stranger);
    const refused = await t.rest('POST', '/api/profile/image', {
      cookie: owner.cookie,
      body: { db_key: meadow.db_key, points: [100, 100, 400, 400], entity_id: group.recId },
    });
    expect([refused.status, refused.body.error_code]).toEqual([403, 'FORBIDDEN']);
    const notSquare = await t.rest('POST', '/api/profile/image', { cookie: owner.cookie, body: { db_key: meadow.db_key, points: [100, 100, 400, 300] } });
    expect([notSquare.status, notSquare.body.error_code]).toEqual([422, 'CROP_NOT_SQUARE']);

    const removed = await t.rest('DELETE', '/api/profile/image', { cookie: owner.cookie });
    expect(removed.body.data).toMatchObject({ entity_id: owner.entityId, profile_image_url: null, media: null });
  });
});
