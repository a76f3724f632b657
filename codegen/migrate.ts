/**
 * Database migrations without Prisma's native engines (see README.md, Development):
 *   create <name>   write prisma/migrations/<timestamp>_<name>/migration.sql for the schema's changes
 *   check           fail when the migrations differ from the schema, or the database from the migrations
 *   deploy          apply pending migrations to DATABASE_URL with the runner the server uses at start-up
 * Options: --schema <path> (default prisma/schema.prisma)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SchemaContainer } from '@prisma/schema-engine-wasm';
import { openDatabase } from '../server/db/database.ts';
import { applyMigrations, DEFAULT_MIGRATIONS_DIR } from '../server/db/migrations.ts';
import { connectBackend } from './migration-backend.ts';
import { databaseTarget, datamodelTarget, LOCKFILE_CONTENT, LOCKFILE_NAME, migrationsTarget, openMigrationEngine } from './schema-engine.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function readSchema(path: string): SchemaContainer {
  return { path, content: readFileSync(path, 'utf8') };
}

/** Paths relative to the repository when inside it. */
function display(path: string): string {
  const inside = relative(ROOT, path);
  return inside.startsWith('..') ? path : inside;
}

async function create(name: string | undefined, schema: SchemaContainer): Promise<number> {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('Usage: migrate create <name>, the name in lower-case letters, digits and _');
    return 2;
  }
  const backend = await connectBackend();
  try {
    const engine = await openMigrationEngine(schema, await backend.scratchAdapter());
    const sql = await engine.diff(migrationsTarget(DEFAULT_MIGRATIONS_DIR), datamodelTarget(schema), 'sql');
    if (sql === null) {
      console.log('No schema changes');
      return 0;
    }
    const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = join(DEFAULT_MIGRATIONS_DIR, `${timestamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'migration.sql'), sql);
    const lockfile = join(DEFAULT_MIGRATIONS_DIR, LOCKFILE_NAME);
    if (!existsSync(lockfile)) writeFileSync(lockfile, LOCKFILE_CONTENT);
    console.log(`Created ${display(join(dir, 'migration.sql'))}`);
    return 0;
  } finally {
    await backend.close();
  }
}

async function check(schema: SchemaContainer): Promise<number> {
  const backend = await connectBackend();
  try {
    const live = await backend.liveAdapter(DEFAULT_MIGRATIONS_DIR);
    const engine = await openMigrationEngine(schema, live.adapter);
    const migrations = migrationsTarget(DEFAULT_MIGRATIONS_DIR);
    const schemaChanges = await engine.diff(migrations, datamodelTarget(schema), 'summary');
    const databaseChanges = await engine.diff(databaseTarget(schema), migrations, 'summary');
    if (schemaChanges !== null) {
      console.error(`${display(schema.path)} has changes that no migration makes`);
      console.error('(add a migration with: npm run db:migrate -- create <name>):');
      console.error(schemaChanges);
    }
    if (databaseChanges !== null) {
      console.error(`${live.description} differs from the migrations; it would need these changes:`);
      console.error(databaseChanges);
    }
    if (schemaChanges !== null || databaseChanges !== null) return 1;
    console.log('Migrations are in sync');
    return 0;
  } finally {
    await backend.close();
  }
}

async function deploy(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('deploy needs DATABASE_URL (the embedded database is migrated when the server starts)');
    return 2;
  }
  const db = await openDatabase({ kind: 'postgres', url });
  try {
    const applied = await applyMigrations(db);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations');
    return 0;
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { schema: { type: 'string', default: join(ROOT, 'prisma/schema.prisma') } },
  });
  const [command, name] = positionals;
  switch (command) {
    case 'create':
      return create(name, readSchema(values.schema));
    case 'check':
      return check(readSchema(values.schema));
    case 'deploy':
      return deploy();
    default:
      console.error('Usage: migrate create <name> | check | deploy [--schema <path>]');
      return 2;
  }
}

// The wasm engine leaves a timer running, so the process has to be ended explicitly.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
