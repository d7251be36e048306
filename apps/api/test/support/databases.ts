import { createDatabase } from '../../src/db/create-database';
import type { DatabaseHandle } from '../../src/db/database';
import { createScratchPostgres } from './scratch-postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  /** `pglite` or `postgres`, for test titles. */
  name: string;
  /** A fresh, migrated, empty database. */
  create(): Promise<TestDatabase>;
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async create() {
    const handle = await createDatabase({ dataDir: null });
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  },
};

/** A database of its own per test file on the server TEST_DATABASE_URL points at. */
function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async create() {
      const scratch = await createScratchPostgres(adminUrl, 'atelier_t');
      const handle = await createDatabase({ databaseUrl: scratch.url, poolSize: 5 });
      await handle.migrate();
      return {
        handle,
        async drop() {
          await handle.close();
          await scratch.drop();
        },
      };
    },
  };
}

/**
 * The databases every API suite runs on: the embedded PGlite always, and real PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Use with `describe.each(databases())`.
 */
export function databases(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? [pglite, postgres(url)] : [pglite];
}
