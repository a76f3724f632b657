/**
 * The observation map (issue 15, server): grid layers, one cell's detail and points, over GraphQL
 * and REST. Counts follow the viewer's visibility (privacy level, review status, removal) and the
 * list's filters; a generalised record counts in its 10 and 100 km cells only, and never shows as
 * a 1 km or 2.5 km cell or a point, except to its uploader and validators.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { PRIVACY_RECORD_NAME } from '../../server/modules/consent/items.ts';
import { generalise } from '../../server/modules/observations/sensitivity.ts';
import { gridCells, type GridCells } from '@domain/geo/grid.ts';
import { MAP_GRID_INFO, MAP_GRIDS, type MapGrid } from '@domain/geo/map-grids.ts';
import { startTestApp, type TestApp } from './harness.ts';

const VIEWERS = ['guest', 'stranger', 'friend', 'owner', 'validator'] as const;
type ViewerClass = (typeof VIEWERS)[number];
type Person = Exclude<ViewerClass, 'guest'>;

interface RecordSpec {
  uploader: Person;
  privacy: number;
  status: number;
  species: 0 | 1 | 2 | string;
  at: [number, number];
  day: string;
  sensitive?: boolean;
}

/** Records around Hungary: each name says what makes it (in)visible. */
const RECORDS = {
  publicA: { uploader: 'owner', privacy: 9, status: 1, species: 0, at: [47.5071, 19.0456], day: '2024-06-01' },
  pendingB: { uploader: 'owner', privacy: 9, status: 2, species: 1, at: [47.5075, 19.046], day: '2023-05-01' },
  olderI: { uploader: 'owner', privacy: 9, status: 1, species: 0, at: [47.509, 19.05], day: '2021-03-03' },
  friendsC: { uploader: 'owner', privacy: 1, status: 1, species: 0, at: [46.253, 20.1414], day: '2024-07-01' },
  onlyMeD: { uploader: 'owner', privacy: 0, status: 1, species: 0, at: [47.5316, 21.6273], day: '2024-08-01' },
  rejectedE: { uploader: 'owner', privacy: 9, status: 0, species: 1, at: [46.0727, 18.2323], day: '2024-06-10' },
  sensitiveF: { uploader: 'owner', privacy: 9, status: 1, species: 2, at: [48.1035, 20.7784], day: '2024-09-01', sensitive: true },
  strangersG: { uploader: 'stranger', privacy: 9, status: 1, species: 'Zygaena sp.', at: [47.6817, 16.5845], day: '2022-01-01' },
  removedH: { uploader: 'owner', privacy: -1, status: 1, species: 0, at: [47.5071, 19.0456], day: '2024-06-02' },
} satisfies Record<string, RecordSpec>;
type RecordName = keyof typeof RECORDS;
const NAMES = Object.keys(RECORDS) as RecordName[];

/** Who reads which records (privacy level, status: others see accepted and pending ones; nobody a removed one). */
const SEES: Record<ViewerClass, RecordName[]> = {
  guest: ['publicA', 'pendingB', 'olderI', 'sensitiveF', 'strangersG'],
  stranger: ['publicA', 'pendingB', 'olderI', 'sensitiveF', 'strangersG'],
  friend: ['publicA', 'pendingB', 'olderI', 'friendsC', 'sensitiveF', 'strangersG'],
  owner: ['publicA', 'pendingB', 'olderI', 'friendsC', 'onlyMeD', 'rejectedE', 'sensitiveF', 'strangersG'],
  validator: ['publicA', 'pendingB', 'olderI', 'friendsC', 'onlyMeD', 'rejectedE', 'sensitiveF', 'strangersG'],
};
/** Who may see the generalised record's exact place. */
const EXACT: Record<ViewerClass, boolean> = { guest: false, stranger: false, friend: false, owner: true, validator: true };

