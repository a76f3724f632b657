/**
 * The statistics call (issue 16): `GET /api/observation/stat` and GraphQL `observationStats`
 * count what each viewer may see with the list's filters (a guest, each uploader, a validator),
 * agree with the list's own count, fold years, species, life stages, statuses and the calendar
 * right, and refuse a bad filter with the list's tokens.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { PRIVACY_RECORD_NAME } from '../../server/modules/consent/items.ts';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import type { LifeStage } from '@domain/observations/enums.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PEOPLE = { alice: 'USER', bob: 'USER', validator: 'MODERATOR' } as const satisfies Record<string, Role>;
type Person = keyof typeof PEOPLE;
type Viewer = Person | 'guest';

/** species: an index into the first three catalogue species, or null for a typed name */
const RECORDS: { uploader: Person; species: number | null; day: string; stage: LifeStage; status: number; privacy: number }[] = [
  { uploader: 'alice', species: 0, day: '2023-05-10', stage: 'IMAGO', status: 1, privacy: 9 },
  { uploader: 'alice', species: 1, day: '2024-05-12', stage: 'CATERPILLAR', status: 1, privacy: 9 },
  { uploader: 'bob', species: 0, day: '2024-07-01', stage: 'IMAGO', status: 2, privacy: 9 },
  { uploader: 'bob', species: 1, day: '2024-08-01', stage: 'IMAGO', status: 0, privacy: 9 },
  { uploader: 'alice', species: 2, day: '2024-09-01', stage: 'IMAGO', status: 1, privacy: 0 },
  { uploader: 'bob', species: null, day: '2022-03-01', stage: 'EGG', status: 1, privacy: 9 },
];

let t: TestApp;
const entityIds = {} as Record<Person, number>;
const cookies = {} as Record<Person, string>;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const { prisma } = t.db;
  for (const [person, role] of Object.entries(PEOPLE) as [Person, Role][]) {
    const now = new Date();
    const user = await prisma.user.create({
      data: {
        email: `${person}@stats.lepke.test`,
        passwordHash: 'no-password',
        role,
        privacyAcceptedAt: now,
        entity: { create: { type: 0, displayName: `Stats ${person}` } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
      },
    });
    entityIds[person] = user.entityId;
    cookies[person] = `${SESSION_COOKIE}=${(await createSession(prisma, user.id, 60 * 60 * 1000, {})).token}`;
  }
  const species = await prisma.species.findMany({ orderBy: { id: 'asc' }, take: 3 });
  for (const [index, spec] of RECORDS.entries()) {
    const day = new Date(`${spec.day}T00:00:00Z`);
    const item = await prisma.timelineItem.create({
      data: { ownerId: entityIds[spec.uploader], category: 'OBSERVATION', title: `stats ${index}`, privacy: spec.privacy },
    });
    await prisma.observation.create({
      data: {
        clientId: `stats-${index}`,
        ...(spec.species === null ? { speciesText: 'Lepidoptera sp.' } : { speciesId: species[spec.species]!.id }),
        status: spec.status,
        country: 'HU',
        region: 'Pest',
        dateFrom: day,
        dateTo: day,
        lifeStage: spec.stage,
        uploaderId: entityIds[spec.uploader],
        itemId: item.id,
      },
    });
  }
});
afterAll(() => t?.close());

const STATS = `query ($filter: ObservationFilter) {
  observationStats(filter: $filter) {
    records species firstDate lastDate
    byYear { year records species }
    byMonth { month records }
    phenology { day lifeStage records }
    byLifeStage { lifeStage records }
    byPlace { country region records }
    topObservers { entityId name records species }
    byStatus { status records }
    accumulation { year newSpecies totalSpecies }
  }
  observations(first: 50, year: $year) { totalCount }
}`;

const cookieOf = (viewer: Viewer) => (viewer === 'guest' ? undefined : cookies[viewer]);

async function statsOf(viewer: Viewer, filter: Record<string, unknown> = {}) {
  const reply = await t.gql(STATS.replace('year: $year', `year: ${typeof filter.year === 'number' ? filter.year : 'null'}`), { filter }, { cookie: cookieOf(viewer) });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data as { observationStats: Record<string, unknown> & { records: number }; observations: { totalCount: number } };
}

/** What the visibility rule gives each viewer: others' private, rejected and revoked records stay hidden. */
function visibleTo(viewer: Viewer) {
  return RECORDS.filter((record) => {
    if (viewer === 'validator' || record.uploader === viewer) return true;
    return record.privacy === 9 && (record.status === 1 || record.status === 2);
  });
}

