import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildZip, ordinaryText } from '../support/zip.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', PHOTOS), 'utf8')) as { files: Record<string, { bytes: number; hasGps: boolean }> };
const photo = (name: string) => readFileSync(new URL(name, PHOTOS));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What the upload calls answer (mediaForRest), or their error. */
interface UploadReply {
  data: {
    id: number;
    db_key: string;
    media_type: string;
    mime: string;
    file_name: string;
    orig: string;
    thumb: string;
    pres: string;
    width: number;
    height: number;
    orientation: number;
  };
  error_code?: string;
  fields?: unknown;
}

let t: TestApp;
let owner: { cookie: string; entityId: number };
let stranger: { cookie: string; entityId: number };
let mediaDir: string;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [owner, stranger] = await Promise.all([t.register('Uploader'), t.register('Stranger')]);
  mediaDir = path.join(t.app.services.config.dataDir, 'media');
});
afterAll(() => t?.close());

/** `POST /api/upload/media` as the web app sends it: params first, then fileData. */
async function uploadMultipart(bytes: Uint8Array, fileName: string, params: Record<string, unknown>, cookie = owner.cookie) {
  const form = new FormData();
  form.append('params', JSON.stringify({ fileName, ...params }));
  form.append('fileData', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${t.url}/api/upload/media`, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as UploadReply };
}

/** `PUT /api/upload?key=&file_name=&attributes=` with an octet-stream body. */
async function uploadPut(body: Uint8Array, query: Record<string, string>, cookie = owner.cookie) {
  const response = await fetch(`${t.url}/api/upload?${new URLSearchParams(query)}`, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { cookie, 'content-type': 'application/octet-stream' },
  });
  return { status: response.status, body: (await response.json()) as UploadReply };
}

async function fetchFile(url: string, cookie?: string) {
  const response = await fetch(t.url + url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Shows the owner's media in a public post: from then on anybody may see them. */
async function showPublicly(mediaIds: number[], cookie = owner.cookie): Promise<void> {
  const reply = await t.gql(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }`,
    { input: { type: 'NOTE', title: 'Képek', body: '<p>Nézzétek</p>', privacy: 9, mediaIds } },
    { cookie },
  );
  expect(reply.body.data.createPost.__typename).toBe('CreatePostPayload');
}

/** Nothing half made: no journalled upload, and every folder in storage belongs to a media row. */
async function expectNoLeftovers() {
  expect(await t.db.prisma.pendingUpload.count()).toBe(0);
  const rows = new Set((await t.db.prisma.media.findMany({ select: { dbKey: true } })).map((row) => row.dbKey));
  const folders = existsSync(mediaDir) ? readdirSync(mediaDir) : [];
  expect(folders.filter((folder) => !rows.has(folder))).toEqual([]);
  for (const folder of folders) expect(readdirSync(path.join(mediaDir, folder)).filter((file) => file.endsWith('.part'))).toEqual([]);
}

describe('uploading the fixture photos', () => {
  for (const name of Object.keys(expected.files)) {
    test(`${name}: stored by content, with an upright thumb and pres free of EXIF, the original for its owner only`, async () => {
      const bytes = photo(name);
      const { status, body } = await uploadMultipart(bytes, name, { key: `fixture-${name}`, lat: 47.5, lon: 19.04 });
      expect(status, JSON.stringify(body)).toBe(201);
      const media = body.data;
      expect(media.media_type).toBe('i');
      expect(media.file_name).toBe(name);
      const row = await t.db.prisma.media.findUniqueOrThrow({ where: { id: media.id } });
      expect(row).toMatchObject({ bytes: expected.files[name]!.bytes, sha256: sha256(bytes), ownerId: owner.entityId, lat: 47.5, lon: 19.04 });
      expect(row.mime).toBe(name.endsWith('.png') ? 'image/png' : 'image/jpeg');

      for (const variant of [media.thumb, media.pres] as string[]) {
        // Shown nowhere yet: its owner's only.
        expect((await fetchFile(variant, stranger.cookie)).status).toBe(404);
        const file = await fetchFile(variant, owner.cookie);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/webp');
        expect(file.headers.get('cache-control')).toBe('private, max-age=3600');
        const meta = await sharp(file.bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
      }
      const original = await fetchFile(media.orig, owner.cookie);
      expect(original.status).toBe(200);
      expect(sha256(original.bytes)).toBe(sha256(bytes));
      expect((await fetchFile(media.orig, stranger.cookie)).status).toBe(404);
      // Shown in a public post, others get its derivatives; its original stays its owner's.
      await showPublicly([media.id]);
      expect((await fetchFile(media.pres, stranger.cookie)).status).toBe(200);
      expect((await fetchFile(media.orig, stranger.cookie)).status).toBe(403);
      expect((await fetchFile(media.orig)).status).toBe(403);
    });
  }

  test('the thumb and pres are turned upright by the EXIF orientation', async () => {
    // A 60×40 landscape photo whose EXIF says "turn 90° clockwise" (orientation 6).
    const sideways = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { body } = await uploadPut(sideways, { key: `oriented-${randomUUID()}`, file_name: 'sideways.jpg' });
    expect(body.data).toMatchObject({ orientation: 90, width: 40, height: 60 });
    const pres = await sharp((await fetchFile(body.data.pres, owner.cookie)).bytes).metadata();
    expect([pres.width, pres.height]).toEqual([40, 60]);
  });

  test('the same client key twice answers the first item and stores one file', async () => {
    const key = `retry-${randomUUID()}`;
    const first = await uploadPut(photo('noexif.jpg'), { key, file_name: 'noexif.jpg' });
    const again = await uploadMultipart(photo('noexif.jpg'), 'noexif.jpg', { key });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await t.db.prisma.media.count({ where: { ownerId: owner.entityId, clientKey: key } })).toBe(1);
    await expectNoLeftovers();
  });

  test('a guest cannot upload', async () => {
    const { status, body } = await uploadPut(photo('noexif.jpg'), { key: 'guest', file_name: 'x.jpg' }, '');
    expect(status).toBe(401);
    expect(body.error_code).toBe('UNAUTHORIZED');
  });
});

