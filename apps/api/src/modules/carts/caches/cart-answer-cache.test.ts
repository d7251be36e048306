import { randomUUID } from 'node:crypto';
import type { Cart } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { cartItems, variantPrices } from '../../../db/schema';
import { databases } from '../../../../test/support/databases';
import { request } from '../../../../test/support/http-client';
import { registerMember } from '../../../../test/support/members';
import { useTestServer } from '../../../../test/support/test-server';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../../test/support/checkout-calls';
import { addItem, newCart } from '../../../../test/support/http-calls';
import { CART_ANSWER_TTL_MS, CartAnswerCache } from './cart-answer-cache';

const body = (text: string) => Buffer.from(text, 'utf8');

describe('CartAnswerCache', () => {
  it('serves an answer until its TTL, per cart and request variant', () => {
    let now = 1_000;
    const cache = new CartAnswerCache({ ttlMs: 100, now: () => now });
    cache.store('a', 'sgd', cache.ticket(), body('one'));
    expect(cache.get('a', 'sgd')?.toString()).toBe('one');
    expect(cache.get('a', 'usd')).toBeUndefined();
    expect(cache.get('b', 'sgd')).toBeUndefined();
    now += 99;
    expect(cache.get('a', 'sgd')?.toString()).toBe('one');
    now += 1;
    expect(cache.get('a', 'sgd')).toBeUndefined();
  });

  it('drops one cart on its write and every cart on a clear', () => {
    const cache = new CartAnswerCache();
    cache.store('a', 'x', cache.ticket(), body('a'));
    cache.store('b', 'x', cache.ticket(), body('b'));
    cache.drop('a');
    expect(cache.get('a', 'x')).toBeUndefined();
    expect(cache.get('b', 'x')?.toString()).toBe('b');
    cache.clear();
    expect(cache.get('b', 'x')).toBeUndefined();
  });

  it('does not store an answer read while its cart was written or everything cleared', () => {
    const cache = new CartAnswerCache();
    const beforeDrop = cache.ticket();
    cache.drop('a');
    cache.store('a', 'x', beforeDrop, body('stale'));
    expect(cache.get('a', 'x')).toBeUndefined();
    // Another cart's write does not concern it.
    const other = cache.ticket();
    cache.drop('b');
    cache.store('a', 'x', other, body('fresh'));
    expect(cache.get('a', 'x')?.toString()).toBe('fresh');
    const beforeClear = cache.ticket();
    cache.clear();
    cache.store('c', 'x', beforeClear, body('stale'));
    expect(cache.get('c', 'x')).toBeUndefined();
  });

  it('stays within its number of carts, oldest stored first', () => {
    const cache = new CartAnswerCache({ maxCarts: 3 });
    for (const id of ['a', 'b', 'c', 'd']) cache.store(id, 'x', cache.ticket(), body(id));
    expect(cache.size).toBe(3);
    expect(cache.get('a', 'x')).toBeUndefined();
    expect(cache.get('d', 'x')?.toString()).toBe('d');
  });

  it('stays within its bytes', () => {
    const cache = new CartAnswerCache({ maxBytes: 16 * 100 });
    for (let i = 0; i < 50; i++) cache.store(`c${i}`, 'x', cache.ticket(), body('y'.repeat(100)));
    expect(cache.size).toBeLessThanOrEqual(16);
    expect(cache.get('c49', 'x')).toBeDefined();
  });
});

