import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/create-database';
import type { DatabaseHandle } from '../db/database';

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
      const name = `atelier_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
      await handle.migrate();
      return {
        handle,
        async drop() {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          try {
            await cleanup.query(`drop database if exists ${name} with (force)`);
          } finally {
            await cleanup.end();
          }
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
