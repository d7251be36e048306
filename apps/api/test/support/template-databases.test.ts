import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION_QUERY } from '../../src/db/catalogue-version';
import type { Database } from '../../src/db/database';
import { quickAddBatchRoutine } from '../../src/modules/carts';
import { databases, type TestDatabase } from './databases';

async function value(db: Database, query: string): Promise<string> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return String(Object.values(result.rows[0] ?? {})[0]);
}

const productCount = 'select count(*) from products';
const routineCount = (name: string) => `select count(*) from pg_proc where proname = '${name}'`;

// Every file's database is a copy of the run's template (global-setup.ts): it must be complete
// (routines, the catalogue version's triggers, the seed) and private (no write reaches another).
describe.each(databases())('template copies on %s', (target) => {
  const opened: TestDatabase[] = [];
  const open = async (seeded: boolean) => {
    const database = await target.create({ seeded });
    opened.push(database);
    return database.handle.db;
  };
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.drop()));
  });

  it('gives each caller a seeded database of its own, with the routines and the version triggers', async () => {
    const [mine, theirs] = [await open(true), await open(true)];
    const products = await value(theirs, productCount);
    expect(Number(products)).toBeGreaterThan(0);
    expect(await value(mine, routineCount(quickAddBatchRoutine.name))).toBe('1');
    const version = await value(mine, CATALOGUE_VERSION_QUERY);

    await mine.execute(sql`update products set sku = sku || '-changed'`);

    // The trigger counted the change on this copy only.
    expect(Number(await value(mine, CATALOGUE_VERSION_QUERY))).toBeGreaterThan(Number(version));
    expect(await value(theirs, CATALOGUE_VERSION_QUERY)).toBe(version);
    expect(await value(theirs, "select count(*) from products where sku like '%-changed'")).toBe('0');
    // A copy opened after the write still starts from the template, not from the changed copy.
    const later = await open(true);
    expect(await value(later, "select count(*) from products where sku like '%-changed'")).toBe('0');
    expect(await value(later, productCount)).toBe(products);
  });

  it('gives an empty, migrated one when no seed is asked for', async () => {
    const empty = await open(false);
    expect(await value(empty, productCount)).toBe('0');
    expect(await value(empty, routineCount(quickAddBatchRoutine.name))).toBe('1');
  });
});
