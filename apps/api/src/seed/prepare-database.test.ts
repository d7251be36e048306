import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgres, type ScratchPostgres } from '../../test/support/scratch-postgres';
import { createDatabase } from '../db/create-database';
import type { DatabaseHandle } from '../db/database';
import { seedData } from './data';
import { prepareDatabase } from './prepare-database';

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim();

async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(
    sql.raw(`select count(*)::int as n from "${table}"`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

// PGlite is one process by construction (its folder's lock); the race is PostgreSQL's.
describe.skipIf(!ADMIN_URL)('start-up of several processes on one empty PostgreSQL database', () => {
  let scratch: ScratchPostgres | undefined;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await scratch?.drop();
  });

  it('three processes preparing it at once migrate and seed it once, without an error', async () => {
    scratch = await createScratchPostgres(ADMIN_URL!, 'atelier_start');
    for (let i = 0; i < 3; i++) handles.push(await createDatabase({ databaseUrl: scratch.url, poolSize: 3 }));
    const seeded: number[] = [];
    await Promise.all(
      handles.map((handle, i) =>
        prepareDatabase(handle, { info: (message: unknown) => message && seeded.push(i) }, {}),
      ),
    );
    expect(seeded).toHaveLength(1);
    const [first] = handles;
    expect(await count(first!, 'countries')).toBe(seedData.countries.length);
    expect(await count(first!, 'products')).toBe(seedData.products.length);
    expect(await count(first!, 'users')).toBe(seedData.members.length);
    expect(await count(first!, 'cms_pages')).toBe(seedData.cmsPages.length);
  }, 120_000);

  it('a pool of one connection (DATABASE_POOL_SIZE=1) seeds on the connection holding the lock instead of waiting for a second', async () => {
    const own = await createScratchPostgres(ADMIN_URL!, 'atelier_start');
    const single = await createDatabase({ databaseUrl: own.url, poolSize: 1 });
    try {
      await prepareDatabase(single, undefined, {});
      expect(await count(single, 'countries')).toBe(seedData.countries.length);
    } finally {
      await single.close();
      await own.drop();
    }
  }, 120_000);
});
