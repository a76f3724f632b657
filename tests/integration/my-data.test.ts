/**
 * Download my data (issue 19 part 4, GDPR art. 20): `GET /api/profile/export.zip` streams the signed-in
 * person's own data as a zip — their records as CSV and as a Darwin Core Archive with exact places,
 * posts, comments, their copies of messages, profile, and their media's originals byte for byte.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import yauzl from 'yauzl';
import { MY_DATA_DOWNLOADS_PER_HOUR } from '../../server/modules/my-data/rest.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type AccountWorld, buildAccountWorld, PHOTO } from './support/account-world.ts';

let t: TestApp;
let world: AccountWorld;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  world = await buildAccountWorld(t, 'Adatkérő');
}, 120_000);
afterAll(() => t?.close());

async function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files: Record<string, Buffer> = {};
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      zip
        .once('entry', resolve)
        .once('end', () => resolve(null))
        .once('error', reject);
      zip.readEntry();
    });
    zip.removeAllListeners();
    if (!entry) return files;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files[entry.fileName] = Buffer.concat(chunks);
  }
}

function table(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split('\n').filter(Boolean);
  const terms = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, index) => [terms[index], value])));
}

async function download(cookie?: string) {
  const response = await fetch(`${t.url}/api/profile/export.zip`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the data download', () => {
  test('holds the records, posts, comments, messages, profile and media originals of the person', async () => {
    const reply = await download(world.person.cookie);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="?lepke-my-data\.zip"?$/);
    const files = await unzip(reply.bytes);
    const names = Object.keys(files);
    for (const name of [
      'profile.json',
      'posts.json',
      'articles.json',
      'collections.json',
      'comments.json',
      'messages.json',
      'media.json',
      'records.csv',
      'records-dwca.zip',
    ])
      expect(names).toContain(name);

    // Records: the CSV and the Darwin Core Archive of the exports, with the exact place.
    const csv = table(files['records.csv']!.toString('utf8'));
    expect(csv).toHaveLength(1);
    expect(csv[0]!.occurrenceID).toBe(`${t.url}/observation/${world.recordId}`);
    expect(Number(csv[0]!.decimalLatitude)).toBeCloseTo(47.4979, 4);
    const dwca = await unzip(files['records-dwca.zip']!);
    expect(Object.keys(dwca).sort()).toEqual(['eml.xml', 'meta.xml', 'multimedia.txt', 'occurrence.txt']);
    expect(dwca['meta.xml']!.toString()).toContain('http://rs.tdwg.org/dwc/terms/Occurrence');
    const occurrences = table(dwca['occurrence.txt']!.toString('utf8'));
    expect(occurrences.map((row) => row.occurrenceID)).toEqual([`${t.url}/observation/${world.recordId}`]);

    const articles = JSON.parse(files['articles.json']!.toString()) as { id: number; kind: string; title: string }[];
    expect(articles).toEqual([expect.objectContaining({ id: world.storyId, kind: 'STORY', title: 'Adatkérő terepnapja' })]);
    const collections = JSON.parse(files['collections.json']!.toString()) as {
      id: number;
      title: string;
      items: { mediaId: number | null; articleId: number | null }[];
    }[];
    expect(collections).toEqual([expect.objectContaining({ id: world.collectionId, title: 'Adatkérő válogatása' })]);
    expect(collections[0]!.items.map((item) => item.mediaId ?? item.articleId)).toEqual([world.mediaId, world.storyId]);
    const posts = JSON.parse(files['posts.json']!.toString()) as { id: number; title: string; item: { privacy: number } }[];
    expect(posts.map((post) => post.id)).toEqual([world.postId]);
    expect(posts[0]).toMatchObject({ title: 'Adatkérő jegyzete', item: { privacy: 9 } });

    const comments = JSON.parse(files['comments.json']!.toString()) as { id: number; message: string }[];
    // Their own comments only, not the other's on their post.
    expect(comments.map((comment) => comment.id)).toEqual([world.commentId]);
    expect(comments[0]!.message).toBe('Adatkérő megjegyzése');

    const messages = JSON.parse(files['messages.json']!.toString()) as { box: string; message: { id: number; subject: string; body: string } }[];
    const byBox = Object.fromEntries(messages.map((copy) => [copy.box, copy.message.id]));
    expect(byBox).toEqual({ outbox: world.sentId, inbox: world.receivedId, draft: world.draftId });
    expect(messages.find((copy) => copy.box === 'inbox')!.message.body).toBe('Megyek');

    const profile = JSON.parse(files['profile.json']!.toString()) as Record<string, Record<string, unknown> & unknown[]>;
    expect(profile.account).toMatchObject({ email: world.person.email, hasPassword: true });
    expect(profile.account).not.toHaveProperty('passwordHash');
    expect(profile.account).not.toHaveProperty('totpSecret');
    expect(JSON.stringify(profile)).not.toMatch(/argon2/);
    expect(profile.profile).toMatchObject({ id: world.person.entityId, displayName: 'Adatkérő' });
    expect(profile.consents).toEqual([expect.objectContaining({ name: expect.stringMatching(/^privacy/), accepted: true })]);
    expect(profile.relations).toEqual([expect.objectContaining({ code: 'b', entity: expect.objectContaining({ id: world.other.entityId }) })]);
    expect(profile.savedPlaces).toEqual([expect.objectContaining({ location: 'Adatkérő kertje' })]);

    const media = JSON.parse(files['media.json']!.toString()) as { id: number; file: string }[];
    expect(media.map((medium) => medium.id)).toEqual([world.mediaId]);
    expect(media[0]).not.toHaveProperty('dbKey');
    const original = files[media[0]!.file];
    expect(media[0]!.file).toMatch(new RegExp(`^media/${world.mediaId}-`));
    expect(original?.equals(PHOTO)).toBe(true);
  });

  test("another person's download holds none of it", async () => {
    const files = await unzip((await download(world.other.cookie)).bytes);
    expect(table(files['records.csv']!.toString('utf8'))).toEqual([]);
    expect(JSON.parse(files['collections.json']!.toString())).toEqual([]);
    const posts = JSON.parse(files['posts.json']!.toString()) as { id: number }[];
    expect(posts.map((post) => post.id)).not.toContain(world.postId);
    expect(Object.keys(files).filter((name) => name.startsWith('media/'))).toEqual([]);
    const messages = JSON.parse(files['messages.json']!.toString()) as { box: string }[];
    // Their own copies: the one they sent and the one they received; never the person's draft.
    expect(messages.map((copy) => copy.box).sort()).toEqual(['inbox', 'outbox']);
  });

  test('guests are refused with 401, and the downloads per hour are limited', async () => {
    const guest = await download();
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.bytes.toString())).toMatchObject({ error_code: 'UNAUTHORIZED' });
    const someone = await t.register('Gyakori letöltő');
    for (let i = 0; i < MY_DATA_DOWNLOADS_PER_HOUR; i++) expect((await download(someone.cookie)).status).toBe(200);
    const refused = await download(someone.cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ error_code: 'TOO_MANY_REQUESTS' });
  });
});
