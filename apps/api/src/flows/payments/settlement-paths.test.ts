import { randomBytes } from 'node:crypto';
import type { AdminBooking, Order, WorkshopBooking } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxEmails, payments, workshopSlots } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { buyBody, giftCardCalls } from '../../../test/support/gift-card-calls';
import { registerMember } from '../../../test/support/members';
import { contractCalls, seedTestStaff, signInAs } from '../../../test/support/staff';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';
import { paymentIntentEvent, refundEvent, signedDelivery } from '../../../test/support/webhook-events';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const LA = 3; // S$68 a place, every day

/** A Stripe `payment_intent.succeeded` event for a booking (our id in `metadata.booking_id`). */
function bookingSucceeded(booking: Pick<WorkshopBooking, 'id' | 'amount' | 'currency'>, intentId: string) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: booking.amount,
        currency: booking.currency.toLowerCase(),
        status: 'succeeded',
        metadata: { booking_id: booking.id },
        last_payment_error: null,
      },
    },
  };
}

/**
 * One settlement path (issue 25): a payment Stripe left `processing` (3-D Secure) is stored as
 * `processing` and settled once by whichever of verify and the webhook comes first, for bookings
 * and gift card purchases as for orders; over real HTTP with the fake Stripe API.
 */
describe.each(databases())('settling processing payments on %s', (target) => {
  const stripe = useStripeTestServer(target);
  const { server } = stripe;
  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
  });
  const shop = workshopCalls(server);
  const cards = giftCardCalls(server);

  const deliver = (event: unknown) => {
    const delivery = signedDelivery(event);
    return shop.call('POST', '/api/payments/webhook/', '/api/payments/webhook/', {
      body: delivery.raw,
      headers: { 'stripe-signature': delivery.signature },
    });
  };
  const verifyBooking = (id: string, token: string) =>
    shop.call<WorkshopBooking>('POST', '/api/bookings/{id}/verify/', `/api/bookings/${id}/verify/`, {
      token,
    });
  const paymentRows = (where: { bookingId: string } | { orderId: string }) =>
    server.db
      .select()
      .from(payments)
      .where(
        'bookingId' in where ? eq(payments.bookingId, where.bookingId) : eq(payments.orderId, where.orderId),
      );
  const emailsAbout = (reference: string) =>
    server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, reference));

  async function placesTaken(start: string): Promise<number> {
    const [row] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.serviceId, LA), eq(workshopSlots.startsAt, new Date(start))));
    return row?.booked ?? 0;
  }

  /** A member's booking paid with 3-D Secure, left waiting for it (`processing`). */
  async function processingBooking(days: number, slot: number) {
    const login = await registerMember(server.url);
    const start = slotStart(openDay(LA, days), slot);
    const booked = await shop.book(bookingBody(LA, start, 1), { token: login.token });
    expect(booked.status).toBe(201);
    const booking = booked.body;
    const paid = await shop.call('POST', '/api/bookings/{id}/pay/', `/api/bookings/${booking.id}/pay/`, {
      token: login.token,
      body: { token: 'pm_card_threeDSecure2Required' },
    });
    expect(paid.body).toMatchObject({ status: 'processing' });
    const [row] = await paymentRows({ bookingId: booking.id });
    expect(row).toMatchObject({ status: 'processing' });
    return { token: login.token, booking, start, intentId: row!.providerReference! };
  }

  it('settles a processing booking by verify once, and the webhook after it changes nothing', async () => {
    const { token, booking, intentId } = await processingBooking(30, 1);
    // Before 3-D Secure ends, verify answers it as it stands.
    expect((await verifyBooking(booking.id, token)).body.status).toBe('pending_payment');

    stripe.fake.complete(intentId, 'succeeded');
    const [first, second] = await Promise.all([
      verifyBooking(booking.id, token),
      verifyBooking(booking.id, token),
    ]);
    expect([first.body.status, second.body.status]).toEqual(['confirmed', 'confirmed']);
    expect((await deliver(bookingSucceeded(booking, intentId))).status).toBe(200);

    expect((await paymentRows({ bookingId: booking.id })).map((p) => p.status)).toEqual(['succeeded']);
    expect(await emailsAbout(booking.id)).toHaveLength(1);
  });

  it('settles a processing booking by the webhook once, and verify after it changes nothing', async () => {
    const { token, booking, intentId } = await processingBooking(31, 2);
    stripe.fake.complete(intentId, 'succeeded');
    expect((await deliver(bookingSucceeded(booking, intentId))).status).toBe(200);
    expect((await verifyBooking(booking.id, token)).body.status).toBe('confirmed');
    expect((await paymentRows({ bookingId: booking.id })).map((p) => p.status)).toEqual(['succeeded']);
    expect(await emailsAbout(booking.id)).toHaveLength(1);
  });

  it('refunds a booking payment verify finds succeeded after the hold ran out; the booking stays cancelled', async () => {
    const { token, booking, start, intentId } = await processingBooking(32, 3);
    await server.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    expect((await shop.get(booking.id, { token })).body.status).toBe('cancelled');
    stripe.fake.complete(intentId, 'succeeded');

    expect((await verifyBooking(booking.id, token)).body.status).toBe('cancelled');
    expect((await verifyBooking(booking.id, token)).body.status).toBe('cancelled');
    const refunds = [...stripe.fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([booking.amount]);
    expect(await paymentRows({ bookingId: booking.id })).toEqual([
      expect.objectContaining({
        status: 'refunded',
        refundStatus: 'succeeded',
        refundReference: refunds[0]!.id,
      }),
    ]);
    expect(await placesTaken(start)).toBe(0);
  });

  it("keeps a cancelled booking's refund pending until Stripe settles it, and records a failed one with its reason", async () => {
    const { token, booking, intentId } = await processingBooking(33, 4);
    stripe.fake.complete(intentId, 'succeeded');
    expect((await verifyBooking(booking.id, token)).body.status).toBe('confirmed');
    stripe.fake.holdRefunds(intentId);
    expect((await shop.cancel(booking.id, { token })).status).toBe(200);
    const [refunded] = await paymentRows({ bookingId: booking.id });
    expect(refunded).toMatchObject({ status: 'refunded', refundStatus: 'pending' });

    const failed = stripe.fake.settleRefund(refunded!.refundReference!, 'failed', 'lost_or_stolen_card');
    const event = refundEvent('refund.failed', failed);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    // The money is still with us: the payment is succeeded again, with Stripe's reason.
    expect(await paymentRows({ bookingId: booking.id })).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        refundedAt: null,
        refundStatus: 'failed',
        refundFailureReason: 'Stripe marked the refund failed (lost_or_stolen_card)',
      }),
    ]);
    // The console's booking says so.
    await seedTestStaff(server.db);
    const staff = await signInAs(server.url, 'owner');
    const admin = contractCalls(() => staff);
    const shown = await admin<AdminBooking>(
      'GET',
      '/api/admin/bookings/{id}/',
      `/api/admin/bookings/${booking.id}/`,
    );
    expect(shown.body).toMatchObject({
      status: 'cancelled',
      refunded: false,
      refund_failure_reason: 'Stripe marked the refund failed (lost_or_stolen_card)',
    });
  });

  it('activates a gift card bought with 3-D Secure when the webhook reports the payment, once', async () => {
    const order: Order = await cards.bought(buyBody({ face_value: 5000 }));
    const paid = await shop.call('POST', '/api/orders/{id}/pay/', `/api/orders/${order.id}/pay/`, {
      body: { token: 'pm_card_threeDSecure2Required' },
    });
    expect(paid.body).toMatchObject({ status: 'processing' });
    const [row] = await paymentRows({ orderId: order.id });
    expect(row).toMatchObject({ status: 'processing' });
    expect((await cards.cardOfOrder(order.id)).status).toBe('pending');

    stripe.fake.complete(row!.providerReference!, 'succeeded');
    const event = paymentIntentEvent('payment_intent.succeeded', order, {
      intentId: row!.providerReference!,
    });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const verified = await shop.call<Order>('POST', '/api/verify/', '/api/verify/', {
      body: { order_id: order.id },
    });
    expect(verified.body.status).toBe('paid');

    const card = await cards.cardOfOrder(order.id);
    expect(card).toMatchObject({ status: 'active', balance: 5000 });
    expect((await paymentRows({ orderId: order.id })).map((p) => p.status)).toEqual(['succeeded']);
    expect(await cards.emailsAbout(order.id)).toHaveLength(1);
  });
});
