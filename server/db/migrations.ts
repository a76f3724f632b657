import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** One `prisma/migrations/<name>/migration.sql`. */
export interface Migration {
  readonly name: string;
  readonly sql: string;
  /** sha256 hex of the file's bytes, as Prisma records it */
  readonly checksum: string;
}

/** The part of a Database the runner needs. */
export type MigrationTarget = Pick<Database, 'execScript' | 'query'>;

// Prisma's own advisory lock key: this runner and Prisma's migrate also wait for each other.
const LOCK = 'SELECT pg_advisory_xact_lock(72707369);';
/** SQLSTATE raised when another process applied a migration while this one waited for the lock. */
const ALREADY_APPLIED = 'LK001';

const CREATE_BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
);`;

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null };

/** The migrations in `dir`, in the order they apply (by directory name). */
export function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: sha256(bytes) };
    });
}

/**
 * Applies the pending migrations of `migrationsDir`, each in its own transaction, with Prisma-compatible
 * bookkeeping in `_prisma_migrations`. Returns the names applied by this call.
 */
export async function applyMigrations(db: MigrationTarget, migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(migrationsDir);
  await db.execScript(`BEGIN;\n${LOCK}\n${CREATE_BOOKKEEPING}\nCOMMIT;`);
  const recorded = await recordedChecksums(db);
  for (const migration of migrations) {
    const checksum = recorded.get(migration.name);
    if (checksum !== undefined && !checksumMatches(checksum, migration)) {
      throw new Error(`Migration ${migration.name} was edited after it was applied (checksum mismatch); add a new migration instead`);
    }
  }
  const applied: string[] = [];
  for (const migration of migrations.filter(({ name }) => !recorded.has(name))) {
    if (await applyOne(db, migration)) applied.push(migration.name);
  }
  return applied;
}

async function recordedChecksums(db: MigrationTarget): Promise<Map<string, string>> {
  const rows = await db.query<AppliedRow>('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL');
  const failed = rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new Error(`Migration ${failed.migration_name} is recorded as failed in _prisma_migrations; ` + 'repair the database and mark it rolled back first');
  }
  return new Map(rows.map((row) => [row.migration_name, row.checksum]));
}

/** Returns false when another process applied the migration first. */
async function applyOne(db: MigrationTarget, migration: Migration): Promise<boolean> {
  const name = sqlString(migration.name);
  const script = [
    'BEGIN;',
    LOCK,
    `DO $guard$ BEGIN
  IF EXISTS (SELECT 1 FROM "_prisma_migrations" WHERE migration_name = ${name} AND rolled_back_at IS NULL) THEN
    RAISE EXCEPTION 'migration already applied' USING ERRCODE = '${ALREADY_APPLIED}';
  END IF;
END $guard$;`,
    migration.sql,
    `;INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
VALUES (${sqlString(randomUUID())}, ${sqlString(migration.checksum)}, ${name}, clock_timestamp(), 1);`,
    'COMMIT;',
  ].join('\n');
  try {
    await db.execScript(script);
    return true;
  } catch (error) {
    // PGlite keeps the aborted transaction open on its only connection (pg's pool has already
    // discarded the failed connection); a failing ROLLBACK must not hide the original error.
    await db.execScript('ROLLBACK').catch(() => undefined);
    if ((error as { code?: unknown }).code === ALREADY_APPLIED) return false;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, { cause: error });
  }
}

// Like Prisma, accept the line-ending conversions a git checkout may have made.
function checksumMatches(recorded: string, { sql, checksum }: Migration): boolean {
  return [checksum, sha256(sql.replaceAll('\r\n', '\n')), sha256(sql.replaceAll('\n', '\r\n'))].includes(recorded);
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
