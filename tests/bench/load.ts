/**
 * Load benchmark on PostgreSQL: 200 connections for BENCH_LOAD_SECONDS (default 30) against a
 * freshly started server process (as production starts it) on a scratch database with the demo
 * data, 100,000 synthetic records and 5,000 timeline items. Three scenarios, each on a server
 * started anew: (a) the guest observation list page of 20 over GraphQL (the web app's query),
 * (b) the same page over REST, (c) the home timeline of BENCH_LOAD_USERS (default 50) signed-in
 * users, cookies rotating per request. Prints requests/s, p50, p99, errors, non-2xx and timeouts,
 * for the whole run and separately for its first 10 s (cold) and the rest (warm).
 * BENCH_LOAD_SCENARIOS picks some (e.g. `graphql,rest`); BENCH_LOAD_ENV adds server environment
 * variables (`A=1,B=2`) to compare settings.
 */
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { LIST_PAGE_SIZE } from '../../domain/paging.ts';
import { webOperationText } from '../../server/graphql/web-operations.ts';
import { PUBLIC_LIST_VARIABLES } from '../../server/http/warm-up.ts';
import { HOME_PAGE_VARIABLES } from '../../web/features/home/home-page-variables.ts';
import { fillRecords } from './records.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { type GraphqlRequest, latencySummary, postGraphql, scratchDatabase, startServer } from './support.ts';
import { fillTimeline } from './timeline-items.ts';
import { openDatabase } from '../../server/db/database.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const COLD_SECONDS = 10;
const RECORDS = 100_000;
const TIMELINE_ITEMS = 5000;
const PAGE_SIZE = 20;
const SCENARIOS = (process.env.BENCH_LOAD_SCENARIOS ?? 'graphql,rest,timeline').split(',');
const SERVER_ENV = Object.fromEntries(
  (process.env.BENCH_LOAD_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

/** The records list without filters, as a starting server warms up with it, at the page of 20. */
const listVariables = { ...PUBLIC_LIST_VARIABLES, count: PAGE_SIZE };
const listRequest: GraphqlRequest = { query: webOperationText('ObservationListPageQuery'), variables: listVariables };
const timelineRequest: GraphqlRequest = { query: webOperationText('HomePageQuery'), variables: HOME_PAGE_VARIABLES };

/** Signed-in users like the demo user (same relations, consents and password), each with a session; their cookies. */
async function makeUsers(pool: pg.Pool, count: number): Promise<string[]> {
  const cookies: string[] = [];
  const template = (await pool.query<{ id: number; entityId: number }>(`SELECT id, "entityId" FROM "User" WHERE email = 'user@lepke.test'`)).rows[0]!;
  for (let i = 0; i < count; i++) {
    const entity = (await pool.query<{ id: number }>(`INSERT INTO "Entity" (type, "displayName", "updatedAt") VALUES (0, $1, now()) RETURNING id`, [`Terhelő ${i}`]))
      .rows[0]!.id;
    const user = (
      await pool.query<{ id: number }>(
        `INSERT INTO "User" (email, "passwordHash", role, status, language, "entityId", settings, "privacyAcceptedAt", "updatedAt")
         SELECT $1, "passwordHash", role, status, language, $2, settings, "privacyAcceptedAt", now() FROM "User" WHERE id = $3 RETURNING id`,
        [`load${i}@lepke.test`, entity, template.id],
      )
    ).rows[0]!.id;
    await pool.query(`INSERT INTO "Consent" ("userId", name, accepted) SELECT $1, name, accepted FROM "Consent" WHERE "userId" = $2`, [user, template.id]);
    await pool.query(`INSERT INTO "EntityRelation" ("fromId", "toId", code) SELECT $1, "toId", code FROM "EntityRelation" WHERE "fromId" = $2 AND "toId" <> $1`, [
      entity,
      template.entityId,
    ]);
    await pool.query(`INSERT INTO "EntityRelation" ("fromId", "toId", code) SELECT "fromId", $1, code FROM "EntityRelation" WHERE "toId" = $2 AND "fromId" <> $1`, [
      entity,
      template.entityId,
    ]);
    const token = randomBytes(32).toString('base64url');
    await pool.query(`INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`, [
      createHash('sha256').update(token).digest('hex'),
      user,
    ]);
    cookies.push(`lepke_session=${token}`);
  }
  await pool.query('ANALYZE');
  return cookies;
}

interface Scenario {
  name: string;
  options: autocannon.Options;
  /** the answer one request gives, checked before the run */
  check(url: string): Promise<string>;
}

interface Sample {
  at: number;
  ms: number;
  ok: boolean;
}

function summary(label: string, samples: Sample[], seconds: number, errors: number, timeouts: number) {
  const latency = latencySummary(samples.map((sample) => sample.ms));
  const non2xx = samples.filter((sample) => !sample.ok).length;
  const rate = samples.length / seconds;
  return `  ${label.padEnd(12)} ${rate.toFixed(0).padStart(6)} req/s   p50 ${latency.p50?.toFixed(0) ?? '-'} ms   p99 ${latency.p99?.toFixed(0) ?? '-'} ms   errors ${errors}   non-2xx ${non2xx}   timeouts ${timeouts}`;
}

async function runLoad(url: string, scenario: Scenario) {
  const samples: Sample[] = [];
  const errorsAt: number[] = [];
  const instance = autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    ...scenario.options,
    url: `${url}${scenario.options.url}`,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  const start = performance.now();
  void instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    samples.push({ at: (performance.now() - start) / 1000, ms: responseTime, ok: statusCode >= 200 && statusCode < 300 });
  });
  void instance.on('reqError', () => errorsAt.push((performance.now() - start) / 1000));
  const result = await instance;
  const cold = samples.filter((sample) => sample.at < COLD_SECONDS);
  const warm = samples.filter((sample) => sample.at >= COLD_SECONDS);
  const coldErrors = errorsAt.filter((at) => at < COLD_SECONDS).length;
  console.log(summary('whole run', samples, SECONDS, result.errors, result.timeouts));
  console.log(summary(`first ${COLD_SECONDS} s`, cold, COLD_SECONDS, coldErrors, 0));
  console.log(summary('after', warm, SECONDS - COLD_SECONDS, result.errors - coldErrors, 0));
  console.log(`  (autocannon: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx)`);
}

