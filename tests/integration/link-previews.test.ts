/**
 * Shared links' previews and the Atom feeds: the server puts Open Graph and Twitter tags into the
 * web app's page for what a guest may see (a public record, a published article, a species, a
 * visible media item), the site's own tags for anything else, whoever asks; the blog's and each
 * journal's feeds carry only what a guest may read.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { parse, validate } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

type Account = { cookie: string; entityId: number };

const INDEX_HTML = `<!doctype html>
<html lang="hu">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Nappali és éjjeli lepkék megfigyelése és közösség" />
    <title>Lepke</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
const XSS_TITLE = 'Fecskefarkú "><script>alert(1)</script> & társai';

const CREATE_RECORD = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } ... on Error { code } }
}`;
const CREATE_ARTICLE = `mutation ($input: CreateArticleInput!) {
  createArticle(input: $input) { __typename ... on ArticlePayload { article { recId } } ... on Error { code } }
}`;

let t: TestApp;
let webDir: string;
let observer: Account;
let editor: Account;
let keeper: Account;
let mnemosyne: number;
let machaon: number;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'lepke-web-'));
  await writeFile(join(webDir, 'index.html'), INDEX_HTML);
  t = await startTestApp({ env: { SEED_DEMO: '0' }, webDir });
  [observer, editor, keeper] = await Promise.all([t.register('Megfigyelő'), t.register('Szerkesztő'), t.register('Naplóíró')]);
  await t.db.prisma.user.update({ where: { entityId: editor.entityId }, data: { role: 'EDITOR' } });
  mnemosyne = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'parnassius-mnemosyne' } })).id;
  machaon = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' } })).id;
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

async function uploadPhoto(who: Account): Promise<number> {
  const response = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=lepke.jpg`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
  });
  return ((await response.json()) as { data: { id: number } }).data.id;
}

let day = 0;
/** A record of the observer's, each on a day of its own (so none is another's possible duplicate). */
async function record(input: Record<string, unknown>): Promise<number> {
  day += 1;
  const reply = await t.gql(
    CREATE_RECORD,
    {
      clientId: randomUUID(),
      input: {
        dateFrom: `2025-06-${String(day).padStart(2, '0')}`,
        country: 'HU',
        verbatimLat: '48.39871',
        verbatimLon: '21.43217',
        closestSettlement: 'Tokaj',
        ...input,
      },
    },
    { cookie: observer.cookie },
  );
  expect(reply.body.data.createObservation.__typename).toBe('ObservationPayload');
  return reply.body.data.createObservation.observation.recId as number;
}

async function article(who: Account, input: Record<string, unknown>): Promise<number> {
  const reply = await t.gql(CREATE_ARTICLE, { input }, { cookie: who.cookie });
  expect(reply.body.data.createArticle.__typename).toBe('ArticlePayload');
  return reply.body.data.createArticle.article.recId as number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_whole, name: string) => ENTITIES[name]!);

/** The page a crawler gets, and its meta tags by property or name. */
async function page(path: string, cookie?: string) {
  const reply = await t.rest('GET', path, { cookie });
  expect(reply.status).toBe(200);
  const html = reply.body as string;
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) tags[key!] = decode(content!);
  const feeds = [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]+)" \/>/g)].map((match) => match[1]);
  return { html, tags, feeds, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], headers: reply.headers };
}

/** Every tag that shows something of a page's own is absent: the site's preview only. */
function expectSiteOnly(tags: Record<string, string>) {
  expect(tags['og:title']).toBe('Lepke');
  expect(tags['og:description']).toBe('Nappali és éjjeli lepkék megfigyelése és közösség');
  expect(tags['og:type']).toBe('website');
  expect(tags['og:image']).toBeUndefined();
  expect(tags['twitter:card']).toBe('summary');
}

