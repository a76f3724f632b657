/**
 * The journal of uploads in flight is swept while the server runs, not only at start-up: the half
 * file of an upload whose process died (on a shared PostgreSQL database, another server) goes within
 * DEAD_UPLOAD_SECONDS and a quarter, while this server's own slow upload, older than that, is kept
 * alive and completes.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const photo = readFileSync(new URL('../fixtures/photos/noexif.jpg', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let owner: { cookie: string };
let mediaDir: string;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0', DEAD_UPLOAD_SECONDS: '1' } });
  owner = await t.register('Uploader');
  mediaDir = path.join(t.app.services.config.dataDir, 'media');
});
afterAll(() => t?.close());

async function waitFor(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(100)) if (await done()) return true;
  return done();
}

test("a dead process's half-written upload is swept while the server runs", async () => {
  // What a server killed mid-upload leaves on the shared database and storage: a row and a .part file.
  const dbKey = `dead${randomUUID().replaceAll('-', '')}`;
  await t.db.prisma.pendingUpload.create({ data: { dbKey } });
  await mkdir(path.join(mediaDir, dbKey), { recursive: true });
  await writeFile(path.join(mediaDir, dbKey, 'orig.0a1b2c.part'), Buffer.alloc(1024));

  const gone = async () => !existsSync(path.join(mediaDir, dbKey)) && (await t.db.prisma.pendingUpload.count({ where: { dbKey } })) === 0;
  expect(await waitFor(gone, 5000)).toBe(true);
});

/** A PUT upload of the photo whose bytes the test sends itself, and its answer. */
function startUpload(key: string) {
  const upload = request(`${t.url}/api/upload?key=${key}&file_name=meadow.jpg`, {
    method: 'PUT',
    headers: { cookie: owner.cookie, 'content-type': 'application/octet-stream', 'content-length': String(photo.length) },
  });
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    upload.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    upload.on('error', reject);
  });
  return { upload, reply };
}

test("this server's own upload, running longer than DEAD_UPLOAD_SECONDS, is kept alive and completes", async () => {
  const key = `slow-${randomUUID()}`;
  const { upload, reply } = startUpload(key);
  // The photo in pieces over 2.5 s: its journal row is 2.5 times older than the dead-upload time.
  const pieces = 10;
  const size = Math.ceil(photo.length / pieces);
  for (let i = 0; i < pieces; i++) {
    upload.write(photo.subarray(i * size, (i + 1) * size));
    await sleep(250);
  }
  upload.end();
  const { status, body } = await reply;
  expect(status, body).toBe(201);
  const { db_key: dbKey } = (JSON.parse(body) as { data: { db_key: string } }).data;
  expect(existsSync(path.join(mediaDir, dbKey, 'orig'))).toBe(true);
  expect(await t.db.prisma.pendingUpload.count()).toBe(0);
});

/** The upload folders in storage and the journal rows, to tell that a refused upload left nothing. */
const leftovers = async () => ({ folders: (await readdir(mediaDir)).toSorted(), pending: await t.db.prisma.pendingUpload.count() });

test('a stalled upload, sending nothing for DEAD_UPLOAD_SECONDS, is refused with 408 UPLOAD_TIMEOUT and leaves no file', async () => {
  const before = await leftovers();
  const key = `stalled-${randomUUID()}`;
  const { upload, reply } = startUpload(key);
  upload.write(photo.subarray(0, photo.length / 2));
  // Then nothing: the server stops waiting after a second without a byte.
  const answer = await Promise.race([reply, sleep(5000).then(() => undefined)]);
  upload.destroy();
  expect(answer?.status, answer?.body).toBe(408);
  expect(JSON.parse(answer!.body)).toMatchObject({ error_code: 'UPLOAD_TIMEOUT' });
  expect(await waitFor(async () => JSON.stringify(await leftovers()) === JSON.stringify(before), 2000)).toBe(true);
  expect(await t.db.prisma.media.count({ where: { clientKey: key } })).toBe(0);
});

test('an upload swept as dead while it runs (by a server that judged it so) answers 408 UPLOAD_TIMEOUT, not 500, and leaves no file', async () => {
  const before = await leftovers();
  const key = `swept-${randomUUID()}`;
  const { upload, reply } = startUpload(key);
  upload.write(photo.subarray(0, photo.length / 2));
  // What another server's sweep does to a row it takes for dead: the row and the files go.
  let row: { dbKey: string } | null = null;
  expect(await waitFor(async () => (row = await t.db.prisma.pendingUpload.findFirst({ where: { dbKey: { notIn: before.folders } } })) !== null, 2000)).toBe(true);
  await t.db.prisma.pendingUpload.deleteMany({ where: { dbKey: row!.dbKey } });
  await rm(path.join(mediaDir, row!.dbKey), { recursive: true, force: true });
  upload.end(photo.subarray(photo.length / 2));
  const { status, body } = await reply;
  expect(status, body).toBe(408);
  expect(JSON.parse(body)).toMatchObject({ error_code: 'UPLOAD_TIMEOUT' });
  expect(await waitFor(async () => JSON.stringify(await leftovers()) === JSON.stringify(before), 2000)).toBe(true);
  expect(await t.db.prisma.media.count({ where: { clientKey: key } })).toBe(0);
});