describe('observationStats', () => {
  test.each(['guest', 'alice', 'bob', 'validator'] as const)('counts what %s may see, as the list does', async (viewer) => {
    const { observationStats: stats, observations } = await statsOf(viewer);
    const expected = visibleTo(viewer);
    expect(stats.records).toBe(expected.length);
    expect(stats.records).toBe(observations.totalCount);
    expect(stats.species).toBe(new Set(expected.flatMap((record) => (record.species === null ? [] : [record.species]))).size);
    const statuses = new Map<number, number>();
    for (const record of expected) statuses.set(record.status, (statuses.get(record.status) ?? 0) + 1);
    expect(stats.byStatus).toEqual([...statuses].sort(([a], [b]) => a - b).map(([status, records]) => ({ status, records })));
  });

  test("a guest's figures, folded per year, stage, month, day and observer", async () => {
    const { observationStats: stats } = await statsOf('guest');
    expect(stats).toMatchObject({
      records: 4,
      species: 2,
      firstDate: '2022-03-01',
      lastDate: '2024-07-01',
      byYear: [
        { year: 2022, records: 1, species: 0 },
        { year: 2023, records: 1, species: 1 },
        { year: 2024, records: 2, species: 2 },
      ],
      accumulation: [
        { year: 2022, newSpecies: 0, totalSpecies: 0 },
        { year: 2023, newSpecies: 1, totalSpecies: 1 },
        { year: 2024, newSpecies: 1, totalSpecies: 2 },
      ],
      byMonth: [
        { month: 3, records: 1 },
        { month: 5, records: 2 },
        { month: 7, records: 1 },
      ],
      byPlace: [{ country: 'HU', region: 'Pest', records: 4 }],
      topObservers: [
        { entityId: entityIds.alice, name: 'Stats alice', records: 2, species: 2 },
        { entityId: entityIds.bob, name: 'Stats bob', records: 2, species: 1 },
      ],
    });
    expect(stats.byLifeStage).toEqual(
      expect.arrayContaining([
        { lifeStage: 'IMAGO', records: 2 },
        { lifeStage: 'CATERPILLAR', records: 1 },
        { lifeStage: 'EGG', records: 1 },
      ]),
    );
    // 10 May 2023 is day 130, 12 May 2024 (a leap year) day 133, 1 July 2024 day 183, 1 March 2022 day 60.
    expect(stats.phenology).toEqual([
      { day: 60, lifeStage: 'EGG', records: 1 },
      { day: 130, lifeStage: 'IMAGO', records: 1 },
      { day: 133, lifeStage: 'CATERPILLAR', records: 1 },
      { day: 183, lifeStage: 'IMAGO', records: 1 },
    ]);
  });

  test("the list's filters apply: a year, an uploader, a life stage", async () => {
    const year = await statsOf('alice', { year: 2024 });
    expect(year.observationStats.records).toBe(3);
    expect(year.observations.totalCount).toBe(3);
    const bob = await statsOf('guest', { uploaderId: entityIds.bob });
    expect(bob.observationStats).toMatchObject({ records: 2, species: 1 });
    const eggs = await statsOf('validator', { lifeStage: 'EGG' });
    expect(eggs.observationStats).toMatchObject({ records: 1, species: 0, byYear: [{ year: 2022, records: 1, species: 0 }] });
  });

  test('no records: zeros and empty lists, not an error', async () => {
    const { observationStats: stats } = await statsOf('guest', { year: 1990 });
    expect(stats).toMatchObject({ records: 0, species: 0, firstDate: null, lastDate: null, byYear: [], phenology: [], topObservers: [] });
  });

  test('a bad year is 422 FORMAT_ERROR on GraphQL', async () => {
    const reply = await t.gql('query { observationStats(filter: { year: 12 }) { records } }');
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(reply.body.errors?.[0]?.extensions)).toContain('FORMAT_ERROR');
  });
});

describe('GET /api/observation/stat', () => {
  test('the same figures in the spec’s snake_case, through the same filter', async () => {
    const reply = await t.rest('GET', `/api/observation/stat?uploader=${entityIds.alice}`, { cookie: cookies.alice });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      records: 3,
      species: 3,
      first_date: '2023-05-10',
      last_date: '2024-09-01',
      top_observers: [{ entity_id: entityIds.alice, name: 'Stats alice', records: 3, species: 3 }],
      accumulation: [
        { year: 2023, new_species: 1, total_species: 1 },
        { year: 2024, new_species: 2, total_species: 3 },
      ],
    });
    expect(reply.body.phenology).toContainEqual({ day: 133, life_stage: 'CATERPILLAR', records: 1 });
    const guest = await t.rest('GET', `/api/observation/stat?uploader=${entityIds.alice}`);
    expect(guest.body.records).toBe(2);
  });

  test.each([
    ['year=abc', 'year'],
    ['month_from=13', 'month_from'],
    ['date_from=2024-13-40', 'dateFrom'],
  ])('a filter the list refuses (%s) is refused here', async (query, field) => {
    const reply = await t.rest('GET', `/api/observation/stat?${query}`);
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toContain(field);
  });
});
