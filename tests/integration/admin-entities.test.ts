import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Entity administration (issue 21 part 2, `/admin/entity/…`): a site ADMIN lists every entity with
 * filters, edits any entity's fields, settings, subdomain and admin letters (audited), merges a
 * duplicate into its original and archives entities; nobody below ADMIN may.
 */

type Account = { cookie: string; entityId: number };
let t: TestApp;
let admin: Account;
let moderator: Account;
let owner: Account;
let member: Account;

const gid = (id: number) => Buffer.from(`Entity:${id}`).toString('base64');

async function person(name: string, role: 'USER' | 'MODERATOR' | 'ADMIN' = 'USER'): Promise<Account> {
  const who = await t.register(name);
  await t.db.prisma.user.update({ where: { entityId: who.entityId }, data: { role } });
  return who;
}

async function group(name: string, ownerId: number, extra: { type?: number; country?: string; createdAt?: Date } = {}) {
  const entity = await t.db.prisma.entity.create({ data: { type: extra.type ?? 2, displayName: name, country: extra.country ?? null, createdAt: extra.createdAt } });
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: ownerId, toId: entity.id, code: 'A' },
      { fromId: ownerId, toId: entity.id, code: 'm' },
    ],
  });
  return entity;
}

const LIST = `query ($type: Int, $people: Boolean, $country: String, $size: EntitySize, $activity: EntityActivity, $query: String, $archived: EntityArchiveState) {
  adminEntities(first: 50, type: $type, people: $people, country: $country, size: $size, activity: $activity, query: $query, archived: $archived) {
    totalCount edges { node { recId displayName memberCount lastActivityAt archivedAt } }
  }
}`;
const names = async (variables: Record<string, unknown>, cookie = admin.cookie) => {
  const reply = await t.gql(LIST, variables, { cookie });
  expect(reply.body.errors).toBeUndefined();
  return (reply.body.data.adminEntities.edges as { node: { displayName: string } }[]).map((edge) => edge.node.displayName).sort();
};

let dormant: { id: number };
let busy: { id: number };
let project: { id: number };

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [admin, moderator, owner, member] = await Promise.all([
    person('Admin Aranka', 'ADMIN'),
    person('Moderátor Miklós', 'MODERATOR'),
    person('Tulaj Tamás'),
    person('Tag Teréz'),
  ]);
  dormant = await group('Régi lepkészek', owner.entityId, { country: 'RO', createdAt: new Date('2020-01-01') });
  busy = await group('Eleven lepkészek', owner.entityId, { country: 'HU' });
  project = await group('Lepke projekt', owner.entityId, { type: 6, country: 'HU' });
  // ten members make "Eleven lepkészek" medium-sized
  const extras = await Promise.all(Array.from({ length: 9 }, (_, index) => t.db.prisma.entity.create({ data: { type: 0, displayName: `Tag ${index}` } })));
  await t.db.prisma.entityRelation.createMany({ data: extras.map((extra) => ({ fromId: extra.id, toId: busy.id, code: 'm' })) });
});
afterAll(() => t?.close());

