import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { countries } from '../db/schema';
import type { Database, DatabaseHandle } from '../db/database';
import { seedDemoStaff } from '../modules/staff';
import { DEMO_PASSWORD } from './data';
import { isDemoMode } from './demo-mode';
import { seed } from './seed';

/** An empty database is one without countries: nothing can be sold before they exist. */
export async function isEmpty(handle: Pick<DatabaseHandle, 'db'>): Promise<boolean> {
  const rows = await handle.db.select({ code: countries.code }).from(countries).limit(1);
  return rows.length === 0;
}

/**
 * Runs the migrations, then seeds a database that has never been seeded (first start), both under
 * one lock across processes (`DatabaseHandle.migrate`). In demo
 * mode (demo-mode.ts) the demo staff accounts are added at every start when missing, so a data
 * folder made before the console gets them too.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  log?: Pick<FastifyBaseLogger, 'info'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  // Under the migrations' lock: N processes starting together on an empty PostgreSQL database
  // seed it once (the others wait, then find it filled) instead of racing to insert the same rows.
  await handle.migrate(async (db) => {
    if (await isEmpty({ db })) {
      log?.info('empty database: seeding the store data');
      await seed(db);
      await analyzeFilledTables(db);
    }
    if (isDemoMode(handle.driver, env)) await seedDemoStaff(db, DEMO_PASSWORD);
  });
}

/**
 * Planner statistics for the tables the seed filled: without them the first plans assume default
 * sizes (the cart statements then scan whole price tables) until autovacuum gets round to it.
 * Only those: a table the seed left empty (carts, their lines, orders) is filled by shoppers, and
 * statistics saying "empty" would make every plan until the next autovacuum scan it whole — the
 * plans kept by prepared statements and the batched add's function longest of all (on the bench:
 * a scan of every cart line per add, slower with each add). Never analyzed, such a table is
 * planned as at least ten pages, where a lookup by key takes its index.
 */
async function analyzeFilledTables(db: Database): Promise<void> {
  await db.execute(sql`do $$
    declare t regclass; filled boolean;
    begin
      for t in select c.oid::regclass from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      loop
        execute format('select exists (select 1 from %s)', t) into filled;
        if filled then execute format('analyze %s', t); end if;
      end loop;
    end $$`);
}
