import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { S3Storage } from '../../server/storage/s3-storage.ts';
import { startTestS3, type TestS3 } from '../../server/storage/test-s3rver.ts';
import { buildZip, ordinaryText } from '../support/zip.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** The headers the file route sets; a disk-backed server is the reference. */
const SERVED_HEADERS = ['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'content-disposition'];

let s3: TestS3;
let bucket: S3Client;
let onS3: TestApp;
let onDisk: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', credentials: s3.credentials, forcePathStyle: true });
  const env = {
    SEED_DEMO: '0',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'media',
  };
  [onS3, onDisk] = await Promise.all([startTestApp({ env }), startTestApp({ env: { SEED_DEMO: '0' } })]);
});
afterAll(async () => {
  await Promise.all([onS3?.close(), onDisk?.close()]);
  bucket?.destroy();
  await s3?.close();
});

async function objectKeys(prefix = 'media/'): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** `POST /api/upload/media` as the web app sends it; answers the new item's REST shape. */
async function upload(t: TestApp, cookie: string, bytes: Uint8Array, fileName: string) {
  const form = new FormData();
  form.append('params', JSON.stringify({ fileName, key: `s3-${randomUUID()}` }));
  form.append('fileData', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${t.url}/api/upload/media`, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as { data: { id: number; orig: string; thumb: string; pres: string }; error_code?: string } };
}

async function fetchFile(t: TestApp, url: string, cookie: string) {
  const response = await fetch(t.url + url, { headers: { cookie } });
  const headers = Object.fromEntries(SERVED_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

test('with S3_BUCKET set the server keeps its media in the bucket, not on the disk', () => {
  expect(onS3.app.services.storage).toBeInstanceOf(S3Storage);
  expect(onS3.app.services.config.s3).toMatchObject({ bucket: s3.bucket, prefix: 'media', forcePathStyle: true });
});

test('an uploaded photo is stored in the bucket, served as from disk, and its objects go with its removal', async () => {
  const [s3User, diskUser] = await Promise.all([onS3.register('S3 Uploader'), onDisk.register('Disk Uploader')]);
  const [stored, reference] = await Promise.all([upload(onS3, s3User.cookie, PHOTO, 'lepke.jpg'), upload(onDisk, diskUser.cookie, PHOTO, 'lepke.jpg')]);
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  expect(reference.status).toBe(201);

  const { dbKey } = await onS3.db.prisma.media.findUniqueOrThrow({ where: { id: stored.body.data.id } });
  expect(await objectKeys()).toEqual([`media/${dbKey}/orig`, `media/${dbKey}/pres`, `media/${dbKey}/thumb`]);
  expect(existsSync(path.join(onS3.app.services.config.dataDir, 'media'))).toBe(false);

  for (const variant of ['orig', 'thumb', 'pres'] as const) {
    const fromS3 = await fetchFile(onS3, stored.body.data[variant], s3User.cookie);
    const fromDisk = await fetchFile(onDisk, reference.body.data[variant], diskUser.cookie);
    expect(fromS3.status, variant).toBe(200);
    expect(fromS3.headers, variant).toEqual(fromDisk.headers);
    expect(sha256(fromS3.bytes), variant).toBe(sha256(fromDisk.bytes));
  }
  expect(sha256((await fetchFile(onS3, stored.body.data.orig, s3User.cookie)).bytes)).toBe(sha256(PHOTO));

  expect((await onS3.rest('DELETE', `/api/media/${stored.body.data.id}`, { cookie: s3User.cookie })).status).toBe(200);
  expect(await objectKeys(`media/${dbKey}/`)).toEqual([]);
  expect((await fetchFile(onS3, stored.body.data.thumb, s3User.cookie)).status).toBe(404);
});

test('a refused upload leaves no object in the bucket and no journalled upload', async () => {
  const user = await onS3.register('S3 Refused');
  const before = await objectKeys();
  const refused = await upload(onS3, user.cookie, Buffer.from('#!/bin/sh\necho not a photo\n'), 'script.jpg');
  expect(refused.status).toBe(415);
  expect(refused.body.error_code).toBe('UNSUPPORTED_FILE_TYPE');
  expect(await objectKeys()).toEqual(before);
  expect(await onS3.db.prisma.pendingUpload.count()).toBe(0);
});

test('archives are checked entry by entry in the bucket too: a bomb is refused and removed, an ordinary zip kept', async () => {
  const user = await onS3.register('S3 Archives');
  const before = await objectKeys();
  const notes = { name: 'notes.txt', data: ordinaryText(50_000), dataDescriptor: true };
  const bomb = await upload(onS3, user.cookie, buildZip([notes, { name: 'zeros.bin', data: new Uint8Array(64 * 1024 * 1024), dataDescriptor: true }]), 'photos.zip');
  expect(bomb.status).toBe(415);
  expect(bomb.body.error_code).toBe('ARCHIVE_TOO_DENSE');
  expect(await objectKeys()).toEqual(before);
  expect(await onS3.db.prisma.pendingUpload.count()).toBe(0);
  const ordinary = await upload(onS3, user.cookie, buildZip([notes, { name: 'photo.jpg', data: PHOTO, stored: true }]), 'records.zip');
  expect(ordinary.status).toBe(201);
});
