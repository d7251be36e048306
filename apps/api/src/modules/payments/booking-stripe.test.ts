import { randomBytes } from 'node:crypto';
import type { WorkshopBooking } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, workshopSlots } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';
import { signedDelivery } from '../../../test/support/webhook-events';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';

const LA = 3; // S$68 a place, every day

/** A Stripe `payment_intent.*` event for a booking (our id in `metadata.booking_id`). */
function bookingIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  booking: Pick<WorkshopBooking, 'id' | 'amount' | 'currency'>,
  intentId: string,
) {
  const succeeded = type === 'payment_intent.succeeded';
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: booking.amount,
        currency: booking.currency.toLowerCase(),
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        metadata: { booking_id: booking.id },
        last_payment_error: succeeded
          ? null
          : {
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            },
      },
    },
  };
}

/**
 * Bookings paid, settled and refunded through Stripe (the API with STRIPE_SECRET_KEY and a local
 * fake of Stripe's API), over real HTTP on a real database.
 */
describe.each(databases())('booking payments through Stripe on %s', (target) => {
  const stripeServer = useStripeTestServer(target);
  const { server } = stripeServer;
  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
  });
  const shop = workshopCalls(server);

  const payWith = (id: string, token: string, options: { token?: string } = {}) =>
    shop.call('POST', '/api/bookings/{id}/pay/', `/api/bookings/${id}/pay/`, { ...options, body: { token } });

  const deliver = (event: unknown) => {
    const delivery = signedDelivery(event);
    return shop.call('POST', '/api/payments/webhook/', '/api/payments/webhook/', {
      body: delivery.raw,
      headers: { 'stripe-signature': delivery.signature },
    });
  };

  const paymentRows = (bookingId: string) =>
    server.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.createdAt);

  async function placesTaken(start: string): Promise<number> {
    const [row] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.serviceId, LA), eq(workshopSlots.startsAt, new Date(start))));
    return row?.booked ?? 0;
  }

  async function memberBooking(days: number, slot: number, guests: number) {
    const login = await registerMember(server.url);
    const start = slotStart(openDay(LA, days), slot);
    const booked = await shop.book(bookingBody(LA, start, guests), { token: login.token });
    expect(booked.status).toBe(201);
    return { token: login.token, booking: booked.body, start };
  }

  it('charges a booking with its id in the metadata; cancelling refunds the intent in full', async () => {
    const { token, booking, start } = await memberBooking(20, 1, 2);
    const paid = await payWith(booking.id, 'pm_card_visa', { token });
    expect(paid.body).toMatchObject({ status: 'succeeded', provider: 'stripe', booking_id: booking.id });
    const [row] = await paymentRows(booking.id);
    const intent = stripeServer.fake.intents.get(row!.providerReference!)!;
    expect(intent.metadata).toEqual({ booking_id: booking.id });
    expect(intent.amount).toBe(13600);

    const cancelled = await shop.cancel(booking.id, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const refunds = [...stripeServer.fake.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 13600, currency: 'sgd', status: 'succeeded' }),
    ]);
    const refundCall = stripeServer.fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intent.id,
    );
    expect(refundCall!.headers['idempotency-key']).toBe(`refund-${row!.id}`);
    expect((await paymentRows(booking.id))[0]).toMatchObject({ status: 'refunded' });
    expect(await placesTaken(start)).toBe(0);
  });

  it('changes nothing when Stripe refuses the refund: 502, still confirmed, places kept', async () => {
    const { token, booking, start } = await memberBooking(21, 2, 3);
    await payWith(booking.id, 'pm_card_visa', { token });
    const [row] = await paymentRows(booking.id);
    stripeServer.fake.refuseRefunds(row!.providerReference!);

    const res = await shop.cancel(booking.id, { token });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'payment_provider_error' });
    expect((await shop.get(booking.id, { token })).body.status).toBe('confirmed');
    expect((await paymentRows(booking.id))[0]).toMatchObject({ status: 'succeeded', refundedAt: null });
    expect(await placesTaken(start)).toBe(3);
  });

  it('settles a 3-D Secure booking payment when the booking is read after authentication', async () => {
    const { token, booking } = await memberBooking(22, 3, 1);
    const res = await payWith(booking.id, 'pm_card_threeDSecure2Required', { token });
    expect(res.body).toMatchObject({ status: 'processing' });
    const [row] = await paymentRows(booking.id);
    expect((await shop.get(booking.id, { token })).body.status).toBe('pending_payment');
    // Unpaid and still processing: cancelling could race the charge.
    expect((await shop.cancel(booking.id, { token })).status).toBe(409);

    stripeServer.fake.complete(row!.providerReference!, 'succeeded');
    const read = await shop.get(booking.id, { token });
    expect(read.body).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect(read.body.paid_at).not.toBeNull();
    expect((await paymentRows(booking.id))[0]).toMatchObject({ id: row!.id, status: 'succeeded' });
  });

  it('cancels an unfinished 3-D Secure attempt before charging a new card', async () => {
    const { token, booking } = await memberBooking(23, 4, 1);
    await payWith(booking.id, 'pm_card_threeDSecure2Required', { token });
    const [first] = await paymentRows(booking.id);
    const second = await payWith(booking.id, 'pm_card_visa', { token });
    expect(second.body).toMatchObject({ status: 'succeeded' });
    expect(stripeServer.fake.intents.get(first!.providerReference!)!.status).toBe('canceled');
    const rows = await paymentRows(booking.id);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect((await shop.get(booking.id, { token })).body.status).toBe('confirmed');
  });

  it('settles a processing booking payment from the webhook, once', async () => {
    const { token, booking } = await memberBooking(24, 5, 2);
    await payWith(booking.id, 'pm_card_threeDSecure2Required', { token });
    const [row] = await paymentRows(booking.id);
    const event = bookingIntentEvent('payment_intent.succeeded', booking, row!.providerReference!);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await paymentRows(booking.id)).toEqual([
      expect.objectContaining({ id: row!.id, status: 'succeeded' }),
    ]);
    expect((await shop.get(booking.id, { token })).body.status).toBe('confirmed');
    // A late failure of the same intent cannot un-pay it.
    const late = bookingIntentEvent('payment_intent.payment_failed', booking, row!.providerReference!);
    expect((await deliver(late)).status).toBe(200);
    expect((await shop.get(booking.id, { token })).body.status).toBe('confirmed');
  });

  it('refunds a payment that succeeds after the hold ran out, and keeps the booking cancelled', async () => {
    const { token, booking, start } = await memberBooking(26, 7, 2);
    await payWith(booking.id, 'pm_card_threeDSecure2Required', { token });
    const [row] = await paymentRows(booking.id);
    await server.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    // Still waiting for 3-D Secure when read: the hold is released, the places are free.
    expect((await shop.get(booking.id, { token })).body.status).toBe('cancelled');
    expect(await placesTaken(start)).toBe(0);

    stripeServer.fake.complete(row!.providerReference!, 'succeeded');
    const event = bookingIntentEvent('payment_intent.succeeded', booking, row!.providerReference!);
    expect((await deliver(event)).status).toBe(200);
    expect((await paymentRows(booking.id))[0]).toMatchObject({ id: row!.id, status: 'refunded' });
    const refunds = [...stripeServer.fake.refunds.values()].filter(
      (r) => r.payment_intent === row!.providerReference,
    );
    expect(refunds.map((r) => r.amount)).toEqual([13600]);
    expect((await shop.get(booking.id, { token })).body.status).toBe('cancelled');
    expect(await placesTaken(start)).toBe(0);
  });

  it('marks the booking payable again when the webhook reports a failure', async () => {
    const { token, booking } = await memberBooking(25, 6, 1);
    await payWith(booking.id, 'pm_card_threeDSecure2Required', { token });
    const [row] = await paymentRows(booking.id);
    const event = bookingIntentEvent('payment_intent.payment_failed', booking, row!.providerReference!);
    expect((await deliver(event)).status).toBe(200);
    expect((await paymentRows(booking.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
    expect((await shop.get(booking.id, { token })).body.status).toBe('payment_failed');
  });
});
