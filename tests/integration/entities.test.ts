import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

interface Person {
  cookie: string;
  entityId: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
});
afterAll(() => t?.close());

const gid = (id: number) => Buffer.from(`Entity:${id}`).toString('base64');
let people = 0;
const person = (name = `Person ${++people}`): Promise<Person> => t.register(name);

async function group(owner: Person, extra: Record<string, unknown> = {}): Promise<number> {
  const reply = await t.gql(
    `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on EntityPayload { code entity { recId viewerAdminCodes } } ... on Error { code } } }`,
    { input: { type: 2, displayName: `Group of ${owner.entityId}`, ...extra } },
    { cookie: owner.cookie },
  );
  expect(reply.body.data.createEntity).toMatchObject({ __typename: 'EntityPayload', code: 'OPERATION_SUCCEEDED', entity: { viewerAdminCodes: ['A'] } });
  return reply.body.data.createEntity.entity.recId;
}

const give = (fromId: number, toId: number, ...codes: string[]) =>
  t.db.prisma.entityRelation.createMany({ data: codes.map((code) => ({ fromId, toId, code })), skipDuplicates: true });
const lettersOf = async (fromId: number, toId: number) =>
  (await t.db.prisma.entityRelation.findMany({ where: { fromId, toId }, select: { code: true } })).map((r) => r.code).toSorted();

const RESULT = `__typename ... on Error { code } ... on ValidationError { fields { field code } }`;
// Each reads whatever shape its mutation selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function mutate(name: string, inputType: string, input: Record<string, unknown>, actor?: Person, selection = ''): Promise<any> {
  const reply = await t.gql(`mutation ($input: ${inputType}!) { ${name}(input: $input) { ${RESULT} ${selection} } }`, { input }, { cookie: actor?.cookie });
  if (reply.body.errors) return { __typename: 'GraphQLError', code: reply.body.errors[0]?.extensions?.code };
  return reply.body.data[name];
}

const update = (entity: number, actor: Person | undefined, fields: Record<string, unknown>) =>
  mutate('updateEntity', 'UpdateEntityInput', { entity: gid(entity), ...fields }, actor, '... on EntityPayload { code entity { displayName description country } }');
const settings = (entity: number, actor: Person | undefined, fields: Record<string, unknown>) =>
  mutate(
    'updateEntitySettings',
    'UpdateEntitySettingsInput',
    { entity: gid(entity), ...fields },
    actor,
    '... on EntityPayload { entity { pubNote pubQuestion pubAlert } }',
  );
const remove = (entity: number, actor: Person | undefined) =>
  mutate('deleteEntity', 'DeleteEntityInput', { entity: gid(entity) }, actor, '... on DeleteEntityPayload { code recId }');
const setAdmin = (entity: number, actor: Person | undefined, member: number, code: string) =>
  mutate('setAdminRelation', 'AdminRelationInput', { entity: gid(entity), member: gid(member), code }, actor, '... on EntityMemberPayload { code adminCodes }');
const unsetAdmin = (entity: number, actor: Person | undefined, member: number, code: string) =>
  mutate('removeAdminRelation', 'AdminRelationInput', { entity: gid(entity), member: gid(member), code }, actor, '... on EntityMemberPayload { code adminCodes }');
const kick = (entity: number, actor: Person | undefined, member: number) =>
  mutate('removeMember', 'RemoveMemberInput', { entity: gid(entity), member: gid(member) }, actor, '... on EntityMemberPayload { code memberEdgeId }');

async function rightsOf(entity: number, actor: Person) {
  const reply = await t.gql(
    `query ($id: Int!) { entity(recId: $id) { viewerAdminCodes viewerRights { edit delete settings moderate advertise manageMembers } } }`,
    { id: entity },
    { cookie: actor.cookie },
  );
  return reply.body.data.entity;
}

