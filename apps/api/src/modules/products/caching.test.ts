import type { Cart, Product, ProductPage } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../http/response-cache';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';

const SG = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const LISTING = '/api/products/?collection=all-perfumes&page_size=24';
const DETAIL = '/api/products/get/?type=best_seller&id=amber-oud';

/** The header names of a Vary value, lower-case. */
const varyOf = (headers: Headers) =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe.each(databases())('HTTP caching of the catalogue on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);
  const get = <T>(path: string, headers: Record<string, string> = {}) =>
    request<T>(server.url, 'GET', path, { headers: { ...SG, ...headers } });

  it('answers a listing with a strong ETag, public freshness and Vary on the locale headers', async () => {
    const first = await get<ProductPage>(LISTING);
    expect(first.status).toBe(200);
    expectToMatchContract('GET', '/api/products/', 200, first.body);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(varyOf(first.headers)).toEqual(
      expect.arrayContaining(['accept-country', 'accept-language', 'accept-currency']),
    );

    const again = await get<ProductPage>(LISTING);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.body).toEqual(first.body);
  });

  it('answers 304 without a body to a browser that has the current answer', async () => {
    const { headers } = await get(DETAIL);
    const etag = headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const res = await get(DETAIL, { 'if-none-match': ifNoneMatch });
      expect(res.status, ifNoneMatch).toBe(304);
      expectToMatchContract('GET', '/api/products/get/', 304, res.body);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(varyOf(res.headers)).toContain('accept-language');
    }
    const stale = await get<Product>(DETAIL, { 'if-none-match': '"an-old-answer"' });
    expect(stale.status).toBe(200);
    expect(stale.body.slug).toBe('amber-oud');
  });

  it('keeps one answer per language and currency, each with its own ETag', async () => {
    const english = await get<Product>(DETAIL);
    const vietnamese = await get<Product>(DETAIL, {
      'accept-language': 'vi',
      'accept-country': 'vn',
      'accept-currency': 'vnd',
    });
    expect(vietnamese.status).toBe(200);
    expect(vietnamese.body.currency).toBe('VND');
    expect(vietnamese.body.description).not.toBe(english.body.description);
    expect(vietnamese.headers.get('etag')).not.toBe(english.headers.get('etag'));
    // The English ETag does not validate the Vietnamese answer.
    const crossed = await get(DETAIL, {
      'accept-language': 'vi',
      'accept-country': 'vn',
      'accept-currency': 'vnd',
      'if-none-match': english.headers.get('etag')!,
    });
    expect(crossed.status).toBe(200);
  });

  it('still refuses bad input and unknown products, and does not cache them', async () => {
    const bad = await get('/api/products/?page_size=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('etag')).toBeNull();
    const missing = await get('/api/products/get/?type=best_seller&id=no-such-perfume');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get('/api/products/get/?type=best_seller&id=no-such-perfume')).status).toBe(404);
  });

  it('shows the stock an order took or a script set at once, while cart changes leave the cached answers alone', async () => {
    const oud = shop.product('amber-oud');
    const variantId = oud.variant(0).id;
    const before = await get<Product>(DETAIL);
    const stockBefore = before.body.variants.find((v) => v.id === variantId)!.stock;

    // A cart write leaves the catalogue version and the cache alone.
    const cart = await shop.cartWith('amber-oud', 1);
    const afterCart = await get<Product>(DETAIL, { 'if-none-match': before.headers.get('etag')! });
    expect(afterCart.status).toBe(304);

    // A change this process does not make (another API process, a script, plain SQL) raises the
    // catalogue version in its commit: the next request is answered afresh (http/freshness.ts).
    await shop.setStock(variantId, stockBefore + 5);
    const afterScript = await get<Product>(DETAIL, { 'if-none-match': before.headers.get('etag')! });
    expect(afterScript.status).toBe(200);
    expect(afterScript.body.variants.find((v) => v.id === variantId)!.stock).toBe(stockBefore + 5);

    // An order takes stock and empties the cache before its answer leaves.
    const order = await shop.placeOrder(shop.orderBody(cart.id));
    expect(order.status).toBe(201);
    const after = await get<Product>(DETAIL, { 'if-none-match': afterScript.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.variants.find((v) => v.id === variantId)!.stock).toBe(stockBefore + 5 - 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('is not emptied by a write to an address that has no route (a 404 changes nothing)', async () => {
    // A language no other test asks for: a fresh entry, far from its TTL.
    const chinese = { 'accept-language': 'zh-hans' };
    const before = await get<Product>(DETAIL, chinese);
    const kept = server.app.responseCache.size;
    expect(kept).toBeGreaterThan(0);
    const unknown = await request(server.url, 'POST', '/api/products/no-such-write/', { body: {} });
    expect(unknown.status).toBe(404);
    expect(server.app.responseCache.size).toBe(kept);
    const revisit = await get(DETAIL, { ...chinese, 'if-none-match': before.headers.get('etag')! });
    expect(revisit.status).toBe(304);
  });

  it('marks carts private and never stored, without an ETag', async () => {
    const cart = await shop.cartWith('amber-oud', 1);
    const res = await request<Cart>(server.url, 'GET', `/api/carts/${cart.id}/`, { headers: SG });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe.each(databases())('cached catalogue answers and the rate limit on %s', (target) => {
  const server = useTestServer(target, { rateLimits: { global: { max: 5, timeWindowMs: 60_000 } } });

  it('counts a cached answer toward the per-IP limit like any other request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await request(server.url, 'GET', DETAIL, { headers: SG })).status);
    }
    // The first answer fills the cache; the next four come from it; the sixth is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