describe('the list', () => {
  test('filters by type, country, size, activity and text; people only when asked', async () => {
    const all = await names({});
    expect(all).toEqual(expect.arrayContaining(['Eleven lepkészek', 'Lepke projekt', 'Régi lepkészek']));
    expect(all).not.toContain('Tulaj Tamás');
    expect(await names({ people: true })).toContain('Tulaj Tamás');
    expect(await names({ type: 6 })).toEqual(['Lepke projekt']);
    expect(await names({ type: 2, country: 'RO' })).toEqual(['Régi lepkészek']);
    expect(await names({ size: 'MEDIUM'.toLowerCase() })).toEqual(['Eleven lepkészek']);
    expect(await names({ size: 'small', type: 2 })).toEqual(['Régi lepkészek']);
    // the dormant group's only member joined now, so only an old group with old members is dormant
    await t.db.prisma.entityRelation.updateMany({ where: { toId: dormant.id }, data: { createdAt: new Date('2020-01-01') } });
    expect(await names({ activity: 'dormant' })).toEqual(['Régi lepkészek']);
    expect(await names({ activity: 'month', type: 2 })).toEqual(['Eleven lepkészek']);
    expect(await names({ query: 'eleven' })).toEqual(['Eleven lepkészek']);
    const rows = (await t.gql(LIST, { query: 'eleven' }, { cookie: admin.cookie })).body.data.adminEntities.edges;
    expect(rows[0].node.memberCount).toBe(10);
    expect(new Date(rows[0].node.lastActivityAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test('REST list and the full entity', async () => {
    const list = await t.rest('GET', '/api/admin/entity?type=2&size=medium', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.list.data.map((row: { display_name: string }) => row.display_name)).toEqual(['Eleven lepkészek']);
    expect(list.body.list.data[0].member_count).toBe(10);
    const full = await t.rest('GET', `/api/admin/entity/part/full/${project.id}`, { cookie: admin.cookie });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ id: project.id, join_policy: 'request', member_count: 1, archived_at: null });
    expect(full.body.data.admins).toEqual([expect.objectContaining({ entity_id: owner.entityId, admin_codes: ['A'] })]);
    expect((await t.rest('GET', `/api/admin/entity/${project.id}`, { cookie: admin.cookie })).body.data.pub_note).toBe('AECRm');
    expect((await t.rest('GET', '/api/admin/entity/999999', { cookie: admin.cookie })).status).toBe(404);
  });

  test('only a site ADMIN: a moderator 403, a guest 401', async () => {
    const reply = await t.gql(LIST, {}, { cookie: moderator.cookie });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await t.rest('GET', '/api/admin/entity', { cookie: moderator.cookie })).status).toBe(403);
    expect((await t.rest('GET', '/api/admin/entity')).status).toBe(401);
    expect((await t.rest('GET', `/api/admin/entity/part/full/${busy.id}`, { cookie: owner.cookie })).status).toBe(403);
    expect((await t.rest('PUT', `/api/admin/entity/${busy.id}`, { cookie: owner.cookie, body: { display_name: 'x' } })).status).toBe(403);
  });
});

