/**
 * Synthetic records for the benchmarks over the records (map grid, statistics, load, GraphQL against
 * SQL, the observation list): rows written straight into the database beside the demo data.
 */
import type { Database } from '../../server/db/database.ts';
import type { Queryable } from './timeline-items.ts';

/** far above the ids the demo data takes, so the synthetic rows never meet them */
export const FIRST_ID = 1_000_000;

/**
 * Records of every demo person and catalogue species over ten years: 70 % in Hungary (a 400 × 300
 * km block of 1 km cells), the rest spread over 1500 × 800 km around it; a few private, pending,
 * rejected, or generalised (every 25th); mostly adults, some caterpillars, eggs and pupae; in 20 regions.
 */
export async function fillRecords(db: Database, records: number) {
  await db.query('ALTER TABLE "Observation" DISABLE TRIGGER observation_grid_rollup');
  await fillRecordItems(db, records);
  await db.query(
    `INSERT INTO "Observation" (id, "clientId", "speciesId", status, flags, country, lat, lon, "dateFrom", "dateTo", "uploaderId",
       sensitive, "publicLat", "publicLon", "informationWithheld", eea1km, eea10km, eea100km, "itemId", "updatedAt", "lifeStage", region)
     SELECT t.id, 'bench-' || t.id, species[1 + (t.id::bigint * 7) % cardinality(species)],
            (ARRAY[1,1,1,1,1,1,2,2,0,3])[1 + (t.id / 10) % 10], '{}', c.country, 46 + y / 1000.0, 17 + x / 1000.0, day, day, t."ownerId",
            t.id % 25 = 0, CASE WHEN t.id % 25 = 0 THEN 47.5 END, CASE WHEN t.id % 25 = 0 THEN 19.5 END,
            CASE WHEN t.id % 25 = 0 THEN 'exact coordinates withheld' END,
            '1kmE' || x || 'N' || y, '10kmE' || x / 10 || 'N' || y / 10, '100kmE' || x / 100 || 'N' || y / 100, t.id, now(),
            (ARRAY['IMAGO','IMAGO','IMAGO','IMAGO','CATERPILLAR','CATERPILLAR','EGG','PUPA'])[1 + t.id % 8]::"LifeStage", 'R' || (h.hx % 20)
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

/** The records' timeline items, from FIRST_ID up: every demo person's in turn, a minute apart back from now; one in ten for friends only, one in ten private. */
export async function fillRecordItems(db: Queryable, records: number) {
  const people = `(SELECT array_agg(id ORDER BY id) FROM "Entity" WHERE type = 0)`;
  await db.query(
    `INSERT INTO "TimelineItem" (id, "ownerId", category, title, privacy, time, "referencedId")
     SELECT $2 + n, people[1 + n % cardinality(people)], 'OBSERVATION', '', (ARRAY[9,9,9,9,9,9,9,1,0,9])[1 + n % 10],
            now() - (n || ' minutes')::interval, $2 + n
     FROM generate_series(1, $1::int) AS n, ${people} AS p(people)`,
    [records, FIRST_ID],
  );
}
