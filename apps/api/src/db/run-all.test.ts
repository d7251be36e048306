import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { runAll } from './run-all';

describe.each(databases())('runAll on %s', (target) => {
  it('returns results in order, on the pool and inside a transaction', async () => {
    const database = await target.create();
    try {
      const { db } = database.handle;
      const one = () => db.execute(sql`select 1 as n`);
      const two = () => db.execute(sql`select 2 as n`);
      const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
      const [a, b] = await runAll(db, [one, two]);
      expect([rows(a), rows(b)]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
      const inTx = await db.transaction(async (tx) => {
        // The sequential path is the one taken inside a transaction, on either driver.
        expect(tx).toBeInstanceOf(PgTransaction);
        const [x, y, z] = await runAll(tx, [
          () => tx.execute(sql`select 'x' as v`),
          () => Promise.resolve(42),
          () => tx.execute(sql`select 'z' as v`),
        ]);
        return [rows(x), y, rows(z)];
      });
      expect(inTx).toEqual([[{ v: 'x' }], 42, [{ v: 'z' }]]);
    } finally {
      await database.drop();
    }
  });
});