describe('hostile uploads', () => {
  test('an HTML page named .jpg is refused by its content, and leaves nothing', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const { status, body } = await uploadMultipart(html, 'kitten.jpg', { key: `html-${randomUUID()}` });
    expect(status).toBe(415);
    expect(body.error_code).toBe('UNSUPPORTED_FILE_TYPE');
    // Not even as a CSV: markup is no plain text.
    expect((await uploadPut(html, { key: `html-csv-${randomUUID()}`, file_name: 'table.csv' })).body.error_code).toBe('UNSUPPORTED_FILE_TYPE');
    await expectNoLeftovers();
  });

  test('a 1 GB stream is cut off at its type limit with FILE_TOO_LARGE; the rest is never read', async () => {
    const head = photo('noexif.jpg');
    const chunk = new Uint8Array(1024 * 1024);
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(`${t.url}/api/upload?key=huge&file_name=huge.jpg`, {
        method: 'PUT',
        headers: { cookie: owner.cookie, 'content-type': 'application/octet-stream', 'content-length': String(1024 ** 3) },
      });
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.on('data', (part: Buffer) => (text += part.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, sent }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < 1024 ** 3) {
          const part = sent === 0 ? head : chunk;
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error_code).toBe('FILE_TOO_LARGE');
    expect(result.sent).toBeLessThan(200 * 1024 * 1024);
    expect(await t.db.prisma.media.count({ where: { clientKey: 'huge' } })).toBe(0);
    await expectNoLeftovers();
  });

  test('a 100-megapixel image is refused from its header, before it is decoded', async () => {
    const { status, body } = await uploadPut(hugePng(10_000, 10_000), { key: `bomb-${randomUUID()}`, file_name: 'bomb.png' });
    expect(status).toBe(422);
    expect(body.error_code).toBe('IMAGE_TOO_LARGE');
    await expectNoLeftovers();
  });

  test('a zip bomb is refused in whichever entry it hides, declared or not, and nothing of it is kept', async () => {
    const small = { name: 'notes.txt', data: ordinaryText(20_000) };
    const zeros = { name: 'zeros.bin', data: new Uint8Array(64 * 1024 * 1024) };
    const bombs = {
      'the second of three entries': buildZip([small, zeros, small]),
      'the last entry, all with data descriptors (no sizes in the local headers)': buildZip([small, small, zeros].map((entry) => ({ ...entry, dataDescriptor: true }))),
      'an entry whose central directory understates its size': buildZip([small, { ...zeros, declaredBytes: 1000 }]),
    };
    for (const [where, archive] of Object.entries(bombs)) {
      const { status, body } = await uploadPut(archive, { key: `zip-${randomUUID()}`, file_name: 'photos.zip' });
      expect({ where, status, code: body.error_code }).toEqual({ where, status: 415, code: 'ARCHIVE_TOO_DENSE' });
    }
    await expectNoLeftovers();
  });

  test('ordinary archives of several entries are taken: a zip, and a kmz by its first entry', async () => {
    const zip = buildZip([
      { name: 'notes.txt', data: ordinaryText(300_000), dataDescriptor: true },
      { name: 'photo.jpg', data: photo('noexif.jpg'), stored: true },
    ]);
    const kmz = buildZip([
      { name: 'doc.kml', data: Buffer.from('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"></kml>') },
      { name: 'files/a.png', data: ordinaryText(100) },
    ]);
    const zipped = await uploadPut(zip, { key: `zip-${randomUUID()}`, file_name: 'records.zip' });
    expect(zipped.status).toBe(201);
    expect(zipped.body.data).toMatchObject({ media_type: 'f', mime: 'application/zip' });
    const kmzd = await uploadPut(kmz, { key: `kmz-${randomUUID()}`, file_name: 'route.kmz' });
    expect(kmzd.status).toBe(201);
    expect(kmzd.body.data.mime).toBe('application/vnd.google-earth.kmz');
  });

  test('a path-traversal file name is only a display name', async () => {
    const { status, body } = await uploadPut(photo('noexif.jpg'), { key: `path-${randomUUID()}`, file_name: '../../../../tmp/evil.jpg' });
    expect(status).toBe(201);
    expect(body.data.file_name).toBe('evil.jpg');
    const row = await t.db.prisma.media.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(readdirSync(path.join(mediaDir, row.dbKey)).sort()).toEqual(['orig', 'pres', 'thumb']);
    expect(existsSync('/tmp/evil.jpg')).toBe(false);
    expect((await fetchFile(`/media/files/..%2F..%2Fpglite/orig`, owner.cookie)).status).toBe(422);
  });

  test('attributes that are no JSON are a validation error', async () => {
    const { status, body } = await uploadPut(photo('noexif.jpg'), { key: `attr-${randomUUID()}`, file_name: 'a.jpg', attributes: '{lat:' });
    expect(status).toBe(422);
    expect(body.fields).toEqual([{ field: 'attributes', code: 'FORMAT_ERROR' }]);
  });
});