describe('admin rights per letter (social-core §6)', () => {
  test('A edits, changes settings, grants and revokes letters and deletes', async () => {
    const owner = await person();
    const id = await group(owner);
    expect(await rightsOf(id, owner)).toEqual({
      viewerAdminCodes: ['A'],
      viewerRights: { edit: true, delete: true, settings: true, moderate: true, advertise: true, manageMembers: true },
    });
    expect(await update(id, owner, { displayName: 'Renamed', description: '<p>Hi<script>alert(1)</script></p>', country: 'ro' })).toMatchObject({
      code: 'VALUE_SET',
      entity: { displayName: 'Renamed', description: '<p>Hi</p>', country: 'RO' },
    });
    expect(await settings(id, owner, { pubNote: 'mA', pubQuestion: 'AECRm', pubAlert: 'AA' })).toMatchObject({
      entity: { pubNote: 'Am', pubQuestion: 'ACERm', pubAlert: 'A' },
    });
    const member = await person();
    await give(member.entityId, id, 'm');
    expect(await setAdmin(id, owner, member.entityId, 'C')).toMatchObject({ code: 'VALUE_SET', adminCodes: ['C'] });
    expect(await setAdmin(id, owner, member.entityId, 'R')).toMatchObject({ adminCodes: ['C', 'R'] });
    expect(await unsetAdmin(id, owner, member.entityId, 'C')).toMatchObject({ adminCodes: ['R'] });
    expect(await remove(id, owner)).toMatchObject({ code: 'OPERATION_SUCCEEDED', recId: id });
    expect(await t.db.prisma.entity.findUnique({ where: { id } })).toBeNull();
    expect(await t.db.prisma.entityRelation.count({ where: { toId: id } })).toBe(0);
  });

  test.each([
    ['C', { moderate: true, advertise: true, manageMembers: true }],
    ['E', { moderate: true, advertise: true, manageMembers: true }],
    ['M', { moderate: true, advertise: false, manageMembers: false }],
    ['R', { moderate: false, advertise: true, manageMembers: false }],
    ['m', { moderate: false, advertise: false, manageMembers: false }],
    ['', { moderate: false, advertise: false, manageMembers: false }],
  ])('holder of "%s" is refused edit, settings, admins and delete with FORBIDDEN, nothing changed', async (letter, expected) => {
    const owner = await person();
    const id = await group(owner, { description: 'before' });
    const actor = await person();
    const victim = await person();
    await give(victim.entityId, id, 'm');
    if (letter) await give(actor.entityId, id, 'm', letter);
    expect((await rightsOf(id, actor)).viewerRights).toEqual({ edit: false, delete: false, settings: false, ...expected });

    const before = await t.db.prisma.entity.findUniqueOrThrow({ where: { id } });
    expect(await update(id, actor, { displayName: 'Hijacked' })).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await settings(id, actor, { pubNote: 'm' })).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await setAdmin(id, actor, victim.entityId, 'A')).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await unsetAdmin(id, actor, owner.entityId, 'A')).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await remove(id, actor)).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await t.db.prisma.entity.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await lettersOf(owner.entityId, id)).toEqual(['A', 'm']);

    // C and E remove members; M, R, m and none may not.
    const removed = await kick(id, actor, victim.entityId);
    if (expected.manageMembers) {
      expect(removed).toMatchObject({ __typename: 'EntityMemberPayload', code: 'OPERATION_SUCCEEDED' });
      expect(await lettersOf(victim.entityId, id)).toEqual([]);
      // …but not the owner (A).
      expect(await kick(id, actor, owner.entityId)).toMatchObject({ __typename: 'ForbiddenError' });
    } else {
      expect(removed).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
      expect(await lettersOf(victim.entityId, id)).toEqual(['m']);
    }
    expect(await lettersOf(owner.entityId, id)).toEqual(['A', 'm']);
  });

  test('a guest is UNAUTHORIZED; a site ADMIN holds every right', async () => {
    const owner = await person();
    const id = await group(owner);
    expect(await update(id, undefined, { displayName: 'Guest' })).toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = await person('Site Admin');
    await t.db.prisma.user.update({ where: { entityId: admin.entityId }, data: { role: 'ADMIN' } });
    expect((await rightsOf(id, admin)).viewerRights).toEqual({ edit: true, delete: true, settings: true, moderate: true, advertise: true, manageMembers: true });
    expect(await update(id, admin, { displayName: 'By the site admin' })).toMatchObject({ code: 'VALUE_SET' });
  });

  test('the last A cannot be removed, by revoking or by removing the member; a second A can be', async () => {
    const owner = await person();
    const id = await group(owner);
    expect(await unsetAdmin(id, owner, owner.entityId, 'A')).toMatchObject({ __typename: 'ConflictError', code: 'LAST_ADMIN_CANNOT_BE_REMOVED' });
    expect(await kick(id, owner, owner.entityId)).toMatchObject({ code: 'LAST_ADMIN_CANNOT_BE_REMOVED' });
    const second = await person();
    await give(second.entityId, id, 'm');
    expect(await setAdmin(id, owner, second.entityId, 'A')).toMatchObject({ adminCodes: ['A'] });
    expect(await unsetAdmin(id, second, owner.entityId, 'A')).toMatchObject({ adminCodes: [] });
    expect(await lettersOf(owner.entityId, id)).toEqual(['m']);
  });

  test('letters go only to members; invalid letters and fields are VALIDATION_ERROR', async () => {
    const owner = await person();
    const id = await group(owner);
    const stranger = await person();
    expect(await setAdmin(id, owner, stranger.entityId, 'C')).toMatchObject({ __typename: 'ConflictError', code: 'NOT_A_MEMBER' });
    expect(await setAdmin(id, owner, owner.entityId, 'X')).toMatchObject({ __typename: 'ValidationError' });
    expect(await settings(id, owner, { pubNote: 'AZ' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'pubNote', code: 'INVALID_RELATION_LETTERS' }],
    });
    expect(await update(id, owner, { displayName: '  ' })).toMatchObject({ fields: [{ field: 'displayName', code: 'FIELD_REQUIRED' }] });
    expect(await update(id, owner, { country: 'US' })).toMatchObject({ fields: [{ field: 'country', code: 'INVALID_COUNTRY' }] });
    const community = await mutate('createEntity', 'CreateEntityInput', { type: -1, displayName: 'Mine' }, owner);
    expect(community).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'type', code: 'INVALID_ENTITY_TYPE' }] });
  });
});

