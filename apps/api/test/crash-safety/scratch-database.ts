import pg from 'pg';
import { createScratchPostgres } from '../support/scratch-postgres';

export interface ScratchDatabase {
  /** `postgres://.../crash_<hex>`: what the server processes get as DATABASE_URL. */
  url: string;
  /** The test's own connections, to read what the server left. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A database of its own on the server TEST_DATABASE_URL names (`crash_<random hex>`), so the
 * crash test never touches `test` or the databases other API suites create in parallel. Empty:
 * the first server process migrates and seeds it, as `npm start` does on a new database.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const scratch = await createScratchPostgres(adminUrl, 'crash');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 3 });
  return {
    url: scratch.url,
    pool,
    async drop() {
      await pool.end();
      await scratch.drop();
    },
  };
}
