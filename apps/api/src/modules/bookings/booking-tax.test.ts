import type { AdminBooking } from '@atelier/api/schema';
import { slotsForDay } from '@atelier/commerce/workshops';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { bookings, outboxEmails, users } from '../../db/schema';
import { configureTaxRates } from '../pricing';
import { databases } from '../../../test/support/databases';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { registerMember } from '../../../test/support/members';
import { contractCalls, seedTestStaff, signInAs, type StaffClient } from '../../../test/support/staff';
import { testConfig } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const PCA = 1;
const VISA = '4242424242424242';

/**
 * The tax a tax-inclusive price holds, worked out here independently of libs/commerce: the net
 * (price / (1 + rate)) rounded half away from zero, as exact fractions of integers.
 */
function expectedTax(gross: number, rateBp: number): number {
  const twiceNet = (BigInt(gross) * 20_000n) / BigInt(10_000 + rateBp); // floor(2 × net)
  const net = (twiceNet + 1n) / 2n; // halves round up (amounts are positive)
  return gross - Number(net);
}

const market = (country: string, currency: string, language = 'en') => ({
  'accept-country': country,
  'accept-currency': currency,
  'accept-language': language,
});

/** A slot start of that day at the studio of another time zone (index 4 is 12:30 local). */
const localSlot = (day: string, zone: string) => slotsForDay(day, zone)[4]!.start;

