/**
 * The records filters the list and the map share (issue 15): the month range of the first day
 * (wrapping over the year's end) and an entity's records (a person's own, a group's members'),
 * over GraphQL (list and grid) and REST, inside the visibility rule; bad values are 422 tokens.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { PRIVACY_RECORD_NAME } from '../../server/modules/consent/items.ts';
import { gridCells } from '@domain/geo/grid.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PEOPLE = ['member', 'outsider', 'viewer'] as const;
type Person = (typeof PEOPLE)[number];

/** Records by their first day; `hidden` is private to its uploader. */
const RECORDS = {
  januaryMember: { uploader: 'member', day: '2024-01-15', privacy: 9 },
  mayMember: { uploader: 'member', day: '2023-05-20', privacy: 9 },
  augustOutsider: { uploader: 'outsider', day: '2024-08-02', privacy: 9 },
  novemberOutsider: { uploader: 'outsider', day: '2022-11-30', privacy: 9 },
  decemberMemberHidden: { uploader: 'member', day: '2024-12-24', privacy: 0 },
} as const satisfies Record<string, { uploader: Person; day: string; privacy: number }>;
type RecordName = keyof typeof RECORDS;

let t: TestApp;
const entityIds = {} as Record<Person, number>;
const cookies = {} as Record<Person, string>;
const ids = {} as Record<RecordName, number>;
let groupId = 0;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const { prisma } = t.db;
  for (const person of PEOPLE) {
    const now = new Date();
    const user = await prisma.user.create({
      data: {
        email: `${person}@filters.lepke.test`,
        passwordHash: 'no-password',
        privacyAcceptedAt: now,
        entity: { create: { type: 0, displayName: `Filter ${person}` } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
      },
    });
    entityIds[person] = user.entityId;
    cookies[person] = `${SESSION_COOKIE}=${(await createSession(prisma, user.id, 60 * 60 * 1000, {})).token}`;
  }
  const group = await prisma.entity.create({ data: { type: 2, displayName: 'Filter group' } });
  groupId = group.id;
  await prisma.entityRelation.create({ data: { fromId: entityIds.member, toId: groupId, code: 'm' } });
  const species = await prisma.species.findFirstOrThrow({ orderBy: { id: 'asc' } });
  for (const [name, spec] of Object.entries(RECORDS) as [RecordName, (typeof RECORDS)[RecordName]][]) {
    const day = new Date(`${spec.day}T00:00:00Z`);
    const item = await prisma.timelineItem.create({ data: { ownerId: entityIds[spec.uploader], category: 'OBSERVATION', title: name, privacy: spec.privacy } });
    const record = await prisma.observation.create({
      data: {
        clientId: `filters-${name}`,
        speciesId: species.id,
        status: 1,
        country: 'HU',
        lat: 47.5,
        lon: 19.05,
        ...gridCells(47.5, 19.05),
        dateFrom: day,
        dateTo: day,
        uploaderId: entityIds[spec.uploader],
        itemId: item.id,
      },
    });
    ids[name] = record.id;
  }
});
afterAll(() => t?.close());

const LIST = `query ($monthFrom: Int, $monthTo: Int, $entityId: Int) {
  observations(first: 50, monthFrom: $monthFrom, monthTo: $monthTo, entityId: $entityId) { totalCount edges { node { recId } } }
}`;

async function listed(variables: Record<string, unknown>, cookie?: string): Promise<RecordName[]> {
  const reply = await t.gql(LIST, variables, { cookie });
  expect(reply.body.errors).toBeUndefined();
  const found = new Set((reply.body.data.observations.edges as { node: { recId: number } }[]).map(({ node }) => node.recId));
  expect(reply.body.data.observations.totalCount).toBe(found.size);
  return (Object.keys(ids) as RecordName[]).filter((name) => found.has(ids[name])).sort();
}

describe('the month range', () => {
  test.each([
    ['May to August', { monthFrom: 5, monthTo: 8 }, ['augustOutsider', 'mayMember']],
    ['November to February wraps over the new year', { monthFrom: 11, monthTo: 2 }, ['januaryMember', 'novemberOutsider']],
    ['from August on', { monthFrom: 8 }, ['augustOutsider', 'novemberOutsider']],
    ['up to May', { monthTo: 5 }, ['januaryMember', 'mayMember']],
    ['one month', { monthFrom: 1, monthTo: 1 }, ['januaryMember']],
  ])('%s, of the records the viewer may see', async (_name, months, expected) => {
    expect(await listed(months)).toEqual([...expected].sort());
  });

  test('the uploader also finds their private December record; others do not', async () => {
    expect(await listed({ monthFrom: 12 }, cookies.member)).toEqual(['decemberMemberHidden']);
    expect(await listed({ monthFrom: 12 }, cookies.viewer)).toEqual([]);
  });

  test('the map counts the same records', async () => {
    const reply = await t.gql(
      `query ($filter: ObservationFilter) { observationGrid(grid: EEA10KM, count: OBSERVATION, filter: $filter) { cells { count } } }`,
      { filter: { monthFrom: 11, monthTo: 2 } },
      {},
    );
    expect(reply.body.data.observationGrid.cells.map((cell: { count: number }) => cell.count)).toEqual([2]);
  });
});

describe("an entity's records", () => {
  test("a group's are its members' records the viewer may see; a person's, their own", async () => {
    expect(await listed({ entityId: groupId })).toEqual(['januaryMember', 'mayMember']);
    expect(await listed({ entityId: groupId }, cookies.member)).toEqual(['decemberMemberHidden', 'januaryMember', 'mayMember']);
    expect(await listed({ entityId: entityIds.outsider })).toEqual(['augustOutsider', 'novemberOutsider']);
    expect(await listed({ entityId: groupId, monthFrom: 5 })).toEqual(['mayMember']);
  });

  test("the entity selector offers a member their groups, and nobody else's", async () => {
    const groupsOf = async (person: Person) =>
      (await t.gql('{ viewer { groups { recId name } } }', {}, { cookie: cookies[person] })).body.data.viewer.groups as { recId: number; name: string }[];
    expect(await groupsOf('member')).toEqual([{ recId: groupId, name: 'Filter group' }]);
    expect(await groupsOf('outsider')).toEqual([]);
  });

  test('over REST, with the months', async () => {
    const reply = await t.rest('GET', `/api/observation/map/grid/eea10km/0/observation?entity=${groupId}&month_from=1&month_to=1`, {});
    expect(reply.status).toBe(200);
    expect(reply.body.list.data.map((row: { count: number }) => row.count)).toEqual([1]);
  });
});

describe('bad filter values', () => {
  test.each([
    ['month 13', { monthFrom: 13 }, 'monthFrom'],
    ['month 0', { monthTo: 0 }, 'monthTo'],
  ])('%s is VALIDATION_ERROR on its field', async (_name, variables, field) => {
    const reply = await t.gql(LIST, variables, {});
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(reply.body.errors?.[0]?.extensions)).toContain(field);
  });

  test.each([
    ['a month over REST', '?month_from=13', 'month_from'],
    ['a word for a month', '?month_to=may', 'month_to'],
    ['a word for an entity', '?entity=group', 'entity'],
  ])('%s is 422 with its token', async (_name, query, field) => {
    const reply = await t.rest('GET', `/api/observation/map/grid/eea10km/0/observation${query}`, {});
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    expect(reply.body.fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });
});
