/**
 * The map's per-cell rollup (issue 15, performance): a guest's layer answered from
 * `ObservationGridCount` equals the layer counted from the records for every grid, count and
 * filter; every other viewer and filter still gets the records' answer; and the triggers keep the
 * rollup equal to a fresh count of the guest-visible records after every kind of write.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GUEST, type Viewer, viewerFor } from '../../server/auth/viewer.ts';
import type { Prisma } from '../../server/db/generated/prisma/client.ts';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { observationGrid, recordGridCounts } from '../../server/modules/observations/grid.ts';
import { rollupAnswers, rollupFilter } from '../../server/modules/observations/grid-rollup.ts';
import { generalise } from '../../server/modules/observations/sensitivity.ts';
import type { ObservationFilter } from '../../server/modules/observations/service.ts';
import { gridCells } from '@domain/geo/grid.ts';
import { MAP_COUNTS, MAP_GRIDS } from '@domain/geo/map-grids.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PEOPLE = ['stranger', 'friend', 'owner', 'validator', 'blocked'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const viewers = {} as Record<Person | 'guest', Viewer>;
const entityIds = {} as Record<Person, number>;
const speciesIds: number[] = [];
let serial = 0;

interface Spec {
  uploader: Person;
  privacy: number;
  status: number;
  species: number | string;
  at: [number, number];
  from: string;
  to?: string;
  country?: string;
  sensitive?: boolean;
}

/** Creates a record with its item, as the services store them (cells, generalisation). */
async function addRecord(spec: Spec): Promise<{ id: number; itemId: number }> {
  const { prisma } = t.db;
  const [lat, lon] = spec.at;
  const grid = gridCells(lat, lon);
  const speciesId = typeof spec.species === 'number' ? speciesIds[spec.species]! : null;
  const item = await prisma.timelineItem.create({ data: { ownerId: entityIds[spec.uploader], category: 'OBSERVATION', title: 'r', privacy: spec.privacy } });
  const sensitive = spec.sensitive ?? false;
  const record = await prisma.observation.create({
    data: {
      clientId: `rollup-${++serial}`,
      speciesId,
      speciesText: speciesId === null ? String(spec.species) : null,
      status: spec.status,
      country: spec.country ?? 'HU',
      lat,
      lon,
      dateFrom: new Date(`${spec.from}T00:00:00Z`),
      dateTo: new Date(`${spec.to ?? spec.from}T00:00:00Z`),
      uploaderId: entityIds[spec.uploader],
      sensitive,
      ...grid,
      ...generalise({ sensitive, species: null, lat, lon, eea10km: grid.eea10km }),
      itemId: item.id,
    },
  });
  return { id: record.id, itemId: item.id };
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const { prisma } = t.db;
  const roles: Record<Person, Role> = { stranger: 'USER', friend: 'USER', owner: 'USER', validator: 'MODERATOR', blocked: 'USER' };
  for (const person of PEOPLE) {
    const user = await prisma.user.create({
      data: {
        email: `${person}@rollup.lepke.test`,
        passwordHash: 'x',
        role: roles[person],
        privacyAcceptedAt: new Date(),
        entity: { create: { type: 0, displayName: `Rollup ${person}` } },
      },
      include: { entity: true },
    });
    entityIds[person] = user.entityId;
    viewers[person] = viewerFor(user, `session-${person}`);
  }
  viewers.guest = GUEST;
  await prisma.entityRelation.createMany({
    data: [
      { fromId: entityIds.owner, toId: entityIds.friend, code: 'b' },
      { fromId: entityIds.friend, toId: entityIds.owner, code: 'b' },
    ],
  });
  await prisma.block.create({ data: { blockerId: entityIds.owner, blockedId: entityIds.blocked } });
  for (const row of await prisma.species.findMany({ orderBy: { id: 'asc' }, take: 3, select: { id: true } })) speciesIds.push(row.id);

  // Around Hungary and Romania, across years, levels, statuses, species and typed names.
  const places: [number, number][] = [
    [47.5071, 19.0456],
    [47.5075, 19.046],
    [46.253, 20.1414],
    [48.1035, 20.7784],
    [47.6817, 16.5845],
    [46.77, 23.59],
  ];
  const years = ['2021-03-03', '2023-12-31', '2024-01-01', '2024-06-15', '2025-02-02'];
  let n = 0;
  for (const uploader of ['owner', 'stranger', 'blocked'] as const) {
    for (const privacy of [9, 1, 0, -1]) {
      for (const status of [1, 2, 0, 3]) {
        n++;
        const at = places[n % places.length]!;
        await addRecord({
          uploader,
          privacy,
          status,
          species: n % 4 === 3 ? 'Zygaena sp.' : n % 3,
          at,
          from: years[n % years.length]!,
          to: n % 5 === 1 ? '2024-01-10' : undefined,
          country: at[1] > 22 ? 'RO' : 'HU',
          sensitive: n % 5 === 0,
        });
      }
    }
  }
  // Generalised records a guest counts (coarse cells only), one alone in its fine cells.
  await addRecord({ uploader: 'owner', privacy: 9, status: 1, species: 1, at: places[0]!, from: '2024-06-15', sensitive: true });
  await addRecord({ uploader: 'stranger', privacy: 9, status: 2, species: 'Zygaena sp.', at: [47.9, 21.3], from: '2023-04-04', sensitive: true });
  // A record spanning the turn of two years.
  await addRecord({ uploader: 'owner', privacy: 9, status: 1, species: 0, at: places[0]!, from: '2023-12-30', to: '2024-01-02' });
});
afterAll(() => t?.close());

