import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db/create-database';
import { seed } from '../../src/seed/seed';

/**
 * Migrating and seeding a database costs more than most API test files' tests (docs/performance.md,
 * "CI time"): PGlite's initdb alone is seconds. So the run's global setup (global-setup.ts) builds
 * each kind once, migrated (with the routines and triggers) and migrated + seeded, and every
 * test file opens a private copy: PGlite from a tarball of the data folder, PostgreSQL with
 * `create database … template …`. Built fresh on every run from the migrations, routines and
 * seed in the tree, so they never lag a change (no cache to go stale).
 */
export interface TemplateDatabases {
  /** Tarballs of PGlite data folders (files in a temporary folder of the run). */
  pglite: { empty: string; seeded: string };
  /** Template database names on TEST_DATABASE_URL's server; null when it is not set. */
  postgres: { empty: string; seeded: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

export interface BuiltTemplates {
  templates: TemplateDatabases;
  /** Removes the tarballs and drops the template databases. */
  remove(): Promise<void>;
}

async function buildPglite(folder: string): Promise<TemplateDatabases['pglite']> {
  const handle = await createDatabase({ dataDir: null });
  try {
    await handle.migrate();
    const write = async (name: string) => {
      if (!handle.dump) throw new Error('PGlite handles dump their data folder');
      const file = join(folder, name);
      const bytes: ArrayBuffer = await (await handle.dump()).arrayBuffer();
      writeFileSync(file, new Uint8Array(bytes));
      return file;
    };
    const empty = await write('empty.tar');
    await seed(handle.db);
    return { empty, seeded: await write('seeded.tar') };
  } finally {
    await handle.close();
  }
}

async function admin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates (and seeds) a database of the given name through the app's own code, then closes it. */
async function prepare(adminUrl: string, name: string, seeded: boolean): Promise<void> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await handle.migrate();
    if (seeded) await seed(handle.db);
  } finally {
    await handle.close();
  }
}

async function buildPostgres(
  adminUrl: string,
  names: NonNullable<TemplateDatabases['postgres']>,
): Promise<void> {
  const { empty, seeded } = names;
  await admin(adminUrl, [`create database ${empty}`]);
  await prepare(adminUrl, empty, false);
  await admin(adminUrl, [`create database ${seeded} template ${empty}`]);
  await prepare(adminUrl, seeded, true);
  // Nobody connects to a template again (a copy needs it idle, and no test may write to it).
  await admin(
    adminUrl,
    [empty, seeded].map((name) => `alter database ${name} with allow_connections false`),
  );
}

/** No run lasts this long: a template older than that was left by a run killed before its end. */
const LEFT_BEHIND_AFTER_S = 6 * 60 * 60;

/**
 * Drops the templates of runs killed before their end (`atelier_tpl_<start, unix s>_<hex>_…`,
 * started over six hours ago). Templates of runs still going are younger and stay.
 */
async function dropLeftBehind(adminUrl: string, nowS: number): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^atelier_tpl_[0-9]+_[0-9a-f]+_(empty|seeded)$'",
    );
    for (const { datname } of rows) {
      const started = Number(datname.split('_')[2]);
      if (nowS - started > LEFT_BEHIND_AFTER_S)
        await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/** Builds the run's templates (PostgreSQL too when `adminUrl` is given). */
export async function buildTemplateDatabases(adminUrl: string | null): Promise<BuiltTemplates> {
  const nowS = Math.floor(Date.now() / 1000);
  // The start time in the name lets a later run find templates a killed run left (dropLeftBehind).
  const run = `${nowS}_${randomBytes(4).toString('hex')}`;
  if (adminUrl) await dropLeftBehind(adminUrl, nowS);
  const folder = mkdtempSync(join(tmpdir(), `atelier-templates-${run}-`));
  const postgres = adminUrl
    ? { empty: `atelier_tpl_${run}_empty`, seeded: `atelier_tpl_${run}_seeded` }
    : null;
  const remove = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && postgres) {
      const drops = [postgres.seeded, postgres.empty].map(
        (name) => `drop database if exists ${name} with (force)`,
      );
      await admin(adminUrl, drops);
    }
  };
  try {
    // Both at once; settled before any cleanup, so nothing is still being built when it runs.
    const [pglite, built] = await Promise.allSettled([
      buildPglite(folder),
      adminUrl && postgres ? buildPostgres(adminUrl, postgres) : Promise.resolve(),
    ]);
    if (pglite.status === 'rejected') throw pglite.reason;
    if (built.status === 'rejected') throw built.reason;
    return { templates: { pglite: pglite.value, postgres }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
