import { randomUUID } from 'node:crypto';
import type { Cart, Order } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookings,
  giftCards,
  orders,
  outboxEmails,
  payments,
  promoRedemptions,
  promos,
  workshopSlots,
} from '../../db/schema';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { FAKE_STRIPE_KEY } from '../../../test/support/fake-stripe';
import { request } from '../../../test/support/http-client';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';
import { useTestServer } from '../../../test/support/test-server';
import { paymentIntentEvent, signedDelivery } from '../../../test/support/webhook-events';
import { bookingBody, openDay, slotStart, workshopCalls } from '../../../test/support/workshop-calls';
import { newGiftCardCode } from '../../modules/gift-cards';
import { StripePaymentProvider, TestPaymentProvider } from '../../modules/payments';
import { DEFAULT_HOLD_SWEEP_INTERVAL_MS } from './hold-sweep-loop';
import { releaseLapsedHolds } from './hold-release';

const SLUG = 'orchid-garden-candle';
const silent = { error() {} };

/**
 * Issue 22 point 18: an unpaid order holds its stock, promo use and gift card money for
 * ORDER_HOLD_SECONDS (5 s here), a booking its places for BOOKING_HOLD_SECONDS; then the hold
 * lapses and everything comes back in one transaction — by the hold sweep, with nobody touching
 * the order, or on the way when somebody does. The sweep's clock is the test's: it is moved past
 * the deadline instead of waiting for it.
 */
