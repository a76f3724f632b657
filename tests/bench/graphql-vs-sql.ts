/**
 * GraphQL against the raw SQL returning the same rows, on PostgreSQL, single client, warm. One
 * scratch database holds the demo data plus 100,000 synthetic records, 5,000 timeline items, an
 * item with 1000 comments and a media grid. Each query is the one the web app sends (its Relay
 * artefact, fragments included); the SQL beside it is written by hand and includes the session
 * lookup for a logged-in viewer and the count where the query asks for totalCount. Prints p50 and
 * mean of both, their ratio (goal ≤ 1.5×), the server process's CPU time per request (where the
 * time goes: what is not CPU is waiting for PostgreSQL), and the SQL statements one request costs
 * (Prisma's query events in a second, in-process server on the same database). BENCH_DATABASE_URL
 * names the server (default: local PostgreSQL); BENCH_ROUNDS the timed requests per query (default
 * 200); BENCH_ONLY the queries whose names start with it (e.g. `home`), for profiling one.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { webOperationText } from '../../server/graphql/web-operations.ts';
import { fillRecords } from './records.ts';
import { countingServer, cpuMs, type GraphqlRequest, latencySummary, onScratchServer, postGraphql, signIn, timed } from './support.ts';
import { fillTimeline } from './timeline-items.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const RECORDS = 100_000;
const TIMELINE_ITEMS = 5000;
const COMMENTS = 1000;
const MEDIA = 3000;
const LIST_PAGE = 100;
const OBSERVATION_PAGE = 20;
/** the synthetic media and comments' ids, far above the demo data's */
const FIRST_ID = 5_000_000;

/** An object's global id in SQL (Relay's base64 of `Type:id`), as likes and comments store it. */
const globalId = (type: string, column: string) => `encode(convert_to('${type}:' || ${column}, 'UTF8'), 'base64')`;

/** The timeline visibility rule of server/modules/privacy/visibility.ts for viewer $1, by hand. */
const VISIBLE_ITEM = `NOT EXISTS (SELECT 1 FROM "Block" b WHERE (b."blockerId" = t."ownerId" AND b."blockedId" = $1) OR (b."blockerId" = $1 AND b."blockedId" = t."ownerId"))
  AND (t.privacy = 9 OR (t."ownerId" = $1 AND t.privacy <> -1)
    OR (t.privacy = 1 AND EXISTS (SELECT 1 FROM "EntityRelation" r WHERE r."fromId" = t."ownerId" AND r."toId" = $1 AND r.code = 'b'))
    OR (t.privacy = 2 AND t."entityId" IS NOT NULL AND EXISTS (SELECT 1 FROM "EntityRelation" r WHERE r."toId" = t."entityId" AND r."fromId" = $1 AND r.code IN ('m', 'A', 'C', 'E', 'M', 'R')))
    OR (t.privacy = 2 AND t."entityId" IS NULL AND EXISTS (SELECT 1 FROM "EntityRelation" r JOIN "EntityRelation" mine ON mine."toId" = r."toId"
         AND mine."fromId" = $1 AND mine.code = 'm' WHERE r."fromId" = t."ownerId" AND r.code = 'm')))`;

/** A timeline card's row: the item, its owner, its post, whether the viewer likes it, a question's first four answers. */
const TIMELINE_CARD = `SELECT t.id, t.time, t.category, t.title, t."titleToken", t.summary, t."thumbnailImageUrl", t.url, t.privacy, t."ownerId",
    t."evaluationCount", t."commentCount", t."shareCount", e.type, e."displayName", e."profileImageUrl",
    p.id AS "postId", p."lessonId", p."entityId" AS "postEntityId",
    EXISTS (SELECT 1 FROM "Like" l WHERE l."entityId" = $1 AND l."objectId" = ${globalId('TimelineItem', 't.id')}) AS liked,
    CASE WHEN t.category = 'QUESTION' THEN (SELECT json_agg(a) FROM (SELECT c.id, c.message, c."evaluationCount", c."commentCount", c."createdAt",
      ce."displayName", ce."profileImageUrl" FROM "Comment" c JOIN "Entity" ce ON ce.id = c."createdById"
      WHERE c."objectId" = ${globalId('TimelineItem', 't.id')} AND c."subThreadId" IS NULL ORDER BY c.id LIMIT 4) a) END AS answers
  FROM "TimelineItem" t JOIN "Entity" e ON e.id = t."ownerId" LEFT JOIN "Post" p ON p.id = t."referencedId" AND t.category IN ('POST', 'QUESTION', 'LESSON', 'EVENT')`;

