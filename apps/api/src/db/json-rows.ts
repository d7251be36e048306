import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Reading several tables in one round trip: `jsonRows(query)` turns a subquery into a JSON array
 * of its rows (`json_agg`, `[]` when empty), and `rowsFromJson` maps such an array back to the
 * rows drizzle's own `select()` returns (field names, Dates, numbers), through each column's own
 * driver mapping. Used where a request would otherwise wait for a dozen small queries one after
 * another (a cart: its items, products, images, variants, prices, promos, shipping, ...).
 *
 * JSON carries every column type these tables use as the driver would (integers and bigint
 * numbers as numbers, timestamptz as ISO text, jsonb as JSON) except `numeric`, whose exact
 * decimals a JSON number may not keep: a table with one is refused, read it apart (as text).
 */
export function jsonRows(subquery: SQL, orderBy?: string): SQL {
  const order = orderBy ? sql.raw(` order by ${orderBy}`) : sql``;
  return sql`(select coalesce(json_agg(r${order}), '[]'::json) from (${subquery}) r)`;
}

const EXACT_IN_JSON = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgSerial',
  'PgBigInt53',
  'PgBoolean',
  'PgText',
  'PgVarchar',
  'PgUUID',
  'PgJsonb',
  'PgJson',
  'PgTimestamp',
]);

export function rowsFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  for (const [field, column] of columns) {
    if (!EXACT_IN_JSON.has(column.columnType)) {
      throw new Error(`rowsFromJson: ${field} is a ${column.columnType}, which JSON may not carry exactly`);
    }
  }
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>[];
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [field, column] of columns) {
      const value = raw[column.name];
      row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