const FILTERS: Record<string, () => ObservationFilter> = {
  none: () => ({}),
  species: () => ({ speciesId: speciesIds[0] }),
  'whole year': () => ({ dateFrom: '2024-01-01', dateTo: '2024-12-31' }),
  'years from': () => ({ dateFrom: '2024-01-01' }),
  'years to': () => ({ dateTo: '2023-12-31' }),
  status: () => ({ status: [2] }),
  country: () => ({ country: 'HU' }),
  'species + year + status + country': () => ({ speciesId: speciesIds[1], dateFrom: '2023-01-01', dateTo: '2024-12-31', status: [1, 0], country: 'hu' }),
  'life stage (records only)': () => ({ lifeStage: 'IMAGO' }),
  'part of a year (records only)': () => ({ dateFrom: '2024-01-02', dateTo: '2024-12-31' }),
  'uploader (records only)': () => ({ uploaderId: entityIds.owner }),
};
const ELIGIBLE = new Set(['none', 'species', 'whole year', 'years from', 'years to', 'status', 'country', 'species + year + status + country']);

describe('the rollup answers a guest as the records do', () => {
  test('which filters it takes: a whitelist of fields, dates in whole years', () => {
    for (const [name, filter] of Object.entries(FILTERS)) expect([name, rollupFilter(filter()) !== null]).toEqual([name, ELIGIBLE.has(name)]);
    expect(rollupFilter({ speciesId: null, lifeStage: null, status: [] })).not.toBeNull();
    // A field the rollup does not know, as a future filter would be, sends the layer to the records.
    expect(rollupFilter({ monthFrom: 5 })).toBeNull();
    expect(rollupAnswers(viewers.owner, {})).toBeNull();
    expect(rollupAnswers(GUEST, {})).not.toBeNull();
  });

  test('every viewer, grid, count and filter: the layer equals the count from the records', async () => {
    let nonEmpty = 0;
    for (const who of ['guest', ...PEOPLE] as const) {
      for (const grid of MAP_GRIDS) {
        for (const count of MAP_COUNTS) {
          for (const [name, filter] of Object.entries(FILTERS)) {
            const layer = await observationGrid(t.db.prisma, viewers[who], grid, count, filter());
            const records = Object.fromEntries(await recordGridCounts(t.db.prisma, viewers[who], grid, count, filter()));
            const found = Object.fromEntries(layer.cells.map((cell) => [cell.cell, cell.count]));
            expect({ who, grid, count, name, found }).toEqual({ who, grid, count, name, found: records });
            if (who === 'guest' && ELIGIBLE.has(name) && layer.cells.length > 0) nonEmpty++;
          }
        }
      }
    }
    // The guest's eligible layers are not all empty, so the comparison above said something.
    expect(nonEmpty).toBeGreaterThan(40);
  });
});

/** The rollup's rows, and the same rows counted afresh from the guest-visible records. */
async function rollupAndRecount() {
  const order = 'ORDER BY grid, cell, "speciesId", "speciesText", country, "yearFrom", "yearTo", status, generalised';
  const kept = await t.db.prisma.$queryRawUnsafe<unknown[]>(`SELECT * FROM "ObservationGridCount" ${order}`);
  const fresh = await t.db.prisma.$queryRawUnsafe<unknown[]>(
    `SELECT c.grid, c.cell, coalesce(o."speciesId", 0) AS "speciesId", coalesce(o."speciesText", '') AS "speciesText", o.country,
            extract(year FROM o."dateFrom")::int AS "yearFrom", extract(year FROM o."dateTo")::int AS "yearTo", o.status,
            (o."publicLat" IS NOT NULL OR o."informationWithheld" IS NOT NULL) AS generalised, count(*)::int AS records
     FROM "Observation" o JOIN "TimelineItem" t ON t.id = o."itemId"
     CROSS JOIN LATERAL (VALUES ('eea100km', o.eea100km), ('eea10km', o.eea10km), ('eea1km', o.eea1km), ('utm2_5km', o."utm2_5km")) AS c(grid, cell)
     WHERE t.privacy = 9 AND o.status IN (1, 2) AND c.cell IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ${order}`,
  );
  return { kept, fresh };
}

async function expectConsistent(step: string) {
  const { kept, fresh } = await rollupAndRecount();
  expect({ step, rows: kept }).toEqual({ step, rows: fresh });
}