let t: TestApp;
const cookies = {} as Record<Person, string>;
const entityIds = {} as Record<Person, number>;
const ids = {} as Record<RecordName, number>;
const cells = {} as Record<RecordName, GridCells>;
const speciesIds: number[] = [];
const speciesNames: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const { prisma } = t.db;
  const roles: Record<Person, Role> = { stranger: 'USER', friend: 'USER', owner: 'USER', validator: 'MODERATOR' };
  for (const person of Object.keys(roles) as Person[]) {
    const now = new Date();
    const user = await prisma.user.create({
      data: {
        email: `${person}@grid.lepke.test`,
        passwordHash: 'no-password',
        role: roles[person],
        privacyAcceptedAt: now,
        entity: { create: { type: 0, displayName: `Grid ${person}` } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
      },
    });
    const session = await createSession(prisma, user.id, 24 * 60 * 60 * 1000, {});
    cookies[person] = `${SESSION_COOKIE}=${session.token}`;
    entityIds[person] = user.entityId;
  }
  await prisma.entityRelation.createMany({
    data: [
      { fromId: entityIds.owner, toId: entityIds.friend, code: 'b' },
      { fromId: entityIds.friend, toId: entityIds.owner, code: 'b' },
    ],
  });
  const species = await prisma.species.findMany({ orderBy: { id: 'asc' }, take: 3, where: { protection: null, iucn: null, redListHu: null } });
  for (const row of species) {
    speciesIds.push(row.id);
    speciesNames.push([row.genus, row.species, row.subspecies].filter(Boolean).join(' '));
  }
  for (const name of NAMES) {
    const spec: RecordSpec = RECORDS[name];
    const [lat, lon] = spec.at;
    const grid = gridCells(lat, lon);
    const speciesId = typeof spec.species === 'number' ? speciesIds[spec.species]! : null;
    const item = await prisma.timelineItem.create({
      data: { ownerId: entityIds[spec.uploader], category: 'OBSERVATION', title: name, privacy: spec.privacy },
    });
    const record = await prisma.observation.create({
      data: {
        clientId: `grid-${name}`,
        speciesId,
        speciesText: speciesId === null ? (spec.species as string) : null,
        status: spec.status,
        country: 'HU',
        lat,
        lon,
        dateFrom: new Date(`${spec.day}T00:00:00Z`),
        dateTo: new Date(`${spec.day}T00:00:00Z`),
        uploaderId: entityIds[spec.uploader],
        sensitive: spec.sensitive ?? false,
        ...grid,
        ...generalise({ sensitive: spec.sensitive ?? false, species: null, lat, lon, eea10km: grid.eea10km }),
        itemId: item.id,
      },
    });
    ids[name] = record.id;
    cells[name] = grid;
  }
});
afterAll(() => t?.close());

const cookieOf = (viewer: ViewerClass) => (viewer === 'guest' ? undefined : cookies[viewer]);

/** The records a viewer finds in a layer: all it may read, less the generalised one on fine grids unless it may see its place. */
function countedIn(viewer: ViewerClass, grid: MapGrid, among: readonly RecordName[] = NAMES): RecordName[] {
  return SEES[viewer].filter((name) => among.includes(name) && (!MAP_GRID_INFO[grid].fine || !(RECORDS[name] as RecordSpec).sensitive || EXACT[viewer]));
}

/** Expected cells: records, or distinct species (catalogue species or typed names), per cell code. */
function expectedCells(records: RecordName[], grid: MapGrid, kind: 'OBSERVATION' | 'SPECIES'): Record<string, number> {
  const byCell = new Map<string, Set<string>>();
  for (const name of records) {
    const code = cells[name][MAP_GRID_INFO[grid].column]!;
    const key = kind === 'OBSERVATION' ? name : String(RECORDS[name].species);
    byCell.set(code, (byCell.get(code) ?? new Set()).add(key));
  }
  return Object.fromEntries([...byCell].map(([code, keys]) => [code, keys.size]));
}

const GRID = `query ($grid: MapGrid!, $count: MapCount!, $filter: ObservationFilter) {
  observationGrid(grid: $grid, count: $count, filter: $filter) { grid count maxCount cells { cell count lat lon } }
}`;

async function layer(viewer: ViewerClass, grid: MapGrid, count: 'OBSERVATION' | 'SPECIES', filter?: Record<string, unknown>) {
  const reply = await t.gql(GRID, { grid, count, filter }, { cookie: cookieOf(viewer) });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.observationGrid as { grid: string; count: string; maxCount: number; cells: { cell: string; count: number; lat: number; lon: number }[] };
}

