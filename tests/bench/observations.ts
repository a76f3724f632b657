/**
 * Public observation list benchmark on PostgreSQL: 100,000 synthetic records, the page a guest's
 * /observation/list/ asks for (20 records with species, names, thumbnails, place, uploader), over
 * GraphQL against the equivalent hand-written SQL. Prints single-client latency (mean, p50, p99) of
 * both and their ratio, throughput and p99 under 20 connections, and the SQL statements one page
 * costs (counted from Prisma's query events in a second, in-process server on the same database).
 * BENCH_DATABASE_URL names the server (default: local PostgreSQL); a scratch database is created
 * and dropped.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { FIRST_ID, fillRecordItems } from './records.ts';
import { countingServer, latencySummary, onScratchServer, postGraphql, timed } from './support.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RECORDS = 100_000;
const PAGE_SIZE = 20;
const ROUNDS = 300;

const query = `query PublicObservations($first: Int!, $after: String) {
  observations(first: $first, after: $after) {
    totalCount
    edges { node {
      id recId status speciesText dateFrom dateTo individuals lifeStage
      species { scientificName commonNames { language name } thumbnailUrl }
      place { generalised country region closestSettlement location lat lon eea10km }
      uploader { displayName profileImageUrl }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Records of every demo person, of every catalogue species, over ten years; a few private, pending, rejected or sensitive. */
async function fillRecords(pool: pg.Pool) {
  await fillRecordItems(pool, RECORDS);
  await pool.query(
    `INSERT INTO "Observation" (id, "clientId", "speciesId", status, flags, country, "closestSettlement", location,
       "verbatimLat", "verbatimLon", lat, lon, "dateFrom", "dateTo", "uploaderId", individuals, sensitive,
       "publicLat", "publicLon", eea10km, eea1km, "itemId", "updatedAt")
     SELECT t.id, 'bench-' || t.id, species[1 + (t.id * 7) % cardinality(species)],
            (ARRAY[1,1,1,1,1,1,2,2,0,3])[1 + t.id % 10], '{}', 'HU', 'Település ' || t.id % 500, 'Rét ' || t.id,
            to_char(lat, 'FM99.999999'), to_char(lon, 'FM999.999999'), lat, lon, day, day, t."ownerId", 1 + t.id % 12,
            t.id % 25 = 0, round(lat::numeric, 1), round(lon::numeric, 1),
            '10kmE' || (500 + t.id % 40) || 'N' || (260 + t.id % 30), '1kmE' || (5000 + t.id % 400) || 'N' || (2600 + t.id % 300),
            t.id, now()
     FROM "TimelineItem" t,
          (SELECT array_agg(id ORDER BY id) FROM "Species") AS s(species),
          LATERAL (SELECT 45.8 + (t.id::bigint * 7919 % 2700) / 1000.0 AS lat, 16.2 + (t.id::bigint * 104729 % 6600) / 1000.0 AS lon,
                          date '2025-10-31' - (t.id % 3650) AS day) AS p
     WHERE t.id > $1`,
    [FIRST_ID],
  );
  await pool.query('ANALYZE');
}

/** The same page by hand: the guest's visibility rule (public items of accepted and pending records), newest first. */
const RAW_PAGE = `
  SELECT o.id, o.status, o."speciesText", o."dateFrom", o."dateTo", o.individuals, o."lifeStage",
         o.country, o.region, o.sensitive, o."closestSettlement", o.location, o.lat, o.lon, o."publicLat", o."publicLon", o.eea10km,
         s.genus, s.species, s.subspecies, s."commonNames", s."thumbnailUrl", e."displayName", e."profileImageUrl"
  FROM "Observation" o
  JOIN "TimelineItem" t ON t.id = o."itemId"
  LEFT JOIN "Species" s ON s.id = o."speciesId"
  JOIN "Entity" e ON e.id = o."uploaderId"
  WHERE t.privacy = 9 AND o.status IN (1, 2)
  ORDER BY o."dateFrom" DESC, o.id DESC
  LIMIT ${PAGE_SIZE + 1}`;
const RAW_COUNT = `SELECT count(*) FROM (SELECT 1 FROM "Observation" o JOIN "TimelineItem" t ON t.id = o."itemId"
  WHERE t.privacy = 9 AND o.status IN (1, 2) LIMIT 2000) visible`;

interface Page {
  totalCount: number;
  edges: unknown[];
  pageInfo: { endCursor: string };
}

async function listPage(url: string, variables: Record<string, unknown>): Promise<Page> {
  return (await postGraphql<{ observations: Page }>(url, { query, variables })).observations;
}

/** Statements one page costs, on a second server in this process. */
async function statementsPerPage(url: string): Promise<{ first: number; deep: number }> {
  const counting = await countingServer(url);
  try {
    const first = await listPage(counting.url, { first: PAGE_SIZE });
    return {
      first: await counting.statementsOf(() => listPage(counting.url, { first: PAGE_SIZE })),
      deep: await counting.statementsOf(() => listPage(counting.url, { first: PAGE_SIZE, after: first.pageInfo.endCursor })),
    };
  } finally {
    await counting.close();
  }
}

await onScratchServer({ GUEST_CACHE_SECONDS: '0' }, 4, async ({ url, server, pool }) => {
  const filling = performance.now();
  await fillRecords(pool);
  const page = await listPage(server.url, { first: PAGE_SIZE });
  console.log(
    `Public observation list: ${page.edges.length} per page of ${page.totalCount} visible (capped count) among ${RECORDS} synthetic records (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s)`,
  );

  const gqlSamples = await timed(ROUNDS, () => listPage(server.url, { first: PAGE_SIZE }), 20);
  const rawSamples = await timed(ROUNDS, () => Promise.all([pool.query(RAW_PAGE), pool.query(RAW_COUNT)]), 20);
  const loaded = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    connections: 20,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { first: PAGE_SIZE } }),
  });
  const statements = await statementsPerPage(url);

  const gqlStats = latencySummary(gqlSamples);
  const rawStats = latencySummary(rawSamples);
  console.log(`GraphQL, 1 client, ${ROUNDS} pages: mean ${gqlStats.mean.toFixed(2)} ms, p50 ${gqlStats.p50.toFixed(2)} ms, p99 ${gqlStats.p99.toFixed(2)} ms`);
  console.log(`Equivalent raw SQL (page + count), 1 client: mean ${rawStats.mean.toFixed(2)} ms, p50 ${rawStats.p50.toFixed(2)} ms, p99 ${rawStats.p99.toFixed(2)} ms`);
  console.log(`Ratio GraphQL / raw SQL: mean ${(gqlStats.mean / rawStats.mean).toFixed(2)}x, p99 ${(gqlStats.p99 / rawStats.p99).toFixed(2)}x`);
  console.log(
    `GraphQL, 20 connections, ${DURATION_SECONDS} s: ${loaded.requests.average.toFixed(0)} requests/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms`,
  );
  console.log(`SQL statements per page: first page ${statements.first}, next page ${statements.deep} (goal ≤ 4)`);
  const errors = loaded.errors + loaded.non2xx;
  if (errors) console.log(`Errors or non-2xx responses: ${errors}`);
});
