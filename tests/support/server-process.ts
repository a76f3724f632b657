/**
 * The server in a process of its own, as in production, on a scratch database of the PostgreSQL
 * server: for the benchmarks (the load generator does not share its CPU) and the fault tests
 * (a process can be killed). Node itself runs it (not a tsx wrapper), so `pid` is the server's.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { rootDir } from '../../server/config.ts';

/** The PostgreSQL server the scratch databases are made on. */
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's own database (CREATE DATABASE, DROP DATABASE). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The address of a database of that name on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** everything the process wrote to stdout and stderr so far (stderr is passed on as well) */
  output(): string;
  /** Sends the signal (SIGTERM: a clean stop; SIGKILL: a crash) and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the server on a database; `env` adds to or overrides its environment. */
export async function startServer(url: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    // Every test registers from 127.0.0.1, and with REDIS_URL the registration limit outlives the
    // process (an earlier run's attempts still count): tests lift it, as the in-process harness does.
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      // The public dataset's background build would load the server under test.
      DATASET_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url: listening,
    pid: child.pid!,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}