describe('editing any entity', () => {
  test('fields, settings and subdomain through REST, each act audited', async () => {
    const reply = await t.rest('PUT', `/api/admin/entity/${busy.id}`, {
      cookie: admin.cookie,
      body: { display_name: 'Eleven lepkészek köre', pub_note: 'Am', subdomain: 'eleven' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ display_name: 'Eleven lepkészek köre', pub_note: 'Am', subdomain: 'eleven' });
    const actions = (await t.db.prisma.auditEntry.findMany({ where: { actorId: admin.entityId }, orderBy: { id: 'asc' } })).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['ENTITY_EDIT', 'ENTITY_SETTINGS', 'ENTITY_SUBDOMAIN']));
  });

  test('a taken subdomain is 409 SUBDOMAIN_TAKEN, a bad one 422', async () => {
    const taken = await t.rest('PUT', `/api/admin/entity/${project.id}`, { cookie: admin.cookie, body: { subdomain: 'eleven' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe('SUBDOMAIN_TAKEN');
    expect((await t.rest('PUT', `/api/admin/entity/${project.id}`, { cookie: admin.cookie, body: { subdomain: 'www' } })).status).toBe(422);
  });

  test('admin letters: the site admin grants and revokes C; GraphQL edits too', async () => {
    await t.db.prisma.entityRelation.create({ data: { fromId: member.entityId, toId: project.id, code: 'm' } });
    const LETTER = (name: string) =>
      `mutation ($input: AdminRelationInput!) { ${name}(input: $input) { __typename ... on EntityMemberPayload { adminCodes } ... on Error { code } } }`;
    const input = { entity: gid(project.id), member: gid(member.entityId), code: 'C' };
    expect((await t.gql(LETTER('setAdminRelation'), { input }, { cookie: admin.cookie })).body.data.setAdminRelation.adminCodes).toEqual(['C']);
    expect((await t.gql(LETTER('removeAdminRelation'), { input }, { cookie: admin.cookie })).body.data.removeAdminRelation.adminCodes).toEqual([]);
    const gql = await t.gql(
      `mutation ($input: UpdateEntityInput!) { updateEntity(input: $input) { __typename ... on EntityPayload { entity { displayName } } ... on Error { code } } }`,
      { input: { entity: gid(project.id), displayName: 'Lepke projekt 2026' } },
      { cookie: admin.cookie },
    );
    expect(gql.body.data.updateEntity.entity.displayName).toBe('Lepke projekt 2026');
    const letters = await t.db.prisma.auditEntry.count({ where: { actorId: admin.entityId, action: 'ENTITY_ADMIN_LETTER' } });
    expect(letters).toBe(2);
    // the group's own owner's acts are not the site's
    await t.rest('PUT', `/api/entity/${project.id}`, { cookie: owner.cookie });
    expect(await t.db.prisma.auditEntry.count({ where: { actorId: owner.entityId } })).toBe(0);
  });
});

describe('merging duplicates', () => {
  const MERGE = `mutation ($input: MergeEntitiesInput!) {
    mergeEntities(input: $input) { __typename ... on MergeEntitiesPayload { moved target { recId memberCount } source { archivedAt mergedInto { recId } } } ... on Error { code } }
  }`;

  test('moves members, posts and media to the original, skips duplicate relations, archives the duplicate', async () => {
    const original = await group('Bükki megfigyelők', owner.entityId);
    const duplicate = await group('Bükki megfigyelők (2)', owner.entityId);
    await t.db.prisma.entityRelation.create({ data: { fromId: member.entityId, toId: duplicate.id, code: 'm' } });
    const post = await t.db.prisma.post.create({ data: { authorId: member.entityId, entityId: duplicate.id, type: 'NOTE', body: 'Fecskefarkú a Bükkben' } });
    const item = await t.db.prisma.timelineItem.create({ data: { ownerId: member.entityId, entityId: duplicate.id, postId: post.id, category: 'post', title: '' } });
    const reply = await t.gql(MERGE, { input: { source: gid(duplicate.id), target: gid(original.id) } }, { cookie: admin.cookie });
    const result = reply.body.data.mergeEntities;
    expect(result.__typename).toBe('MergeEntitiesPayload');
    expect(result.target.memberCount).toBe(2);
    expect(result.source.mergedInto.recId).toBe(original.id);
    expect(result.source.archivedAt).not.toBeNull();
    expect((await t.db.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).entityId).toBe(original.id);
    expect((await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id: item.id } })).entityId).toBe(original.id);
    // the owner's A and m were held on both: one each on the original, none left on the duplicate
    expect(await t.db.prisma.entityRelation.count({ where: { fromId: owner.entityId, toId: original.id } })).toBe(2);
    expect(await t.db.prisma.entityRelation.count({ where: { toId: duplicate.id } })).toBe(0);
    expect(await t.db.prisma.auditEntry.count({ where: { action: 'ENTITY_MERGE', actorId: admin.entityId } })).toBe(1);
    // merged once is enough
    const again = await t.gql(MERGE, { input: { source: gid(duplicate.id), target: gid(original.id) } }, { cookie: admin.cookie });
    expect(again.body.data.mergeEntities.code).toBe('ALREADY_MERGED');
  });

  test('refuses different types, people and non-admins', async () => {
    const a = await group('Kék csoport', owner.entityId);
    const refused = await t.rest('POST', `/api/admin/entity/${a.id}/merge`, { cookie: admin.cookie, body: { into: project.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('MERGE_TYPE_MISMATCH');
    const personMerge = await t.rest('POST', `/api/admin/entity/${member.entityId}/merge`, { cookie: admin.cookie, body: { into: owner.entityId } });
    expect(personMerge.body.error_code).toBe('MERGE_PERSON');
    expect((await t.rest('POST', `/api/admin/entity/${a.id}/merge`, { cookie: admin.cookie, body: { into: a.id } })).status).toBe(422);
    expect((await t.rest('POST', `/api/admin/entity/${a.id}/merge`, { cookie: moderator.cookie, body: { into: busy.id } })).status).toBe(403);
    expect((await t.rest('POST', `/api/admin/entity/${a.id}/merge`, { body: { into: busy.id } })).status).toBe(401);
  });
});

describe('archiving', () => {
  const COMMUNITY = `query ($query: String) { entities(first: 50, query: $query) { edges { node { displayName } } } }`;
  const AC = `query ($query: String!) { autocompleteEntities(query: $query) { displayName } }`;

  test('hides from the community list and autocomplete, makes the entity read-only, and comes back', async () => {
    const target = await group('Archív lepkészek', owner.entityId);
    const shown = async () => (await t.gql(COMMUNITY, { query: 'Archív' }, { cookie: member.cookie })).body.data.entities.edges.length;
    expect(await shown()).toBe(1);
    const archived = await t.rest('POST', `/api/admin/entity/${target.id}/archive`, { cookie: admin.cookie });
    expect(archived.status).toBe(200);
    expect(await shown()).toBe(0);
    expect((await t.gql(AC, { query: 'Archív' }, { cookie: member.cookie })).body.data.autocompleteEntities).toEqual([]);
    expect((await t.rest('GET', '/api/entity?query=Archív', { cookie: member.cookie })).body.list.data).toEqual([]);
    // its own owner can no longer change it; the site admin still can and sees it in the admin list
    const edit = await t.gql(
      `mutation ($input: UpdateEntityInput!) { updateEntity(input: $input) { __typename ... on Error { code } } }`,
      { input: { entity: gid(target.id), displayName: 'Új név' } },
      { cookie: owner.cookie },
    );
    expect(edit.body.data.updateEntity.code).toBe('FORBIDDEN');
    const join = await t.rest('POST', `/api/entity/join/${target.id}`, { cookie: member.cookie });
    expect(join.status).toBe(409);
    expect(join.body.error_code).toBe('ENTITY_ARCHIVED');
    expect(await names({ archived: 'archived', query: 'Archív' })).toEqual(['Archív lepkészek']);
    expect(await names({ query: 'Archív' })).toEqual([]);
    expect((await t.rest('POST', `/api/admin/entity/${target.id}/unarchive`, { cookie: admin.cookie })).status).toBe(200);
    expect(await shown()).toBe(1);
    const actions = await t.db.prisma.auditEntry.findMany({ where: { action: { in: ['ENTITY_ARCHIVE', 'ENTITY_UNARCHIVE'] } } });
    expect(actions).toHaveLength(2);
  });

  test('GraphQL: only a site ADMIN archives; people are not archived', async () => {
    const ARCHIVE = `mutation ($input: SetEntityArchivedInput!) { setEntityArchived(input: $input) { __typename ... on EntityAdminPayload { entity { archivedAt } } ... on Error { code } } }`;
    const by = async (cookie: string | undefined, id: number) => {
      const body = (await t.gql(ARCHIVE, { input: { entity: gid(id), archived: true } }, cookie ? { cookie } : {})).body;
      return body.data?.setEntityArchived ?? { code: body.errors?.[0]?.extensions?.code };
    };
    expect((await by(owner.cookie, busy.id)).code).toBe('FORBIDDEN');
    expect((await by(moderator.cookie, busy.id)).code).toBe('FORBIDDEN');
    expect((await by(undefined, busy.id)).code).toBe('UNAUTHORIZED');
    expect((await by(admin.cookie, member.entityId)).code).toBe('ENTITY_IS_PERSON');
    expect((await by(admin.cookie, busy.id)).entity.archivedAt).not.toBeNull();
  });
});
