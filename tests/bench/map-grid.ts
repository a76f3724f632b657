/**
 * Observation map grid benchmark: the grid layers a guest's map asks for, as the service answers
 * them (`observationGrid`: for a guest with a rollup-expressible filter, a GROUP BY over the
 * per-cell rollup `ObservationGridCount`, plus the cells' centres), next to the hand-written GROUP
 * BY counting the same visible rows from the records, and their ratio (goal ≤ 1.2×, and the
 * service under 50 ms whatever the record count); also the records path (`recordGridCounts`,
 * Prisma's groupBy through the list's filter and the visibility rule) the service used before.
 * PostgreSQL with 1,000,000 synthetic records (BENCH_DATABASE_URL names the server, default local
 * PostgreSQL; a scratch database is created and dropped), then PGlite with 100,000. BENCH_RECORDS,
 * BENCH_PGLITE_RECORDS and BENCH_ROUNDS change the sizes.
 *
 * The records are loaded with the rollup's trigger disabled and the rollup rebuilt once
 * (`observation_grid_rollup_rebuild()`), as a bulk import would; its time is printed.
 */
import { GUEST } from '../../server/auth/viewer.ts';
import type { Database } from '../../server/db/database.ts';
import { observationGrid, recordGridCounts } from '../../server/modules/observations/grid.ts';
import type { ObservationFilter } from '../../server/modules/observations/service.ts';
import type { MapCount, MapGrid } from '@domain/geo/map-grids.ts';
import { fillRecords, FIRST_ID } from './records.ts';
import { latencySummary, onPostgresThenPglite, startAppOn, timed } from './support.ts';

const PG_RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const PGLITE_RECORDS = Number(process.env.BENCH_PGLITE_RECORDS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
interface Case {
  name: string;
  grid: MapGrid;
  count: MapCount;
  filter: ObservationFilter;
  /** the same visible rows by hand: a guest sees public items of accepted and pending records */
  raw: string;
}

const GUEST_VISIBLE = `FROM "Observation" o JOIN "TimelineItem" t ON t.id = o."itemId" WHERE t.privacy = 9 AND o.status IN (1, 2)`;
const EXACT = `AND o."publicLat" IS NULL AND o."informationWithheld" IS NULL`;
const DISTINCT_SPECIES = `count(DISTINCT (o."speciesId", o."speciesText"))`;

function cases(speciesId: number): Case[] {
  const speciesYear = `AND o."speciesId" = ${speciesId} AND o."dateTo" >= '2024-01-01' AND o."dateFrom" <= '2024-12-31'`;
  return [
    {
      name: 'eea10km, records, no filter',
      grid: 'EEA10KM',
      count: 'OBSERVATION',
      filter: {},
      raw: `SELECT o.eea10km, count(*) ${GUEST_VISIBLE} AND o.eea10km IS NOT NULL GROUP BY 1`,
    },
    {
      name: 'eea10km, species, no filter',
      grid: 'EEA10KM',
      count: 'SPECIES',
      filter: {},
      raw: `SELECT o.eea10km, ${DISTINCT_SPECIES} ${GUEST_VISIBLE} AND o.eea10km IS NOT NULL GROUP BY 1`,
    },
    {
      name: 'eea10km, records, species + 2024',
      grid: 'EEA10KM',
      count: 'OBSERVATION',
      filter: { speciesId, dateFrom: '2024-01-01', dateTo: '2024-12-31' },
      raw: `SELECT o.eea10km, count(*) ${GUEST_VISIBLE} ${speciesYear} AND o.eea10km IS NOT NULL GROUP BY 1`,
    },
    {
      name: 'eea1km, records, Hungary',
      grid: 'EEA1KM',
      count: 'OBSERVATION',
      filter: { country: 'HU' },
      raw: `SELECT o.eea1km, count(*) ${GUEST_VISIBLE} AND o.country = 'HU' ${EXACT} AND o.eea1km IS NOT NULL GROUP BY 1`,
    },
    {
      name: 'eea1km, species, Hungary',
      grid: 'EEA1KM',
      count: 'SPECIES',
      filter: { country: 'HU' },
      raw: `SELECT o.eea1km, ${DISTINCT_SPECIES} ${GUEST_VISIBLE} AND o.country = 'HU' ${EXACT} AND o.eea1km IS NOT NULL GROUP BY 1`,
    },
  ];
}

async function run(label: string, db: Database, records: number) {
  const app = await startAppOn(db, { SEED_DEMO: 'true' });
  try {
    const filling = performance.now();
    const rebuilt = await fillRecords(db, records);
    const speciesId = (await db.query<{ id: number }>(`SELECT "speciesId" AS id FROM "Observation" WHERE id > $1 LIMIT 1`, [FIRST_ID]))[0]!.id;
    const rollupRows = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "ObservationGridCount"`))[0]!.n;
    console.log(
      `${label}: ${records} synthetic records (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s; ` +
        `rollup rebuilt in ${(rebuilt / 1000).toFixed(1)} s, ${rollupRows} rows)`,
    );
    for (const c of cases(speciesId)) {
      const layer = await observationGrid(db.prisma, GUEST, c.grid, c.count, c.filter);
      const rows = await db.query<{ count: string | number }>(c.raw);
      const same = rows.length === layer.cells.length && rows.reduce((sum, row) => sum + Number(row.count), 0) === layer.cells.reduce((sum, cell) => sum + cell.count, 0);
      const service = latencySummary(await timed(ROUNDS, () => observationGrid(db.prisma, GUEST, c.grid, c.count, c.filter)));
      const raw = latencySummary(await timed(ROUNDS, () => db.query(c.raw)));
      const recordPath = latencySummary(await timed(ROUNDS, () => recordGridCounts(db.prisma, GUEST, c.grid, c.count, c.filter)));
      console.log(
        `  ${c.name.padEnd(34)} ${String(layer.cells.length).padStart(6)} cells${same ? '' : ' (DIFFERENT from raw!)'}: ` +
          `service (rollup) p50 ${service.p50.toFixed(1)} ms${service.p50 < 50 ? '' : ' (over 50 ms)'}, raw GROUP BY over records p50 ${raw.p50.toFixed(1)} ms, ` +
          `ratio ${(service.p50 / raw.p50).toFixed(2)}x; records path (Prisma) p50 ${recordPath.p50.toFixed(1)} ms ` +
          `(means ${service.mean.toFixed(1)} / ${raw.mean.toFixed(1)} / ${recordPath.mean.toFixed(1)} ms)`,
      );
    }
  } finally {
    await app.close();
  }
}

await onPostgresThenPglite(run, PG_RECORDS, PGLITE_RECORDS);
