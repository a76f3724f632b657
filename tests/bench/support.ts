/** What the benchmarks share: the server process and its scratch database (tests/support), latency figures. */
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { admin, databaseUrl } from '../support/server-process.ts';

export { admin, databaseUrl, startServer } from '../support/server-process.ts';

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
  const name = `lepke_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  try {
    await run('PostgreSQL', await openDatabase({ kind: 'postgres', url: databaseUrl(name) }), pgRecords);
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  await run('PGlite', await openDatabase({ kind: 'pglite' }), pgliteRecords);
  process.exit(0);
}