async function graphqlCheck(url: string, request: GraphqlRequest, cookie?: string) {
  const data = await postGraphql<Record<string, { totalCount?: number; edges: unknown[] }>>(url, request, cookie);
  const list = data.observations ?? data.timeline;
  return list!.totalCount === undefined ? `${list!.edges.length} items` : `${list!.edges.length} of ${list!.totalCount}`;
}

const scratch = await scratchDatabase();
const { url } = scratch;
const pool = new pg.Pool({ connectionString: url, max: 4 });
let server: ServerProcess | undefined;
try {
  // The first start seeds the demo data; the synthetic rows go in beside it, then each scenario starts its own server.
  server = await startServer(url, SERVER_ENV);
  await server.stop();
  server = undefined;
  const filling = performance.now();
  const db = await openDatabase({ kind: 'postgres', url });
  await fillRecords(db, RECORDS);
  await db.close();
  await fillTimeline(pool, TIMELINE_ITEMS);
  const cookies = await makeUsers(pool, USERS);
  console.log(
    `${RECORDS} records, ${TIMELINE_ITEMS} timeline items, ${USERS} signed-in users (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s); ${CONNECTIONS} connections × ${SECONDS} s per scenario, each on a freshly started server`,
  );

  let next = 0;
  const scenarios: Record<string, Scenario> = {
    graphql: {
      name: `(a) guest GraphQL observation list, page of ${PAGE_SIZE}`,
      options: { url: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(listRequest) },
      check: (base) => graphqlCheck(base, listRequest),
    },
    rest: {
      name: `(b) guest REST observation list, GET /api/observation?_size=${PAGE_SIZE}`,
      options: { url: `/api/observation?_page=0&_size=${PAGE_SIZE}` },
      check: async (base) => {
        const response = await fetch(`${base}/api/observation?_page=0&_size=${PAGE_SIZE}`);
        if (!response.ok) throw new Error(`REST failed: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as Record<string, unknown>;
        return `${JSON.stringify(body).length} bytes`;
      },
    },
    timeline: {
      name: `(c) home timeline of ${USERS} signed-in users, page of ${LIST_PAGE_SIZE}`,
      options: {
        url: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(timelineRequest),
        requests: [
          {
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! } }),
          },
        ],
      },
      check: (base) => graphqlCheck(base, timelineRequest, cookies[0]),
    },
  };
  for (const key of SCENARIOS) {
    const scenario = scenarios[key]!;
    server = await startServer(url, SERVER_ENV);
    console.log(`${scenario.name}:`);
    // The check runs on a second, throw-away server start: the measured server has answered nothing before the load.
    const checking = await startServer(url, SERVER_ENV);
    console.log(`  one answer: ${await scenario.check(checking.url)}`);
    await checking.stop();
    await runLoad(server.url, scenario);
    await server.stop();
    server = undefined;
  }
} finally {
  await pool.end();
  await server?.stop();
  await scratch.drop();
}
process.exit(0);
