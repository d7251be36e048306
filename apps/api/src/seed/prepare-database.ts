import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { countries } from '../db/schema';
import type { DatabaseHandle } from '../db/database';
import { seed } from './seed';

/** An empty database is one without countries: nothing can be sold before they exist. */
export async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ code: countries.code }).from(countries).limit(1);
  return rows.length === 0;
}

/** Runs the migrations, then seeds a database that has never been seeded (first start). */
export async function prepareDatabase(
  handle: DatabaseHandle,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await handle.migrate();
  if (await isEmpty(handle)) {
    log?.info('empty database: seeding the store data');
    await seed(handle.db);
    // Planner statistics for the tables just filled: without them the first plans assume default
    // sizes (the cart statements then scan whole price tables) until autovacuum gets round to it.
    await handle.db.execute(sql`analyze`);
  }
}
