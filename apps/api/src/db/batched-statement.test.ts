import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { batchedStatement, batchRoutine } from './batched-statement';
import { preparedStatement } from './prepared';

/** A counter per key that may not pass 3; each answer says which transaction wrote it. */
const single = preparedStatement(
  'tally_add',
  `insert into tally (id, n) values ($1::text, $2::integer)
   on conflict (id) do update set n = tally.n + excluded.n
   returning id, n, txid_current()::text as tx`,
);
const routine = batchRoutine('tally_add_batch', single.text, 2);
const tallyAdd = batchedStatement({
  single,
  batch: preparedStatement(
    'tally_add_batch',
    'select call_no, answer from tally_add_batch($1::text[], $2::text[])',
  ),
  maxInFlight: 1,
  maxBatch: 32,
  lockOrder: (values) => String(values[0]),
});

describe.each(databases())('batchedStatement on %s', (target) => {
  async function withTally(test: (db: Parameters<typeof tallyAdd.run>[0]) => Promise<void>) {
    const database = await target.create();
    try {
      const { db } = database.handle;
      await db.execute(sql`create table tally (id text primary key, n integer not null check (n <= 3))`);
      await db.execute(sql.raw(routine));
      await test(db);
    } finally {
      await database.drop();
    }
  }

  it('sends the first call alone and the calls that waited for it in one transaction, each its own answer', async () => {
    await withTally(async (db) => {
      const keys = Array.from({ length: 10 }, (_, i) => `key-${String(i).padStart(2, '0')}`);
      const answers = await Promise.all(keys.map((key) => tallyAdd.run(db, [key, 1])));
      expect(answers.map((rows) => rows.map((r) => [r.id, r.n]))).toEqual(keys.map((key) => [[key, 1]]));
      const [first, ...waited] = answers.map((rows) => rows[0]!.tx);
      expect(new Set(waited).size).toBe(1);
      expect(waited[0]).not.toBe(first);
      expect(tallyAdd.counts(db)).toEqual({ alone: 1, batches: 1, batchedCalls: 9, failedBatches: 0 });
    });
  });

  it('runs a batch’s calls one after another, each seeing what the ones before it wrote', async () => {
    await withTally(async (db) => {
      const answers = await Promise.all([1, 2, 3].map(() => tallyAdd.run(db, ['same', 1])));
      expect(answers.map((rows) => rows[0]!.n)).toEqual([1, 2, 3]);
    });
  });

  it('fails only the failing call of a batch; the others are written, the failed one is not', async () => {
    await withTally(async (db) => {
      await tallyAdd.run(db, ['full', 3]);
      const calls = [
        tallyAdd.run(db, ['first', 1]),
        tallyAdd.run(db, ['a', 1]),
        tallyAdd.run(db, ['full', 1]),
        tallyAdd.run(db, ['b', 2]),
      ];
      const settled = await Promise.allSettled(calls);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(String((settled[2] as PromiseRejectedResult).reason)).toMatch(/check constraint/);
      expect(tallyAdd.counts(db)).toMatchObject({ batches: 1, failedBatches: 1 });
      const rows = await db.execute(sql`select id, n from tally order by id`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'first', n: 1 },
        { id: 'full', n: 3 },
      ]);
    });
  });
});

describe.each(databases())('batchedStatement when a batch answers nonsense, on %s', (target) => {
  it('fails the calls of that batch instead of leaving them waiting', async () => {
    const database = await target.create();
    try {
      const { db } = database.handle;
      const broken = batchedStatement({
        single: preparedStatement('broken_single', 'select $1::text as v'),
        batch: { name: 'broken_batch', text: '', run: () => Promise.resolve([{ call_no: 99, answer: {} }]) },
        maxInFlight: 1,
        maxBatch: 32,
        lockOrder: (values) => String(values[0]),
      });
      const settled = await Promise.allSettled(['a', 'b', 'c'].map((v) => broken.run(db, [v])));
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect((settled[0] as PromiseFulfilledResult<unknown>).value).toEqual([{ v: 'a' }]);
    } finally {
      await database.drop();
    }
  });
});

describe('batchRoutine', () => {
  it('reads parameter n of each call from argN and refuses a parameter it was not given', () => {
    expect(routine).toContain('values (arg1[call_index]::text, arg2[call_index]::integer)');
    expect(() => batchRoutine('f', 'select $3', 2)).toThrow(/\$3 beyond 2/);
  });
});
