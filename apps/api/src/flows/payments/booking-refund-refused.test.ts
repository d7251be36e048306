/**
 * A booking cancel whose refund the payment provider refuses or cannot be asked for (issue 24):
 * the shopper's own cancel and the console's both answer 502 `payment_provider_error` with the
 * provider's reason, and nothing changes: the booking stays confirmed, its places taken, its
 * payment succeeded, no cancellation e-mail, no audit entry. Over real HTTP on a real database,
 * with the test provider and with the fake Stripe (refusing, then not listening at all).
 */
import type { WorkshopBooking } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, outboxEmails, payments, workshopSlots } from '../../db/schema';
import type { TestServer } from '../../../test/support/test-server';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { seedTestStaff, signInAs } from '../../../test/support/staff';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const LA = 3; // S$68 a place, every day
const ADMIN_CANCEL = '/api/admin/bookings/{id}/cancel/';

interface Refusal {
  status: number;
  code?: string;
  message: string;
  errors?: { field: string; reason: string }[];
}

/** A member's paid booking and the two ways to cancel it, for the server given. */
function bookingCalls(server: TestServer) {
  const shop = workshopCalls(server);

  async function paidBooking(
    days: number,
    slot: number,
    pay: (id: string, token: string) => Promise<unknown>,
  ) {
    const login = await registerMember(server.url);
    const start = slotStart(openDay(LA, days), slot);
    const booked = await shop.book(bookingBody(LA, start, 2), { token: login.token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await pay(booked.body.id, login.token);
    expect((await shop.get(booked.body.id, { token: login.token })).body.status).toBe('confirmed');
    return { token: login.token, booking: booked.body, start };
  }

  /** Everything a refused cancel must leave as it was. */
  async function state(booking: WorkshopBooking, start: string) {
    const [slot] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.serviceId, LA), eq(workshopSlots.startsAt, new Date(start))));
    return {
      booking: (await server.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0],
      payments: await server.db.select().from(payments).where(eq(payments.bookingId, booking.id)),
      places: slot?.booked,
      emails: await server.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'booking_cancellation'), eq(outboxEmails.reference, booking.id))),
      audit: await server.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id)),
    };
  }

  const shopperCancel = async (id: string, token: string) => {
    const res = await shop.cancel(id, { token });
    return { status: res.status, body: res.body as unknown as Refusal };
  };
  const consoleCancel = async (id: string) => {
    const staff = await signInAs(server.url, 'staff');
    const res = await staff.call<Refusal>('POST', `/api/admin/bookings/${id}/cancel/`, {
      body: { reason: 'Studio closed' },
    });
    expectToMatchContract('POST', ADMIN_CANCEL, res.status, res.body);
    return { status: res.status, body: res.body };
  };
  return { shop, paidBooking, state, shopperCancel, consoleCancel };
}

function expectRefusal(res: { status: number; body: Refusal }, reason: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(502);
  expect(res.body).toMatchObject({
    status: 502,
    code: 'payment_provider_error',
    message: `The payment provider refused the refund: ${reason.replace(/\.$/, '')}. Nothing was changed: the booking is not cancelled.`,
    errors: [{ field: 'payment_provider', reason }],
  });
}

describe.each(databases())('refused booking refunds, test provider, on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const calls = bookingCalls(server);
  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
    await seedTestStaff(server.db);
  });
  const payByCard = (id: string, token: string) => calls.shop.pay(id, '4242424242424242', { token });

  it('502 payment_provider_error for the shopper and the console, and nothing changes', async () => {
    const { token, booking, start } = await calls.paidBooking(22, 2, payByCard);
    // A charge the test provider never took: it refuses to refund it.
    await server.db
      .update(payments)
      .set({ providerReference: 'elsewhere_123' })
      .where(eq(payments.bookingId, booking.id));
    const before = await calls.state(booking, start);
    expect(before.places).toBe(2);

    expectRefusal(
      await calls.shopperCancel(booking.id, token),
      'the payment was not taken by the test provider',
    );
    expectRefusal(await calls.consoleCancel(booking.id), 'the payment was not taken by the test provider');
    expect(await calls.state(booking, start)).toEqual(before);
    expect((await calls.shop.get(booking.id, { token })).body.status).toBe('confirmed');
  });
});

describe.each(databases())('refused booking refunds through Stripe on %s', (target) => {
  const stripe = useStripeTestServer(target);
  const { server } = stripe;
  const calls = bookingCalls(server);
  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
    await seedTestStaff(server.db);
  });
  const payByStripe = (id: string, token: string) =>
    calls.shop.call('POST', '/api/bookings/{id}/pay/', `/api/bookings/${id}/pay/`, {
      token,
      body: { token: 'pm_card_visa' },
    });

  it("502 with Stripe's reason when Stripe refuses, for the shopper and the console; nothing changes", async () => {
    const { token, booking, start } = await calls.paidBooking(23, 3, payByStripe);
    const [payment] = await server.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    stripe.fake.refuseRefunds(payment!.providerReference!);
    const before = await calls.state(booking, start);

    const reason = 'This charge is disputed and cannot be refunded.';
    expectRefusal(await calls.shopperCancel(booking.id, token), reason);
    expectRefusal(await calls.consoleCancel(booking.id), reason);
    expect(await calls.state(booking, start)).toEqual(before);
    expect(before.payments.map((p) => p.status)).toEqual(['succeeded']);
  });

  // Last: it stops the fake Stripe.
  it('502 when Stripe cannot be reached (connection refused), never a 500; nothing changes', async () => {
    const { token, booking, start } = await calls.paidBooking(24, 4, payByStripe);
    const before = await calls.state(booking, start);
    await stripe.fake.close();
    // Closed for good: the suite's own teardown has nothing left to close.
    stripe.fake.close = async () => {};

    const reason = 'the payment provider could not be reached';
    expectRefusal(await calls.shopperCancel(booking.id, token), reason);
    expectRefusal(await calls.consoleCancel(booking.id), reason);
    expect(await calls.state(booking, start)).toEqual(before);
  });
});
