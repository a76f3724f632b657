import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * The audit log (`/admin/audit/`): the keepers' acts are written with who, when, what and why,
 * moderators and admins read it filtered, nobody else does.
 */

type Account = { cookie: string; entityId: number };

const LOG = `query ($action: AuditAction, $actorRecId: Int, $since: String, $until: String) {
  auditLog(first: 50, action: $action, actorRecId: $actorRecId, since: $since, until: $until) {
    totalCount
    edges { node { action actorRecId actorName objectId subject reason details } }
  }
}`;
const CREATE = `mutation ($input: CreateArticleInput!) {
  createArticle(input: $input) { __typename ... on ArticlePayload { article { id recId } } ... on Error { code } }
}`;
const UPDATE = `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) { __typename ... on Error { code } } }`;
const DELETE = `mutation ($id: ID!) { deleteArticle(id: $id) { __typename ... on Error { code } } }`;
const RULE = `mutation ($kind: ReviewRuleKind!, $enabled: Boolean, $reviewRoles: [Role!]) {
  updateReviewRule(kind: $kind, enabled: $enabled, reviewRoles: $reviewRoles) { __typename ... on Error { code } }
}`;

let t: TestApp;
let editor: Account;
let admin: Account;
let moderator: Account;
let writer: Account;

async function person(name: string, role?: 'EDITOR' | 'MODERATOR' | 'ADMIN'): Promise<Account> {
  const who = await t.register(name);
  if (role) await t.db.prisma.user.update({ where: { entityId: who.entityId }, data: { role } });
  return who;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [editor, admin, moderator, writer] = await Promise.all([
    person('Szerkesztő Szilvia', 'EDITOR'),
    person('Admin Ádám', 'ADMIN'),
    person('Moderátor Mira', 'MODERATOR'),
    person('Író Imre'),
  ]);
});
afterAll(() => t?.close());

const log = async (who: Account, filter: Record<string, unknown> = {}) => (await t.gql(LOG, filter, { cookie: who.cookie })).body;
const entriesOf = async (who: Account, filter: Record<string, unknown> = {}) =>
  ((await log(who, filter)).data.auditLog.edges as { node: Record<string, unknown> }[]).map((edge) => edge.node);

describe('the audit log', () => {
  test('keeps the blog’s publishing, withdrawal, restore and deletion, and not a writer’s own story', async () => {
    const created = await t.gql(
      CREATE,
      { input: { kind: 'BLOG', title: 'Tavaszi hírek', status: 'PUBLISHED', description: '<p>Megjöttek.</p>' } },
      { cookie: editor.cookie },
    );
    const blog = created.body.data.createArticle.article;
    expect((await t.gql(UPDATE, { input: { id: blog.id, status: 'DRAFT' } }, { cookie: editor.cookie })).body.data.updateArticle.__typename).toBe('ArticlePayload');
    // A change that leaves the status alone is a revision, not an act of the log.
    await t.gql(UPDATE, { input: { id: blog.id, summary: 'Rövidebben' } }, { cookie: editor.cookie });
    const first = await t.db.prisma.articleRevision.findFirstOrThrow({ where: { articleId: blog.recId }, orderBy: { id: 'asc' } });
    await t.gql(`mutation ($id: Int!) { restoreArticleRevision(revisionId: $id) { __typename } }`, { id: first.id }, { cookie: admin.cookie });
    expect((await t.gql(DELETE, { id: blog.id }, { cookie: admin.cookie })).body.data.deleteArticle.__typename).not.toBe('Error');

    const story = await t.gql(
      CREATE,
      { input: { kind: 'STORY', title: 'Egy nap a réten', status: 'PUBLISHED', description: '<p>Sok lepke.</p>' } },
      { cookie: writer.cookie },
    );
    expect(story.body.data.createArticle.__typename).toBe('ArticlePayload');

    const entries = await entriesOf(moderator);
    expect(entries.map((entry) => [entry.action, entry.actorName, entry.subject])).toEqual([
      ['CONTENT_DELETE', 'Admin Ádám', 'Tavaszi hírek'],
      ['CONTENT_RESTORE', 'Admin Ádám', 'Tavaszi hírek'],
      ['CONTENT_UNPUBLISH', 'Szerkesztő Szilvia', 'Tavaszi hírek'],
      ['CONTENT_PUBLISH', 'Szerkesztő Szilvia', 'Tavaszi hírek'],
    ]);
    expect(entries[1]!.details).toMatchObject({ kind: 'BLOG', revisionId: first.id, status: 'PUBLISHED' });
    expect(entries.every((entry) => entry.objectId === blog.id)).toBe(true);
  });

  test('keeps a rule change with what it changed, before and after; a change to the same values is not logged', async () => {
    expect((await t.gql(RULE, { kind: 'FLIGHT_PERIOD', reviewRoles: ['USER'] }, { cookie: admin.cookie })).body.data.updateReviewRule.__typename).toBe('ReviewRule');
    await t.gql(RULE, { kind: 'FLIGHT_PERIOD', reviewRoles: ['USER'] }, { cookie: admin.cookie });
    const entries = await entriesOf(admin, { action: 'REVIEW_RULE_CHANGE' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRecId: admin.entityId,
      subject: 'FLIGHT_PERIOD',
      details: { changed: ['reviewRoles'], before: { reviewRoles: [] }, after: { reviewRoles: ['USER'] } },
    });
  });

  test('filters by actor and by day', async () => {
    const mine = await entriesOf(moderator, { actorRecId: editor.entityId });
    expect(mine.map((entry) => entry.action)).toEqual(['CONTENT_UNPUBLISH', 'CONTENT_PUBLISH']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(moderator, { since: today, until: today })).data.auditLog.totalCount).toBe(5);
    expect((await log(moderator, { until: '2000-01-01' })).data.auditLog.totalCount).toBe(0);
    const bad = await log(moderator, { since: '2026-02-31' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  test('is refused to guests (401) and to editors and users (403), on GraphQL and REST', async () => {
    expect((await t.gql(LOG, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    for (const who of [editor, writer]) expect((await log(who)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/admin/audit')).status).toBe(401);
    expect((await t.rest('GET', '/api/admin/audit', { cookie: editor.cookie })).status).toBe(403);
  });

  test('answers REST with the paged list, filtered; bad filters are 422 with a token', async () => {
    const reply = await t.rest('GET', '/api/admin/audit?action=CONTENT_PUBLISH&_size=10', { cookie: moderator.cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.list.page).toMatchObject({ number: 0, size: 10, totalElements: 1 });
    expect(reply.body.list.data[0]).toMatchObject({
      action: 'CONTENT_PUBLISH',
      actor: { id: editor.entityId, display_name: 'Szerkesztő Szilvia' },
      subject: 'Tavaszi hírek',
    });
    for (const query of ['action=HACK', 'from=yesterday', 'actor=-1', '_size=1000']) {
      const refused = await t.rest('GET', `/api/admin/audit?${query}`, { cookie: moderator.cookie });
      expect(refused.status, query).toBe(422);
      expect(refused.body.error_code, query).toBeTruthy();
    }
  });
});
