import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, type PrismaLog } from '../../server/db/database.ts';
import type { PrismaClient } from '../../server/db/generated/prisma/client.ts';

/** A fresh, empty database for one test file, dropped again on close. */
export interface TestDatabase {
  db: Database;
  /** SQL statements Prisma ran since the last reset (only counted when opened with countQueries) */
  queryCount(): number;
  resetQueryCount(): void;
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL a new database `lepke_test_<random>` on that PostgreSQL server;
 * otherwise an in-memory PGlite.
 */
export async function openTestDatabase({ countQueries = false } = {}): Promise<TestDatabase> {
  const log: PrismaLog = countQueries ? [{ emit: 'event', level: 'query' }] : [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const db = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite' }, log);

  let queries = 0;
  // Database types its client without log events; this one was opened with the query event on.
  if (countQueries) (db.prisma as unknown as PrismaClient<'query'>).$on('query', () => void queries++);
  return {
    db,
    queryCount: () => queries,
    resetQueryCount: () => void (queries = 0),
    async close() {
      await db.close();
      await scratch?.drop();
    },
  };
}

async function createScratchDatabase(serverUrl: string) {
  const name = `lepke_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, async (admin) => {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      }),
  };
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
