import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import type { DatabaseHandle } from '../../src/db/database';
import { seed as seedDatabase } from '../../src/seed/seed';
import { createScratchPostgres } from './scratch-postgres';
import type { TemplateDatabases } from './template-databases';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

export interface CreateOptions {
  /** With the store's seed data (default false: migrated and empty). */
  seeded?: boolean;
}

export interface DatabaseTarget {
  /** `pglite` or `postgres`, for test titles. */
  name: string;
  /** A fresh, migrated database of this caller's own: empty, or seeded when asked. */
  create(options?: CreateOptions): Promise<TestDatabase>;
}

/** The run's templates (global-setup.ts), or null when the run has no global setup. */
function templates(): TemplateDatabases | null {
  return inject('templateDatabases') ?? null;
}

/** Without templates: migrate (and seed) the new database here, as every file once did. */
async function prepare(handle: DatabaseHandle, options: CreateOptions): Promise<void> {
  await handle.migrate();
  if (options.seeded) await seedDatabase(handle.db);
}

/** Each tarball read once per worker process; every database opened from it is a private copy. */
const tarballs = new Map<string, Promise<Blob>>();
function tarball(file: string): Promise<Blob> {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(file, blob);
  }
  return blob;
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async create(options = {}) {
    const template = templates()?.pglite;
    if (!template) {
      const handle = await createDatabase({ dataDir: null });
      await prepare(handle, options);
      return { handle, drop: () => handle.close() };
    }
    const loadDataDir = await tarball(options.seeded ? template.seeded : template.empty);
    const handle = await createDatabase({ dataDir: null, loadDataDir });
    return { handle, drop: () => handle.close() };
  },
};

/** A database of its own per test file on the server TEST_DATABASE_URL points at. */
function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async create(options = {}) {
      const template = templates()?.postgres;
      const scratch = await createScratchPostgres(adminUrl, 'atelier_t', {
        template: template ? (options.seeded ? template.seeded : template.empty) : undefined,
      });
      const handle = await createDatabase({ databaseUrl: scratch.url, poolSize: 5 });
      if (!template) await prepare(handle, options);
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
