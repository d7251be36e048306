import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';

type Results<Q extends readonly (() => unknown)[]> = { -readonly [K in keyof Q]: Awaited<ReturnType<Q[K]>> };

/**
 * Runs independent queries: side by side on the pool, one after another inside a transaction.
 * A transaction owns a single connection, where concurrent queries only queue up anyway, and
 * node-postgres warns about them ("client.query() when the client is already executing a query")
 * and its next major version refuses them.
 */
export async function runAll<Q extends readonly (() => unknown)[]>(
  db: Database,
  queries: readonly [...Q],
): Promise<Results<Q>> {
  if (db instanceof PgTransaction) {
    const results: unknown[] = [];
    for (const query of queries) results.push(await query());
    return results as Results<Q>;
  }
  return (await Promise.all(queries.map((query) => query()))) as Results<Q>;
}
