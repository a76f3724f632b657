/**
 * What the benchmarks share: scratch databases, the server (in a process of its own, from
 * tests/support, or in this one, counting statements), GraphQL requests, latency figures.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import type { PrismaClient } from '../../server/db/generated/prisma/client.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { admin, databaseUrl, type ServerProcess, startServer } from '../support/server-process.ts';

export { startServer };

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** A new, empty database on BENCH_DATABASE_URL's server (default: local PostgreSQL); the first server start migrates it. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const name = `lepke_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  return { url: databaseUrl(name), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface ScratchServer {
  /** the scratch database's address */
  url: string;
  server: ServerProcess;
  /** a pool on the database beside the server's, for filling it and for hand-written SQL */
  pool: pg.Pool;
}

/**
 * Runs a benchmark against a server process (`env` adds to its environment) on a scratch database,
 * with a pool of `connections` on it; then closes the pool, stops the server, drops the database
 * and ends the process.
 */
export async function onScratchServer(env: Record<string, string>, connections: number, bench: (scratch: ScratchServer) => Promise<void>) {
  const scratch = await scratchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: connections });
  let server: ServerProcess | undefined;
  try {
    server = await startServer(scratch.url, env);
    await bench({ url: scratch.url, server, pool });
  } finally {
    await pool.end();
    await server?.stop();
    await scratch.drop();
  }
  process.exit(0);
}

/** The app in this process on `db`, as production runs it but quiet and without the public dataset's background build; `env` adds settings. */
export function startAppOn(db: Database, env: Record<string, string> = {}) {
  return startApp(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', DATASET_INTERVAL_HOURS: '0', ...env }), { db });
}

export interface CountingServer {
  url: string;
  /** The SQL statements the server sends while `requests` run. */
  statementsOf(requests: () => Promise<unknown>): Promise<number>;
  close(): Promise<void>;
}

/**
 * A server in this process on an already seeded PostgreSQL database, counting Prisma's query
 * events. Its guest answer cache is off: an answer from the cache costs no statement.
 */
export async function countingServer(url: string): Promise<CountingServer> {
  const db = await openDatabase({ kind: 'postgres', url }, [{ emit: 'event', level: 'query' }]);
  let statements = 0;
  (db.prisma as unknown as PrismaClient<'query'>).$on('query', () => void statements++);
  const app = await startAppOn(db, { SEED_DEMO: 'false', GUEST_CACHE_SECONDS: '0' });
  return {
    url: app.url,
    async statementsOf(requests) {
      statements = 0;
      await requests();
      return statements;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
}

const DEMO_LOGIN: GraphqlRequest = { query: `mutation { login(input: { email: "user@lepke.test", password: "${DEMO_PASSWORD}" }) { __typename } }` };

function sendGraphql(url: string, { query, variables }: GraphqlRequest, cookie?: string) {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}

/** Posts a GraphQL request, as the viewer of the session cookie if one is given; its data (a GraphQL error throws). */
export async function postGraphql<Data = Record<string, unknown>>(url: string, request: GraphqlRequest, cookie?: string): Promise<Data> {
  const body = (await (await sendGraphql(url, request, cookie)).json()) as { data?: Data; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Sends a mutation that signs in (by default the demo user's login); the session cookie it sets. */
export async function signIn(url: string, mutation: GraphqlRequest = DEMO_LOGIN): Promise<string> {
  const response = await sendGraphql(url, mutation);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** The CPU time (user and system) a process has used so far, in milliseconds (Linux's /proc; 10 ms ticks). */
export function cpuMs(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export interface LatencySummary {
  mean: number;
  p50: number;
  p99: number;
}

/** Mean and nearest-rank percentiles of latency samples in milliseconds. */
export function latencySummary(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length, p50: rank(50), p99: rank(99) };
}

/** `warmups` untimed runs, then `rounds` timed ones (milliseconds). */
export async function timed(rounds: number, once: () => Promise<unknown>, warmups = 2): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Runs a benchmark on a scratch PostgreSQL database (created and dropped; BENCH_DATABASE_URL names
 * the server), then on an embedded PGlite one, and ends the process.
 */
export async function onPostgresThenPglite(run: (label: string, db: Database, records: number) => Promise<void>, pgRecords: number, pgliteRecords: number) {
  const scratch = await scratchDatabase();
  try {
    await run('PostgreSQL', await openDatabase({ kind: 'postgres', url: scratch.url }), pgRecords);
  } finally {
    await scratch.drop();
  }
  await run('PGlite', await openDatabase({ kind: 'pglite' }), pgliteRecords);
  process.exit(0);
}