const asCounts = (rows: { cell: string; count: number }[]) => Object.fromEntries(rows.map((row) => [row.cell, row.count]));

describe('grid layers', () => {
  test('count exactly the records each viewer may see, per grid and count type', async () => {
    for (const viewer of VIEWERS) {
      for (const grid of MAP_GRIDS) {
        for (const count of ['OBSERVATION', 'SPECIES'] as const) {
          const found = await layer(viewer, grid, count);
          const expected = expectedCells(countedIn(viewer, grid), grid, count);
          expect({ viewer, grid, count, cells: asCounts(found.cells) }).toEqual({ viewer, grid, count, cells: expected });
          expect(found.maxCount).toBe(Math.max(0, ...Object.values(expected)));
          expect(found.cells.map((cell) => cell.cell)).toEqual(Object.keys(expected).sort());
        }
      }
    }
  });

  test('a generalised record counts in its 10 and 100 km cells for everyone, in its 1 and 2.5 km cells only for its uploader and validators', async () => {
    const f = cells.sensitiveF;
    for (const viewer of VIEWERS) {
      const has = async (grid: MapGrid, code: string) => (await layer(viewer, grid, 'OBSERVATION')).cells.some((cell) => cell.cell === code);
      expect(await has('EEA10KM', f.eea10km!)).toBe(true);
      expect(await has('EEA100KM', f.eea100km!)).toBe(true);
      expect(await has('EEA1KM', f.eea1km!)).toBe(EXACT[viewer]);
      expect(await has('UTM2_5KM', f.utm2_5km!)).toBe(EXACT[viewer]);
    }
  });

  test('cells carry their centres', async () => {
    const found = await layer('guest', 'EEA10KM', 'OBSERVATION');
    const budapest = found.cells.find((cell) => cell.cell === cells.publicA.eea10km)!;
    expect(gridCells(budapest.lat, budapest.lon).eea10km).toBe(budapest.cell);
    const fine = (await layer('guest', 'UTM2_5KM', 'OBSERVATION')).cells.find((cell) => cell.cell === cells.publicA.utm2_5km)!;
    expect(gridCells(fine.lat, fine.lon).utm2_5km).toBe(fine.cell);
  });

  test('a box keeps the cells centred in it', async () => {
    const reply = await t.gql(`{ observationGrid(grid: EEA10KM, count: OBSERVATION, bbox: [18.9, 47.4, 19.2, 47.7]) { maxCount cells { cell count } } }`, {}, {});
    expect(reply.body.data.observationGrid).toEqual({ maxCount: 3, cells: [{ cell: cells.publicA.eea10km, count: 3 }] });
  });

  test('filters combine: species, dates and status, inside the visibility rule', async () => {
    const filter = { speciesId: speciesIds[0], dateFrom: '2024-01-01', dateTo: '2024-07-31', status: [1] };
    // publicA and friendsC match; onlyMeD is too late, olderI too early, removedH removed.
    expect(asCounts((await layer('owner', 'EEA10KM', 'OBSERVATION', filter)).cells)).toEqual(expectedCells(['publicA', 'friendsC'], 'EEA10KM', 'OBSERVATION'));
    expect(asCounts((await layer('guest', 'EEA10KM', 'OBSERVATION', filter)).cells)).toEqual(expectedCells(['publicA'], 'EEA10KM', 'OBSERVATION'));
    expect((await layer('guest', 'EEA10KM', 'OBSERVATION', { ...filter, status: [0] })).cells).toEqual([]);
    expect(asCounts((await layer('owner', 'EEA1KM', 'SPECIES', { uploaderId: entityIds.stranger })).cells)).toEqual(expectedCells(['strangersG'], 'EEA1KM', 'SPECIES'));
  });
});

const CELL = `query ($grid: MapGrid!, $cell: String!, $filter: ObservationFilter, $first: Int) {
  observationGridCell(grid: $grid, cell: $cell, filter: $filter) {
    grid cell lat lon recordCount
    species { name count firstDate lastDate species { recId } }
    observations(first: $first) { edges { node { recId } } pageInfo { hasNextPage } }
  }
}`;

