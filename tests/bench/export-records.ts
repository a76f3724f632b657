import type pg from 'pg';

/** far above the ids the demo data takes */
const FIRST_ID = 1_000_000;

/**
 * Records of every demo person and catalogue species over ten years, in Hungary and around it: 49 in
 * 50 public (every 50th for friends only), 9 in 10 accepted, the rest pending; every 25th generalised;
 * every 100th with a photo.
 */
export async function fillExportRecords(pool: pg.Pool, records: number) {
  const people = `(SELECT array_agg(id ORDER BY id) FROM "Entity" WHERE type = 0)`;
  await pool.query('ALTER TABLE "Observation" DISABLE TRIGGER observation_grid_rollup');
  await pool.query(
    `INSERT INTO "TimelineItem" (id, "ownerId", category, title, privacy, time, "referencedId", url)
     SELECT $2 + n, people[1 + n % cardinality(people)], 'OBSERVATION', '', CASE WHEN n % 50 = 0 THEN 1 ELSE 9 END,
            now() - (n || ' minutes')::interval, $2 + n, '/observation/' || ($2 + n)
     FROM generate_series(1, $1::int) AS n, ${people} AS p(people)`,
    [records, FIRST_ID],
  );
  await pool.query(
    `INSERT INTO "Observation" (id, "clientId", "speciesId", status, flags, country, region, "closestSettlement", location, lat, lon, accuracy,
       "dateFrom", "dateTo", "uploaderId", individuals, sensitive, "publicLat", "publicLon", "informationWithheld", "dataGeneralizations",
       eea1km, eea10km, eea100km, "itemId", "updatedAt", licence, timespot)
     SELECT t.id, 'bench-' || t.id, species[1 + (t.id::bigint * 7) % cardinality(species)],
            CASE WHEN t.id % 10 = 0 THEN 2 ELSE 1 END, '{}', 'HU', 'Pest', 'Szentendre', 'by the stream near the old mill', 46 + y / 1000.0, 17 + x / 1000.0, 25,
            day, day + (t.id % 3), t."ownerId", 1 + t.id % 7,
            t.id % 25 = 0, CASE WHEN t.id % 25 = 0 THEN 47.5 END, CASE WHEN t.id % 25 = 0 THEN 19.5 END,
            CASE WHEN t.id % 25 = 0 THEN 'exact coordinates, locality and altitude withheld' END,
            CASE WHEN t.id % 25 = 0 THEN 'coordinates generalised to the centre of EEA 10 km cell' END,
            '1kmE' || x || 'N' || y, '10kmE' || x / 10 || 'N' || y / 10, '100kmE' || x / 100 || 'N' || y / 100, t.id, now(),
            (ARRAY['CC0','CC_BY_4_0','CC_BY_NC_4_0'])[1 + t.id % 3]::"Licence", '10:30'
     FROM "TimelineItem" t,
          (SELECT array_agg(id ORDER BY id) FROM "Species") AS s(species),
          LATERAL (SELECT hashtext('x' || t.id)::bigint & 2147483647 AS hx, hashtext('y' || t.id)::bigint & 2147483647 AS hy) AS h,
          LATERAL (SELECT 4800 + h.hx % 400 AS x, 2550 + h.hy % 300 AS y, date '2025-10-31' - (t.id % 3650) AS day) AS p
     WHERE t.id > $1`,
    [FIRST_ID],
  );
  await pool.query(
    `INSERT INTO "Media" (id, "ownerId", "clientKey", "dbKey", "mediaType", mime, ext, "fileName", bytes, sha256, "hasThumb", "hasPres", licence, "updatedAt")
     SELECT o.id, o."uploaderId", 'bench-' || o.id, 'bench' || o.id, 'i', 'image/jpeg', 'jpg', 'photo.jpg', 1000, md5(o.id::text), true, true, o.licence, now()
     FROM "Observation" o WHERE o.id > $1 AND o.id % 100 = 0`,
    [FIRST_ID],
  );
  await pool.query(`INSERT INTO "MediaAttachment" ("mediaId", "itemId") SELECT id, id FROM "Media" WHERE id > $1`, [FIRST_ID]);
  await pool.query(`UPDATE "Observation" SET "mediaIds" = ARRAY[id] WHERE id > $1 AND id % 100 = 0`, [FIRST_ID]);
  await pool.query('ALTER TABLE "Observation" ENABLE TRIGGER observation_grid_rollup');
  await pool.query('SELECT observation_grid_rollup_rebuild()');
  await pool.query('ANALYZE');
}
