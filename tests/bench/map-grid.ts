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
import { randomBytes } from 'node:crypto';
import { GUEST } from '../../server/auth/viewer.ts';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { observationGrid, recordGridCounts } from '../../server/modules/observations/grid.ts';
import type { ObservationFilter } from '../../server/modules/observations/service.ts';
import type { MapCount, MapGrid } from '@domain/geo/map-grids.ts';
import { admin, databaseUrl, latencySummary } from './support.ts';

const PG_RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const PGLITE_RECORDS = Number(process.env.BENCH_PGLITE_RECORDS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** far above the ids the demo data takes, so the synthetic rows never meet them */
const FIRST_ID = 1_000_000;

/**
 * Records of every demo person and catalogue species over ten years: 70 % in Hungary (a 400 × 300
 * km block of 1 km cells), the rest spread over 1500 × 800 km around it; a few private, pending,
 * rejected, or generalised (every 25th).
 */
async function fillRecords(db: Database, records: number) {
  await db.query('ALTER TABLE "Observation" DISABLE TRIGGER observation_grid_rollup');
  const people = `(SELECT array_agg(id ORDER BY id) FROM "Entity" WHERE type = 0)`;
  await db.query(
    `INSERT INTO "TimelineItem" (id, "ownerId", category, title, privacy, time, "referencedId")
     SELECT $2 + n, people[1 + n % cardinality(people)], 'OBSERVATION', '', (ARRAY[9,9,9,9,9,9,9,1,0,9])[1 + n % 10],
            now() - (n || ' minutes')::interval, $2 + n
     FROM generate_series(1, $1::int) AS n, ${people} AS p(people)`,
    [records, FIRST_ID],
  );
  await db.query(
    `INSERT INTO "Observation" (id, "clientId", "speciesId", status, flags, country, lat, lon, "dateFrom", "dateTo", "uploaderId",
       sensitive, "publicLat", "publicLon", "informationWithheld", eea1km, eea10km, eea100km, "itemId", "updatedAt")
     SELECT t.id, 'bench-' || t.id, species[1 + (t.id::bigint * 7) % cardinality(species)],
            (ARRAY[1,1,1,1,1,1,2,2,0,3])[1 + (t.id / 10) % 10], '{}', c.country, 46 + y / 1000.0, 17 + x / 1000.0, day, day, t."ownerId",
            t.id % 25 = 0, CASE WHEN t.id % 25 = 0 THEN 47.5 END, CASE WHEN t.id % 25 = 0 THEN 19.5 END,
            CASE WHEN t.id % 25 = 0 THEN 'exact coordinates withheld' END,
            '1kmE' || x || 'N' || y, '10kmE' || x / 10 || 'N' || y / 10, '100kmE' || x / 100 || 'N' || y / 100, t.id, now()
     FROM "TimelineItem" t,
          (SELECT array_agg(id ORDER BY id) FROM "Species") AS s(species),
          LATERAL (SELECT CASE WHEN t.id % 10 < 7 THEN 'HU' ELSE (ARRAY['RO','SK','AT'])[1 + t.id % 3] END AS country) AS c,
          LATERAL (SELECT hashtext('x' || t.id)::bigint & 2147483647 AS hx, hashtext('y' || t.id)::bigint & 2147483647 AS hy) AS h,
          LATERAL (SELECT CASE WHEN c.country = 'HU' THEN 4800 + h.hx % 400 ELSE 4500 + h.hx % 1500 END AS x,
                          CASE WHEN c.country = 'HU' THEN 2550 + h.hy % 300 ELSE 2300 + h.hy % 800 END AS y,
                          date '2025-10-31' - (t.id % 3650) AS day) AS p
     WHERE t.id > $1`,
    [FIRST_ID],
  );
  await db.query('ALTER TABLE "Observation" ENABLE TRIGGER observation_grid_rollup');
  const rebuilding = performance.now();
  await db.query('SELECT observation_grid_rollup_rebuild()');
  const rebuilt = performance.now() - rebuilding;
  await db.query('ANALYZE');
  return rebuilt;
}

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

async function timed(rounds: number, once: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 2; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function run(label: string, db: Database, records: number) {
  const app = await startApp(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', DATASET_INTERVAL_HOURS: '0', SEED_DEMO: 'true' }), {
    db,
  });
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

const name = `lepke_bench_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE "${name}"`);
try {
  await run('PostgreSQL', await openDatabase({ kind: 'postgres', url: databaseUrl(name) }), PG_RECORDS);
} finally {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
await run('PGlite', await openDatabase({ kind: 'pglite' }), PGLITE_RECORDS);
process.exit(0);