describe('one cell', () => {
  test("lists the cell's species with counts and first and last days, and its records newest first", async () => {
    const code = cells.publicA.eea10km!;
    const reply = await t.gql(CELL, { grid: 'EEA10KM', cell: code, first: 2 }, { cookie: cookies.stranger });
    expect(reply.body.errors).toBeUndefined();
    const cell = reply.body.data.observationGridCell;
    expect(cell).toMatchObject({ grid: 'EEA10KM', cell: code, recordCount: 3 });
    expect(cell.species).toEqual([
      { name: speciesNames[0], count: 2, firstDate: '2021-03-03', lastDate: '2024-06-01', species: { recId: speciesIds[0] } },
      { name: speciesNames[1], count: 1, firstDate: '2023-05-01', lastDate: '2023-05-01', species: { recId: speciesIds[1] } },
    ]);
    expect(cell.observations.edges.map((edge: { node: { recId: number } }) => edge.node.recId)).toEqual([ids.publicA, ids.pendingB]);
    expect(cell.observations.pageInfo.hasNextPage).toBe(true);
  });

  test('a typed name has no catalogue species; a fine cell of a generalised record is empty for others', async () => {
    const g = await t.gql(CELL, { grid: 'EEA1KM', cell: cells.strangersG.eea1km }, {});
    expect(g.body.data.observationGridCell.species).toEqual([{ name: 'Zygaena sp.', count: 1, firstDate: '2022-01-01', lastDate: '2022-01-01', species: null }]);
    for (const viewer of VIEWERS) {
      const f = await t.gql(CELL, { grid: 'UTM2_5KM', cell: cells.sensitiveF.utm2_5km }, { cookie: cookieOf(viewer) });
      const found = f.body.data.observationGridCell;
      expect([viewer, found.recordCount, found.observations.edges.length]).toEqual([viewer, EXACT[viewer] ? 1 : 0, EXACT[viewer] ? 1 : 0]);
    }
  });
});

const POINTS = `query ($filter: ObservationFilter, $bbox: [Float!], $first: Int) {
  observationPoints(filter: $filter, bbox: $bbox, first: $first) { truncated points { recId lat lon name observation { id } } }
}`;

describe('points', () => {
  test('are the visible records at their exact places; a generalised one only for its uploader and validators', async () => {
    for (const viewer of VIEWERS) {
      const reply = await t.gql(POINTS, {}, { cookie: cookieOf(viewer) });
      expect(reply.body.errors).toBeUndefined();
      const points = reply.body.data.observationPoints.points as { recId: number; lat: number; lon: number }[];
      const expected = countedIn(viewer, 'EEA1KM');
      expect([viewer, points.map((point) => point.recId).sort()]).toEqual([viewer, expected.map((name) => ids[name]).sort()]);
      for (const point of points) {
        const name = NAMES.find((n) => ids[n] === point.recId)!;
        expect([point.lat, point.lon]).toEqual(RECORDS[name].at);
      }
    }
  });

  test('a box and a limit cut them, and say so', async () => {
    const budapest = [19, 47.4, 19.1, 47.6];
    const boxed = (await t.gql(POINTS, { bbox: budapest }, {})).body.data.observationPoints;
    expect(boxed.points.map((point: { recId: number }) => point.recId).sort()).toEqual([ids.publicA, ids.pendingB, ids.olderI].sort());
    expect(boxed.truncated).toBe(false);
    const first = (await t.gql(POINTS, { bbox: budapest, first: 2 }, {})).body.data.observationPoints;
    expect(first.points.map((point: { recId: number }) => point.recId)).toEqual([ids.publicA, ids.pendingB]);
    expect(first.truncated).toBe(true);
  });
});

