import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_PAGE_KEYS, CONTENT_PAGES } from '@domain/content-pages/index.ts';
import { LANGUAGES } from '@domain/languages.ts';
import { seedContentPages } from '../../server/modules/articles/seed.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PAGE = `query ($identifier: String!, $language: String) {
  contentPage(identifier: $identifier, language: $language) {
    __typename
    ... on ShownContentPage { fallback article { id title language status description } }
    ... on Error { code }
  }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Article { title } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
});
afterAll(() => t?.close());

async function person(name: string, role?: 'EDITOR' | 'ADMIN') {
  const who = await t.register(name);
  if (role) await t.db.prisma.user.update({ where: { entityId: who.entityId }, data: { role } });
  return who;
}

describe('the shipped content pages', () => {
  test('every page is there in every language, published, as sanitised rich text', async () => {
    for (const key of CONTENT_PAGE_KEYS) {
      for (const language of LANGUAGES) {
        const reply = await t.rest('GET', `/api/help/${key}?_lc=${language}`);
        expect(reply.status, `${key} ${language}`).toBe(200);
        expect(reply.body.data).toMatchObject({ title: CONTENT_PAGES[key][language].title, language_code: language, category: key, fallback: false });
        expect(reply.body.data.description).toContain('<h3>');
        expect(reply.body.data.description).not.toMatch(/<script|onerror=/i);
      }
    }
    const privacy = await t.gql(PAGE, { identifier: 'privacy', language: 'en' });
    expect(privacy.body.data.contentPage).toMatchObject({
      __typename: 'ShownContentPage',
      fallback: false,
      article: { title: CONTENT_PAGES.privacy.en.title, status: 'PUBLISHED' },
    });
    expect(privacy.body.data.contentPage.article.description).toContain('10 km');
  });

  test('seeding again writes nothing and keeps what an administrator changed', async () => {
    await t.db.prisma.article.updateMany({ where: { kind: 'CONTENT', identifier: 'privacy', language: 'en' }, data: { title: 'Privacy, edited' } });
    expect(await seedContentPages(t.db.prisma)).toBe(0);
    // read signed in: a guest's answer of the first test may still be cached, and this change did not go through a write
    const reader = await person('Olvasó');
    expect((await t.rest('GET', '/api/help/privacy?_lc=en', { cookie: reader.cookie })).body.data.title).toBe('Privacy, edited');
  });
});

describe('a language without the page', () => {
  test('reads the Hungarian page, marked as such; a language the site has not reads Hungarian too', async () => {
    await t.db.prisma.article.deleteMany({ where: { kind: 'CONTENT', identifier: 'privacy', language: 'ro' } });
    const rest = await t.rest('GET', '/api/help/privacy?_lc=ro');
    expect(rest.body.data).toMatchObject({ language_code: 'hu', language: 'Magyar', title: CONTENT_PAGES.privacy.hu.title, fallback: true });
    const gql = await t.gql(PAGE, { identifier: 'privacy', language: 'ro' });
    expect(gql.body.data.contentPage).toMatchObject({ fallback: true, article: { language: 'hu' } });
    expect((await t.rest('GET', '/api/help/privacy?_lc=de')).body.data).toMatchObject({ language_code: 'hu', fallback: false });

    // /info/'s list: each address once, in the language where written
    const list = await t.gql(`query { contentPages(language: "ro") { fallback article { identifier language } } }`);
    const pages = list.body.data.contentPages as { fallback: boolean; article: { identifier: string; language: string } }[];
    expect(pages.map((page) => page.article.identifier)).toEqual([...CONTENT_PAGE_KEYS]);
    expect(pages.find((page) => page.article.identifier === 'privacy')).toEqual({ fallback: true, article: { identifier: 'privacy', language: 'hu' } });
    expect(pages.filter((page) => page.article.language === 'ro')).toHaveLength(CONTENT_PAGE_KEYS.length - 1);
  });

  test('a category lists its pages; an id names one page', async () => {
    const listed = await t.rest('GET', '/api/help/x?category=privacy&_lc=tr');
    expect(listed.body.data).toEqual([expect.objectContaining({ category: 'privacy', language_code: 'tr' })]);
    const byId = await t.rest('GET', `/api/help/x?id=${listed.body.data[0].id}`);
    expect(byId.body.data).toMatchObject({ id: listed.body.data[0].id, category: 'privacy' });
  });
});

describe('drafts and pages to come', () => {
  test('are 404 to guests, users and editors on every path; an administrator previews them', async () => {
    const admin = await person('Tartalomgazda', 'ADMIN');
    const editor = await person('Blogszerkesztő', 'EDITOR');
    const user = await person('Olvasó');
    const future = new Date(Date.now() + 86_400_000);
    const [draft, scheduled] = await Promise.all([
      t.db.prisma.article.create({ data: { kind: 'CONTENT', category: 'announce', identifier: 'secret-plan', language: 'hu', title: 'Titkos terv', status: 'DRAFT' } }),
      t.db.prisma.article.create({
        data: { kind: 'CONTENT', category: 'announce', identifier: 'coming-soon', language: 'hu', title: 'Hamarosan', status: 'PUBLISHED', publishedAt: future },
      }),
    ]);
    for (const cookie of [undefined, user.cookie, editor.cookie]) {
      for (const identifier of ['secret-plan', 'coming-soon']) {
        const rest = await t.rest('GET', `/api/help/${identifier}`, { cookie });
        expect(rest.status).toBe(404);
        expect(rest.body.error_code).toBe('DATA_NOT_FOUND');
        expect((await t.gql(PAGE, { identifier }, { cookie })).body.data.contentPage).toEqual({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
      }
      for (const article of [draft, scheduled]) {
        expect((await t.rest('GET', `/api/help/x?id=${article.id}`, { cookie })).status).toBe(404);
        expect((await t.gql(NODE, { id: Buffer.from(`Article:${article.id}`).toString('base64') }, { cookie })).body.data.node).toBeNull();
      }
      const announcements = await t.rest('GET', '/api/help/x?category=announce', { cookie });
      expect(announcements.body.data).toEqual([]);
    }
    const preview = await t.gql(PAGE, { identifier: 'secret-plan' }, { cookie: admin.cookie });
    expect(preview.body.data.contentPage).toMatchObject({ article: { title: 'Titkos terv', status: 'DRAFT' } });
  });

  test('a malformed address or id is 422 FORMAT_ERROR, not a 500', async () => {
    const address = await t.rest('GET', `/api/help/${encodeURIComponent('<script>')}`);
    expect(address.status).toBe(422);
    expect(address.body.fields).toEqual([expect.objectContaining({ field: 'identifier' })]);
    const id = await t.rest('GET', '/api/help/x?id=1e9');
    expect(id.status).toBe(422);
    const gql = await t.gql(PAGE, { identifier: 'x'.repeat(300) });
    expect(gql.body.data.contentPage.__typename).toBe('ValidationError');
  });
});