describe('members and stats', () => {
  test('members with their admin letters, admins once with all letters, counts', async () => {
    const owner = await person();
    const id = await group(owner);
    const [a, b] = await Promise.all([person(), person()]);
    await give(a.entityId, id, 'm', 'M', 'R');
    await give(b.entityId, id, 'm');
    const reply = await t.gql(
      `query ($id: Int!) { entity(recId: $id) { memberCount stat { memberCount postCount observationCount }
         admins { entity { recId } adminCodes } members(first: 2) { totalCount edges { node { entity { recId } adminCodes } } pageInfo { hasNextPage } } } }`,
      { id },
    );
    const entity = reply.body.data.entity;
    expect(entity.memberCount).toBe(3);
    expect(entity.stat).toEqual({ memberCount: 3, postCount: 0, observationCount: 0 });
    expect(entity.admins).toEqual([
      { entity: { recId: owner.entityId }, adminCodes: ['A'] },
      { entity: { recId: a.entityId }, adminCodes: ['M', 'R'] },
    ]);
    expect(entity.members.totalCount).toBe(3);
    expect(entity.members.pageInfo.hasNextPage).toBe(true);
    expect(entity.members.edges.map(({ node }: { node: { entity: { recId: number }; adminCodes: string[] } }) => [node.entity.recId, node.adminCodes])).toEqual([
      [owner.entityId, ['A']],
      [a.entityId, ['M', 'R']],
    ]);
  });
});

