import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The drizzle instance the app uses, whichever driver is underneath (PGlite or node-postgres):
 * both are PostgreSQL dialect, so queries and transactions are written once.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the migrations in apps/api/drizzle (idempotent; serialized across processes). `then`
   * runs before the lock is let go (the first start's seed), so of N processes starting together
   * on an empty database one seeds and the others find it seeded. Its `db` is the lock's own
   * connection on PostgreSQL (a pool of one must not wait for a second connection).
   */
  migrate(then?: (db: Database) => Promise<void>): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to open copies of it (`loadDataDir`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}
