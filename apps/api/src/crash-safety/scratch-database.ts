import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // `with (force)`: a server process killed a moment ago may still hold a backend.
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
