import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { applyMigrations, readMigrations } from './migrations.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const MIGRATION_NAMES = readMigrations().map(({ name }) => name);
const SLOW = 30_000;

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lepke-migrations-'));
  tempDirs.push(dir);
  return dir;
}

function writeMigration(dir: string, name: string, sql: string): void {
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(join(dir, name, 'migration.sql'), sql);
}

async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await db.query<{ name: string | null }>('SELECT to_regclass($1)::text AS name', [table]);
  return row?.name != null;
}

async function recordedNames(db: Database, prefix: string): Promise<string[]> {
  const rows = await db.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" WHERE migration_name LIKE $1 ORDER BY migration_name', [
    `${prefix}%`,
  ]);
  return rows.map((row) => row.migration_name);
}

describe('applyMigrations on in-memory PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite' });
  }, SLOW);
  afterAll(() => db.close());

  test('applies every migration once', async () => {
    expect(await applyMigrations(db)).toEqual(MIGRATION_NAMES);
    for (const table of ['"User"', '"Entity"', '"TimelineItem"', '"Message"']) {
      expect(await tableExists(db, table)).toBe(true);
    }
    expect(await db.prisma.entity.count()).toBe(0);
    expect(await applyMigrations(db)).toEqual([]);
  });

  test('refuses a migration edited after it was applied, but not a line-ending conversion', async () => {
    const dir = tempDir();
    const name = '20000101000000_checksum_probe';
    writeMigration(dir, name, 'CREATE TABLE checksum_probe (id int);\nCREATE INDEX ON checksum_probe (id);\n');
    expect(await applyMigrations(db, dir)).toEqual([name]);
    writeMigration(dir, name, 'CREATE TABLE checksum_probe (id int);\r\nCREATE INDEX ON checksum_probe (id);\r\n');
    expect(await applyMigrations(db, dir)).toEqual([]);
    writeMigration(dir, name, 'CREATE TABLE checksum_probe (id bigint);\n');
    await expect(applyMigrations(db, dir)).rejects.toThrow(`${name} was edited after it was applied`);
  });

  test('rolls back a failing migration, does not record it and stops there', async () => {
    const dir = tempDir();
    writeMigration(dir, '20000102000000_rollback_ok', 'CREATE TABLE rollback_ok (id int);');
    writeMigration(dir, '20000102000001_rollback_broken', 'CREATE TABLE rollback_broken (id int);\nSELECT 1 / 0;');
    writeMigration(dir, '20000102000002_rollback_later', 'CREATE TABLE rollback_later (id int);');
    await expect(applyMigrations(db, dir)).rejects.toThrow(/20000102000001_rollback_broken failed and was rolled back: division by zero/);
    expect(await recordedNames(db, '20000102')).toEqual(['20000102000000_rollback_ok']);
    expect(await tableExists(db, 'rollback_ok')).toBe(true);
    expect(await tableExists(db, 'rollback_broken')).toBe(false);
    expect(await tableExists(db, 'rollback_later')).toBe(false);
  });
});

describe('on PostgreSQL', () => {
  const database = `lepke_mig_test_${randomBytes(4).toString('hex')}`;
  const url = new URL(database, SERVER_URL).href;

  async function admin(sql: string, databaseUrl = SERVER_URL): Promise<void> {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  function migrate(args: string[], env: Record<string, string | undefined>) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(join(ROOT, 'node_modules/.bin/tsx'), ['codegen/migrate.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  }

  beforeAll(() => admin(`CREATE DATABASE "${database}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));

  test('applies the real migrations once, also when two processes start at once', { timeout: SLOW }, async () => {
    const first = await openDatabase({ kind: 'postgres', url });
    const second = await openDatabase({ kind: 'postgres', url });
    try {
      const applied = await Promise.all([applyMigrations(first), applyMigrations(second)]);
      expect(applied.flat().sort()).toEqual(MIGRATION_NAMES);
      expect(await recordedNames(first, '')).toEqual(MIGRATION_NAMES);
      expect(await applyMigrations(second)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test('migrate check passes for the migrated database', { timeout: SLOW }, async () => {
    const result = await migrate(['check'], { DATABASE_URL: url });
    expect(result).toMatchObject({ code: 0, stdout: 'Migrations are in sync\n' });
  });

  test('migrate check fails for a schema change without a migration', { timeout: SLOW }, async () => {
    const schema = readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8');
    const drifted = schema.replace(/^model User \{\n/m, (line) => `${line}  nickname String?\n`);
    expect(drifted).not.toBe(schema);
    const path = join(tempDir(), 'schema.prisma');
    writeFileSync(path, drifted);
    const result = await migrate(['check', '--schema', path], { DATABASE_URL: undefined });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Added column `nickname`');
  });

  test('migrate check fails when the database drifted from the migrations', { timeout: SLOW }, async () => {
    await admin('ALTER TABLE "User" ADD COLUMN drift_probe int', url);
    const result = await migrate(['check'], { DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Removed column `drift_probe`');
  });
});
