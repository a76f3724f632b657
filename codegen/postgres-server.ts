import { randomBytes } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';

/** A PostgreSQL server on which the migration tooling creates (and drops) throwaway `lepke_mig_*` databases. */
export class PostgresServer {
  private readonly scratch = new Set<string>();

  /** `url` names the server and the database used for administration (and as the live database). */
  constructor(readonly url: string) {}

  urlFor(database: string): string {
    const url = new URL(this.url);
    url.pathname = `/${encodeURIComponent(database)}`;
    return url.href;
  }

  /** Discrete fields rather than a connection string, so that a `database` override takes effect. */
  configFor(database?: string): pg.PoolConfig {
    const url = new URL(this.url);
    return {
      host: decodeURIComponent(url.hostname),
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password) || undefined,
      database: database ?? (decodeURIComponent(url.pathname.slice(1)) || 'postgres'),
    };
  }

  async isReachable(): Promise<boolean> {
    try {
      await this.admin('SELECT 1');
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ECONNREFUSED') return false;
      throw error;
    }
  }

  async createScratchDatabase(): Promise<string> {
    const name = `lepke_mig_${randomBytes(6).toString('hex')}`;
    await this.admin(`CREATE DATABASE "${name}"`);
    this.scratch.add(name);
    return name;
  }

  async dropScratchDatabases(): Promise<void> {
    for (const name of this.scratch) {
      await this.admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      this.scratch.delete(name);
    }
  }

  /** Schema-engine adapter on `database` (default: the URL's) whose shadow databases are scratch databases. */
  adapterFactory(database?: string): SqlMigrationAwareDriverAdapterFactory {
    return new ScratchShadowPg(this, database);
  }

  private async admin(sql: string): Promise<void> {
    const client = new pg.Client(this.configFor());
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}

/**
 * PrismaPg's own shadow databases are named `prisma_migrate_shadow_db_*` and its cleanup drops them
 * while its pool still holds connections, which fails; ours are scratch databases dropped at the end.
 */
class ScratchShadowPg extends PrismaPg {
  constructor(
    private readonly server: PostgresServer,
    database?: string,
  ) {
    super(server.configFor(database));
  }

  override async connect() {
    return wholeScripts(await super.connect());
  }

  override async connectToShadowDb() {
    return wholeScripts(await new PrismaPg(this.server.configFor(await this.server.createScratchDatabase())).connect());
  }
}

/**
 * PrismaPg runs a migration script by splitting it at every `;`, which cuts a function body
 * (`$$ … ; … $$`, e.g. the grid rollup's triggers) apart; the server's runner sends a script whole
 * (simple query protocol), and so does the tooling here.
 */
function wholeScripts<Adapter extends { executeScript(script: string): Promise<void>; underlyingDriver(): unknown }>(adapter: Adapter): Adapter {
  adapter.executeScript = async (script) => {
    await (adapter.underlyingDriver() as pg.PoolClient | pg.Pool).query(script);
  };
  return adapter;
}