const guestTotal = async () => (await observationGrid(t.db.prisma, GUEST, 'EEA10KM', 'OBSERVATION', {})).cells.reduce((sum, cell) => sum + cell.count, 0);

describe('the triggers keep the rollup in the writing transaction', () => {
  test('after insert, edits of species, place, dates, status, generalisation, item privacy, and delete', async () => {
    const { prisma } = t.db;
    await expectConsistent('seeded');
    const before = await guestTotal();
    const { id, itemId } = await addRecord({ uploader: 'stranger', privacy: 9, status: 2, species: 0, at: [47.5071, 19.0456], from: '2024-05-05' });
    await expectConsistent('insert');
    // A guest's layer is read from the rollup: it moves with the trigger.
    expect(await guestTotal()).toBe(before + 1);
    const edit = async (step: string, data: Prisma.ObservationUpdateInput) => {
      await prisma.observation.update({ where: { id }, data });
      await expectConsistent(step);
    };
    await edit('species', { species: { connect: { id: speciesIds[2]! } } });
    await edit('typed name', { species: { disconnect: true }, speciesText: 'Papilio sp.' });
    await edit('place', { ...gridCells(46.253, 20.1414), lat: 46.253, lon: 20.1414 });
    await edit('dates', { dateFrom: new Date('2019-12-31T00:00:00Z'), dateTo: new Date('2020-01-01T00:00:00Z') });
    await edit('country', { country: 'RO' });
    await edit('accepted', { status: 1 });
    await edit('generalised', { publicLat: 47.5, publicLon: 19.5, informationWithheld: 'exact coordinates withheld' });
    await edit('no cells', { eea1km: null, utm2_5km: null });
    await edit('rejected', { status: 0 });
    expect(await guestTotal()).toBe(before);
    await edit('accepted again', { status: 1 });
    await edit('untouched columns', { notes: 'seen twice' });
    for (const privacy of [1, 9, 0, -1, 9]) {
      await prisma.timelineItem.update({ where: { id: itemId }, data: { privacy } });
      await expectConsistent(`item privacy ${privacy}`);
    }
    expect(await guestTotal()).toBe(before + 1);
    await prisma.observation.delete({ where: { id } });
    await expectConsistent('delete');
    await prisma.timelineItem.delete({ where: { id: itemId } });
    await expectConsistent('item delete');
    expect(await guestTotal()).toBe(before);
  });

  test('bulk statements and a rebuild agree with the row triggers', async () => {
    const { prisma } = t.db;
    await prisma.observation.updateMany({ where: { uploaderId: entityIds.blocked }, data: { status: 1 } });
    await expectConsistent('bulk status');
    await prisma.timelineItem.updateMany({ where: { ownerId: entityIds.stranger, category: 'OBSERVATION' }, data: { privacy: 9 } });
    await expectConsistent('bulk privacy');
    const { kept } = await rollupAndRecount();
    await prisma.$executeRawUnsafe('SELECT observation_grid_rollup_rebuild()');
    expect((await rollupAndRecount()).kept).toEqual(kept);
  });

  test('cascades: a species deleted (records keep no species), a person deleted with their items and records', async () => {
    const { prisma } = t.db;
    const lone = await prisma.species.create({
      data: { uri: 'rollupia-testensis', genus: 'Rollupia', species: 'testensis', author: 'Test', family: 'Testidae', group: 'moth' },
    });
    await prisma.observation.updateMany({ where: { uploaderId: entityIds.stranger, status: 1 }, data: { speciesId: lone.id, speciesText: null } });
    await expectConsistent('moved to a new species');
    await prisma.species.delete({ where: { id: lone.id } });
    await expectConsistent('species deleted');
    await prisma.user.delete({ where: { entityId: entityIds.blocked } });
    await prisma.entity.delete({ where: { id: entityIds.blocked } });
    await expectConsistent('person deleted');
  });

  test('without its trigger the rollup would drift (the check above can fail)', async () => {
    const { prisma } = t.db;
    await prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('ALTER TABLE "Observation" DISABLE TRIGGER observation_grid_rollup');
      const item = await tx.timelineItem.create({ data: { ownerId: entityIds.owner, category: 'OBSERVATION', title: 'r', privacy: 9 } });
      await tx.observation.create({
        data: {
          clientId: 'rollup-untracked',
          status: 1,
          country: 'HU',
          dateFrom: new Date('2024-01-01T00:00:00Z'),
          dateTo: new Date('2024-01-01T00:00:00Z'),
          uploaderId: entityIds.owner,
          itemId: item.id,
          ...gridCells(47.5, 19.05),
        },
      });
      await tx.$executeRawUnsafe('ALTER TABLE "Observation" ENABLE TRIGGER observation_grid_rollup');
    });
    const { kept, fresh } = await rollupAndRecount();
    expect(kept).not.toEqual(fresh);
    await prisma.$executeRawUnsafe('SELECT observation_grid_rollup_rebuild()');
    await expectConsistent('rebuilt');
  });
});
