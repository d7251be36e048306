import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';
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
  /**
   * In memory only: start from this data folder (a tarball from `DatabaseHandle.dump`) instead of
   * an empty one. The API tests open their per-file database from a migrated, seeded template so
   * each file skips initdb, the migrations and the seed (test/support/template-databases.ts).
   */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL connections per API process. Get cart and most adds to a cart are single statements
 * outside any transaction now (carts/cart-contents.ts, carts/quick-add.ts), so a connection is held
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
  return createPglite(options.dataDir ?? null, options.loadDataDir);
}

/** A second process (start, seed, content import) asked for an embedded database already open. */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another process is using the embedded database in ${dataDir} (npm start, a seed or a ` +
        'content import): stop it first, or give this one its own DATA_DIR. Nothing was changed. ' +
        '(If no other process runs, the last one stopped without closing: try again in 10 seconds.)',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** How long a lock whose process stopped refreshing it (a crash) keeps the folder. */
const LOCK_STALE_MS = 10_000;

/**
 * PGlite's files must be opened by one process at a time: two would each write the folder and
 * corrupt it. A lock beside the folder (`<dataDir>/pglite.lock`, proper-lockfile: created
 * atomically, refreshed while the process runs, free again 10 s after a crash) is taken before
 * PGlite touches anything; a second process gets DatabaseInUseError.
 */
async function lockDataFolder(dataDir: string, folder: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(folder, { stale: LOCK_STALE_MS, retries: 0, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DatabaseInUseError(dataDir);
    throw error;
  }
}

async function createPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  let unlock: () => Promise<void> = async () => undefined;
  if (dataDir) {
    const folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    unlock = await lockDataFolder(dataDir, folder);
    client = new PGlite(folder);
  } else {
    client = loadDataDir ? new PGlite({ loadDataDir }) : new PGlite();
  }
  try {
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One connection in one process (the folder's lock), so migrations need no lock of their own.
    async migrate(then) {
      await migratePglite(db, { migrationsFolder });
      await installRoutines((text) => client.exec(text));
      await then?.(db as unknown as Database);
    },
    async dump() {
      // A checkpoint first, so a copy opened from the tarball starts without replaying the WAL.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    async close() {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
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
    async migrate(then) {
      // Several API processes may start at once: the session-level advisory lock makes the others
      // wait, then find the migrations applied (and the seed `then` wrote). It needs one dedicated
      // connection, which `then` gets too.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
          await installRoutines((text) => client.query(text));
          await then?.(drizzlePostgres({ client, schema }) as unknown as Database);
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
