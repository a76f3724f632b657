/**
 * Fault: the server process is killed (SIGKILL) in the middle of an upload. After its restart no
 * half media row and no stray file remain, and the client's retry with the same key completes
 * with a single media item. The server runs as a real process of its own on a scratch database of
 * the PostgreSQL server (TEST_DATABASE_URL, else the machine's local one).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { admin, databaseUrl, startServer } from '../support/server-process.ts';
import { REGISTER } from './harness.ts';

const name = `lepke_test_crash_${randomBytes(4).toString('hex')}`;
const photo = readFileSync(new URL('../fixtures/photos/noexif.jpg', import.meta.url));
const KEY = 'upload-that-survives-a-crash';

let dataDir: string;
let mediaDir: string;
let db: pg.Client;

/** The server on the scratch database: uploads journalled before its start are dead. */
const start = () => startServer(databaseUrl(name), { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test', DEAD_UPLOAD_SECONDS: '0' });

async function put(url: string, cookie: string, body: Uint8Array) {
  const response = await fetch(`${url}/api/upload?key=${KEY}&file_name=meadow.jpg`, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { cookie, 'content-type': 'application/octet-stream' },
  });
  return { status: response.status, body: (await response.json()) as { data: { id: number } } };
}

const folders = () => (existsSync(mediaDir) ? readdirSync(mediaDir) : []);
const count = async (table: string) => Number((await db.query(`SELECT count(*) FROM "${table}"`)).rows[0].count);

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-crash-'));
  mediaDir = path.join(dataDir, 'media');
  db = new pg.Client({ connectionString: databaseUrl(name) });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
});

/** Two server processes start in turn; beside another file's web build on two cores each start has taken over 15 s. */
const TWO_STARTS = 120_000;

test('a server killed mid-upload leaves nothing after its restart, and the retry stores one item', { timeout: TWO_STARTS }, async () => {
  let server = await start();
  const password = 'lepke-test-password';
  const registered = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: REGISTER,
      variables: { input: { displayName: 'Crash', email: 'crash@lepke.test', password, passwordRetype: password, acceptPrivacy: true } },
    }),
  });
  const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;

  // A slow upload: the photo's bytes, then more, a little at a time, until its file is half written.
  const upload = request(`${server.url}/api/upload?key=${KEY}&file_name=meadow.jpg`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/octet-stream', 'content-length': String(20 * 1024 * 1024) },
  });
  upload.on('error', () => undefined);
  upload.write(photo);
  const halfWritten = () => folders().some((folder) => readdirSync(path.join(mediaDir, folder)).some((file) => file.endsWith('.part')));
  for (let round = 0; round < 200 && !halfWritten(); round++) {
    upload.write(Buffer.alloc(64 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(halfWritten()).toBe(true);
  expect(await count('PendingUpload')).toBe(1);

  await server.stop('SIGKILL');
  upload.destroy();
  // What the dead process left: the journal row and half a file, but no media row.
  expect(await count('Media')).toBe(0);
  expect(folders()).toHaveLength(1);

  server = await start();
  try {
    expect(await count('PendingUpload')).toBe(0);
    expect(folders()).toEqual([]);

    const retried = await put(server.url, cookie, photo);
    expect(retried.status).toBe(201);
    const again = await put(server.url, cookie, photo);
    expect(again.body.data.id).toBe(retried.body.data.id);
    expect(await count('Media')).toBe(1);
    expect(folders()).toHaveLength(1);
    expect(readdirSync(path.join(mediaDir, folders()[0]!)).sort()).toEqual(['orig', 'pres', 'thumb']);
  } finally {
    await server.stop();
  }
});
