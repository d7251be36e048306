import { randomUUID } from 'node:crypto';
import type { Cart, Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, parseConfig } from '../../config';
import { giftCards, outboxEmails } from '../../db/schema';
import { configureTaxRates } from '../../modules/pricing';
import { databases } from '../../../test/support/databases';
import { contractCaller } from '../../../test/support/http-calls';
import { checkoutCalls, GENEROUS_RATE_LIMITS, GOOD_CARD } from '../../../test/support/checkout-calls';
import { buyBody, CHECKS_UNLIMITED, giftCardCalls } from '../../../test/support/gift-card-calls';
import { testConfig } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { newGiftCardCode } from '../../modules/gift-cards/gift-card-code';
import { queueOrderEmail } from '../emails/order-email';

const CANDLE = 'kaya-toast-candle';

/**
 * The tax a tax-inclusive price holds, worked out here independently of libs/commerce: the net
 * (price / (1 + rate)) rounded half away from zero, as exact fractions of integers.
 */
function expectedTax(gross: number, rateBp: number): number {
  const twiceNet = (BigInt(gross) * 20_000n) / BigInt(10_000 + rateBp); // floor(2 × net)
  const net = (twiceNet + 1n) / 2n; // halves round up (amounts are positive)
  return gross - Number(net);
}