/** Workshop bookings carry the tax their tax-inclusive price holds (issue 25), like orders. */
describe.each(databases())('tax included in workshop bookings on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = workshopCalls(server);
  let staff: StaffClient;
  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
    await seedTestStaff(server.db);
    staff = await signInAs(server.url, 'staff');
  });
  const admin = contractCalls(() => staff);

  it('a Singapore booking includes GST 9 % of its amount, in every answer that carries it', async () => {
    const member = await registerMember(server.url);
    const headers = market('sg', 'sgd');
    const booked = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 40), 4), 2), {
      token: member.token,
      headers,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const booking = booked.body;
    expect(booking.amount).toBeGreaterThan(0);
    const tax = { name: 'gst', rate: 900, amount: expectedTax(booking.amount, 900) };
    expect(booking.tax).toEqual(tax);
    expect(booking.tax.amount).toBeGreaterThan(0);

    expect((await shop.get(booking.id, { token: member.token })).body.tax).toEqual(tax);
    const mine = await shop.mine({ token: member.token });
    expect(mine.body.find((b) => b.id === booking.id)?.tax).toEqual(tax);
    const detail = await admin<AdminBooking>(
      'GET',
      '/api/admin/bookings/{id}/',
      `/api/admin/bookings/${booking.id}/`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.tax).toEqual(tax);

    // Paying changes neither the amount nor its tax.
    expect((await shop.pay(booking.id, VISA, { token: member.token, headers })).body.status).toBe(
      'succeeded',
    );
    const paid = await shop.get(booking.id, { token: member.token });
    expect(paid.body.status).toBe('confirmed');
    expect(paid.body.tax).toEqual(tax);
  });

  it('taxes the amount after the guest discount', async () => {
    const member = await registerMember(server.url);
    await server.db.update(users).set({ membershipTier: 'gold' }).where(eq(users.id, member.user.id));
    const booked = await shop.book(
      bookingBody(PCA, slotStart(openDay(PCA, 41), 4), 3, { discount_code: 'ATELIERGUEST' }),
      { token: member.token, headers: market('sg', 'sgd') },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const booking = booked.body;
    expect(booking.discount).toBeGreaterThan(0);
    expect(booking.tax).toEqual({ name: 'gst', rate: 900, amount: expectedTax(booking.amount, 900) });
    expect(booking.tax.amount).not.toBe(expectedTax(booking.amount + booking.discount, 900));
  });

  it('a UAE booking in dirhams includes VAT 5 %, at the Dubai studio', async () => {
    const start = localSlot(openDay(PCA, 42), 'Asia/Dubai');
    const booked = await shop.book(bookingBody(PCA, start, 2), { headers: market('ae', 'aed', 'ar') });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.currency).toBe('AED');
    expect(booked.body.tax).toEqual({ name: 'vat', rate: 500, amount: expectedTax(booked.body.amount, 500) });
    expect(booked.body.tax.amount).toBeGreaterThan(0);
  });

  it('a Vietnamese booking in dong includes VAT 10 % in whole dong', async () => {
    const start = localSlot(openDay(PCA, 43), 'Asia/Ho_Chi_Minh');
    const booked = await shop.book(bookingBody(PCA, start, 1), { headers: market('vn', 'vnd', 'vi') });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.currency).toBe('VND');
    expect(booked.body.tax).toEqual({
      name: 'vat',
      rate: 1000,
      amount: expectedTax(booked.body.amount, 1000),
    });
    expect(Number.isInteger(booked.body.tax.amount)).toBe(true);
  });

  it("follows the booking's country, not its currency: Singapore in US dollars is GST", async () => {
    const booked = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 44), 4), 1), {
      headers: market('sg', 'usd'),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.currency).toBe('USD');
    expect(booked.body.tax).toEqual({ name: 'gst', rate: 900, amount: expectedTax(booked.body.amount, 900) });
  });

  it('the confirmation e-mail says the tax the amount paid includes', async () => {
    const booked = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 45), 4), 2), {
      headers: market('sg', 'sgd'),
    });
    expect(booked.status).toBe(201);
    const booking = booked.body;
    expect((await shop.pay(booking.id, VISA)).body.status).toBe('succeeded');
    const [email] = await server.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.reference, booking.id), eq(outboxEmails.kind, 'booking_confirmation')));
    const sgd = (minor: number) => `S$${(minor / 100).toFixed(2)}`;
    expect(email!.textBody).toContain(
      `Total paid: ${sgd(booking.amount)}\nIncludes GST (9%): ${sgd(booking.tax.amount)}`,
    );
    expect(email!.htmlBody).toContain('Includes GST (9%)');
  });

  it('a booking made before tax was recorded (migration 0021) says none', async () => {
    const booked = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 46), 4), 1));
    expect(booked.status).toBe(201);
    // What 0021 gives the rows it finds: the columns' defaults.
    await server.db
      .update(bookings)
      .set({ taxName: sql`default`, taxRate: sql`default`, taxAmount: sql`default` })
      .where(eq(bookings.id, booked.body.id));
    expect((await shop.get(booked.body.id)).body.tax).toEqual({ name: 'none', rate: 0, amount: 0 });
  });

  it('the database refuses a tax larger than the amount', async () => {
    const booked = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 47), 4), 1));
    expect(booked.status).toBe(201);
    await expect(
      server.db
        .update(bookings)
        .set({ taxAmount: booked.body.amount + 1 })
        .where(eq(bookings.id, booked.body.id)),
    ).rejects.toThrow();
  });

  describe('when the configured rate changes', () => {
    let other: Awaited<ReturnType<typeof buildApp>> | undefined;
    afterAll(async () => {
      await other?.close();
      // The rates are the process's (set by the app at start): give this file's server its own back.
      configureTaxRates(server.config.taxRates);
    });

    it('a past booking keeps its rate and amount; a new one is taxed at the new rate', async () => {
      const headers = market('sg', 'sgd');
      const past = (await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 48), 4), 2), { headers })).body;
      expect(past.tax.rate).toBe(900);

      // Another process started with Singapore at 10 % on the same database.
      other = await buildApp({
        config: testConfig({ taxRates: { sg: 1000 } }),
        db: server.db,
        holdSweep: false,
        mail: false,
        paymentSweep: false,
      });
      const url = await other.listen({ port: 0, host: '127.0.0.1' });
      const otherShop = workshopCalls({ url, db: server.db });
      expect((await otherShop.get(past.id, { headers })).body.tax).toEqual(past.tax);

      const next = await otherShop.book(bookingBody(PCA, slotStart(openDay(PCA, 49), 4), 2), { headers });
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect(next.body.tax).toEqual({ name: 'gst', rate: 1000, amount: expectedTax(next.body.amount, 1000) });
    });
  });
});
