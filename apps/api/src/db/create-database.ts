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
import { installRoutines } from './routines';
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
 * PostgreSQL connections per API process. Get cart and most adds to a cart are single statements
 * outside any transaction now (carts/cart-state.ts, carts/quick-add.ts), so a connection is held
 * for one round trip, not a transaction's handful; more backends than that keeps busy only add
 * PostgreSQL processes competing for the same cores. On the 2-core bench machine, at 32 connections
 * (`npm run bench`, same run, server and PostgreSQL CPU read from /proc): 20 connections cost
 * PostgreSQL ~1.0 ms of CPU per add (p99 87–106 ms), 8 ~0.75 ms (p99 57–64 ms), 4 ~0.65 ms (p99
 * 44 ms). 8 leaves room for the transactions that still hold a connection (orders, cart changes on
 * the locked path) and stays far inside PostgreSQL's default 100 connections with several processes.
 */
export const DEFAULT_POOL_SIZE = 8;

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
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await installRoutines((text) => client.exec(text));
    },
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
          await installRoutines((text) => client.query(text));
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
