import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/create-database';
import type { DatabaseHandle } from '../db/database';
import { shippingRules, variantPrices } from '../db/schema';
import { startServerProcess, type ServerProcess } from '../../test/abuse/server-process';
import { catalogueIds } from '../../test/support/catalogue-ids';
import { SG_ADDRESS, SHOPPER_PHONE } from '../../test/support/checkout-calls';
import { addItem, newCart } from '../../test/support/http-calls';
import { createScratchPostgres, type ScratchPostgres } from '../../test/support/scratch-postgres';
import { PAGE_CACHE_HEADER } from './page-cache';
import { stockIn, storeSsrFolders } from './page-cache-ssr-build';

/**
 * Two real server processes on one PostgreSQL database (and one Redis when TEST_REDIS_URL is set,
 * as several processes are run in production): a change made through one, or straight in the
 * database, shows on the very next page either of them serves, though each keeps pages (and the
 * API's catalogue answers) in its own memory. PGlite is one process by design, so this runs only
 * where TEST_DATABASE_URL points at a PostgreSQL server.
 */
const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const redisUrl = process.env.TEST_REDIS_URL?.trim();

const PRODUCT = '/sg/en/products/best_seller/amber-oud';
const SKU = 'ATS-EDP-AMB-30';

describe.skipIf(!adminUrl)(
  `pages kept by two server processes on one database${redisUrl ? ' and Redis' : ''}`,
  { timeout: 120_000 },
  () => {
    const ssr = storeSsrFolders();
    const servers: ServerProcess[] = [];
    let scratch: ScratchPostgres;
    let database: DatabaseHandle;

    beforeAll(async () => {
      ssr.build();
      scratch = await createScratchPostgres(adminUrl!, 'atelier_t');
      const env = {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl ?? '',
        PAGE_CACHE_TEST_STORE_DIST: ssr.storeDist,
        PAGE_CACHE_TEST_BUSINESS_DIST: ssr.businessDist,
      };
      // One after the other: the first migrates and seeds the empty database.
      servers.push(await startServerProcess(env, 'src/web/page-cache-test-server.ts'));
      servers.push(await startServerProcess(env, 'src/web/page-cache-test-server.ts'));
      database = await createDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    }, 400_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await scratch?.drop();
      ssr.remove();
    }, 60_000);

    const page = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}${PRODUCT}`);
      expect(res.status).toBe(200);
      return { state: res.headers.get(PAGE_CACHE_HEADER), html: await res.text() };
    };

    /** Each process has the page in memory (rendered, then served from memory). */
    async function bothKeep(): Promise<string> {
      let html = '';
      for (const server of servers) {
        await page(server);
        const again = await page(server);
        expect(again.state).toBe('hit');
        html = again.html;
      }
      return html;
    }

    it('shows the stock an order placed through one process took on the next page of the other', async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const before = stockIn(await bothKeep(), SKU)!;
      const ids = await catalogueIds(database.db);
      const product = ids('amber-oud');
      const [standard] = await database.db
        .select()
        .from(shippingRules)
        .where(and(eq(shippingRules.country, 'sg'), eq(shippingRules.method, 'standard')));
      const cart = await newCart(first.url);
      await addItem(first.url, cart.id, {
        product_id: product.id,
        variant_id: product.variant(0).id,
        quantity: 1,
      });
      const order = await fetch(`${first.url}/api/orders/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          cart_id: cart.id,
          email: 'shopper@example.com',
          phone: SHOPPER_PHONE,
          shipping_rule_id: standard!.id,
          shipping_address: SG_ADDRESS,
        }),
      });
      expect(order.status).toBe(201);

      const other = await page(second);
      expect(other.state).toBe('miss');
      expect(stockIn(other.html, SKU)).toBe(before - 1);
      const own = await page(first);
      expect(own.state).toBe('miss');
      expect(stockIn(own.html, SKU)).toBe(before - 1);
    });

    it('shows a price changed in the database (a console, an operator tool) on the next page of both', async () => {
      expect(await bothKeep()).toContain('S$78.00');
      const variant = (await catalogueIds(database.db))('amber-oud').variant(0).id;
      await database.db
        .update(variantPrices)
        .set({ amount: 7950 })
        .where(and(eq(variantPrices.variantId, variant), eq(variantPrices.currency, 'SGD')));
      for (const server of servers) {
        const after = await page(server);
        expect(after.state).toBe('miss');
        expect(after.html).toContain('S$79.50');
      }
    });
  },
);
