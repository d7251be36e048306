import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Tables a refused request may change by design: none yet besides drizzle's own bookkeeping. */
const UNWATCHED = new Set(['__drizzle_migrations']);

export type DatabaseSnapshot = Record<string, number>;

async function rowsOf<T>(db: Database, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/**
 * What a refused console request must leave as it was: the row count of every table of the
 * schema, and the sum of every `version` column (a versioned update changes no count). Read
 * from the catalog, so a table or versioned entity added later is watched without a change here.
 */
export async function databaseSnapshotter(db: Database): Promise<() => Promise<DatabaseSnapshot>> {
  const tables = (
    await rowsOf<{ table_name: string }>(
      db,
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((r) => r.table_name)
    .filter((name) => !UNWATCHED.has(name));
  const versioned = (
    await rowsOf<{ table_name: string }>(
      db,
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'version' order by table_name`,
    )
  ).map((r) => r.table_name);
  if (tables.length === 0) throw new Error('database snapshot: no tables found');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const columns = [
    ...tables.map((t) => `(select count(*) from ${quote(t)})::int as ${quote(`${t} rows`)}`),
    ...versioned.map(
      (t) => `(select coalesce(sum(version), 0) from ${quote(t)})::int as ${quote(`${t} versions`)}`,
    ),
  ].join(', ');
  // All in one round trip, so taking it around every request stays cheap.
  const query = `select ${columns}`;
  return async () => {
    const [snapshot] = await rowsOf<DatabaseSnapshot>(db, query);
    if (!snapshot) throw new Error('database snapshot: no answer');
    return snapshot;
  };
}