/** Tax (issue 25 point 2) over real HTTP: the cart answer, the order, the e-mail, past orders. */
describe.each(databases())('tax included in carts and orders on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, giftCardBalance: CHECKS_UNLIMITED },
    mail: false,
  });
  const shop = checkoutCalls(server);
  const cards = giftCardCalls(server);
  const call = contractCaller(() => server.url);

  beforeAll(async () => {
    await shop.setStock(shop.product(CANDLE).variant(0).id, 10_000);
  });

  const market = (country: string, currency: string, language = 'en') => ({
    headers: { 'accept-country': country, 'accept-currency': currency, 'accept-language': language },
  });

  it('the cart answer says the tax its total includes: S$96.00 of candles include GST S$7.93', async () => {
    const cart = await shop.cartWith(CANDLE, 2, market('sg', 'sgd'));
    expect(cart.total).toBe(9600);
    // 9600 / 1.09 = 8807.33… → net 8807, GST 793
    expect(cart.tax).toEqual({ name: 'gst', rate: 900, amount: 793 });

    const read = await call<Cart>(
      'GET',
      '/api/carts/{cartPk}/',
      `/api/carts/${cart.id}/`,
      market('sg', 'sgd'),
    );
    expect(read.body.tax).toEqual({ name: 'gst', rate: 900, amount: 793 });
  });

  it.each([
    ['vn', 'vnd', 'vat', 1000],
    ['kr', 'krw', 'vat', 1000],
    ['ae', 'aed', 'vat', 500],
    ['us', 'usd', 'sales_tax', 0],
  ] as const)(
    'in %s (%s) the tax is %s at %i basis points, in whole minor units',
    async (country, currency, name, rate) => {
      const cart = await shop.cartWith(CANDLE, 3, market(country, currency));
      expect(cart.currency).toBe(currency.toUpperCase());
      expect(cart.total).toBeGreaterThan(0);
      expect(cart.tax).toEqual({ name, rate, amount: expectedTax(cart.total, rate) });
      if (rate > 0) expect(cart.tax.amount).toBeGreaterThan(0);
    },
  );

  it("follows the shopper's country, not the currency: Singapore in US dollars is GST 9 %", async () => {
    const cart = await shop.cartWith(CANDLE, 1, market('sg', 'usd'));
    expect(cart.currency).toBe('USD');
    expect(cart.tax).toEqual({ name: 'gst', rate: 900, amount: expectedTax(cart.total, 900) });
  });

  it('taxes goods and shipping after the discount; the order keeps it; the e-mail shows it', async () => {
    const options = market('sg', 'sgd');
    const cart = await shop.cartWith(CANDLE, 2, options);
    const coded = await call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
      ...options,
      body: { promo_code: 'WELCOME10', shipping_rule_id: shop.rule('sg', 'standard').id },
    });
    expect(coded.status, JSON.stringify(coded.body)).toBe(200);
    const priced = coded.body;
    expect(priced.discount).toBe(960);
    const gross = priced.subtotal - priced.discount + priced.shipping;
    expect(priced.total).toBe(gross);
    expect(priced.tax).toEqual({ name: 'gst', rate: 900, amount: expectedTax(gross, 900) });

    const placed = await shop.placeOrder(
      shop.orderBody(cart.id, { email: `tax.${randomUUID()}@example.com` }),
      randomUUID(),
      options,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body;
    expect(order.tax).toEqual(priced.tax);
    expect((await shop.readOrder(order.id, options)).body.tax).toEqual(priced.tax);

    await server.db.transaction((tx) => queueOrderEmail(tx, order.id));
    const [email] = await server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, order.id));
    const sgd = (minor: number) => `S$${(minor / 100).toFixed(2)}`;
    expect(email!.textBody).toContain(
      `Total: ${sgd(order.total)}\nIncludes GST (9%): ${sgd(order.tax.amount)}`,
    );
    expect(email!.htmlBody).toContain('Includes GST (9%)');
  });

  it('a gift card paying part of the order does not lower the tax', async () => {
    const options = market('sg', 'sgd');
    const [card] = await server.db
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        currency: 'SGD',
        initialValue: 3000,
        balance: 3000,
        status: 'active',
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
        recipientEmail: 'holder@example.com',
      })
      .returning();
    const cart = await shop.cartWith(CANDLE, 2, options);
    const placed = await shop.placeOrder(
      shop.orderBody(cart.id, { gift_card_code: card!.code }),
      randomUUID(),
      options,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body;
    expect(order.gift_card_amount).toBe(3000);
    const gross = order.subtotal - order.discount + order.shipping;
    expect(order.total).toBe(gross - 3000);
    expect(order.tax).toEqual({ name: 'gst', rate: 900, amount: expectedTax(gross, 900) });
  });

  it('buying a gift card carries no tax (a gift card is not a supply)', async () => {
    const order = await cards.bought(buyBody(), market('sg', 'sgd'));
    expect(order.tax).toEqual({ name: 'none', rate: 0, amount: 0 });
    const paid = await shop.pay(order.id, GOOD_CARD, market('sg', 'sgd'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await shop.readOrder(order.id)).body.tax).toEqual({ name: 'none', rate: 0, amount: 0 });
  });

  describe('when the configured rate changes', () => {
    let other: Awaited<ReturnType<typeof buildApp>> | undefined;
    afterAll(async () => {
      await other?.close();
      // The rates are the process's (set by the app at start): give this file's server its own back.
      configureTaxRates(server.config.taxRates);
    });

    it('a past order keeps its rate and amount; new carts use the new rate', async () => {
      const options = market('sg', 'sgd');
      const past = await shop.orderOf(CANDLE, options);
      const before = past.tax;
      expect(before.rate).toBe(900);

      // Another process started with Singapore at 10 % on the same database.
      other = await buildApp({
        config: testConfig({ taxRates: { sg: 1000 } }),
        db: server.db,
        holdSweep: false,
        mail: false,
        paymentSweep: false,
      });
      const url = await other.listen({ port: 0, host: '127.0.0.1' });
      const callOther = contractCaller(() => url);

      const again = await callOther<Order>('GET', '/api/orders/{id}/', `/api/orders/${past.id}/`, options);
      expect(again.status).toBe(200);
      expect(again.body.tax).toEqual(before);

      const cart = await callOther<Cart>('POST', '/api/carts/', '/api/carts/', options);
      const filled = await callOther<Cart>(
        'POST',
        '/api/carts/{cartPk}/items/',
        `/api/carts/${cart.body.id}/items/`,
        {
          ...options,
          body: {
            product_id: shop.product(CANDLE).id,
            variant_id: shop.product(CANDLE).variant(0).id,
            quantity: 1,
          },
        },
      );
      expect(filled.body.tax).toEqual({
        name: 'gst',
        rate: 1000,
        amount: expectedTax(filled.body.total, 1000),
      });
    });
  });
});

describe('TAX_RATE_US', () => {
  it('is read as a percentage with up to two decimals, kept in basis points', () => {
    expect(parseConfig({ TAX_RATE_US: '7.25' }).taxRates).toEqual({ us: 725 });
    expect(parseConfig({ TAX_RATE_US: '0' }).taxRates).toEqual({ us: 0 });
    expect(parseConfig({}).taxRates).toBeUndefined();
  });

  it('refuses what is not a percentage from 0 to 100, naming the variable', () => {
    for (const bad of ['abc', '7.255', '-1', '101', '8%']) {
      expect(() => parseConfig({ TAX_RATE_US: bad }), bad).toThrow(ConfigError);
      expect(() => parseConfig({ TAX_RATE_US: bad })).toThrow(/TAX_RATE_US/);
    }
  });
});
