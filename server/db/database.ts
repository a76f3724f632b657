import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/prisma/client.ts';

/** The application's database: a Prisma client plus raw access for migrations and maintenance. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly prisma: PrismaClient;
  /** Runs a multi-statement SQL script (simple query protocol), e.g. a migration file. */
  execScript(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** `poolSize`: connections at most (default 10) */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means an in-memory database (tests) */
  | { kind: 'pglite'; dataDir?: string };

export type PrismaLog = ConstructorParameters<typeof PrismaClient>[0]['log'];

export async function openDatabase(target: DatabaseTarget, log?: PrismaLog): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize ?? 10, log) : openPglite(target.dataDir, log);
}

function openPostgres(url: string, poolSize: number, log?: PrismaLog): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closed (restart, failover, a test dropping its database) is
  // replaced on next use; without a listener its error would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), log });
  return {
    kind: 'postgres',
    prisma,
    async execScript(sql) {
      await pool.query(sql);
    },
    async query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await pool.query<Row>(sql, params)).rows;
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, log?: PrismaLog): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client), log });
  return {
    kind: 'pglite',
    prisma,
    async execScript(sql) {
      await client.exec(sql);
    },
    async query(sql, params) {
      return (await client.query(sql, params)).rows as never;
    },
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}
