import { randomUUID } from 'node:crypto';
import type { Order, Payment } from '@atelier/api/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { RateLimits } from '../../src/app';
import { cartItems, carts, orders, payments, productVariants, shippingRules } from '../../src/db/schema';
import type { TestServer } from './test-server';
import { catalogueIds, type SeededProduct } from './catalogue-ids';
import { addItem, contractCaller, newCart, type CallOptions } from './http-calls';

export const SHOPPER_PHONE = '+65 9123 4567';

export const SG_ADDRESS = {
  first_name: 'Mei',
  last_name: 'Tan',
  line1: '1 Orchard Road',
  city: 'Singapore',
  postal_code: '238823',
  country: 'sg',
  phone: SHOPPER_PHONE,
};

export const VN_ADDRESS = {
  first_name: 'Lan',
  last_name: 'Nguyen',
  line1: '12 Dong Khoi',
  city: 'Ho Chi Minh City',
  postal_code: '700000',
  country: 'vn',
  phone: '+84 28 3823 4567',
};

/** The test provider's card that always succeeds. */
export const GOOD_CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

/** Vietnam in dong: a zero-decimal currency (SPEC §9). */
export const VND_MARKET = { 'accept-country': 'vn', 'accept-currency': 'vnd' } as const;

/**
 * Limits high enough that a suite firing hundreds of requests (and registering a few members)
 * from 127.0.0.1 measures the behaviour under test, not the rate limiter.
 */
export const GENEROUS_RATE_LIMITS: Partial<RateLimits> = {
  global: { max: 100_000, timeWindowMs: 60_000 },
  register: { max: 1_000, timeWindowMs: 60_000 },
  // registerMember logs each new member in, all from one IP.
  loginPerIp: { max: 100_000, timeWindowMs: 60_000 },
  loginPerAccount: { max: 100_000, timeWindowMs: 60_000 },
  registerPerAccount: { max: 100_000, timeWindowMs: 60_000 },
  giftCardBalance: { max: 100_000, timeWindowMs: 60_000 },
  businessLead: { max: 100_000, timeWindowMs: 60_000 },
  promoLookup: { max: 100_000, timeWindowMs: 60_000 },
};

/**
 * Test helper: the checkout steps (cart → order → pay) over real HTTP against one test server,
 * every answer checked against the contract. Call inside a `describe` after `useTestServer`; the
 * catalogue ids and shipping rules are read in a `beforeAll`.
 */
export function checkoutCalls(server: Pick<TestServer, 'url' | 'db'>) {
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  let rules: (typeof shippingRules.$inferSelect)[];
  beforeAll(async () => {
    product = await catalogueIds(server.db);
    rules = await server.db.select().from(shippingRules);
  });

  const shop = {
    call,
    product: (slug: string) => product(slug),

    /** The seeded shipping rule of a country and method (self-collect, express, standard). */
    rule(country: string, method: string) {
      const found = rules.find((r) => r.country === country && r.method === method);
      if (!found) throw new Error(`no shipping rule ${country}/${method}`);
      return found;
    },

    /** A new cart holding `quantity` of one variant of a seeded product (guest, or the member's). */
    async cartWith(slug: string, quantity: number, options: CallOptions = {}, variant = 0) {
      const p = product(slug);
      const cart = await newCart(server.url, options);
      const filled = await addItem(
        server.url,
        cart.id,
        { product_id: p.id, variant_id: p.variant(variant).id, quantity },
        options,
      );
      return filled;
    },

    /** A valid CreateOrderRequest for a Singapore cart (Standard delivery to Orchard Road). */
    orderBody(cartId: string, extra: Record<string, unknown> = {}) {
      return {
        cart_id: cartId,
        email: 'shopper@example.com',
        phone: SHOPPER_PHONE,
        shipping_rule_id: shop.rule('sg', 'standard').id,
        shipping_address: SG_ADDRESS,
        ...extra,
      };
    },

    /** POST /api/orders/ with an Idempotency-Key (a new one unless given; null sends none). */
    placeOrder(body: Record<string, unknown>, key: string | null = randomUUID(), options: CallOptions = {}) {
      const headers = { ...options.headers, ...(key === null ? {} : { 'idempotency-key': key }) };
      return call<Order>('POST', '/api/orders/', '/api/orders/', { ...options, body, headers });
    },

    pay(orderId: string, body: Record<string, unknown> = GOOD_CARD, options: CallOptions = {}) {
      return call<Payment>('POST', '/api/orders/{id}/pay/', `/api/orders/${orderId}/pay/`, {
        ...options,
        body,
      });
    },

    readOrder(orderId: string, options: CallOptions = {}) {
      return call<Order>('GET', '/api/orders/{id}/', `/api/orders/${orderId}/`, options);
    },

    /** A guest (or member, with a token) order of one unit, placed and expected to succeed. */
    async orderOf(slug: string, options: CallOptions = {}): Promise<Order> {
      const cart = await shop.cartWith(slug, 1, options);
      const res = await shop.placeOrder(shop.orderBody(cart.id), randomUUID(), options);
      if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },

    // ------------------------------------------------------------ database reads and writes

    async stockOf(variantId: number): Promise<number> {
      const [row] = await server.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      return row!.stock;
    },

    async setStock(variantId: number, stock: number): Promise<void> {
      await server.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
    },

    /** The orders placed from these carts. */
    ordersOfCarts(cartIds: readonly string[]) {
      return server.db
        .select()
        .from(orders)
        .where(inArray(orders.cartId, [...cartIds]));
    },

    paymentsOf(orderId: string) {
      return server.db.select().from(payments).where(eq(payments.orderId, orderId));
    },

    succeededPaymentsOf(orderId: string) {
      return server.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    },

    async orderRow(orderId: string) {
      const [row] = await server.db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /** A cart as stored: its row and its lines, to compare before and after a request. */
    async cartSnapshot(cartId: string) {
      const [row] = await server.db.select().from(carts).where(eq(carts.id, cartId));
      const lines = await server.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(cartItems.id);
      return { row, lines };
    },

    /** An order as stored, with its payments, to compare before and after a request. */
    async orderSnapshot(orderId: string) {
      return {
        row: await shop.orderRow(orderId),
        payments: await server.db
          .select()
          .from(payments)
          .where(eq(payments.orderId, orderId))
          .orderBy(payments.createdAt, payments.id),
      };
    },
  };
  return shop;
}

export type CheckoutCalls = ReturnType<typeof checkoutCalls>;