describe.each(databases())('get cart from memory on %s', (target) => {
  // The cache's clock, moved by the tests to pass its TTL.
  let skew = 0;
  const server = useTestServer(target, {
    rateLimits: GENEROUS_RATE_LIMITS,
    cartAnswerCache: { now: () => Date.now() + skew },
  });
  const shop = checkoutCalls(server);
  const getCart = async (id: string, token?: string) => {
    const res = await shop.call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${id}/`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  };
  const candleLine = () => {
    const candle = shop.product('kaya-toast-candle');
    return { product_id: candle.id, variant_id: candle.variant(0).id, quantity: 1 };
  };
  /** Moves the candle's SGD price in the database only (no route, no signal). */
  const movePriceQuietly = async (by: number) => {
    const where = and(
      eq(variantPrices.variantId, shop.product('kaya-toast-candle').variant(0).id),
      eq(variantPrices.currency, 'SGD'),
    );
    const [price] = await server.db.select().from(variantPrices).where(where);
    await server.db
      .update(variantPrices)
      .set({ amount: price!.amount + by })
      .where(where);
    return price!.amount + by;
  };

  /** Sets a cart's line quantity in the database only: a shopper's table, no catalogue version. */
  const setQuantityQuietly = async (cartId: string, quantity: number) => {
    await server.db.update(cartItems).set({ quantity }).where(eq(cartItems.cartId, cartId));
  };

  it('answers a repeated read from memory, private and no-store, the same bytes as a fresh read', async () => {
    const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
    const first = await getCart(cart.id);
    expect(first.body).toEqual(cart);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await setQuantityQuietly(cart.id, 3);
    // No route and no catalogue change: the stored answer is served (which is what makes this
    // test mean something).
    const second = await getCart(cart.id);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('etag')).toBeNull();
    // Within the TTL at most.
    skew += CART_ANSWER_TTL_MS;
    expect((await getCart(cart.id)).body.items.map((i) => i.quantity)).toEqual([3]);
  });

  it('keeps one answer per currency, country and language', async () => {
    const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
    const sgd = await getCart(cart.id);
    const usd = await shop.call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
      headers: { 'accept-currency': 'usd' },
    });
    expect(usd.body.currency).toBe('USD');
    expect(sgd.body.currency).toBe('SGD');
    expect((await getCart(cart.id)).body.currency).toBe('SGD');
  });

  it('never serves a member’s cart from memory to someone else', async () => {
    const owner = await registerMember(server.url);
    const other = await registerMember(server.url);
    const cart = await newCart(server.url, { token: owner.token });
    await getCart(cart.id, owner.token);
    const path = `/api/carts/${cart.id}/`;
    expect((await shop.call('GET', '/api/carts/{cartPk}/', path)).status).toBe(401);
    expect((await shop.call('GET', '/api/carts/{cartPk}/', path, { token: other.token })).status).toBe(403);
  });

  describe('shows each of the cart’s own writes on the next read', () => {
    it('add', async () => {
      const cart = await newCart(server.url);
      expect((await getCart(cart.id)).body.items).toEqual([]);
      const added = await addItem(server.url, cart.id, candleLine());
      expect((await getCart(cart.id)).body).toEqual(added);
    });

    it('quantity', async () => {
      const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
      await getCart(cart.id);
      const lineId = cart.items[0]!.id;
      const res = await shop.call<Cart>(
        'PATCH',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${lineId}/`,
        { body: { quantity: 3 } },
      );
      expect(res.status).toBe(200);
      const read = await getCart(cart.id);
      expect(read.body.items.map((i) => i.quantity)).toEqual([3]);
      expect(read.body).toEqual(res.body);
    });

    it('remove', async () => {
      const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
      await getCart(cart.id);
      const res = await shop.call(
        'DELETE',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${cart.items[0]!.id}/`,
      );
      expect(res.status).toBeLessThan(300);
      expect((await getCart(cart.id)).body.items).toEqual([]);
    });

    it('promo code, on and off', async () => {
      const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
      expect((await getCart(cart.id)).body.promo).toBeNull();
      const on = await shop.call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { promo_code: 'WELCOME10' },
      });
      expect(on.status).toBe(200);
      const read = await getCart(cart.id);
      expect(read.body.promo).toMatchObject({ code: 'WELCOME10' });
      expect(read.body.discount).toBeGreaterThan(0);
      await shop.call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { promo_code: null },
      });
      expect((await getCart(cart.id)).body).toMatchObject({ promo: null, discount: 0 });
    });

    it('shipping', async () => {
      const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
      expect((await getCart(cart.id)).body.shipping_rule_id).toBeNull();
      const rule = shop.rule('sg', 'standard');
      const res = await shop.call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { shipping_rule_id: rule.id },
      });
      expect(res.status).toBe(200);
      expect((await getCart(cart.id)).body).toEqual(res.body);
      expect(res.body.shipping_rule_id).toBe(rule.id);
    });

    it('clear', async () => {
      const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
      expect((await getCart(cart.id)).body.items).toHaveLength(1);
      await shop.call('POST', '/api/carts/{id}/clear/', `/api/carts/${cart.id}/clear/`);
      expect((await getCart(cart.id)).body.items).toEqual([]);
    });

    it('order creation (the cart is gone)', async () => {
      const cart = await shop.cartWith('kaya-toast-candle', 1);
      await getCart(cart.id);
      const placed = await shop.placeOrder(shop.orderBody(cart.id), randomUUID());
      expect(placed.status).toBe(201);
      const read = await shop.call('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`);
      expect(read.status).toBe(404);
    });

    it('transfer on login (both the guest cart and the member’s)', async () => {
      const member = await registerMember(server.url);
      const own = await addItem(
        server.url,
        (await newCart(server.url, { token: member.token })).id,
        candleLine(),
        {
          token: member.token,
        },
      );
      const guest = await addItem(server.url, (await newCart(server.url)).id, candleLine());
      expect((await getCart(own.id, member.token)).body.items.map((i) => i.quantity)).toEqual([1]);
      await getCart(guest.id);
      const moved = await shop.call<Cart>(
        'POST',
        '/api/carts/{id}/transfer/',
        `/api/carts/${guest.id}/transfer/`,
        {
          token: member.token,
        },
      );
      expect(moved.status).toBe(200);
      expect(moved.body.id).toBe(own.id);
      expect((await getCart(own.id, member.token)).body.items.map((i) => i.quantity)).toEqual([2]);
      expect((await shop.call('GET', '/api/carts/{cartPk}/', `/api/carts/${guest.id}/`)).status).toBe(404);
    });
  });

  it('shows a price change made by plain SQL (no route, no signal) on the next read', async () => {
    const cart = await addItem(server.url, (await newCart(server.url)).id, candleLine());
    const before = (await getCart(cart.id)).body.items[0]!.price;
    expect((await getCart(cart.id)).body.items[0]!.price).toBe(before);
    try {
      // Its commit raised the catalogue version, which the next read checks (http/freshness.ts).
      const moved = await movePriceQuietly(300);
      expect((await getCart(cart.id)).body.items[0]!.price).toBe(moved);
      const again = await movePriceQuietly(200);
      expect((await getCart(cart.id)).body.items[0]!.price).toBe(again);
      // An order from another cart (it takes stock) leaves the price shown right.
      const other = await shop.cartWith('orchid-perfume-oil', 1);
      expect((await shop.placeOrder(shop.orderBody(other.id))).status).toBe(201);
      expect((await getCart(cart.id)).body.items[0]!.price).toBe(again);
    } finally {
      await movePriceQuietly(before - (await getCart(cart.id)).body.items[0]!.price);
    }
    expect((await getCart(cart.id)).body.items[0]!.price).toBe(before);
  });

  it('never keeps a read that raced an add once the add has answered', async () => {
    const cart = await newCart(server.url);
    const line = candleLine();
    for (let round = 1; round <= 15; round++) {
      const [, added] = await Promise.all([
        getCart(cart.id),
        addItem(server.url, cart.id, line),
        getCart(cart.id),
      ]);
      expect(added.items.map((i) => i.quantity)).toEqual([round]);
      const read = await getCart(cart.id);
      expect(read.body.items.map((i) => i.quantity)).toEqual([round]);
    }
  });
});

