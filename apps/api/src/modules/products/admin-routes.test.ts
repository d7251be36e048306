import type {
  AdminProduct,
  AdminProductPage,
  AdminStockLevel,
  AuditEntryPage,
  PrecheckoutResult,
  Product,
} from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, products, productVariants, variantPrices } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const SG = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const LIST = '/api/admin/products/';
const DETAIL = '/api/admin/products/{id}/';
const PRICES = '/api/admin/products/{id}/variants/{variantId}/prices/';
const STOCK = '/api/admin/products/{id}/variants/{variantId}/stock-adjustments/';

describe.each(databases())('console catalogue on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);
  let merchandiser: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    merchandiser = await signInAs(server.url, 'merchandiser');
    owner = await signInAs(server.url, 'owner');
  });

  /** A console call whose answer must match the contract. */
  const admin = contractCalls(() => merchandiser);
  const listOf = (query: string) => admin<AdminProductPage>('GET', LIST, `${LIST}?${query}`);
  const detailOf = (id: number) => admin<AdminProduct>('GET', DETAIL, `/api/admin/products/${id}/`);
  const pricesPath = (id: number, variantId: number) =>
    `/api/admin/products/${id}/variants/${variantId}/prices/`;
  const stockPath = (id: number, variantId: number) =>
    `/api/admin/products/${id}/variants/${variantId}/stock-adjustments/`;
  const storeProduct = (type: string, slug: string) =>
    request<Product>(server.url, 'GET', `/api/products/get/?type=${type}&id=${slug}`, { headers: SG });
  /** The number the page cache of every process compares (db/catalogue-version.ts). */
  const catalogueVersionNow = async () => {
    const [row] = await server.db
      .select({ version: sql<string>`sum(${catalogueVersion.version})::text` })
      .from(catalogueVersion);
    return BigInt(row!.version);
  };
  const productRow = async (id: number) =>
    (await server.db.select().from(products).where(eq(products.id, id)))[0]!;

  describe('list', () => {
    it('pages through every product, published or not, in a stable order', async () => {
      const all = await listOf('page_size=100');
      expect(all.status).toBe(200);
      const total = await server.db.$count(products);
      expect(all.body.count).toBe(total);
      const first = await listOf('page_size=5&page=1');
      const second = await listOf('page_size=5&page=2');
      expect(first.body.results).toHaveLength(5);
      expect(first.body.count).toBe(total);
      expect([...first.body.results, ...second.body.results].map((p) => p.id)).toEqual(
        all.body.results.slice(0, 10).map((p) => p.id),
      );
      const beyond = await listOf('page=500');
      expect(beyond.body).toEqual({ count: total, results: [] });
    });

    it('finds products by a name in any language, a slug or a variant SKU, and filters by type', async () => {
      const amber = shop.product('amber-oud');
      for (const q of ['amber oud', 'عنبر', 'AMBER-OUD', 'ATS-EDP-AMB-30']) {
        const res = await listOf(`q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
        expect(
          res.body.results.map((p) => p.slug),
          q,
        ).toContain('amber-oud');
      }
      const found = (await listOf('q=ATS-EDP-AMB-100')).body;
      expect(found.count).toBe(1);
      expect(found.results[0]).toMatchObject({
        id: amber.id,
        name: amber.seed.name,
        type: 'best_seller',
        published: true,
        variant_count: 2,
      });
      // A literal % matches itself, not everything.
      expect((await listOf('q=%25')).body.count).toBe(0);
      const bestSellers = (await listOf('type=best_seller&page_size=100')).body;
      expect(bestSellers.count).toBeGreaterThan(0);
      expect(bestSellers.results.every((p) => p.type === 'best_seller')).toBe(true);
    });

    it('filters by publication and by low stock', async () => {
      const candle = shop.product('kaya-toast-candle');
      await server.db.update(products).set({ active: false }).where(eq(products.id, candle.id));
      await shop.setStock(candle.variant().id, 2);
      const hidden = (await listOf('published=false&page_size=100')).body;
      expect(hidden.results.map((p) => p.id)).toContain(candle.id);
      expect(hidden.results.every((p) => !p.published)).toBe(true);
      const shown = (await listOf('published=true&page_size=100')).body;
      expect(shown.results.map((p) => p.id)).not.toContain(candle.id);
      expect(hidden.count + shown.count).toBe(await server.db.$count(products));

      const low = (await listOf('low_stock=true&page_size=100')).body;
      expect(low.results.find((p) => p.id === candle.id)).toMatchObject({
        low_stock: true,
        published: false,
      });
      expect(low.results.every((p) => p.low_stock)).toBe(true);
      const plenty = (await listOf('low_stock=false&page_size=100')).body;
      expect(plenty.results.every((p) => !p.low_stock)).toBe(true);
      expect(low.count + plenty.count).toBe(await server.db.$count(products));
      await server.db.update(products).set({ active: true }).where(eq(products.id, candle.id));
    });

    it('refuses bad filters with the field named', async () => {
      for (const [query, field] of [
        ['page_size=101', 'query.page_size'],
        ['page=0', 'query.page'],
        ['type=soap', 'query.type'],
        ['published=maybe', 'query.published'],
        ['q=%20%20', 'query.q'],
      ] as const) {
        const res = await listOf(query);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toMatchObject({
          errors: expect.arrayContaining([expect.objectContaining({ field })]),
        });
      }
    });

    it('is the merchandiser’s and the owner’s, not the other roles’', async () => {
      expect((await admin('GET', LIST, LIST, { as: owner })).status).toBe(200);
      const staff = await signInAs(server.url, 'staff');
      expect((await staff.call('GET', LIST)).status).toBe(403);
      expect((await request(server.url, 'GET', LIST)).status).toBe(401);
    });
  });

  describe('detail', () => {
    it('shows names per language, variants with SKU, stock and every price, and the version', async () => {
      const amber = shop.product('amber-oud');
      const res = await detailOf(amber.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: amber.id,
        slug: 'amber-oud',
        name: amber.seed.name,
        published: true,
        version: 1,
        store_path: '/sg/products/best_seller/amber-oud',
      });
      expect(res.body.variants.map((v) => v.sku)).toEqual(amber.seed.variants.map((v) => v.sku));
      const small = res.body.variants[0]!;
      expect(small.stock).toBe(amber.seed.variants[0]!.stock);
      expect(small.prices.find((p) => p.currency === 'SGD')?.amount).toBe(amber.seed.variants[0]!.prices.SGD);
      expect(res.body.images.some((i) => i.type === 'main')).toBe(true);
      expect((await detailOf(999_999)).status).toBe(404);
    });
  });

  describe('PATCH', () => {
    it('changes names and publication on the current version and records before → after', async () => {
      const tea = shop.product('white-tea-yuzu');
      const before = (await detailOf(tea.id)).body;
      const name = { ...before.name, en: 'White Tea & Yuzu (new)' };
      const res = await admin<AdminProduct>('PATCH', DETAIL, `/api/admin/products/${tea.id}/`, {
        body: { version: before.version, name },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name, version: before.version + 1 });
      expect((await storeProduct(tea.seed.type, tea.seed.slug)).body.name).toBe('White Tea & Yuzu (new)');

      const log = await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=product&entity_id=${tea.id}`,
        {
          as: owner,
        },
      );
      expect(log.body.results[0]).toMatchObject({
        action: 'product.update',
        staff_email: merchandiser.member.email,
        before: { name: before.name },
        after: { name },
      });
    });

    it('answers a stale version with 409, the product as it is now, and writes nothing', async () => {
      const tea = shop.product('midnight-jasmine');
      const seen = (await detailOf(tea.id)).body;
      const first = await admin<AdminProduct>('PATCH', DETAIL, `/api/admin/products/${tea.id}/`, {
        body: { version: seen.version, published: false },
      });
      expect(first.status).toBe(200);
      const stored = await productRow(tea.id);

      const late = await admin<{ code: string; current: AdminProduct }>(
        'PATCH',
        DETAIL,
        `/api/admin/products/${tea.id}/`,
        {
          body: { version: seen.version, name: { ...seen.name, en: 'Overwritten' } },
        },
      );
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('version_conflict');
      expect(late.body.current).toMatchObject({
        id: tea.id,
        published: false,
        version: seen.version + 1,
        name: seen.name,
      });
      expect(await productRow(tea.id)).toEqual(stored);

      // Unpublished: the store's next answer is a 404 (its cached answer was dropped).
      expect((await storeProduct(tea.seed.type, tea.seed.slug)).status).toBe(404);
      const again = await admin<AdminProduct>('PATCH', DETAIL, `/api/admin/products/${tea.id}/`, {
        body: { version: seen.version + 1, published: true },
      });
      expect(again.status).toBe(200);
      expect((await storeProduct(tea.seed.type, tea.seed.slug)).status).toBe(200);
    });

    it('refuses bad input with the field named and writes nothing', async () => {
      const tea = shop.product('white-tea-yuzu');
      const current = (await detailOf(tea.id)).body;
      const stored = await productRow(tea.id);
      for (const [body, field] of [
        [{ version: current.version }, 'body'],
        [{ version: current.version, name: { ...current.name, en: '   ' } }, 'body.name.en'],
        [{ version: current.version, name: { en: 'Only English' } }, 'body.name'],
        [{ version: current.version, published: 'yes' }, 'body.published'],
        [{ version: 0, published: false }, 'body.version'],
        [{ version: current.version, slug: 'new-slug' }, 'body'],
      ] as const) {
        const res = await admin('PATCH', DETAIL, `/api/admin/products/${tea.id}/`, { body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(`"field":"${field}`);
      }
      expect(await productRow(tea.id)).toEqual(stored);
    });
  });

  describe('prices', () => {
    it('a new price shows in the store on the next request, in new carts and at precheckout', async () => {
      const amber = shop.product('amber-oud');
      const small = amber.variant(0);
      const oldPrice = small.seed.prices.SGD;
      // The store's answer is cached (in this process and by the page cache's catalogue version).
      expect((await storeProduct('best_seller', 'amber-oud')).body.price).toBe(oldPrice);
      expect((await storeProduct('best_seller', 'amber-oud')).body.price).toBe(oldPrice);
      const oldCart = await shop.cartWith('amber-oud', 1);
      const versionBefore = await catalogueVersionNow();

      const product = (await detailOf(amber.id)).body;
      const prices = product.variants[0]!.prices.map((p) => ({
        currency: p.currency,
        amount: p.currency === 'SGD' ? oldPrice - 1000 : p.amount,
      }));
      const res = await admin<AdminProduct>('PUT', PRICES, pricesPath(amber.id, small.id), {
        body: { version: product.version, prices },
      });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(product.version + 1);
      expect(res.body.variants[0]!.prices.find((p) => p.currency === 'SGD')).toEqual({
        currency: 'SGD',
        amount: oldPrice - 1000,
        compare_at_amount: null,
      });

      expect(await catalogueVersionNow()).toBeGreaterThan(versionBefore);
      const store = (await storeProduct('best_seller', 'amber-oud')).body;
      expect(store.variants.find((v) => v.id === small.id)?.price).toBe(oldPrice - 1000);
      const newCart = await shop.cartWith('amber-oud', 1);
      expect(newCart.items[0]!.price).toBe(oldPrice - 1000);
      const checked = await shop.call<PrecheckoutResult>(
        'POST',
        '/api/carts/{cartPk}/precheckout/',
        `/api/carts/${oldCart.id}/precheckout/`,
      );
      expect(checked.body.changes).toEqual([
        expect.objectContaining({ kind: 'price_changed', previous: oldPrice, current: oldPrice - 1000 }),
      ]);

      const log = await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=product&entity_id=${amber.id}`,
        {
          as: owner,
        },
      );
      expect(log.body.results[0]).toMatchObject({
        action: 'product.prices',
        before: {
          variant_id: small.id,
          prices: expect.arrayContaining([{ currency: 'SGD', amount: oldPrice, compare_at_amount: null }]),
        },
        after: {
          variant_id: small.id,
          prices: expect.arrayContaining([
            { currency: 'SGD', amount: oldPrice - 1000, compare_at_amount: null },
          ]),
        },
      });
    });

    it('refuses bad prices with the field named, a stale version with 409, and writes nothing', async () => {
      const oil = shop.product('amber-oud-perfume-oil');
      const variant = oil.variant(0);
      const product = (await detailOf(oil.id)).body;
      const priceRows = () =>
        server.db.select().from(variantPrices).where(eq(variantPrices.variantId, variant.id));
      const stored = await priceRows();
      const path = pricesPath(oil.id, variant.id);
      for (const [prices, field] of [
        [[{ currency: 'SGD', amount: 0 }], 'body.prices.0.amount'],
        [[{ currency: 'SGD', amount: 12.5 }], 'body.prices.0.amount'],
        [[{ currency: 'EUR', amount: 1000 }], 'body.prices.0.currency'],
        [
          [
            { currency: 'SGD', amount: 1000 },
            { currency: 'SGD', amount: 1200 },
          ],
          'body.prices.1.currency',
        ],
        [[{ currency: 'SGD', amount: 1000, compare_at_amount: 900 }], 'body.prices.0.compare_at_amount'],
        [[], 'body.prices'],
      ] as const) {
        const res = await admin('PUT', PRICES, path, { body: { version: product.version, prices } });
        expect(res.status, JSON.stringify(prices)).toBe(400);
        expect(JSON.stringify(res.body), JSON.stringify(prices)).toContain(`"field":"${field}`);
      }
      const stale = await admin<{ code: string; current: AdminProduct }>('PUT', PRICES, path, {
        body: { version: product.version + 7, prices: [{ currency: 'SGD', amount: 1000 }] },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.current.version).toBe(product.version);
      const other = shop.product('amber-oud').variant(0);
      const foreign = await admin('PUT', PRICES, pricesPath(oil.id, other.id), {
        body: { version: product.version, prices: [{ currency: 'SGD', amount: 1000 }] },
      });
      expect(foreign.status).toBe(404);
      expect(await priceRows()).toEqual(stored);
    });
  });

  describe('stock adjustments', () => {
    it('adds and removes units relative to what is on hand, never below zero, and audits the reason', async () => {
      const diffuser = shop.product('white-tea-yuzu');
      const variant = diffuser.variant(0);
      await shop.setStock(variant.id, 10);
      const added = await admin<AdminStockLevel>('POST', STOCK, stockPath(diffuser.id, variant.id), {
        body: { delta: 5, reason: 'Delivery received' },
      });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ variant_id: variant.id, stock: 15 });
      const removed = await admin<AdminStockLevel>('POST', STOCK, stockPath(diffuser.id, variant.id), {
        body: { delta: -15, reason: 'Damaged in the flood' },
      });
      expect(removed.body.stock).toBe(0);
      const refused = await admin('POST', STOCK, stockPath(diffuser.id, variant.id), {
        body: { delta: -1, reason: 'Count' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: [{ field: 'body.delta' }] });
      expect(await shop.stockOf(variant.id)).toBe(0);

      for (const [body, field] of [
        [{ delta: 0, reason: 'x' }, 'body.delta'],
        [{ delta: 1.5, reason: 'x' }, 'body.delta'],
        [{ delta: 1 }, 'body'],
        [{ delta: 1, reason: '  ' }, 'body.reason'],
      ] as const) {
        const res = await admin('POST', STOCK, stockPath(diffuser.id, variant.id), { body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.body)).toContain(`"field":"${field}`);
      }
      const foreign = await admin(
        'POST',
        STOCK,
        stockPath(diffuser.id, shop.product('amber-oud').variant(0).id),
        {
          body: { delta: 1, reason: 'x' },
        },
      );
      expect(foreign.status).toBe(404);

      const log = await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=product&entity_id=${diffuser.id}`,
        {
          as: owner,
        },
      );
      const stockEntries = log.body.results.filter((e) => e.action === 'product.stock');
      expect(stockEntries.map((e) => [e.before, e.after])).toEqual([
        [
          { variant_id: variant.id, stock: 15 },
          { variant_id: variant.id, stock: 0, delta: -15, reason: 'Damaged in the flood' },
        ],
        [
          { variant_id: variant.id, stock: 10 },
          { variant_id: variant.id, stock: 15, delta: 5, reason: 'Delivery received' },
        ],
      ]);
    });

    it('racing shoppers’ orders for the last units, stock never goes below zero and nothing is lost', async () => {
      const jasmine = shop.product('velvet-saffron');
      const variant = jasmine.variant(0);
      for (let round = 0; round < 4; round++) {
        await shop.setStock(variant.id, 3);
        const carts = await Promise.all([0, 1, 2].map(() => shop.cartWith('velvet-saffron', 1)));
        const [adjustment, ...orders] = await Promise.all([
          merchandiser.call<AdminStockLevel>('POST', stockPath(jasmine.id, variant.id), {
            body: { delta: -2, reason: 'Sent to the Orchard shop' },
          }),
          ...carts.map((cart) => shop.placeOrder(shop.orderBody(cart.id))),
        ]);
        const placed = orders.filter((o) => o.status === 201).length;
        for (const order of orders) expect([201, 409, 422]).toContain(order.status);
        expect([200, 400]).toContain(adjustment!.status);
        const taken = adjustment!.status === 200 ? 2 : 0;
        const left = await shop.stockOf(variant.id);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(3 - placed - taken);
        if (adjustment!.status === 200) expect(adjustment!.body.stock).toBeGreaterThanOrEqual(0);
      }
      const [row] = await server.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
      expect(row!.stock).toBeGreaterThanOrEqual(0);
    });
  });
});
