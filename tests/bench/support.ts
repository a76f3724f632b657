/** What the benchmarks share: a scratch database on the PostgreSQL server, the server in its own process, latency figures. */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { rootDir } from '../../server/config.ts';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * The server runs in its own process, as in production, so the load generator does not share its
 * CPU; node itself runs it (not a tsx wrapper), so `pid` is the server's for memory readings.
 */
export async function startServer(url: string, env: Record<string, string> = {}): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'error', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: listening,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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