// Two API processes on one database and one Redis: each one's writes show in the other's next
// read. Only where TEST_REDIS_URL points at a Redis (e.g. redis://127.0.0.1:6379).
const redisUrl = process.env.TEST_REDIS_URL?.trim();
describe.skipIf(!redisUrl)('get cart from memory across processes', () => {
  describe.each(databases())('on %s', (target) => {
    const server = useTestServer(target, {
      rateLimits: GENEROUS_RATE_LIMITS,
      config: { redisUrl: redisUrl ?? null },
    });
    const shop = checkoutCalls(server);
    let other: { url: string; app: FastifyInstance };
    beforeAll(async () => {
      const app = await buildApp({
        config: server.config,
        db: server.db,
        rateLimits: GENEROUS_RATE_LIMITS,
        mail: false,
        paymentSweep: false,
      });
      other = { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    });
    afterAll(async () => {
      await other?.app.close();
    });
    const readAt = async (base: string, id: string) => {
      const res = await request<Cart>(base, 'GET', `/api/carts/${id}/`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };

    it('shows a write made through one process on the next read through the other', async () => {
      const candle = shop.product('kaya-toast-candle');
      const line = { product_id: candle.id, variant_id: candle.variant(0).id, quantity: 1 };
      const cart = await newCart(server.url);
      expect((await readAt(other.url, cart.id)).items).toEqual([]);
      expect((await readAt(other.url, cart.id)).items).toEqual([]);
      const added = await addItem(server.url, cart.id, line);
      expect(await readAt(other.url, cart.id)).toEqual(added);
      // And the other way round.
      await readAt(server.url, cart.id);
      const again = await addItem(other.url, cart.id, line);
      expect(await readAt(server.url, cart.id)).toEqual(again);
      // An order (a write that may change every cart) through one empties the other's copies.
      await readAt(other.url, cart.id);
      expect((await shop.placeOrder(shop.orderBody(cart.id))).status).toBe(201);
      expect((await request(other.url, 'GET', `/api/carts/${cart.id}/`)).status).toBe(404);
    });
  });
});
