import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgres {
  /** `postgres://…/{prefix}_{hex}` on the server the admin URL names. */
  url: string;
  /** Removes the database, even if a killed process still holds a connection to it. */
  drop(): Promise<void>;
}

async function run(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface ScratchOptions {
  /** Copy this database (a run's template, template-databases.ts) instead of starting empty. */
  template?: string;
}

/**
 * A database of its own (`{prefix}_{random hex}`) on the PostgreSQL server of `adminUrl`
 * (TEST_DATABASE_URL), empty or a copy of `template`, so suites running in parallel never share
 * one. Close every connection of your own before `drop()`.
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
  options: ScratchOptions = {},
): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(
    adminUrl,
    options.template ? `create database ${name} template ${options.template}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // `with (force)`: a server process killed a moment ago may still hold a backend.
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