const SESSION = `SELECT s.*, u.*, e.* FROM "Session" s JOIN "User" u ON u.id = s."userId" JOIN "Entity" e ON e.id = u."entityId" WHERE s.id = $1`;

interface Case extends GraphqlRequest {
  name: string;
  /** whether the GraphQL request is a logged-in viewer's */
  loggedIn: boolean;
  /** the same rows by hand */
  sql: (pool: pg.Pool) => Promise<unknown>;
  /** rows in the answer, for the table */
  rows: (data: Record<string, unknown>) => number;
}

interface Fixture {
  sessionId: string;
  viewer: number;
  person: number;
  commentedItem: number;
}

async function fill(pool: pg.Pool, db: Database): Promise<Fixture> {
  await fillRecords(db, RECORDS);
  await fillTimeline(pool, TIMELINE_ITEMS);
  const viewer = (await pool.query<{ entityId: number }>(`SELECT "entityId" FROM "User" WHERE email = 'user@lepke.test'`)).rows[0]!.entityId;
  const person = (
    await pool.query<{ ownerId: number }>(
      `SELECT "ownerId" FROM "TimelineItem" t JOIN "Entity" e ON e.id = t."ownerId" WHERE e.type = 0 AND t."ownerId" <> $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [viewer],
    )
  ).rows[0]!.ownerId;
  const commentedItem = (await pool.query<{ id: number }>(`SELECT id FROM "TimelineItem" WHERE privacy = 9 AND category = 'NOTE' ORDER BY time DESC LIMIT 1`)).rows[0]!
    .id;
  const people = `(SELECT array_agg(id ORDER BY id) FROM "Entity" WHERE type = 0)`;
  await pool.query(
    `INSERT INTO "Comment" (id, "objectId", "createdById", message, "updatedAt")
     SELECT $3 + n, $2, people[1 + n % cardinality(people)], 'Szép példány, ' || n || '. megjegyzés.', now() FROM generate_series(1, $1::int) AS n, ${people} AS p(people)`,
    [COMMENTS, encodeGlobalID('TimelineItem', commentedItem), FIRST_ID],
  );
  await pool.query(`UPDATE "TimelineItem" SET "commentCount" = $1 WHERE id = $2`, [COMMENTS, commentedItem]);
  await pool.query(
    `INSERT INTO "Media" (id, "ownerId", "clientKey", "dbKey", "mediaType", mime, ext, "fileName", bytes, sha256, "hasThumb", "hasPres", title, privacy, "updatedAt", "createdAt")
     SELECT $2 + n, people[1 + n % cardinality(people)], 'bench-' || n, 'bench/' || n, 'i', 'image/jpeg', 'jpg', 'lepke-' || n || '.jpg', 100000, md5(n::text), true, true,
            CASE WHEN n % 3 = 0 THEN 'Lepke ' || n ELSE '' END, (ARRAY[9,9,0])[1 + n % 3], now(), now() - (n || ' minutes')::interval
     FROM generate_series(1, $1::int) AS n, ${people} AS p(people)`,
    [MEDIA, FIRST_ID],
  );
  await pool.query('ANALYZE');
  const login = await pool.query<{ id: string }>(`SELECT s.id FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE u.email = 'user@lepke.test' LIMIT 1`);
  return { sessionId: login.rows[0]?.id ?? '', viewer, person, commentedItem };
}

function cases(f: Fixture): Case[] {
  const edges = (connection: unknown) => (connection as { edges: unknown[] }).edges.length;
  return [
    {
      name: `home timeline (${LIST_PAGE})`,
      query: webOperationText('HomeTimelinePaginationQuery'),
      variables: { count: LIST_PAGE, cursor: null, following: false },
      loggedIn: true,
      rows: (data) => edges(data.timeline),
      sql: async (pool) => {
        await pool.query(SESSION, [f.sessionId]);
        await pool.query(`${TIMELINE_CARD} WHERE ${VISIBLE_ITEM} ORDER BY t.time DESC, t.id DESC LIMIT ${LIST_PAGE + 1}`, [f.viewer]);
      },
    },
    {
      name: `public observation list (${OBSERVATION_PAGE})`,
      query: webOperationText('ObservationListPageListPaginationQuery'),
      variables: { count: OBSERVATION_PAGE, cursor: null },
      loggedIn: false,
      rows: (data) => edges(data.observations),
      sql: (pool) =>
        Promise.all([
          pool.query(`SELECT o.id, o.status, o.flags, o."speciesText", o."dateFrom", o."dateTo", o.individuals, o."lifeStage", o."mediaIds",
              o.country, o.region, o.sensitive, o."closestSettlement", o.location, o.eea10km,
              s.id AS "speciesId", s.genus, s.species, s.subspecies, s."commonNames", s."thumbnailUrl", e.id AS "uploaderId", e."displayName"
            FROM "Observation" o JOIN "TimelineItem" t ON t.id = o."itemId" LEFT JOIN "Species" s ON s.id = o."speciesId" JOIN "Entity" e ON e.id = o."uploaderId"
            WHERE t.privacy = 9 AND o.status IN (1, 2) ORDER BY o."dateFrom" DESC, o.id DESC LIMIT ${OBSERVATION_PAGE + 1}`),
          pool.query(`SELECT count(*) FROM (SELECT 1 FROM "Observation" o JOIN "TimelineItem" t ON t.id = o."itemId"
            WHERE t.privacy = 9 AND o.status IN (1, 2) LIMIT 2000) visible`),
        ]),
    },
    {
      name: `person's timeline (${LIST_PAGE})`,
      query: webOperationText('PersonTimelinePaginationQuery'),
      variables: { count: LIST_PAGE, cursor: null, id: encodeGlobalID('Entity', f.person) },
      loggedIn: true,
      rows: (data) => edges((data.node as { timeline: unknown }).timeline),
      sql: async (pool) => {
        await pool.query(SESSION, [f.sessionId]);
        await pool.query(`SELECT id, "displayName" FROM "Entity" WHERE id = $1`, [f.person]);
        await pool.query(`${TIMELINE_CARD} WHERE t."ownerId" = $2 AND ${VISIBLE_ITEM} ORDER BY t.time DESC, t.id DESC LIMIT ${LIST_PAGE + 1}`, [f.viewer, f.person]);
      },
    },
    {
      name: `comments of an item (${COMMENTS})`,
      query: webOperationText('CommentThreadPaginationQuery'),
      variables: { count: COMMENTS, cursor: null, id: encodeGlobalID('TimelineItem', f.commentedItem) },
      loggedIn: true,
      rows: (data) => edges((data.node as { comments: unknown }).comments),
      sql: async (pool) => {
        await pool.query(SESSION, [f.sessionId]);
        // the item, if visible, with whether the viewer administers its owner (viewerModeratesComments)
        await pool.query(
          `SELECT t.id, t."commentCount", EXISTS (SELECT 1 FROM "EntityRelation" r WHERE r."fromId" = $1 AND r."toId" = t."ownerId" AND r.code IN ('A', 'C', 'E', 'M')) AS moderates
           FROM "TimelineItem" t WHERE t.id = $2 AND ${VISIBLE_ITEM}`,
          [f.viewer, f.commentedItem],
        );
        await pool.query(
          `SELECT c.id, c.message, c."createdAt", c."evaluationCount", c."commentCount", e.id AS "createdById", e."displayName", e."profileImageUrl",
             EXISTS (SELECT 1 FROM "Like" l WHERE l."entityId" = $1 AND l."objectId" = ${globalId('Comment', 'c.id')}) AS liked
           FROM "Comment" c JOIN "Entity" e ON e.id = c."createdById"
           WHERE c."objectId" = $2 AND c."subThreadId" IS NULL
             AND NOT EXISTS (SELECT 1 FROM "Block" b WHERE (b."blockerId" = c."createdById" AND b."blockedId" = $1) OR (b."blockerId" = $1 AND b."blockedId" = c."createdById"))
           ORDER BY c.id LIMIT ${COMMENTS + 1}`,
          [f.viewer, encodeGlobalID('TimelineItem', f.commentedItem)],
        );
      },
    },
    {
      name: `species list (${LIST_PAGE} of 544)`,
      query: webOperationText('SpeciesListPageListPaginationQuery'),
      variables: { count: LIST_PAGE, cursor: null, query: null, group: null },
      loggedIn: false,
      rows: (data) => edges(data.speciesList),
      sql: (pool) =>
        Promise.all([
          pool.query(`SELECT id, family, genus, species, subspecies, author, "commonNames", "thumbnailUrl", protection, "redListHu", "statCount"
            FROM "Species" ORDER BY "group", family, genus, species, subspecies NULLS FIRST, id LIMIT ${LIST_PAGE + 1}`),
          pool.query(`SELECT count(*) FROM "Species"`),
        ]),
    },
    {
      name: `media grid (${LIST_PAGE})`,
      query: webOperationText('MediaListPageListPaginationQuery'),
      variables: { count: LIST_PAGE, cursor: null },
      loggedIn: false,
      rows: (data) => edges(data.mediaList),
      sql: (pool) => {
        // visibleMedia for a guest: public, featured, an entity's, or attached to a public item
        const visible = `m."mediaType" = 'i' AND (m.privacy = 9 OR m.featured OR m."entityId" IS NOT NULL
          OR EXISTS (SELECT 1 FROM "MediaAttachment" a JOIN "TimelineItem" t ON t.id = a."itemId" WHERE a."mediaId" = m.id AND t.privacy = 9))`;
        return Promise.all([
          pool.query(`SELECT m.id, m."dbKey", m."hasThumb", m."hasPres", m."hasPoster", m.link, m."posterUrl", m.title, m."fileName"
            FROM "Media" m WHERE ${visible} ORDER BY m."createdAt" DESC, m.id DESC LIMIT ${LIST_PAGE + 1}`),
          pool.query(`SELECT count(*) FROM "Media" m WHERE ${visible}`),
        ]);
      },
    },
  ];
}

