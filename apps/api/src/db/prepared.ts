import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';

/**
 * A hot statement written once as SQL text and run as a named prepared statement: each
 * PostgreSQL connection parses and plans it on first use only, and the server builds no query
 * per request (drizzle's builder rebuilds the text and its parameters on every call, a visible
 * share of a cart request's CPU). Positional parameters ($1, $2, …); rows come back as objects
 * with the driver's default parsing (json → values, text → strings), so these statements return
 * json and text columns and map rows through `rowsFromJson`.
 *
 * Only on the root database (the pool, or PGlite): a statement run here is its own transaction.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  run(db: Database, values: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  return {
    name,
    text,
    async run(db, values) {
      const client = clientOf(db);
      if (client instanceof pg.Pool) {
        const result = await client.query({ name, text, values: [...values] });
        return result.rows as Record<string, unknown>[];
      }
      if (client instanceof PGlite) {
        const result = await client.query<Record<string, unknown>>(text, [...values]);
        return result.rows;
      }
      throw new Error(`preparedStatement ${name}: runs on the root database only, not in a transaction`);
    },
  };
}

/**
 * How many statements the root database runs at once: its pool's connections (node-postgres), or
 * one (PGlite is a single connection).
 */
export function connectionsOf(db: Database): number {
  const client = clientOf(db);
  if (client instanceof pg.Pool) return client.options.max ?? 10;
  return 1;
}

/** The driver under drizzle: a pg.Pool or a PGlite on the root database, else (a transaction) none. */
function clientOf(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}
