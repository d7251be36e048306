import type { Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxEmails, payments } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { checkoutCalls } from '../../../test/support/checkout-calls';
import { FAKE_STRIPE_KEY } from '../../../test/support/fake-stripe';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';
import { StripePaymentProvider } from '../../modules/payments/stripe-provider';
import { TestPaymentProvider } from '../../modules/payments/provider';
import { bookingBody, openDay, slotStart, workshopCalls } from '../../../test/support/workshop-calls';
import { sweepPayments } from './recovery-sweep';

const SLUG = 'kaya-toast-candle';

const silent = { info() {}, warn() {}, error() {} };

/**
 * The payment recovery sweep against the API on a real database and a local fake of Stripe that
 * outlives "crashes": a charge is made at Stripe exactly as `payOrder` makes it, but nothing of it
 * reaches our database — what a server killed between the charge and its commit leaves behind.
 */
describe.each(databases())('payment recovery sweep on %s', (target) => {
  const stripeServer = useStripeTestServer(target);
  const { server } = stripeServer;
  let stripe: StripePaymentProvider;
  beforeAll(async () => {
    stripe = new StripePaymentProvider({ secretKey: FAKE_STRIPE_KEY, apiBase: stripeServer.fake.url });
  });
  const shop = checkoutCalls(server);
  beforeAll(async () => {
    await shop.setStock(shop.product(SLUG).variant(0).id, 1000);
  });

  /** A charge Stripe made for the order whose record the server never wrote. */
  async function chargeBehindOurBack(order: Order, token = 'pm_card_visa'): Promise<string> {
    const result = await stripe.charge({
      amount: order.total,
      currency: order.currency,
      reference: order.id,
      method: { kind: 'token', token },
      idempotencyKey: `lost-${order.id}-${token}`,
    });
    if (result.status === 'invalid' || !result.providerReference) throw new Error('no intent made');
    return result.providerReference;
  }

  const workshops = workshopCalls(server);

  /** A guest booking of 2 places, and a charge for it Stripe made that we never wrote. */
  async function bookingChargedBehindOurBack(daysAhead: number) {
    const booked = await workshops.book(bookingBody(8, slotStart(openDay(8, daysAhead), 2), 2));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const result = await stripe.charge({
      amount: booked.body.amount,
      currency: booked.body.currency,
      reference: booked.body.id,
      referenceKind: 'booking',
      method: { kind: 'token', token: 'pm_card_visa' },
      idempotencyKey: `lost-${booked.body.id}`,
    });
    if (result.status === 'invalid' || !result.providerReference) throw new Error('no intent made');
    return { booking: booked.body, intentId: result.providerReference };
  }

  const sweep = () => server.app.paymentSweep!.runOnce();
  const emailsOf = async (orderId: string) =>
    (await server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, orderId))).map(
      (e) => e.kind,
    );

  it('records a charge Stripe made but we never wrote: the order is paid, once, with its e-mail', async () => {
    const order = await shop.orderOf(SLUG);
    const intentId = await chargeBehindOurBack(order);
    expect((await shop.readOrder(order.id)).body.status).toBe('pending_payment');

    const first = await sweep();

    expect(first).toMatchObject({ recovered: 1, refunded: 0, failed: 0 });
    const read = await shop.readOrder(order.id);
    expect(read.body.status).toBe('paid');
    expect(read.body.paid_at).not.toBeNull();
    const rows = await shop.paymentsOf(order.id);
    expect(rows.map((r) => [r.status, r.providerReference, r.amount])).toEqual([
      ['succeeded', intentId, order.total],
    ]);
    expect(await emailsOf(order.id)).toEqual(['order_confirmation']);

    // Idempotent: the next sweep sees the same charge and changes nothing.
    expect(await sweep()).toEqual({ settled: 0, recovered: 0, refunded: 0, failed: 0 });
    expect(await shop.paymentsOf(order.id)).toHaveLength(1);
    expect(await emailsOf(order.id)).toEqual(['order_confirmation']);
  });

  it('refunds a second charge of an order another payment already paid (never charged twice)', async () => {
    const order = await shop.orderOf(SLUG);
    // The lost attempt, then the shopper paying again with another method: two charges.
    const lost = await chargeBehindOurBack(order);
    const paid = await shop.pay(order.id, { token: 'pm_card_visa' });
    expect(paid.body.status).toBe('succeeded');

    expect(await sweep()).toMatchObject({ recovered: 0, refunded: 1, failed: 0 });

    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
    const rows = await shop.paymentsOf(order.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(rows.find((r) => r.status === 'refunded')!.providerReference).toBe(lost);
    const refunds = [...stripeServer.fake.refunds.values()].filter((r) => r.payment_intent === lost);
    expect(refunds.map((r) => r.amount)).toEqual([order.total]);

    expect(await sweep()).toMatchObject({ refunded: 0 });
    expect([...stripeServer.fake.refunds.values()].filter((r) => r.payment_intent === lost)).toHaveLength(1);
  });

  it('settles a processing payment Stripe has since completed (a webhook lost while we were down)', async () => {
    const order = await shop.orderOf(SLUG);
    const res = await shop.pay(order.id, { token: 'pm_card_threeDSecure2Required' });
    expect(res.body.status).toBe('processing');
    const [row] = await shop.paymentsOf(order.id);
    stripeServer.fake.complete(row!.providerReference!, 'succeeded');

    expect(await sweep()).toMatchObject({ settled: 1, failed: 0 });

    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
    expect((await shop.paymentsOf(order.id)).map((r) => r.status)).toEqual(['succeeded']);
  });

  it('leaves a declined charge we never wrote alone: no money moved, the order stays payable', async () => {
    const order = await shop.orderOf(SLUG);
    await chargeBehindOurBack(order, 'pm_card_chargeDeclined');

    expect(await sweep()).toMatchObject({ recovered: 0, refunded: 0, failed: 0 });

    expect((await shop.readOrder(order.id)).body.status).toBe('pending_payment');
    expect(await shop.paymentsOf(order.id)).toEqual([]);
    expect((await shop.pay(order.id, { token: 'pm_card_visa' })).body.status).toBe('succeeded');
  });

  it('confirms a booking Stripe charged for while we never wrote it', async () => {
    const { booking, intentId } = await bookingChargedBehindOurBack(21);

    expect(await sweep()).toMatchObject({ recovered: 1, failed: 0 });

    const read = await workshops.get(booking.id);
    expect(read.body.status).toBe('confirmed');
    const rows = await server.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((r) => [r.status, r.providerReference])).toEqual([['succeeded', intentId]]);
  });

  it('refunds a charge for a booking whose hold ran out meanwhile, read or not (its places may be gone)', async () => {
    const { booking, intentId } = await bookingChargedBehindOurBack(22);
    await server.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));

    expect(await sweep()).toMatchObject({ refunded: 1, failed: 0 });

    expect((await workshops.get(booking.id)).body.status).toBe('cancelled');
    const refunds = [...stripeServer.fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([booking.amount]);
    const rows = await server.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((r) => r.status)).toEqual(['refunded']);
  });

  it('asks nothing of the offline test provider, which keeps no record outside the process', async () => {
    const order = await shop.orderOf(SLUG);
    const result = await sweepPayments(server.db, new TestPaymentProvider(), silent, new Date(0));
    expect(result).toEqual({ settled: 0, recovered: 0, refunded: 0, failed: 0 });
    expect((await shop.readOrder(order.id)).body.status).toBe('pending_payment');
  });
});
