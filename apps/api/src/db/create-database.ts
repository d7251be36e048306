import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set it wins over the embedded database. */
  databaseUrl?: string | null;
  /** Folder for PGlite's files (`<dataDir>/pglite`); null or undefined keeps it in memory. */
  dataDir?: string | null;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
}

/**
 * PostgreSQL connections per API process. A cart change holds its connection for the whole
 * transaction (a handful of round trips), so with 10 a few dozen concurrent shoppers queued for a
 * connection (`npm run bench`: add to cart at 32 connections did ~40% more with 24 than with 10
 * on the 2-core bench machine). 20 stays well inside PostgreSQL's default 100 connections with a
 * few processes.
 */
export const DEFAULT_POOL_SIZE = 20;

/** Any 64-bit key shared by every process of this app: serializes concurrent migrations. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Opens the database: real PostgreSQL through node-postgres when a URL is given (production, CI),
 * otherwise PGlite — PostgreSQL compiled to WASM — in DATA_DIR, so `npm start` needs no server.
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE);
  return createPglite(options.dataDir ?? null);
}

async function createPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // PGlite is single-connection and single-process, so no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function createPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    async migrate() {
      // Several API processes may start at once: the session-level advisory lock makes the others
      // wait, then find the migrations applied. It needs one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