describe('the spec media file types', () => {
  test('a PDF, a CSV and a KML are taken as files; their type comes from their content', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const csv = new TextEncoder().encode('species;lat;lon\nAglais io;47.5;19.04\n');
    const kml = new TextEncoder().encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>19.04,47.5</coordinates></Point></Placemark></kml>\n',
    );
    for (const [bytes, name, mime] of [
      [pdf, 'notes.bin', 'application/pdf'],
      [csv, 'records.csv', 'text/csv'],
      [kml, 'route.kml', 'application/vnd.google-earth.kml+xml'],
    ] as const) {
      const { status, body } = await uploadPut(bytes, { key: `doc-${randomUUID()}`, file_name: name });
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.data).toMatchObject({ media_type: 'f', mime, thumb: null, pres: null });
    }
  });

  test("a document is read by whoever sees it, a photo's original only by its owner", async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const doc = (await uploadPut(pdf, { key: `shared-${randomUUID()}`, file_name: 'field-notes.pdf' })).body.data;
    await showPublicly([doc.id]);
    const asStranger = await t.rest('GET', `/api/media/${doc.id}`, { cookie: stranger.cookie });
    expect(asStranger.body.data.orig).toBe(doc.orig);
    const file = await fetchFile(doc.orig, stranger.cookie);
    expect([file.status, file.headers.get('content-type'), file.bytes.length]).toEqual([200, 'application/pdf', pdf.length]);

    const sensitive = (await uploadPut(pdf, { key: `sensitive-${randomUUID()}`, file_name: 'site.pdf' })).body.data;
    await showPublicly([sensitive.id]);
    await t.db.prisma.media.update({ where: { id: sensitive.id }, data: { sensitive: true } });
    expect((await t.rest('GET', `/api/media/${sensitive.id}`, { cookie: stranger.cookie })).body.data.orig).toBeNull();
    expect((await fetchFile(sensitive.orig, stranger.cookie)).status).toBe(403);
  });

  test('a removed item takes its files with it', async () => {
    const { body } = await uploadPut(photo('noexif.jpg'), { key: `gone-${randomUUID()}`, file_name: 'gone.jpg' });
    const row = await t.db.prisma.media.findUniqueOrThrow({ where: { id: body.data.id } });
    expect((await t.rest('DELETE', `/api/media/${row.id}`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await t.rest('DELETE', `/api/media/${row.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect(existsSync(path.join(mediaDir, row.dbKey))).toBe(false);
    expect((await fetchFile(body.data.thumb)).status).toBe(404);
  });
});

describe('poster frames of uploaded videos', () => {
  const CLIP = readFileSync(new URL('../fixtures/butterfly.webm', import.meta.url));
  const putPoster = async (id: number, body: Uint8Array, cookie = owner.cookie) => {
    const response = await fetch(`${t.url}/api/media/${id}/poster`, { method: 'PUT', body: new Uint8Array(body), headers: { cookie, 'content-type': 'image/webp' } });
    return { status: response.status, body: (await response.json()) as UploadReply & { data: { poster: string | null } } };
  };

  test("the uploader's still becomes the video's poster and thumbnail, made like a photo's derivatives", async () => {
    const video = (await uploadPut(CLIP, { key: `clip-${randomUUID()}`, file_name: 'clip.webm' })).body.data;
    expect(video).toMatchObject({ media_type: 'v', mime: 'video/webm', thumb: null });
    const still = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    expect((await putPoster(video.id, still, stranger.cookie)).status).toBe(403);
    const { status, body } = await putPoster(video.id, still);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ poster: `/media/files/${video.db_key}/poster`, thumb: `/media/files/${video.db_key}/thumb` });
    await showPublicly([video.id]);
    const poster = await fetchFile(body.data.poster!);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    // Upright and at the presentation size: the EXIF orientation 6 turned it to portrait.
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ width: 1200, height: 1600 });
    const thumb = await sharp((await fetchFile(body.data.thumb)).bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 320]);

    const gql = await t.gql(`query ($id: Int!) { media(recId: $id) { poster thumb orig } }`, { id: video.id }, { cookie: stranger.cookie });
    // A video has no derivative to show instead of it: whoever sees it may play it.
    expect(gql.body.data.media).toEqual({ poster: body.data.poster, thumb: body.data.thumb, orig: video.orig });
  });

  test('a video is served in byte ranges, so a player can seek', async () => {
    const video = (await uploadPut(CLIP, { key: `ranged-${randomUUID()}`, file_name: 'clip.webm' })).body.data;
    await showPublicly([video.id]);
    const partial = await fetch(t.url + video.orig, { headers: { range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${CLIP.length}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(CLIP.subarray(100, 200));
    const tail = await fetch(t.url + video.orig, { headers: { range: 'bytes=-50' } });
    expect([tail.status, tail.headers.get('content-length')]).toEqual([206, '50']);
    const beyond = await fetch(t.url + video.orig, { headers: { range: `bytes=${CLIP.length + 10}-` } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${CLIP.length}`]);
    const whole = await fetch(t.url + video.orig);
    expect([whole.status, whole.headers.get('accept-ranges'), whole.headers.get('content-length')]).toEqual([200, 'bytes', String(CLIP.length)]);
    await whole.arrayBuffer();
  });

  test('a poster must be an image of an uploaded video', async () => {
    const video = (await uploadPut(CLIP, { key: `clip-${randomUUID()}`, file_name: 'clip.webm' })).body.data;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await putPoster(video.id, html)).toMatchObject({ status: 415, body: { error_code: 'UNSUPPORTED_FILE_TYPE' } });
    const photoItem = (await uploadPut(photo('noexif.jpg'), { key: `not-video-${randomUUID()}`, file_name: 'x.jpg' })).body.data;
    expect(await putPoster(photoItem.id, photo('noexif.jpg'))).toMatchObject({ status: 422, body: { error_code: 'VALIDATION_ERROR' } });
    expect((await putPoster(999_999, photo('noexif.jpg'))).status).toBe(404);
    expect((await t.db.prisma.media.findUniqueOrThrow({ where: { id: video.id } })).hasPoster).toBe(false);
  });
});