describe('record previews', () => {
  test('a public record shows its name, days, place name, notes and first photo; the same to whoever asks', async () => {
    const photo = await uploadPhoto(observer);
    const id = await record({ speciesId: String(machaon), mediaIds: [photo], notes: 'Egy hím a kertben.' });
    const { tags, title, headers } = await page(`/observation/${id}`);
    expect(tags['og:title']).toBe('Papilio machaon – Tokaj');
    expect(title).toBe('Papilio machaon – Tokaj · Lepke');
    expect(tags['og:description']).toMatch(/^2025-06-\d\d · Magyarország — Egy hím a kertben\.$/);
    expect(tags['og:type']).toBe('article');
    expect(tags['og:site_name']).toBe('Lepke');
    expect(tags['og:locale']).toBe('hu_HU');
    expect(tags['og:url']).toBe(`${t.url}/observation/${id}`);
    expect(tags['og:image']).toMatch(new RegExp(`^${t.url}/media/files/[^/]+/pres$`));
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:title']).toBe('Papilio machaon – Tokaj');
    expect(tags['twitter:image']).toBe(tags['og:image']);
    // the preview's image is one a guest may load
    expect((await fetch(tags['og:image']!)).status).toBe(200);
    // The page is revalidated like the web app's own, and a signed-in viewer gets the guest's page.
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('etag')).toBeTruthy();
    expect((await page(`/observation/${id}`, observer.cookie)).html).toBe((await page(`/observation/${id}`)).html);
  });

  test('a private or friends-only record shows none of its data, even to its owner', async () => {
    const photo = await uploadPhoto(observer);
    for (const privacy of [0, 1]) {
      const id = await record({ speciesId: String(machaon), mediaIds: [photo], notes: 'Titkos megfigyelés', privacy });
      for (const cookie of [undefined, observer.cookie]) {
        const { html, tags } = await page(`/observation/${id}`, cookie);
        expectSiteOnly(tags);
        expect(html).not.toContain('Papilio');
        expect(html).not.toContain('Titkos');
        expect(html).not.toContain('Tokaj');
      }
      // nor its photo's page
      expectSiteOnly((await page(`/media/${photo}`)).tags);
    }
  });

  test('a sensitive species’ record names no settlement, notes or coordinates', async () => {
    const photo = await uploadPhoto(observer);
    const id = await record({ speciesId: String(mnemosyne), mediaIds: [photo], notes: 'A Tokaji-hegy déli oldalán' });
    const { html, tags } = await page(`/observation/${id}`);
    expect(tags['og:title']).toBe('Parnassius mnemosyne');
    expect(tags['og:description']).toMatch(/^2025-06-\d\d · Magyarország$/);
    expect(html).not.toContain('Tokaj');
    expect(html).not.toMatch(/48\.39|21\.43|latitude|longitude|geo\.position|ICBM/);
  });

  test('an unknown, malformed or removed record gets the site’s preview', async () => {
    for (const path of ['/observation/999999999', '/species/%E0%A4%A']) expectSiteOnly((await page(path)).tags);
    for (const path of ['/observation/abc', '/observation/%E0%A4%A']) expect((await t.rest('GET', path)).body).toBe(INDEX_HTML);
  });
});