describe.each(databases())('order and booking holds on %s', (target) => {
  /** What the running hold sweep takes for "now". */
  let sweepClock = new Date(0);
  const server = useTestServer(target, {
    rateLimits: GENEROUS_RATE_LIMITS,
    mail: false,
    config: { orderHoldSeconds: 5, bookingHoldSeconds: 5 },
    holdSweep: { intervalMs: 50, now: () => sweepClock },
  });
  const calls = checkoutCalls(server);
  const workshops = workshopCalls(server);

  async function issueCard(balance: number) {
    const [card] = await server.db
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        currency: 'SGD',
        initialValue: balance,
        balance,
        status: 'active',
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
        recipientEmail: 'holder@example.com',
      })
      .returning();
    return card!;
  }
  const cardRow = async (id: number) =>
    (await server.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
  const welcomeUses = async () =>
    (await server.db.select().from(promos).where(eq(promos.code, 'WELCOME10')))[0]!.usedCount;
  const redemptionsOf = (orderId: string) =>
    server.db.select().from(promoRedemptions).where(eq(promoRedemptions.reference, orderId));

  /** An order of `units` candles with WELCOME10 and part paid by `cardCode`, unpaid. */
  async function heldOrder(units: number, cardCode?: string): Promise<Order> {
    const cart = await calls.cartWith(SLUG, units);
    const applied = await request<Cart>(server.url, 'PATCH', `/api/carts/${cart.id}/`, {
      body: { promo_code: 'WELCOME10' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const placed = await calls.placeOrder(
      calls.orderBody(cart.id, {
        email: `holder-${randomUUID()}@example.com`,
        ...(cardCode ? { gift_card_code: cardCode } : {}),
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ status: 'pending_payment', promo: { code: 'WELCOME10' } });
    return placed.body;
  }
  const lapseNow = (orderId: string) =>
    server.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));

  it('sweeps at least every 10 s by default, so a hold is released within its deadline + 30 s', () => {
    expect(DEFAULT_HOLD_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(10_000);
  });

  it('the sweep alone gives back the stock, the promo use and the gift card money once the 5 s hold lapses', async () => {
    const variant = calls.product(SLUG).variant(0).id;
    await calls.setStock(variant, 10);
    const card = await issueCard(1000);
    const usesBefore = await welcomeUses();
    const order = await heldOrder(2, card.code);

    // What the order holds, and until when: 5 s after it was placed, stored on the row.
    const row = (await calls.orderRow(order.id))!;
    expect(row.holdExpiresAt.getTime() - row.createdAt.getTime()).toBe(5000);
    expect(await calls.stockOf(variant)).toBe(8);
    expect(await welcomeUses()).toBe(usesBefore + 1);
    expect(await redemptionsOf(order.id)).toHaveLength(1);
    expect(await cardRow(card.id)).toMatchObject({ balance: 0, status: 'redeemed' });

    // A moment before the deadline the sweep leaves it alone.
    sweepClock = new Date(row.holdExpiresAt.getTime() - 1);
    await server.app.holdSweep!.runOnce();
    expect((await calls.orderRow(order.id))!.status).toBe('pending_payment');

    // Past it, the running sweep releases it by itself: no request touches the order or the card.
    sweepClock = new Date(row.holdExpiresAt.getTime() + 1);
    await vi.waitFor(async () => expect((await calls.orderRow(order.id))!.status).toBe('cancelled'), {
      timeout: 10_000,
      interval: 25,
    });
    const released = async () => {
      expect(await calls.stockOf(variant)).toBe(10);
      expect(await welcomeUses()).toBe(usesBefore);
      expect(await redemptionsOf(order.id)).toEqual([]);
      expect(await cardRow(card.id)).toMatchObject({ balance: 1000, status: 'active' });
    };
    await released();
    // Later sweeps find nothing left to give back.
    await server.app.holdSweep!.runOnce();
    await server.app.holdSweep!.runOnce();
    await released();

    // The shopper reads it as cancelled and can no longer pay it.
    expect((await calls.readOrder(order.id)).body).toMatchObject({ status: 'cancelled' });
    const pay = await calls.pay(order.id);
    expect(pay.status).toBe(409);
    expect((pay.body as unknown as { message: string }).message).toMatch(/not paid in time/);
    await released();
  });

  it('several sweeps at once (as in several processes) and a reader release each lapsed order once', async () => {
    sweepClock = new Date(0); // only the sweeps below
    const variant = calls.product(SLUG).variant(0).id;
    await calls.setStock(variant, 20);
    const card = await issueCard(3000);
    const placed = [await heldOrder(1, card.code), await heldOrder(2), await heldOrder(3)];
    expect(await calls.stockOf(variant)).toBe(14);
    const usesBefore = await welcomeUses();
    const cardBefore = (await cardRow(card.id)).balance;
    for (const order of placed) await lapseNow(order.id);

    const provider = new TestPaymentProvider();
    const now = new Date();
    const results = await Promise.all([
      releaseLapsedHolds(server.db, provider, now, silent),
      releaseLapsedHolds(server.db, provider, now, silent),
      releaseLapsedHolds(server.db, provider, now, silent),
      calls.readOrder(placed[1]!.id),
    ]);
    const sweeps = results.slice(0, 3) as Awaited<ReturnType<typeof releaseLapsedHolds>>[];
    expect(sweeps.every((r) => r.failed === 0)).toBe(true);
    for (const order of placed) expect((await calls.orderRow(order.id))!.status).toBe('cancelled');
    expect(await calls.stockOf(variant)).toBe(20);
    expect(await welcomeUses()).toBe(usesBefore - 3);
    expect((await cardRow(card.id)).balance).toBe(cardBefore + placed[0]!.gift_card_amount);
  });

  it('a lapsed order read or paid before any sweep is released on the way', async () => {
    sweepClock = new Date(0); // no sweep
    const variant = calls.product(SLUG).variant(0).id;
    await calls.setStock(variant, 5);
    const read = await heldOrder(1);
    const paid = await heldOrder(1);
    expect(await calls.stockOf(variant)).toBe(3);
    await lapseNow(read.id);
    await lapseNow(paid.id);

    expect((await calls.readOrder(read.id)).body).toMatchObject({ status: 'cancelled' });
    expect(await calls.stockOf(variant)).toBe(4);
    expect((await calls.pay(paid.id)).status).toBe(409);
    expect(await calls.stockOf(variant)).toBe(5);
    expect(await calls.succeededPaymentsOf(paid.id)).toEqual([]);
  });

  it('a booking holds its places for BOOKING_HOLD_SECONDS (5 s here); the sweep alone gives them back', async () => {
    const day = openDay(8, 24);
    const booked = await workshops.book(bookingBody(8, slotStart(day, 3), 2));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const deadline = Date.parse(booked.body.hold_expires_at!);
    expect(deadline - Date.parse(booked.body.created_at)).toBe(5000);
    const slotBooked = async () => {
      const [slot] = await server.db
        .select({ booked: workshopSlots.booked })
        .from(workshopSlots)
        .where(and(eq(workshopSlots.serviceId, 8), eq(workshopSlots.startsAt, new Date(slotStart(day, 3)))));
      return slot!.booked;
    };
    expect(await slotBooked()).toBe(2);

    sweepClock = new Date(deadline + 1);
    await vi.waitFor(
      async () => {
        const [row] = await server.db.select().from(bookings).where(eq(bookings.id, booked.body.id));
        expect(row!.status).toBe('cancelled');
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(await slotBooked()).toBe(0);
  });

  it('several sweeps at once (as in several processes) release each lapsed booking once', async () => {
    sweepClock = new Date(0); // only the sweeps below
    const day = openDay(8, 26);
    const start = slotStart(day, 5);
    const held = [];
    for (let i = 0; i < 3; i++) {
      const booked = await workshops.book(bookingBody(8, start, 2));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      held.push(booked.body);
    }
    const booked = async () =>
      (
        await server.db
          .select({ booked: workshopSlots.booked })
          .from(workshopSlots)
          .where(and(eq(workshopSlots.serviceId, 8), eq(workshopSlots.startsAt, new Date(start))))
      )[0]!.booked;
    expect(await booked()).toBe(6);

    const after = new Date(Math.max(...held.map((b) => Date.parse(b.hold_expires_at!))) + 1);
    const provider = new TestPaymentProvider();
    const sweeps = await Promise.all(
      [1, 2, 3, 4].map(() => releaseLapsedHolds(server.db, provider, after, silent)),
    );
    expect(sweeps.reduce((sum, r) => sum + r.bookings, 0)).toBe(3);
    expect(await booked()).toBe(0);
    for (const booking of held) {
      const [row] = await server.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row!.status).toBe('cancelled');
    }
  });
});

/**
 * The provider's part (a local fake of Stripe that outlives the order's lapse): a payment still
 * processing is cancelled at Stripe before the hold lapses, or settled when it had succeeded; a
 * success that arrives after the lapse takes the stock again or is refunded.
 */
describe.each(databases())('order holds and Stripe on %s', (target) => {
  const stripeServer = useStripeTestServer(target);
  const { server } = stripeServer;
  let stripe: StripePaymentProvider;
  beforeAll(() => {
    stripe = new StripePaymentProvider({ secretKey: FAKE_STRIPE_KEY, apiBase: stripeServer.fake.url });
  });
  const calls = checkoutCalls(server);
  const variant = () => calls.product(SLUG).variant(0).id;

  const sweep = () => releaseLapsedHolds(server.db, stripe, new Date(), silent);
  const lapseNow = (orderId: string) =>
    server.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
  const paymentRows = (orderId: string) =>
    server.db.select().from(payments).where(eq(payments.orderId, orderId));

  /** An order paid with a card waiting for 3-D Secure: its payment `processing`. */
  async function processingOrder(): Promise<{ order: Order; intentId: string }> {
    const order = await calls.orderOf(SLUG);
    const res = await calls.pay(order.id, { token: 'pm_card_threeDSecure2Required' });
    expect(res.body).toMatchObject({ status: 'processing' });
    const [row] = await paymentRows(order.id);
    return { order, intentId: row!.providerReference! };
  }

  /** A charge Stripe made for the order that we never recorded (a crash, or a late 3-D Secure). */
  async function chargeBehindOurBack(order: Order): Promise<string> {
    const result = await stripe.charge({
      amount: order.total,
      currency: order.currency,
      reference: order.id,
      method: { kind: 'token', token: 'pm_card_visa' },
      idempotencyKey: `late-${order.id}`,
    });
    if (result.status !== 'succeeded' || !result.providerReference) throw new Error('no charge made');
    return result.providerReference;
  }

  it('cancels a payment still processing at Stripe before the hold lapses; then the stock comes back', async () => {
    await calls.setStock(variant(), 10);
    const { order, intentId } = await processingOrder();
    expect(await calls.stockOf(variant())).toBe(9);
    await lapseNow(order.id);

    expect(await sweep()).toMatchObject({ released: 1, failed: 0 });

    expect(stripeServer.fake.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(
      true,
    );
    expect(stripeServer.fake.intents.get(intentId)!.status).toBe('canceled');
    expect(await paymentRows(order.id)).toEqual([
      expect.objectContaining({ status: 'failed', failureCode: 'payment_intent_canceled' }),
    ]);
    expect((await calls.orderRow(order.id))!.status).toBe('cancelled');
    expect(await calls.stockOf(variant())).toBe(10);
  });

  it('settles as paid, not lapsed, a processing payment that had succeeded at Stripe meanwhile', async () => {
    await calls.setStock(variant(), 10);
    const { order, intentId } = await processingOrder();
    stripeServer.fake.complete(intentId, 'succeeded');
    await lapseNow(order.id);

    expect(await sweep()).toMatchObject({ paid: 1, released: 0, failed: 0 });

    expect((await calls.orderRow(order.id))!.status).toBe('paid');
    expect(await paymentRows(order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await calls.stockOf(variant())).toBe(9);
    const emails = await server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, order.id));
    expect(emails).toHaveLength(1);
  });

  it('a success that arrives after the lapse takes the stock again: the order is paid', async () => {
    await calls.setStock(variant(), 10);
    const order = await calls.orderOf(SLUG);
    await lapseNow(order.id);
    expect(await sweep()).toMatchObject({ released: 1 });
    expect(await calls.stockOf(variant())).toBe(10);

    // The webhook reports a charge we never recorded.
    const intentId = await chargeBehindOurBack(order);
    const event = paymentIntentEvent('payment_intent.succeeded', order, { intentId });
    const { raw, signature } = signedDelivery(event);
    const res = await fetch(`${server.url}/api/payments/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: raw,
    });
    expect(res.status).toBe(200);

    expect((await calls.orderRow(order.id))!.status).toBe('paid');
    expect(await calls.stockOf(variant())).toBe(9);
    expect(await paymentRows(order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', providerReference: intentId }),
    ]);
    expect([...stripeServer.fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toEqual([]);
  });

  it('a success that arrives after the lapse when the stock is gone is refunded; the order stays cancelled', async () => {
    await calls.setStock(variant(), 10);
    const order = await calls.orderOf(SLUG);
    await lapseNow(order.id);
    expect(await sweep()).toMatchObject({ released: 1 });
    // Someone else bought the last units meanwhile.
    await calls.setStock(variant(), 0);

    const intentId = await chargeBehindOurBack(order);
    // The recovery sweep finds the charge (a webhook lost, a crash between charge and write).
    expect(await server.app.paymentSweep!.runOnce()).toMatchObject({ refunded: 1, failed: 0 });

    expect((await calls.orderRow(order.id))!.status).toBe('cancelled');
    expect(await calls.stockOf(variant())).toBe(0);
    expect(await paymentRows(order.id)).toEqual([
      expect.objectContaining({ status: 'refunded', providerReference: intentId }),
    ]);
    expect([...stripeServer.fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: order.total }),
    ]);
    // A second sweep pays nothing back twice.
    expect(await server.app.paymentSweep!.runOnce()).toMatchObject({ refunded: 0, recovered: 0 });
  });
});