describe('community list and geo filter', () => {
  test('type tabs, country filter (EU is all), name search; GraphQL and REST agree', async () => {
    const owner = await person();
    const tag = `Geo${Date.now()}`;
    const hu = await group(owner, { displayName: `${tag} Magyar`, country: 'HU' });
    const ro = await group(owner, { displayName: `${tag} Român`, country: 'RO' });
    const project = (
      await mutate('createEntity', 'CreateEntityInput', { type: 6, displayName: `${tag} Projekt`, country: 'HU' }, owner, '... on EntityPayload { entity { recId } }')
    ).entity.recId;
    const list = async (vars: Record<string, unknown>) => {
      const reply = await t.gql(
        `query ($type: Int, $country: String, $query: String) { entities(type: $type, country: $country, query: $query) { totalCount edges { node { recId } } } }`,
        vars,
      );
      return reply.body.data.entities.edges.map(({ node }: { node: { recId: number } }) => node.recId).toSorted();
    };
    expect(await list({ query: tag })).toEqual([hu, ro, project].toSorted());
    expect(await list({ query: tag, country: 'EU' })).toEqual([hu, ro, project].toSorted());
    expect(await list({ query: tag, country: 'HU' })).toEqual([hu, project].toSorted());
    expect(await list({ query: tag, country: 'ro' })).toEqual([ro]);
    expect(await list({ query: tag, type: 6 })).toEqual([project]);
    expect(await list({ query: tag, type: 2, country: 'HU' })).toEqual([hu]);

    const rest = await t.rest('GET', `/api/entity?type=2&country=HU&query=${tag}&_page=0&_size=10`);
    expect(rest.status).toBe(200);
    expect(rest.body.list.page.totalElements).toBe(1);
    expect(rest.body.list.data).toEqual([
      expect.objectContaining({ id: hu, type: 2, display_name: `${tag} Magyar`, country: 'HU', member_count: 1, location_text: null, sub_type: null }),
    ]);
    const all = await t.rest('GET', `/api/entity?query=${tag}&_sort=-display_name`);
    expect(all.body.list.data.map((row: { id: number }) => row.id)).toEqual([ro, project, hu]);
    expect((await t.rest('GET', '/api/entity?_sort=nonsense')).status).toBe(422);
  });

  test('GET /api/entity/{id} answers data.data with stat; 404 for a missing one', async () => {
    const owner = await person();
    const id = await group(owner, { description: '<p>About</p>', locationText: 'Szeged', country: 'HU' });
    const reply = await t.rest('GET', `/api/entity/${id}`, { cookie: owner.cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.data.data).toMatchObject({
      id,
      type: 2,
      display_name: `Group of ${owner.entityId}`,
      location_text: 'Szeged',
      description: '<p>About</p>',
      pub_note: 'AECRm',
      stat: { observation: { total: { cnt: 0, spcnt: 0 } }, media: 0, post: 0, chart: 0, member: 1 },
      admin_relation: ['A'],
      rights: { edit: true, delete: true },
    });
    expect(typeof reply.body.data.data.created_at).toBe('string');
    expect((await t.rest('GET', '/api/entity/99999999')).body).toMatchObject({ error_code: 'DATA_NOT_FOUND' });
  });
});

describe('autocomplete', () => {
  test('accent-insensitive, names starting with the text first, size limits, empty text refused', async () => {
    const owner = await person();
    const tag = `ac${Date.now()}`;
    const names = [`Ökörszem ${tag}`, `Szép ${tag} Şahin`, `${tag} Árvalányhaj`];
    for (const displayName of names) await group(owner, { displayName });
    const ac = (query: string, size?: number) => t.rest('GET', `/api/ac/entity?query=${encodeURIComponent(query)}${size === undefined ? '' : `&_size=${size}`}`);
    const hits = await ac(`${tag} arvalany`);
    expect(hits.body.list.data.map((row: { text: string }) => row.text)).toEqual([`${tag} Árvalányhaj`]);
    expect((await ac(`SAHIN`)).body.list.data.map((row: { text: string }) => row.text)).toContain(`Szép ${tag} Şahin`);
    expect((await ac(`okorszem ${tag.toUpperCase()}`)).body.list.data).toHaveLength(1);
    const ranked = (await ac(tag)).body.list.data.map((row: { text: string }) => row.text);
    expect(ranked[0]).toBe(`${tag} Árvalányhaj`);
    expect(ranked).toHaveLength(3);
    expect((await ac(tag, 2)).body.list.data).toHaveLength(2);
    expect((await ac(tag, 30)).status).toBe(200);
    // above the limit is clamped to it (issue 13 §2.5)
    expect((await ac(tag, 31)).status).toBe(200);
    const empty = await ac('   ');
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual([{ field: 'query', code: 'FIELD_REQUIRED' }]);

    const gql = await t.gql(`query ($q: String!) { autocompleteEntities(query: $q, first: 1) { displayName } }`, { q: tag.toUpperCase() });
    expect(gql.body.data.autocompleteEntities).toEqual([{ displayName: `${tag} Árvalányhaj` }]);
    const blank = await t.gql(`query { autocompleteEntities(query: "") { displayName } }`);
    expect(blank.body.data.autocompleteEntities).toEqual([]);
  });

  test('blocked entities are left out of autocomplete, starter labels and the list', async () => {
    const tag = `blk${Date.now()}`;
    const viewer = await person(`${tag} Viewer`);
    const blocked = await person(`${tag} Blocked`);
    const blocker = await person(`${tag} Blocker`);
    const other = await person(`${tag} Other`);
    await t.db.prisma.block.createMany({
      data: [
        { blockerId: viewer.entityId, blockedId: blocked.entityId },
        { blockerId: blocker.entityId, blockedId: viewer.entityId },
      ],
    });
    const names = (body: { list: { data: { text?: string; display_name?: string }[] } }) => body.list.data.map((row) => row.text ?? row.display_name).toSorted();
    expect(names((await t.rest('GET', `/api/ac/entity?query=${tag}&types=0`, { cookie: viewer.cookie })).body)).toEqual([`${tag} Other`, `${tag} Viewer`]);
    expect(names((await t.rest('GET', `/api/ac/entity?query=${tag}`)).body)).toHaveLength(4);
    expect(names((await t.rest('GET', `/api/entity?type=0&query=${tag}`, { cookie: viewer.cookie })).body)).toEqual([`${tag} Other`, `${tag} Viewer`]);
    const ids = [blocked.entityId, other.entityId, blocker.entityId, 99999999].join(',');
    const starter = await t.rest('GET', `/api/ac/starter/people?values=${ids}`, { cookie: viewer.cookie });
    expect(starter.body.list.data).toEqual([expect.objectContaining({ id: other.entityId, text: `${tag} Other`, type: 0 })]);
    expect((await t.rest('GET', `/api/entity/${blocked.entityId}`, { cookie: viewer.cookie })).status).toBe(404);
  });
});

describe('the community list query cost', () => {
  test('a page costs the same number of SQL statements for 2 and for 12 entities', async () => {
    const counted = await startTestApp({ env: { SEED_DEMO: '0' }, countQueries: true });
    try {
      const owner = await counted.register('Counted owner');
      const tag = `Cost${Date.now()}`;
      const create = (displayName: string) =>
        counted.gql(
          `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { __typename } }`,
          { input: { type: 2, displayName, country: 'HU' } },
          { cookie: owner.cookie },
        );
      const page = async (first: number) => {
        counted.resetQueryCount();
        const reply = await counted.gql(
          `query ($q: String, $first: Int) { entities(query: $q, country: "HU", first: $first) { totalCount edges { node { recId displayName memberCount viewerAdminCodes viewerRelation viewerActions viewerRights { edit manageMembers } } } } }`,
          { q: tag, first },
          { cookie: owner.cookie },
        );
        expect(reply.body.errors).toBeUndefined();
        expect(reply.body.data.entities.edges).toHaveLength(first);
        return counted.queryCount();
      };
      for (let i = 0; i < 12; i++) await create(`${tag} ${i}`);
      const small = await page(2);
      const large = await page(12);
      expect(large).toBe(small);
    } finally {
      await counted.close();
    }
  });
});
