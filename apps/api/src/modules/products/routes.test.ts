import type { BottleImage, Product, ProductPage, ProductSummary, Tag } from '@atelier/api/schema';
import { convertFromSgd } from '@atelier/commerce/exchange';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { variantPrices } from '../../db/schema';
import { seedData } from '../../seed/data';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';

const activeCount = seedData.products.length;

describe.each(databases())('products on %s', (target) => {
  const server = useTestServer(target);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });
  const call = <T>(path: string, headers: Record<string, string> = {}) =>
    request<T>(server.url, 'GET', path, { headers });

  describe('GET /api/products/get/', () => {
    it('gives a set its contents and a perfume its scent notes, in the requested language', async () => {
      const bundle = await call<Product>('/api/products/get/?type=gift_bundle&id=self-care-sunday-bundle');
      expect(bundle.status).toBe(200);
      expectToMatchContract('GET', '/api/products/get/', 200, bundle.body);
      const seeded = seedData.products.find((p) => p.slug === 'self-care-sunday-bundle')!;
      expect(bundle.body.bundle!.map((part) => [part.slug, part.quantity])).toEqual(
        seeded.bundle!.map((part) => [part.productSlug, part.quantity]),
      );
      expect(bundle.body.bundle!.every((part) => part.name.length > 0)).toBe(true);

      const oud = seedData.products.find((p) => p.slug === 'amber-oud')!;
      const vi = await call<Product>('/api/products/get/?type=best_seller&id=amber-oud', {
        'accept-language': 'vi',
        'accept-country': 'vn',
        'accept-currency': 'vnd',
      });
      expect(vi.body.notes).toEqual({
        top: oud.notes!.top.vi,
        heart: oud.notes!.heart.vi,
        base: oud.notes!.base.vi,
      });
      expect(vi.body.bundle).toEqual([]);
    });

    it('answers a product by type and slug, localized and priced in the requested currency', async () => {
      const citrus = product('citrus-grove');
      const res = await call<Product>('/api/products/get/?type=perfume_diy&id=citrus-grove', {
        'accept-language': 'vi',
        'accept-currency': 'usd',
        'accept-country': 'us',
      });
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/products/get/', 200, res.body);
      const [small, large] = citrus.seed.variants;
      expect(res.body).toMatchObject({
        id: citrus.id,
        slug: 'citrus-grove',
        type: 'perfume_diy',
        name: citrus.seed.name.vi,
        description: citrus.seed.description.vi,
        currency: 'USD',
        price: Math.min(small!.prices.USD, large!.prices.USD),
        stock: small!.stock + large!.stock,
        in_stock: true,
        item_feed_id: citrus.seed.sku,
        collection: citrus.seed.collections[0],
      });
      expect(res.body.variants).toEqual([
        expect.objectContaining({
          id: citrus.variant(0).id,
          price: small!.prices.USD,
          currency: 'USD',
          size: '30ml',
        }),
        expect.objectContaining({
          id: citrus.variant(1).id,
          price: large!.prices.USD,
          item_feed_id: large!.sku,
        }),
      ]);
      expect(res.body.images.filter((i) => i.type === 'main')).toHaveLength(1);
      expect(res.body.images[0]!.url.startsWith('/media/')).toBe(true);
      expect(res.body.tags.map((t) => t.slug).sort()).toEqual([...citrus.seed.tags].sort());
    });

    it('answers by numeric id too, in SGD by default, with zero-decimal VND on request', async () => {
      const oud = product('amber-oud');
      const sgd = await call<Product>(`/api/products/get/?type=best_seller&id=${oud.id}`);
      expect(sgd.status).toBe(200);
      expect(sgd.body).toMatchObject({
        slug: 'amber-oud',
        currency: 'SGD',
        price: oud.seed.variants[0]!.prices.SGD,
      });
      const vnd = await call<Product>(`/api/products/get/?type=best_seller&id=amber-oud`, {
        'accept-currency': 'vnd',
      });
      expect(vnd.body).toMatchObject({ currency: 'VND', price: oud.seed.variants[0]!.prices.VND });
      expect(vnd.body.price % 10_000).toBe(0);
    });

    it('prices a variant without a price in the currency from its SGD price at the stored rate', async () => {
      const cedar = product('cedar-rain');
      const variant = cedar.variant(0);
      await server.db
        .delete(variantPrices)
        .where(and(eq(variantPrices.variantId, variant.id), eq(variantPrices.currency, 'USD')));
      const res = await call<Product>('/api/products/get/?type=perfume_100ml&id=cedar-rain', {
        'accept-currency': 'usd',
      });
      expect(res.status).toBe(200);
      // S$148.00 × 0.74 = $109.52, rounded to the cent by @atelier/commerce/exchange.
      expect(res.body).toMatchObject({
        currency: 'USD',
        price: convertFromSgd(variant.seed.prices.SGD, 'USD', '0.74'),
      });
      expect(res.body.price).toBe(10952);
    });

    it('shows a sold-out product as out of stock', async () => {
      const res = await call<Product>('/api/products/get/?type=limited_edition&id=velvet-saffron');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ stock: 0, in_stock: false });
      expect(res.body.variants.every((v) => v.stock === 0)).toBe(true);
    });

    it('answers 404 for an unknown product and for a product under another type’s route', async () => {
      for (const path of [
        '/api/products/get/?type=perfume_diy&id=no-such-perfume',
        '/api/products/get/?type=dual_candles&id=citrus-grove',
        '/api/products/get/?type=perfume_diy&id=999999',
      ]) {
        const res = await call(path);
        expect(res.status, path).toBe(404);
        expectToMatchContract('GET', '/api/products/get/', 404, res.body);
      }
    });

    it('answers 400 naming the bad or missing parameter', async () => {
      const badType = await call('/api/products/get/?type=perfume&id=citrus-grove');
      expect(badType.status).toBe(400);
      expectToMatchContract('GET', '/api/products/get/', 400, badType.body);
      expect(badType.body).toMatchObject({ errors: [{ field: 'query.type' }] });
      const missing = await call('/api/products/get/?type=perfume_diy');
      expect(missing.body).toMatchObject({ errors: [{ field: 'query.id', reason: 'is required' }] });
      const badCurrency = await call('/api/products/get/?type=perfume_diy&id=citrus-grove', {
        'accept-currency': 'eur',
      });
      expect(badCurrency.status).toBe(400);
      expect(badCurrency.body).toMatchObject({ errors: [{ field: 'header.accept-currency' }] });
    });
  });

  describe('GET /api/products/', () => {
    const list = (query: string, headers: Record<string, string> = {}) =>
      call<ProductPage>(`/api/products/${query}`, headers);

    it('pages through every product on sale in the featured order, with the total count', async () => {
      const first = await list('');
      expect(first.status).toBe(200);
      expectToMatchContract('GET', '/api/products/', 200, first.body);
      expect(first.body).toMatchObject({ count: activeCount, page: 1, page_size: 24 });
      expect(first.body.results).toHaveLength(24);
      const second = await list('?page=2');
      expect(second.body.results).toHaveLength(activeCount - 24);
      const all = [...first.body.results, ...second.body.results];
      expect(new Set(all.map((p) => p.id)).size).toBe(activeCount);
      const ranks = all.map((p) => seedData.products.find((s) => s.slug === p.slug)!.featuredRank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const empty = await list('?page=99');
      expect(empty.body).toMatchObject({ count: activeCount, results: [] });
    });

    it('filters by type (repeatable), collection and scent-family tag', async () => {
      const diy = await list('?type=perfume_diy');
      expect(diy.body.results.map((p) => p.slug).sort()).toEqual(['citrus-grove', 'rose-atelier']);
      const two = await list('?type=perfume_diy&type=perfume_oil&page_size=100');
      const expectedTwo = seedData.products.filter(
        (p) => p.type === 'perfume_diy' || p.type === 'perfume_oil',
      );
      expect(two.body.count).toBe(expectedTwo.length);

      const candles = await list('?collection=candles&page_size=100');
      expect(candles.body.results.map((p) => p.slug).sort()).toEqual(
        seedData.products
          .filter((p) => p.collections.includes('candles'))
          .map((p) => p.slug)
          .sort(),
      );

      const tags = await call<Tag[]>('/api/tags/?group=scent_family');
      const woody = tags.body.find((t) => t.slug === 'woody')!;
      const byTag = await list(`?tag=${woody.id}&page_size=100`);
      expect(byTag.body.results.map((p) => p.slug).sort()).toEqual(
        seedData.products
          .filter((p) => p.tags.includes('woody'))
          .map((p) => p.slug)
          .sort(),
      );
      const none = await list('?collection=no-such-collection');
      expect(none.body).toMatchObject({ count: 0, results: [] });
    });

    it('filters by a price range and sorts by price in the requested currency', async () => {
      const headers = { 'accept-currency': 'vnd', 'accept-country': 'vn' };
      const cheapest = (p: (typeof seedData.products)[number]) =>
        Math.min(...p.variants.map((v) => v.prices.VND));
      const inRange = seedData.products.filter((p) => cheapest(p) >= 1_000_000 && cheapest(p) <= 2_000_000);
      const res = await list('?min_price=1000000&max_price=2000000&sort=price_asc&page_size=100', headers);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(inRange.length);
      const prices = res.body.results.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(
        res.body.results.every((p) => p.currency === 'VND' && p.price >= 1_000_000 && p.price <= 2_000_000),
      ).toBe(true);

      const desc = await list('?sort=price_desc&page_size=100', headers);
      const descPrices = desc.body.results.map((p) => p.price);
      expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    });

    it('sorts by newest and by name in the shopper’s language', async () => {
      const newest = await list('?sort=newest&page_size=100');
      const dates = newest.body.results.map(
        (p) => seedData.products.find((s) => s.slug === p.slug)!.createdAt,
      );
      expect(dates).toEqual([...dates].sort().reverse());

      const byName = await list('?sort=name&page_size=100', { 'accept-language': 'en' });
      const names = byName.body.results.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const vi = await list('?sort=name&page_size=5', { 'accept-language': 'vi' });
      expect(vi.body.results.every((p) => seedData.products.some((s) => s.name.vi === p.name))).toBe(true);
    });

    it('answers 400 for a bad sort, a bad page size and a minimum above the maximum', async () => {
      const sort = await list('?sort=cheapest');
      expect(sort.status).toBe(400);
      expectToMatchContract('GET', '/api/products/', 400, sort.body);
      expect(sort.body).toMatchObject({ errors: [{ field: 'query.sort' }] });
      const size = await list('?page_size=101');
      expect(size.body).toMatchObject({ errors: [{ field: 'query.page_size' }] });
      const range = await list('?min_price=5000&max_price=100');
      expect(range.status).toBe(400);
      expectToMatchContract('GET', '/api/products/', 400, range.body);
      expect(range.body).toMatchObject({ errors: [{ field: 'query.min_price' }] });
    });
  });

  describe('GET /api/products/bottle-images/', () => {
    it('lists one picture per bottle colour, cap colour and size', async () => {
      const res = await call<BottleImage[]>('/api/products/bottle-images/');
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/products/bottle-images/', 200, res.body);
      expect(res.body).toHaveLength(seedData.bottleImages.length);
      expect(res.body[0]).toEqual({
        bottle_colour: 'black',
        cap_colour: 'black',
        size: '100ml',
        url: '/media/bottles/black-black-100ml.svg',
      });
    });
  });

  describe('GET /api/items/{id}/related-items/', () => {
    it('lists the related products in the editors’ order, priced like cards', async () => {
      const oud = product('amber-oud');
      const res = await call<ProductSummary[]>(`/api/items/${oud.id}/related-items/`, {
        'accept-currency': 'krw',
      });
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/items/{id}/related-items/', 200, res.body);
      expect(res.body.map((p) => p.slug)).toEqual(oud.seed.related);
      const saffron = res.body.find((p) => p.slug === 'velvet-saffron')!;
      expect(saffron).toMatchObject({ in_stock: false, currency: 'KRW' });
    });

    it('answers 404 for an unknown product and 400 for a bad id', async () => {
      const unknown = await call('/api/items/999999/related-items/');
      expect(unknown.status).toBe(404);
      expectToMatchContract('GET', '/api/items/{id}/related-items/', 404, unknown.body);
      const bad = await call('/api/items/abc/related-items/');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: [{ field: 'path.id' }] });
    });
  });

  describe('POST /api/items/{id}/notify-stock/', () => {
    const notify = (id: number, body: unknown) =>
      request(server.url, 'POST', `/api/items/${id}/notify-stock/`, { body });

    it('keeps an address once per item and answers the same whether or not it was known', async () => {
      const saffron = product('velvet-saffron');
      const variantId = saffron.variant(0).id;
      const first = await notify(saffron.id, { email: 'mei.notify@example.com', variant_id: variantId });
      expect(first.status).toBe(201);
      expectToMatchContract('POST', '/api/items/{id}/notify-stock/', 201, first.body);
      expect(first.body).toEqual({
        email: 'mei.notify@example.com',
        item_id: saffron.id,
        variant_id: variantId,
      });
      const again = await notify(saffron.id, { email: 'mei.notify@example.com', variant_id: variantId });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const otherCase = await notify(saffron.id, { email: 'Mei.Notify@example.com', variant_id: variantId });
      expect(otherCase.status).toBe(201);
      const rows = await server.db.query.stockNotifications.findMany();
      expect(rows.filter((r) => r.email.toLowerCase() === 'mei.notify@example.com')).toHaveLength(1);
      // The whole product is a different item to be notified about.
      expect((await notify(saffron.id, { email: 'mei.notify@example.com' })).status).toBe(201);
    });

    it('answers 400 naming the field for a bad address, echoing it', async () => {
      const saffron = product('velvet-saffron');
      for (const email of ['not-an-email', 'mei@example', 'mei@example.c']) {
        const res = await notify(saffron.id, { email });
        expect(res.status, email).toBe(400);
        expectToMatchContract('POST', '/api/items/{id}/notify-stock/', 400, res.body);
        const body = res.body as { email: string; errors: { field: string }[] };
        expect(body.email).toBe(email);
        expect(body.errors.length).toBeGreaterThan(0);
        expect(body.errors.every((e) => e.field === 'body.email')).toBe(true);
      }
      const extra = await notify(saffron.id, { email: 'a.b@example.com', price: 0 });
      expect(extra.body).toMatchObject({ errors: [{ field: 'body.price', reason: 'is not allowed' }] });
      const foreign = await notify(saffron.id, {
        email: 'a.b@example.com',
        variant_id: product('amber-oud').variant(0).id,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({
        errors: [{ field: 'body.variant_id' }],
        email: 'a.b@example.com',
      });
    });

    it('answers 404 for an unknown product and 409 for something in stock', async () => {
      const unknown = await notify(999999, { email: 'a.b@example.com' });
      expect(unknown.status).toBe(404);
      expectToMatchContract('POST', '/api/items/{id}/notify-stock/', 404, unknown.body);
      expect(unknown.body).toMatchObject({ email: 'a.b@example.com' });
      const citrus = product('citrus-grove');
      const inStock = await notify(citrus.id, { email: 'a.b@example.com', variant_id: citrus.variant(0).id });
      expect(inStock.status).toBe(409);
      expectToMatchContract('POST', '/api/items/{id}/notify-stock/', 409, inStock.body);
      // A product whose refill is sold out while the kit is not: a product-level request is fine.
      const leather = product('leather-cedar-car-diffuser');
      expect((await notify(leather.id, { email: 'a.b@example.com' })).status).toBe(201);
    });
  });
});
