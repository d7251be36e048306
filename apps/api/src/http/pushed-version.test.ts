import type { PGlite } from '@electric-sql/pglite';
import type { Product } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, type TestDatabase } from '../../test/support/databases';
import { request } from '../../test/support/http-client';
import { useTestServer } from '../../test/support/test-server';
import { CATALOGUE_VERSION_CHANNEL } from '../db/catalogue-version';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { productVariants, subscribers } from '../db/schema';
import { CatalogueFreshness, catalogueVersionSource, databaseVersion } from './freshness';

const pglite = databases().find((target) => target.name === 'pglite')!;
const postgres = databases().find((target) => target.name === 'postgres');

const SG = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const DETAIL = '/api/products/get/?type=best_seller&id=amber-oud';

const pgliteOf = (db: Database) => (db as unknown as { $client: PGlite }).$client;
const firstVariant = async (db: Database) => (await db.select().from(productVariants).limit(1))[0]!.id;
const moreStock = preparedStatement(
  'test_more_stock',
  'update product_variants set stock = stock + 1 where id = $1',
);

/** The ways the server writes to PGlite, each a commit of a catalogue change. */
const writes: [string, (db: Database, variantId: number) => Promise<unknown>][] = [
  [
    'drizzle, one statement',
    (db, id) =>
      db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + 1` })
        .where(eq(productVariants.id, id)),
  ],
  [
    'a drizzle transaction of two statements',
    (db, id) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update product_variants set stock = stock + 1 where id = ${id}`);
        await tx.execute(sql`update product_variants set stock = stock - 1 where id = ${id}`);
      }),
  ],
  [
    'a nested drizzle transaction (savepoint)',
    (db, id) =>
      db.transaction((tx) =>
        tx.transaction((inner) =>
          inner.execute(sql`update product_variants set stock = stock + 1 where id = ${id}`),
        ),
      ),
  ],
  ['a prepared statement', (db, id) => moreStock.run(db, [id])],
  [
    'plain SQL of several statements',
    (db, id) =>
      pgliteOf(db).exec(
        `update product_variants set stock = stock + 1 where id = ${id}; update product_variants set stock = stock - 1 where id = ${id}`,
      ),
  ],
];

describe('the catalogue version on PGlite (pushed by the database)', () => {
  let database: TestDatabase;
  let db: Database;
  let freshness: CatalogueFreshness;
  let variantId: number;
  beforeAll(async () => {
    database = await pglite.create({ seeded: true });
    db = database.handle.db;
    freshness = new CatalogueFreshness(catalogueVersionSource(() => db));
    variantId = await firstVariant(db);
  });
  afterAll(async () => {
    freshness?.close();
    await database?.drop();
  });

  // `after` is asked for in the writer's very continuation, with no turn of the event loop
  // between: a notification delivered any later (a timer, the next query's reply) fails this.
  it.each(writes)('has moved when the writer of a commit resumes: %s', async (_name, write) => {
    const before = await freshness.current();
    await write(db, variantId);
    const after = freshness.current();
    expect(await after).toBe(before + 1);
  });

  it('is left alone by a rolled-back transaction, a shopper table and a read', async () => {
    const before = await freshness.current();
    const rolledBack = db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    await db.insert(subscribers).values({ email: 'pushed-version@example.com' });
    await db.select().from(productVariants).limit(1);
    // Notifications arrive in commit order: one from the writes above would have come before this.
    await writes[0]![1](db, variantId);
    expect(await freshness.current()).toBe(before + 1);
  });
});

describe('a kept answer on PGlite', () => {
  const server = useTestServer(pglite);

  it('is served without a statement to the database, and never after a commit that changed it', async () => {
    const client = pgliteOf(server.db);
    const first = await request<Product>(server.url, 'GET', DETAIL, { headers: SG });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const variant = first.body.variants[0]!;

    const statements = (['query', 'exec', 'transaction'] as const).map((method) => vi.spyOn(client, method));
    try {
      const revisit = await request(server.url, 'GET', DETAIL, { headers: { ...SG, 'if-none-match': etag } });
      expect(revisit.status).toBe(304);
      const again = await request<Product>(server.url, 'GET', DETAIL, { headers: SG });
      expect(again.headers.get('etag')).toBe(etag);
      expect(statements.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    } finally {
      for (const spy of statements) spy.mockRestore();
    }

    // Plain SQL, as a script or a background job: no route of the server empties its caches.
    await server.db
      .update(productVariants)
      .set({ stock: variant.stock + 3 })
      .where(eq(productVariants.id, variant.id));
    const after = await request<Product>(server.url, 'GET', DETAIL, {
      headers: { ...SG, 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.variants[0]!.stock).toBe(variant.stock + 3);
  });
});

/**
 * PostgreSQL keeps reading the version (other processes write too): its commits must not notify,
 * since NOTIFY serializes the commits of every notifying transaction of the server on one lock.
 */
describe.skipIf(!postgres)(
  `the catalogue version on PostgreSQL${postgres ? '' : ' (skipped: no TEST_DATABASE_URL)'}`,
  () => {
    let database: TestDatabase;
    let listener: pg.PoolClient;
    const heard: string[] = [];
    let probes = 0;
    let probeHeard: () => void = () => undefined;
    beforeAll(async () => {
      database = await postgres!.create({ seeded: true });
      const pool = (database.handle.db as unknown as { $client: pg.Pool }).$client;
      listener = await pool.connect();
      listener.on('notification', (message) => {
        heard.push(message.channel);
        if (message.channel === 'freshness_probe') probeHeard();
      });
      await listener.query(`listen ${CATALOGUE_VERSION_CHANNEL}`);
      await listener.query('listen freshness_probe');
    });
    afterAll(async () => {
      if (listener) {
        await listener.query('unlisten *');
        listener.release();
      }
      await database?.drop();
    });

    /** Every notification committed before the probe's has arrived once the probe has. */
    const probe = async (db: Database) => {
      const arrived = new Promise<void>((resolve) => (probeHeard = resolve));
      probes++;
      await db.execute(sql`select pg_notify('freshness_probe', ${String(probes)})`);
      await arrived;
    };
    const version = (db: Database) => databaseVersion(() => db)();

    it('raises the version without a notification from a pool connection, which does not listen', async () => {
      const db = database.handle.db;
      const id = await firstVariant(db);
      const before = await version(db);
      await writes[0]![1](db, id);
      expect(await version(db)).toBe(before + 1);
      await probe(db);
      expect(heard).toEqual(['freshness_probe']);
    });

    it('notifies from a session that listens (the check above can see one)', async () => {
      const id = await firstVariant(database.handle.db);
      heard.length = 0;
      await listener.query('update product_variants set stock = stock + 1 where id = $1', [id]);
      await probe(database.handle.db);
      expect(heard).toEqual([CATALOGUE_VERSION_CHANNEL, 'freshness_probe']);
    });
  },
);
