import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { openDatabase } from '../server/db/database.ts';
import { applyMigrations, type MigrationTarget } from '../server/db/migrations.ts';
import { PostgresServer } from './postgres-server.ts';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the schema engine runs: a PostgreSQL server, or in-memory PGlite when none is reachable. */
export interface MigrationBackend {
  /** An adapter for diffs that only need shadow databases. */
  scratchAdapter(): Promise<SqlMigrationAwareDriverAdapterFactory>;
  /** An adapter on DATABASE_URL's database or, without one, on a fresh database migrated by the server's runner. */
  liveAdapter(migrationsDir: string): Promise<{ adapter: SqlMigrationAwareDriverAdapterFactory; description: string }>;
  /** Drops whatever the backend created. */
  close(): Promise<void>;
}

export async function connectBackend(): Promise<MigrationBackend> {
  const url = process.env.DATABASE_URL || undefined;
  const server = new PostgresServer(url ?? DEFAULT_SERVER_URL);
  if (url || (await server.isReachable())) return postgresBackend(server, url !== undefined);
  console.error(`No PostgreSQL server at ${DEFAULT_SERVER_URL}; working on in-memory PGlite (slower)`);
  return pgliteBackend();
}

function postgresBackend(server: PostgresServer, urlIsLive: boolean): MigrationBackend {
  return {
    scratchAdapter() {
      return Promise.resolve(server.adapterFactory());
    },
    async liveAdapter(migrationsDir) {
      if (urlIsLive) return { adapter: server.adapterFactory(), description: 'The database at DATABASE_URL' };
      const database = await server.createScratchDatabase();
      const db = await openDatabase({ kind: 'postgres', url: server.urlFor(database) });
      try {
        await applyMigrations(db, migrationsDir);
      } finally {
        await db.close();
      }
      return { adapter: server.adapterFactory(database), description: 'A fresh database migrated by the runner' };
    },
    close: () => server.dropScratchDatabases(),
  };
}

function pgliteBackend(): MigrationBackend {
  const clients: PGlite[] = [];
  const newClient = async () => {
    const client = await PGlite.create();
    clients.push(client);
    return client;
  };
  return {
    async scratchAdapter() {
      return new PrismaPGlite(await newClient());
    },
    async liveAdapter(migrationsDir) {
      const client = await newClient();
      await applyMigrations(pgliteTarget(client), migrationsDir);
      return { adapter: new PrismaPGlite(client), description: 'A fresh PGlite database migrated by the runner' };
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()));
    },
  };
}

function pgliteTarget(client: PGlite): MigrationTarget {
  return {
    async execScript(sql) {
      await client.exec(sql);
    },
    async query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await client.query<Row>(sql, params)).rows;
    },
  };
}
