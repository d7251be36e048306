import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/**
 * Seed records reference each other by natural keys (product slug, variant sku, tag slug ...);
 * rows get database ids. After an `on conflict do nothing` insert (which returns only new rows)
 * this reads the ids of all the keys, new and old alike.
 */
export async function idsByKey(
  db: Database,
  table: PgTable,
  keyColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = (await db
    .select({ key: keyColumn, id: idColumn })
    .from(table)
    .where(inArray(keyColumn, [...keys]))) as { key: string; id: number }[];
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** A key that must exist (the seed data is checked by its own tests; this guards the mapping). */
export function must(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} '${key}'`);
  return id;
}

/** Inserts in slices so one statement never carries tens of thousands of parameters. */
export async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