describe('article, species and media previews', () => {
  test('a published blog post and story show their summary and language; a draft or a friends’ story none of its data', async () => {
    const photo = await uploadPhoto(editor);
    const blog = await article(editor, {
      kind: 'BLOG',
      category: 'news',
      title: 'Tavaszi lepkék',
      summary: 'Az első nappali lepkék megjelentek.',
      description: '<p>Hosszú szöveg.</p>',
      mediaIds: [photo],
      featuredMediaId: photo,
      language: 'en',
      status: 'PUBLISHED',
    });
    const { tags } = await page(`/blog/${blog}`);
    expect(tags).toMatchObject({
      'og:title': 'Tavaszi lepkék',
      'og:description': 'Az első nappali lepkék megjelentek.',
      'og:type': 'article',
      'og:locale': 'en_GB',
      'og:url': `${t.url}/blog/${blog}`,
    });
    expect(tags['og:image']).toMatch(/\/media\/files\/[^/]+\/pres$/);

    const long = 'Hosszú bevezető mondat a lepkékről. '.repeat(20);
    const story = await article(observer, { kind: 'STORY', title: 'Terepnap', description: `<p>${long}</p>`, status: 'PUBLISHED' });
    const storyTags = (await page(`/story/${story}`)).tags;
    expect(storyTags['og:description']!.length).toBeLessThanOrEqual(200);
    expect(storyTags['og:description']).toMatch(/^Hosszú bevezető mondat a lepkékről\..*…$/);
    expect(storyTags['og:image']).toBeUndefined();
    expect(storyTags['twitter:card']).toBe('summary');

    const draft = await article(editor, { kind: 'BLOG', category: 'news', title: 'Piszkozat cím', description: '<p>Nem kész.</p>' });
    const friends = await article(observer, { kind: 'STORY', title: 'Baráti történet', description: '<p>Csak barátoknak.</p>', status: 'PUBLISHED', access: 1 });
    for (const [path, words] of [
      [`/blog/${draft}`, 'Piszkozat'],
      [`/story/${friends}`, 'Baráti'],
      // a blog post's id is not a story's
      [`/story/${blog}`, 'Tavaszi'],
    ] as const) {
      for (const cookie of [undefined, editor.cookie, observer.cookie]) {
        const { html, tags: hidden } = await page(path, cookie);
        expectSiteOnly(hidden);
        expect(html).not.toContain(words);
      }
    }
  });

  test('a content page by its address', async () => {
    const { tags } = await page('/info/privacy');
    expect(tags['og:title']).toBeTruthy();
    expect(tags['og:title']).not.toBe('Lepke');
    expect(tags['og:url']).toBe(`${t.url}/info/privacy`);
    expectSiteOnly((await page('/info/no-such-page')).tags);
  });

  test('a species by id and by URI, with its picture', async () => {
    await t.db.prisma.species.update({
      where: { id: machaon },
      data: { thumbnailUrl: '/media/files/species/machaon.jpg', description: '<p>Nagy, sárga <b>pillangó</b>.</p>' },
    });
    for (const key of [String(machaon), 'papilio-machaon']) {
      const { tags } = await page(`/species/${key}`);
      expect(tags['og:title']).toMatch(/Papilio machaon/);
      expect(tags['og:description']).toBe('Nagy, sárga pillangó.');
      expect(tags['og:image']).toBe(`${t.url}/media/files/species/machaon.jpg`);
      expect(tags['og:url']).toBe(`${t.url}/species/${machaon}`);
    }
    expectSiteOnly((await page('/species/no-such-species')).tags);
  });

  test('a media item of a public record shows its title and picture, never its place', async () => {
    const photo = await uploadPhoto(observer);
    await t.db.prisma.media.update({ where: { id: photo }, data: { title: 'Kardoslepke a virágon', lat: 48.39871, lon: 21.43217, location: 'Tokaji-hegy' } });
    await record({ speciesId: String(machaon), mediaIds: [photo] });
    const { html, tags } = await page(`/media/${photo}`);
    expect(tags['og:title']).toBe('Kardoslepke a virágon');
    expect(tags['og:image']).toMatch(/\/media\/files\/[^/]+\/pres$/);
    expect(html).not.toMatch(/48\.39|21\.43|Tokaji-hegy/);
  });

  test('every text is escaped: a title cannot close the tag or open a script', async () => {
    const id = await article(editor, {
      kind: 'BLOG',
      category: 'news',
      title: XSS_TITLE,
      summary: '"/><img src=x onerror=alert(1)>',
      description: '<p>x</p>',
      status: 'PUBLISHED',
    });
    const { html, tags, title } = await page(`/blog/${id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><script>');
    expect(tags['og:title']).toBe(XSS_TITLE);
    expect(tags['og:description']).toBe('"/><img src=x onerror=alert(1)>');
    expect(decode(title!)).toBe(`${XSS_TITLE} · Lepke`);
    expect(html.match(/<script/g) ?? []).toHaveLength(0);
  });

  test('other pages are the web app as built', async () => {
    const reply = await t.rest('GET', '/observation/list/');
    expect(reply.body).toBe(INDEX_HTML);
  });
});

describe('Atom feeds', () => {
  let groupId: number;
  let hiddenGroupPerson: number;

  beforeAll(async () => {
    const group = await t.gql(
      `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } } }`,
      { input: { type: 2, displayName: 'Zempléni lepkészek' } },
      { cookie: keeper.cookie },
    );
    groupId = group.body.data.createEntity.entity.recId as number;
    hiddenGroupPerson = keeper.entityId;
    const entityId = encodeGlobalID('Entity', groupId);
    await article(keeper, { kind: 'JOURNAL', category: 'logbook', entityId, title: 'Napló, 1. nap', description: '<p>12 faj.</p>', status: 'PUBLISHED' });
    await article(keeper, { kind: 'JOURNAL', category: 'logbook', entityId, title: 'Napló piszkozat', description: '<p>Még nem.</p>' });
    await article(keeper, {
      kind: 'JOURNAL',
      category: 'logbook',
      entityId,
      title: 'Napló a csoportnak',
      description: '<p>Tagoknak.</p>',
      status: 'PUBLISHED',
      access: 2,
    });
    await article(editor, {
      kind: 'BLOG',
      category: 'news',
      title: 'Feed & <hír>',
      summary: 'Vége: ]]> <b>',
      description: '<p>Lásd <a href="/species/papilio-machaon">a fajt</a> ]]&gt;</p>',
      status: 'PUBLISHED',
    });
    await article(editor, { kind: 'BLOG', category: 'news', title: 'Feed piszkozat', description: '<p>Nem kész.</p>' });
  });

  async function feed(path: string) {
    const reply = await t.rest('GET', path, { cookie: editor.cookie });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = reply.body as string;
    expect(validate(xml)).toBe(true);
    const document = parse(xml, { ignoreAttributes: false, attributeNamePrefix: '' });
    const entries = [document.feed.entry ?? []].flat() as { title: string | { '#text': string }; link: { href: string }; id: string }[];
    // The entries' titles are Atom HTML text: read as a feed reader shows them.
    return { document, entries, titles: entries.map((entry) => decode(typeof entry.title === 'string' ? entry.title : entry.title['#text'])), xml };
  }

  test('the blog’s feed is valid Atom with its published public posts only, even to an editor', async () => {
    const { document, titles, entries, xml } = await feed('/blog/feed.atom');
    expect(document.feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(titles).toContain('Feed & <hír>');
    const entry = entries[titles.indexOf('Feed & <hír>')] as unknown as { summary: { '#text': string } };
    expect(decode(entry.summary['#text'])).toBe('Vége: ]]> <b>');
    expect(titles).not.toContain('Feed piszkozat');
    expect(titles).not.toContain('Piszkozat cím');
    for (const entry of entries) expect(entry.link.href).toMatch(new RegExp(`^${t.url}/blog/\\d+$`));
    // the text's own addresses are absolute
    expect(xml).toContain(`href="${t.url}/species/papilio-machaon"`);
  });

  test('a journal’s feed carries its public entries; an entity without a journal is 404', async () => {
    const { titles } = await feed(`/entity/${groupId}/journal/feed.atom`);
    expect(titles).toEqual(['Napló, 1. nap']);
    for (const path of [`/entity/${hiddenGroupPerson}/journal/feed.atom`, '/entity/999999999/journal/feed.atom', '/entity/x/journal/feed.atom']) {
      const reply = await t.rest('GET', path);
      expect({ path, status: reply.status, code: reply.body.error_code }).toEqual({ path, status: 404, code: 'DATA_NOT_FOUND' });
    }
  });

  test('the blog and journal pages announce their feeds', async () => {
    expect((await page('/blog/')).feeds).toEqual([`${t.url}/blog/feed.atom`]);
    expect((await page(`/entity/${groupId}/journal/`)).feeds).toEqual([`${t.url}/entity/${groupId}/journal/feed.atom`]);
  });
});