describe('REST /api/observation/map/grid/{grid_type}/{grid_id}/{type}', () => {
  test('grid_id 0 lists the layer as a paged list of {cell, count, lat, lon}', async () => {
    const reply = await t.rest('GET', '/api/observation/map/grid/eea10km/0/observation?_size=200000', { cookie: cookies.friend });
    expect(reply.status).toBe(200);
    const expected = expectedCells(countedIn('friend', 'EEA10KM'), 'EEA10KM', 'OBSERVATION');
    expect(asCounts(reply.body.list.data)).toEqual(expected);
    expect(Object.keys(reply.body.list.data[0]).sort()).toEqual(['cell', 'count', 'lat', 'lon']);
    expect(reply.body.list.page).toEqual({ number: 0, size: 200000, totalElements: Object.keys(expected).length, totalPages: 1 });

    const species = await t.rest('GET', `/api/observation/map/grid/utm2_5km/0/species?species=${speciesIds[0]}&status=1`, {});
    expect(asCounts(species.body.list.data)).toEqual(expectedCells(['publicA', 'olderI'], 'UTM2_5KM', 'SPECIES'));
  });

  test('a cell answers its summary, its species and a page of its records (or its species as the list)', async () => {
    const code = cells.publicA.eea10km!;
    const records = await t.rest('GET', `/api/observation/map/grid/eea10km/${code}/observation?_size=2`, {});
    expect(records.status).toBe(200);
    expect(records.body.cell).toMatchObject({ cell: code, record_count: 3, species_count: 2 });
    expect(records.body.list.data.map((row: { id: number }) => row.id)).toEqual([ids.publicA, ids.pendingB]);
    expect(records.body.list.page).toMatchObject({ number: 0, size: 2, totalElements: 3 });
    expect(records.body.species[0]).toEqual({ species_id: speciesIds[0], name: speciesNames[0], count: 2, first_date: '2021-03-03', last_date: '2024-06-01' });

    const species = await t.rest('GET', `/api/observation/map/grid/eea10km/${code}/species?_size=200000`, {});
    expect(species.body.list.data.map((row: { species_id: number }) => row.species_id)).toEqual([speciesIds[0], speciesIds[1]]);

    // The generalised record's fine cell, to a stranger: no record there.
    const hidden = await t.rest('GET', `/api/observation/map/grid/eea1km/${cells.sensitiveF.eea1km}/observation`, { cookie: cookies.stranger });
    expect([hidden.status, hidden.body.cell.record_count, hidden.body.list.data]).toEqual([200, 0, []]);
  });

  test.each([
    ['an unknown grid type', '/api/observation/map/grid/eea5km/0/observation', 'grid_type'],
    ['an unknown count type', '/api/observation/map/grid/eea10km/0/records', 'type'],
    ['a malformed cell', '/api/observation/map/grid/eea10km/10kmE5x/observation', 'cell'],
    ["another grid's cell", '/api/observation/map/grid/eea1km/10kmE500N275/species', 'cell'],
    ['a bad date', '/api/observation/map/grid/eea10km/0/observation?date_from=2024-13-45', 'dateFrom'],
    ['a bad status', '/api/observation/map/grid/eea10km/0/observation?status=x', 'status.0'],
    ['too large a page', '/api/observation/map/grid/eea10km/0/observation?_size=200001', '_size'],
  ])('%s is 422 with its token, never 500', async (_name, path, field) => {
    const reply = await t.rest('GET', path, {});
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    expect(reply.body.fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });
});

describe('GraphQL bad input', () => {
  test.each([
    ['a malformed cell', CELL, { grid: 'EEA10KM', cell: '10kmE500' }, 'VALIDATION_ERROR'],
    ["another grid's cell", CELL, { grid: 'UTM2_5KM', cell: '10kmE500N275' }, 'VALIDATION_ERROR'],
    ['a bad filter date', GRID, { grid: 'EEA10KM', count: 'SPECIES', filter: { dateTo: '31.12.2024' } }, 'VALIDATION_ERROR'],
    ['a bad box', POINTS, { bbox: [20, 48, 19, 47] }, 'VALIDATION_ERROR'],
    ['a box of three numbers', POINTS, { bbox: [20, 48, 19] }, 'VALIDATION_ERROR'],
    ['an unknown grid', GRID, { grid: 'EEA5KM', count: 'SPECIES' }, 'BAD_USER_INPUT'],
  ])('%s answers its token', async (_name, query, variables, code) => {
    const reply = await t.gql(query, variables, {});
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.errors?.[0]?.extensions?.code).toBe(code);
  });
});