/** A PNG whose header claims width × height pixels, with one tiny IDAT: decoding it would need gigabytes. */
function hugePng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('uploads over GraphQL (the multipart request spec)', () => {
  const UPLOAD = `mutation ($input: UploadMediaInput!) {
    uploadMedia(input: $input) {
      __typename
      ... on MediaPayload { media { id recId mediaType mime fileName width height thumb pres orig lat lon owner { displayName } } }
      ... on ValidationError { code fields { field code } }
      ... on Error { code }
    }
  }`;

  async function gqlUpload(bytes: Uint8Array, fileName: string, key: string, cookie = owner.cookie) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { input: { file: null, key, attributes: { lat: 46.25, lon: 20.14 } } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      // Apollo's CSRF prevention lets a multipart request through only with a preflight-forcing header.
      headers: { 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    });
    return (await response.json()) as {
      data?: { uploadMedia: Record<string, unknown> & { media?: Record<string, unknown> } };
      errors?: { extensions?: { code?: string } }[];
    };
  }

  test('stores the photo once per key and answers it with its derivatives', async () => {
    const key = `gql-${randomUUID()}`;
    const first = await gqlUpload(photo('IMG_20180725_163423-tiny.jpg'), 'meadow.jpg', key);
    expect(first.data?.uploadMedia.__typename, JSON.stringify(first)).toBe('MediaPayload');
    const media = first.data!.uploadMedia.media!;
    expect(media).toMatchObject({ mediaType: 'i', mime: 'image/jpeg', fileName: 'meadow.jpg', lat: 46.25, lon: 20.14, owner: { displayName: 'Uploader' } });
    expect((await fetchFile(media.thumb as string, owner.cookie)).status).toBe(200);
    const again = await gqlUpload(photo('IMG_20180725_163423-tiny.jpg'), 'meadow.jpg', key);
    expect(again.data!.uploadMedia.media!.id).toBe(media.id);

    const mine = await t.gql(`{ viewer { media(first: 50) { totalCount edges { node { id } } } } }`, {}, { cookie: owner.cookie });
    expect(mine.body.data.viewer.media.edges.map(({ node }: { node: { id: string } }) => node.id)).toContain(media.id);

    // Others see it once a public post shows it, but neither its original nor its place.
    await showPublicly([media.recId as number]);
    const seen = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Media { recId thumb orig lat lon } } }`, { id: media.id }, { cookie: stranger.cookie });
    expect(seen.body.data.node).toMatchObject({ recId: media.recId, orig: null, lat: null, lon: null });
    expect(seen.body.data.node.thumb).toBe(media.thumb);
  });

  test('refuses a guest, a file of the wrong type, and a stranger deleting', async () => {
    const guest = await gqlUpload(photo('noexif.jpg'), 'a.jpg', `guest-${randomUUID()}`, '');
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const html = await gqlUpload(new TextEncoder().encode('<html><body>hi</body></html>'), 'a.jpg', `html-${randomUUID()}`);
    expect(html.data?.uploadMedia).toMatchObject({ __typename: 'ValidationError', code: 'UNSUPPORTED_FILE_TYPE' });

    const stored = (await gqlUpload(photo('noexif.jpg'), 'mine.jpg', `mine-${randomUUID()}`)).data!.uploadMedia.media!;
    const DELETE = `mutation ($id: ID!) { deleteMedia(id: $id) { __typename ... on DeleteMediaPayload { deletedId } ... on Error { code } } }`;
    expect((await t.gql(DELETE, { id: stored.id }, { cookie: stranger.cookie })).body.data.deleteMedia).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.gql(DELETE, { id: stored.id }, { cookie: owner.cookie })).body.data.deleteMedia).toMatchObject({ deletedId: stored.id });
    await expectNoLeftovers();
  });
});

describe('media info', () => {
  const UPDATE = `mutation ($id: ID!, $input: MediaInfoInput!) {
    updateMediaInfo(id: $id, input: $input) {
      __typename
      ... on MediaPayload { media { title author caption description date link location } }
      ... on ValidationError { code fields { field code } }
      ... on Error { code }
    }
  }`;

  test('its owner edits title, author, caption, description, date and link; others cannot; bad values are refused', async () => {
    const { body } = await uploadPut(photo('noexif.jpg'), { key: `info-${randomUUID()}`, file_name: 'road.jpg' });
    const id = (await t.gql(`{ viewer { media(first: 1) { edges { node { id recId } } } } }`, {}, { cookie: owner.cookie })).body.data.viewer.media.edges
      .map(({ node }: { node: { id: string; recId: number } }) => node)
      .find((node: { recId: number }) => node.recId === body.data.id).id;
    const input = {
      title: 'Dűlőút a Tisza-tónál',
      author: 'Kata',
      caption: 'Reggeli fény',
      description: 'Itt repült a kardoslepke.',
      date: '2025-07-14',
      link: 'https://lepke.example/ut',
    };
    const saved = await t.gql(UPDATE, { id, input }, { cookie: owner.cookie });
    expect(saved.body.data.updateMediaInfo).toMatchObject({ __typename: 'MediaPayload', media: { ...input, location: null } });
    await showPublicly([body.data.id]);
    expect((await t.rest('GET', `/api/media/${body.data.id}`, { cookie: stranger.cookie })).body.data).toMatchObject({ title: input.title, date: '2025-07-14' });

    expect((await t.gql(UPDATE, { id, input: { title: 'Az enyém' } }, { cookie: stranger.cookie })).body.data.updateMediaInfo.code).toBe('FORBIDDEN');
    const bad = await t.gql(UPDATE, { id, input: { date: '2025-13-45', link: 'javascript:alert(1)' } }, { cookie: owner.cookie });
    expect(bad.body.data.updateMediaInfo).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad.body.data.updateMediaInfo.fields).toEqual(
      expect.arrayContaining([
        { field: 'date', code: 'DATE_FORMAT_ERROR' },
        { field: 'link', code: 'FORMAT_ERROR' },
      ]),
    );
    // Nothing of the refused edit was kept.
    expect((await t.db.prisma.media.findUniqueOrThrow({ where: { id: body.data.id } })).title).toBe(input.title);

    const rest = await t.rest('POST', `/api/media/${body.data.id}`, { cookie: owner.cookie, body: { title: 'REST-cím', caption: '' } });
    expect(rest.status).toBe(200);
    // A field left out keeps its value; an empty one is cleared.
    expect(rest.body.data).toMatchObject({ title: 'REST-cím', caption: '', author: input.author, link: input.link });
  });
});

describe('video links', () => {
  const ADD = `mutation ($url: String!) {
    addVideoLink(url: $url) {
      __typename
      ... on MediaPayload { media { id recId mediaType provider title author thumb orig } }
      ... on ValidationError { code fields { field code message } }
      ... on Error { code }
    }
  }`;
  let oembed: Server;
  const asked: string[] = [];
  let videoApp: TestApp;

  beforeAll(async () => {
    // Stands in for the providers' oEmbed endpoints: the network is closed here, and a test must not call out anyway.
    oembed = createServer((req, res) => {
      const url = new URL(req.url!, 'http://localhost');
      asked.push(url.searchParams.get('url')!);
      if (url.searchParams.get('url')!.includes('76979871')) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          title: 'Aglais io on buddleia',
          author_name: 'Lepke Channel',
          thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
          width: 480,
          height: 360,
        }),
      );
    });
    await new Promise<void>((resolve) => oembed.listen(0, '127.0.0.1', resolve));
    const { port } = oembed.address() as AddressInfo;
    videoApp = await startTestApp({ env: { SEED_DEMO: '0', OEMBED_YOUTUBE_URL: `http://127.0.0.1:${port}/yt`, OEMBED_VIMEO_URL: `http://127.0.0.1:${port}/vimeo` } });
  });
  afterAll(async () => {
    await videoApp?.close();
    oembed?.close();
  });

  test('a YouTube link becomes a video item with the provider’s title and poster, asked once for everybody', async () => {
    const [first, second] = [await videoApp.register('Videós'), await videoApp.register('Másik')];
    const added = await videoApp.gql(ADD, { url: 'https://youtu.be/dQw4w9WgXcQ' }, { cookie: first.cookie });
    expect(added.body.data.addVideoLink.media).toMatchObject({
      mediaType: 'v',
      provider: 'youtube',
      title: 'Aglais io on buddleia',
      author: 'Lepke Channel',
      thumb: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      orig: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(asked).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
    // The same video again, in another form: the same item, not asked again.
    const again = await videoApp.gql(ADD, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s' }, { cookie: first.cookie });
    expect(again.body.data.addVideoLink.media.id).toBe(added.body.data.addVideoLink.media.id);
    // Somebody else's copy takes the known metadata.
    const theirs = await videoApp.rest('POST', '/api/media/video', { cookie: second.cookie, body: { url: 'https://m.youtube.com/watch?v=dQw4w9WgXcQ' } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data).toMatchObject({ title: 'Aglais io on buddleia', provider: 'youtube' });
    expect(asked).toHaveLength(1);
  });

  test('a provider that fails still leaves the link; other sites are refused with a clear error', async () => {
    const account = await videoApp.register('Vimeós');
    const vimeo = await videoApp.gql(ADD, { url: 'https://vimeo.com/76979871' }, { cookie: account.cookie });
    expect(vimeo.body.data.addVideoLink.media).toMatchObject({ provider: 'vimeo', title: '', thumb: null, orig: 'https://vimeo.com/76979871' });

    const refused = await videoApp.gql(ADD, { url: 'https://www.dailymotion.com/video/x7tgad0' }, { cookie: account.cookie });
    expect(refused.body.data.addVideoLink).toMatchObject({
      __typename: 'ValidationError',
      code: 'VIDEO_LINK_NOT_SUPPORTED',
      fields: [{ field: 'url', code: 'VIDEO_LINK_NOT_SUPPORTED', message: 'Only YouTube and Vimeo video links are accepted' }],
    });
    const rest = await videoApp.rest('POST', '/api/media/video', { cookie: account.cookie, body: { url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' } });
    expect(rest).toMatchObject({ status: 422, body: { error_code: 'VIDEO_LINK_NOT_SUPPORTED' } });
  });
});

describe('the place of a media item', () => {
  const PLACE = `mutation ($id: ID!, $input: MediaInfoInput!) {
    updateMediaInfo(id: $id, input: $input) {
      __typename
      ... on MediaPayload { media { lat lon alt direction accuracy timespot country region geounit geosubunit location title } }
      ... on ValidationError { fields { field code } }
    }
  }`;

  test('its owner sets and clears the location fields; a field left out keeps its value; bad values are refused', async () => {
    const { body } = await uploadPut(photo('noexif.jpg'), { key: `place-${randomUUID()}`, file_name: 'ret.jpg' });
    const id = Buffer.from(`Media:${body.data.id}`).toString('base64');
    const place = {
      lat: 47.1234,
      lon: 19.5678,
      alt: 110,
      direction: 270,
      accuracy: 8,
      timespot: '09:40',
      country: 'HU',
      region: 'Bács-Kiskun',
      geounit: 'Kiskunsági Nemzeti Park',
      geosubunit: 'Bugac',
      location: 'Ősborókás',
    };
    const set = await t.gql(PLACE, { id, input: { ...place, title: 'Borókás' } }, { cookie: owner.cookie });
    expect(set.body.data.updateMediaInfo).toMatchObject({ __typename: 'MediaPayload', media: { ...place, title: 'Borókás' } });

    const cleared = await t.gql(PLACE, { id, input: { lat: null, lon: null, timespot: '', region: '' } }, { cookie: owner.cookie });
    expect(cleared.body.data.updateMediaInfo.media).toMatchObject({ lat: null, lon: null, timespot: null, region: null, alt: 110, country: 'HU', title: 'Borókás' });

    const bad = await t.gql(PLACE, { id, input: { lat: 91, direction: 400, timespot: '25:00' } }, { cookie: owner.cookie });
    expect(bad.body.data.updateMediaInfo.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['direction', 'lat', 'timespot']);
    expect((await t.db.prisma.media.findUniqueOrThrow({ where: { id: body.data.id } })).direction).toBe(270);
  });
});

describe('media lists over REST', () => {
  test("the attachment browser pages the viewer's own media; an entity's list shows a person's uploads; one attachment reads like one media item", async () => {
    const lister = await t.register('Lister');
    const uploaded: number[] = [];
    for (const name of ['noexif.jpg', 'issue-exifr-59.jpg', 'issue-exifr-36.jpg']) {
      uploaded.push((await uploadPut(photo(name), { key: `list-${name}`, file_name: name }, lister.cookie)).body.data.id);
    }
    const first = await t.rest('GET', '/api/attachment/browser?_size=2', { cookie: lister.cookie });
    expect(first.status).toBe(200);
    expect(first.body.list.page).toMatchObject({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    // Newest first.
    expect(first.body.list.data.map((media: { id: number }) => media.id)).toEqual([uploaded[2], uploaded[1]]);
    const second = await t.rest('GET', '/api/attachment/browser?_size=2&_page=1', { cookie: lister.cookie });
    expect(second.body.list.data.map((media: { id: number }) => media.id)).toEqual([uploaded[0]]);
    expect((await t.rest('GET', '/api/attachment/browser')).status).toBe(401);

    // Others see those a public post shows, as derivatives, not the original with its EXIF.
    expect((await t.rest('GET', `/api/entity/media/${lister.entityId}`, { cookie: stranger.cookie })).body.list.page.totalElements).toBe(0);
    await showPublicly([uploaded[0]!, uploaded[1]!], lister.cookie);
    const theirs = await t.rest('GET', `/api/entity/media/${lister.entityId}`, { cookie: stranger.cookie });
    expect(theirs.body.list.page.totalElements).toBe(2);
    expect(theirs.body.list.data.map((media: { orig: string | null }) => media.orig)).toEqual([null, null]);
    expect((await t.rest('GET', `/api/entity/media/${lister.entityId}`, { cookie: lister.cookie })).body.list.data[0].orig).toMatch(/\/orig$/);

    const one = await t.rest('GET', `/api/attachment/${uploaded[0]}`, { cookie: stranger.cookie });
    expect(one.body.data).toMatchObject({ id: uploaded[0], file_name: 'noexif.jpg', media_type: 'i' });
    expect((await t.rest('GET', '/api/attachment/999999')).status).toBe(404);
  });
});

describe("a group's media list and featured profile media", () => {
  async function createGroup(cookie: string): Promise<number> {
    const reply = await t.gql(
      `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } ... on Error { code } } }`,
      { input: { type: 2, displayName: `Csoport ${randomUUID().slice(0, 8)}` } },
      { cookie },
    );
    return reply.body.data.createEntity.entity.recId;
  }

  test("a member uploads into the group's list; an outsider is refused before anything is stored", async () => {
    const groupId = await createGroup(owner.cookie);
    const added = await uploadMultipart(photo('noexif.jpg'), 'tábor.jpg', { key: `group-${randomUUID()}`, entity_id: groupId });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ entity_id: groupId });
    const list = await t.rest('GET', `/api/entity/media/${groupId}`, { cookie: stranger.cookie });
    expect(list.body.list.data.map((media: { id: number }) => media.id)).toEqual([added.body.data.id]);

    const before = await t.db.prisma.media.count();
    const refused = await uploadPut(photo('noexif.jpg'), { key: `outsider-${randomUUID()}`, file_name: 'x.jpg', entity_id: String(groupId) }, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('NOT_ENTITY_MEMBER');
    expect(await t.db.prisma.media.count()).toBe(before);
    await expectNoLeftovers();

    const overGraphQL = await t.gql(`{ mediaList(entityId: ${groupId}, first: 5) { totalCount edges { node { recId } } } }`);
    expect(overGraphQL.body.data.mediaList).toMatchObject({ totalCount: 1, edges: [{ node: { recId: added.body.data.id } }] });
  });

  test('the owner features photos on the profile; others read them but not where the camera stood', async () => {
    const featurer = await t.register('Featurer');
    const ids: number[] = [];
    for (const name of ['noexif.jpg', 'issue-exifr-59.jpg']) {
      const { body } = await uploadMultipart(photo(name), name, { key: `featured-${name}`, lat: 46.1, lon: 18.2, alt: 120, direction: 90 }, featurer.cookie);
      ids.push(body.data.id);
    }
    const feature = await t.rest('POST', `/api/media/${ids[1]}`, { cookie: featurer.cookie, body: { featured: true } });
    expect(feature.body.data).toMatchObject({ featured: true, alt: 120, direction: 90 });
    expect((await t.rest('POST', `/api/media/${ids[0]}`, { cookie: stranger.cookie, body: { featured: true } })).status).toBe(404);

    const mine = await t.rest('GET', '/api/profile/part/featured_media', { cookie: featurer.cookie });
    expect(mine.body.list.data.map((media: { id: number }) => media.id)).toEqual([ids[1]]);
    const seen = await t.rest('GET', `/api/profile/part/featured_media?entity_id=${featurer.entityId}`, { cookie: stranger.cookie });
    expect(seen.body.list.data).toHaveLength(1);
    expect(seen.body.list.data[0]).toMatchObject({ id: ids[1], lat: null, lon: null, alt: null, direction: null, exif: null });
    expect((await t.rest('GET', '/api/profile/part/featured_media')).status).toBe(401);

    const query = `query ($id: Int!) { mediaList(uploaderId: $id, featured: true, first: 10) { edges { node { recId featured alt direction exif } } } }`;
    const asStranger = await t.gql(query, { id: featurer.entityId }, { cookie: stranger.cookie });
    expect(asStranger.body.data.mediaList.edges).toEqual([{ node: { recId: ids[1], featured: true, alt: null, direction: null, exif: null } }]);
    const asOwner = await t.gql(query, { id: featurer.entityId }, { cookie: featurer.cookie });
    expect(asOwner.body.data.mediaList.edges[0].node).toMatchObject({ alt: 120, direction: 90, exif: { lat: 46.1, lon: 18.2 } });
  });
});

describe('media follow the post or record that shows them', () => {
  const seenByStranger = async (id: number) => (await t.rest('GET', `/api/media/${id}`, { cookie: stranger.cookie })).status;

  test('a post: shown while the post is visible, gone when taken off, made private or deleted', async () => {
    const id = (await uploadPut(photo('noexif.jpg'), { key: `follow-post-${randomUUID()}`, file_name: 'post.jpg' })).body.data.id;
    const created = await t.gql(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { ... on CreatePostPayload { post { id } } } }`,
      { input: { type: 'NOTE', title: 'Követ', body: '<p>Kép</p>', privacy: 9, mediaIds: [id] } },
      { cookie: owner.cookie },
    );
    const postId = created.body.data.createPost.post.id;
    const update = async (input: Record<string, unknown>) => {
      const reply = await t.gql(
        `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename } }`,
        { input: { id: postId, ...input } },
        { cookie: owner.cookie },
      );
      expect(reply.body.data.updatePost.__typename).toBe('UpdatePostPayload');
    };
    expect(await seenByStranger(id)).toBe(200);
    await update({ mediaIds: [] });
    expect(await seenByStranger(id)).toBe(404);
    await update({ mediaIds: [id], privacy: 0 });
    expect(await seenByStranger(id)).toBe(404);
    await update({ privacy: 9 });
    expect(await seenByStranger(id)).toBe(200);
    const deleted = await t.gql(`mutation ($input: DeletePostInput!) { deletePost(input: $input) { __typename } }`, { input: { id: postId } }, { cookie: owner.cookie });
    expect(deleted.body.data.deletePost.__typename).toBe('DeletePostPayload');
    expect(await seenByStranger(id)).toBe(404);
    expect((await t.rest('GET', `/api/media/${id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  test('a record: shown while the record is visible, gone when _files_to_remove takes it off', async () => {
    const id = (await uploadPut(photo('noexif.jpg'), { key: `follow-record-${randomUUID()}`, file_name: 'record.jpg' })).body.data.id;
    const { id: speciesId } = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'aglais-io' }, select: { id: true } });
    const input = { speciesId: String(speciesId), verbatimLat: '47.4979', verbatimLon: '19.0402', dateFrom: '2025-07-14', privacy: 9, mediaIds: [id] };
    const created = await t.gql(
      `mutation ($clientId: String!, $input: ObservationInput!) { createObservation(clientId: $clientId, input: $input) { ... on ObservationPayload { observation { id } } } }`,
      { clientId: randomUUID(), input },
      { cookie: owner.cookie },
    );
    const recordId = created.body.data.createObservation.observation.id;
    expect(await seenByStranger(id)).toBe(200);
    const edited = await t.gql(
      `mutation ($id: ID!, $input: ObservationInput!, $remove: [Int!]) { updateObservation(id: $id, input: $input, filesToRemove: $remove) { __typename } }`,
      { id: recordId, input: { ...input, mediaIds: undefined }, remove: [id] },
      { cookie: owner.cookie },
    );
    expect(edited.body.data.updateObservation.__typename).toBe('ObservationPayload');
    expect(await seenByStranger(id)).toBe(404);
  });
});