/** Statements each request costs, on a second server in this process. */
async function statementsPerRequest(url: string, all: Case[]): Promise<number[]> {
  const counting = await countingServer(url);
  try {
    const cookie = await signIn(counting.url);
    const counts: number[] = [];
    for (const one of all) {
      const viewerCookie = one.loggedIn ? cookie : undefined;
      await postGraphql(counting.url, one, viewerCookie);
      counts.push(await counting.statementsOf(() => postGraphql(counting.url, one, viewerCookie)));
    }
    return counts;
  } finally {
    await counting.close();
  }
}

// The guest answer cache off: this compares executing a query with its SQL, not a cache hit with it
await onScratchServer({ GUEST_CACHE_SECONDS: '0' }, 4, async ({ url, server, pool }) => {
  const db = await openDatabase({ kind: 'postgres', url });
  try {
    const filling = performance.now();
    const cookie = await signIn(server.url);
    const fixture = await fill(pool, db);
    console.log(
      `GraphQL against raw SQL, PostgreSQL, 1 client, ${ROUNDS} warm requests each: ${RECORDS} records, ${TIMELINE_ITEMS} timeline items, ${COMMENTS} comments, ${MEDIA} media (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s)`,
    );
    const all = cases(fixture).filter((c) => !process.env.BENCH_ONLY || c.name.startsWith(process.env.BENCH_ONLY));
    const rows: Record<string, string | number>[] = [];
    const counts = await statementsPerRequest(url, all);
    for (const [index, one] of all.entries()) {
      const viewerCookie = one.loggedIn ? cookie : undefined;
      const answer = await postGraphql(server.url, one, viewerCookie);
      const cpuBefore = cpuMs(server.pid);
      const gql = latencySummary(await timed(ROUNDS, () => postGraphql(server.url, one, viewerCookie), 20));
      const serverCpu = (cpuMs(server.pid) - cpuBefore) / (ROUNDS + 20);
      const sql = latencySummary(await timed(ROUNDS, () => one.sql(pool), 20));
      rows.push({
        query: one.name,
        rows: one.rows(answer),
        'GraphQL p50 ms': gql.p50.toFixed(2),
        'GraphQL mean ms': gql.mean.toFixed(2),
        'SQL p50 ms': sql.p50.toFixed(2),
        'SQL mean ms': sql.mean.toFixed(2),
        'ratio p50': `${(gql.p50 / sql.p50).toFixed(2)}x`,
        'ratio mean': `${(gql.mean / sql.mean).toFixed(2)}x`,
        'server CPU ms': serverCpu.toFixed(2),
        statements: counts[index]!,
      });
    }
    console.table(rows);
    console.log('Goal: ratio ≤ 1.5x, statements ≤ 4 per page');
  } finally {
    await db.close();
  }
});
