/**
 * Home-timeline benchmark on PostgreSQL: throughput and p99 of the GraphQL query under 50
 * concurrent connections (autocannon), and its single-client latency against the equivalent
 * hand-written SQL, as a ratio. BENCH_DATABASE_URL names the server (default: local PostgreSQL);
 * a scratch database is created and dropped.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { latencySummary, onScratchServer, postGraphql, signIn, timed } from './support.ts';
import { fillTimeline } from './timeline-items.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_SIZE = 100;
const ITEMS = 5000;

const homeTimeline = {
  query: `query HomeTimeline($first: Int!) {
  timeline(first: $first) {
    totalCount
    edges { node { id recId title summary time category privacy evaluationCount commentCount shareCount ownedByViewer owner { displayName } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  variables: { first: PAGE_SIZE },
};

const rawSql = {
  session: `SELECT s.*, u.*, e.* FROM "Session" s JOIN "User" u ON u.id = s."userId" JOIN "Entity" e ON e.id = u."entityId" WHERE s.id = $1`,
  // The same visibility rule as server/modules/privacy/visibility.ts: not blocked either way, then the privacy levels.
  visible: `NOT EXISTS (SELECT 1 FROM "Block" b WHERE (b."blockerId" = t."ownerId" AND b."blockedId" = $1)
      OR (b."blockerId" = $1 AND b."blockedId" = t."ownerId"))
    AND (t.privacy = 9 OR (t."ownerId" = $1 AND t.privacy <> -1)
    OR (t.privacy = 1 AND EXISTS (SELECT 1 FROM "EntityRelation" r WHERE r."fromId" = t."ownerId" AND r."toId" = $1 AND r.code = 'b'))
    OR (t.privacy = 2 AND EXISTS (SELECT 1 FROM "EntityRelation" r JOIN "EntityRelation" mine ON mine."toId" = r."toId"
         AND mine."fromId" = $1 AND mine.code = 'm' WHERE r."fromId" = t."ownerId" AND r.code = 'm')))`,
};

async function rawLatencyMs(pool: pg.Pool, sessionId: string, entityId: number, rounds: number) {
  const page = `SELECT t.id, t.title, t.summary, t.time, t.category, t.privacy, t."evaluationCount", t."commentCount", t."shareCount", t."ownerId", e."displayName"
    FROM "TimelineItem" t JOIN "Entity" e ON e.id = t."ownerId" WHERE ${rawSql.visible} ORDER BY t.time DESC, t.id DESC LIMIT ${PAGE_SIZE + 1}`;
  const count = `SELECT count(*) FROM (SELECT 1 FROM "TimelineItem" t WHERE ${rawSql.visible} LIMIT 2000) visible`;
  const once = async () => {
    await pool.query(rawSql.session, [sessionId]);
    await Promise.all([pool.query(page, [entityId]), pool.query(count, [entityId])]);
  };
  return latencySummary(await timed(rounds, once, 20)).mean;
}

function run(url: string, cookie: string, connections: number, duration: number) {
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(homeTimeline),
  });
}

await onScratchServer({}, 10, async ({ server, pool }) => {
  await fillTimeline(pool, ITEMS);
  const cookie = await signIn(server.url);
  const sessionId = (await pool.query<{ id: string }>('SELECT id FROM "Session" LIMIT 1')).rows[0]!.id;
  const entityId = (await pool.query<{ entityId: number }>(`SELECT "entityId" FROM "User" WHERE email = 'user@lepke.test'`)).rows[0]!.entityId;

  const { timeline } = await postGraphql<{ timeline: { totalCount: number; edges: unknown[] } }>(server.url, homeTimeline, cookie);
  console.log(`Home timeline: ${timeline.edges.length} of ${timeline.totalCount} visible items per page (${ITEMS} in the table)`);

  const loaded = await run(server.url, cookie, 50, DURATION_SECONDS);
  const single = await run(server.url, cookie, 1, Math.max(3, Math.round(DURATION_SECONDS / 2)));
  const raw = await rawLatencyMs(pool, sessionId, entityId, 200);
  const errors = loaded.errors + loaded.non2xx + single.errors + single.non2xx;

  console.log(
    `GraphQL, 50 connections, ${DURATION_SECONDS} s: ${loaded.requests.average.toFixed(0)} requests/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms`,
  );
  console.log(`GraphQL, 1 connection: mean ${single.latency.mean.toFixed(2)} ms`);
  console.log(`Equivalent raw SQL (session + page + count), 1 client: mean ${raw.toFixed(2)} ms`);
  console.log(`Ratio GraphQL / raw SQL: ${(single.latency.mean / raw).toFixed(2)}x`);
  if (errors) console.log(`Errors or non-2xx responses: ${errors}`);
});
