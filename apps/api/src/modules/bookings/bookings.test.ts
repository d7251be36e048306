import { randomUUID } from 'node:crypto';
import type { WorkshopBooking } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, users, workshopSlots } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  shopDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const PCA = 1;
const FA = 8; // 8 places per slot, at most 4 guests per booking
const DECLINED = '4000000000000002';
const VISA = '4242424242424242';

interface ErrorBody {
  message: string;
  errors?: { field: string; reason: string }[];
}

describe.each(databases())('workshop bookings on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = workshopCalls(server);
  beforeAll(() => applySeededOpeningDays(server.db));

  async function goldMember() {
    const login = await registerMember(server.url);
    await server.db.update(users).set({ membershipTier: 'gold' }).where(eq(users.id, login.user.id));
    return login;
  }

  async function bookedPlaces(serviceId: number, start: string): Promise<number | undefined> {
    const [row] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(
        sql`${workshopSlots.serviceId} = ${serviceId} and ${workshopSlots.startsAt} = ${new Date(start)}`,
      );
    return row?.booked;
  }

  /** Moves a booking's creation and its hold's deadline back: the hold has run out. */
  async function expire(id: string) {
    await server.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, id));
  }

  it('books places as a guest: pending payment, priced per guest, with the session times', async () => {
    const start = slotStart(openDay(PCA, 30), 0);
    const res = await shop.book(bookingBody(PCA, start, 2));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending_payment',
      amount: 29600,
      discount: 0,
      currency: 'SGD',
      discount_code: null,
      client: { email: 'mei@example.com', phone: '+65 9123 4567' },
      lines: [
        {
          type: 'booking',
          name: 'Perfume Creation Atelier',
          amount: 29600,
          bookings: [
            {
              service_id: 1,
              code: 'PCA',
              start,
              end: new Date(Date.parse(start) + 120 * 60_000).toISOString(),
              guests: 2,
              item_feed_id: 'workshop-pca',
            },
          ],
        },
      ],
    });
    const again = await shop.get(res.body.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it('refuses slots that are not on the 30-minute grid, have started, or too many guests', async () => {
    const day = openDay(FA, 31); // also a Perfume Creation day
    const offGrid = new Date(Date.parse(slotStart(day, 0)) + 15 * 60_000).toISOString();
    const cases: [unknown, string, string][] = [
      [bookingBody(PCA, offGrid, 1), 'body.lines[0].bookings[0].start', 'not_a_slot'],
      [bookingBody(PCA, slotStart(shopDay(-1), 3), 1), 'body.lines[0].bookings[0].start', 'slot_started'],
      [bookingBody(FA, slotStart(day, 1), 5), 'body.lines[0].bookings[0].guests', 'too_many_guests'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await shop.book(body);
      expect(res.status).toBe(422);
      expect((res.body as unknown as ErrorBody).errors).toEqual([{ field, reason }]);
    }
    expect(await bookedPlaces(FA, slotStart(day, 1))).toBeUndefined();
  });

  it('answers 409 when the slot has too few places left, naming the entry', async () => {
    const start = slotStart(openDay(FA, 32), 2);
    expect((await shop.book(bookingBody(FA, start, 4))).status).toBe(201);
    expect((await shop.book(bookingBody(FA, start, 3))).status).toBe(201);
    const full = await shop.book(bookingBody(FA, start, 2));
    expect(full.status).toBe(409);
    expect(full.body as unknown as ErrorBody).toMatchObject({
      message: 'Only 1 places are left in this time slot.',
      errors: [{ field: 'body.lines[0].bookings[0].start', reason: 'not_enough_places' }],
    });
    expect(await bookedPlaces(FA, start)).toBe(7);
    const slots = await shop.slots(FA, openDay(FA, 32));
    expect(slots.body[2]).toMatchObject({ available: 1, bookable: true });
  });

  it('pays with the test cards: a decline first, then a success; paying again is a 409', async () => {
    const created = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 33), 5), 1));
    const id = created.body.id;
    const declined = await shop.pay(id, DECLINED);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
      booking_id: id,
      order_id: null,
      amount: 14800,
      currency: 'SGD',
      provider: 'test',
    });
    expect((await shop.get(id)).body.status).toBe('payment_failed');

    const paid = await shop.pay(id, VISA);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', booking_id: id, amount: 14800 });
    expect((await shop.get(id)).body.status).toBe('confirmed');
    expect((await shop.pay(id, VISA)).status).toBe(409);
    // Once paid, even a card that would be refused is not looked at.
    expect((await shop.pay(id, '4111111111111111')).status).toBe(409);
  });

  it('refuses an unknown test card with a 400 and records nothing', async () => {
    const created = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 33), 6), 1));
    const invalid = await shop.pay(created.body.id, '4111111111111111');
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('body.card_number');
    expect((await shop.get(created.body.id)).body.status).toBe('pending_payment');
  });

  it("gives a gold member's guest ATELIERGUEST (10% off), not the member's own place, and no one else", async () => {
    const gold = await goldMember();
    const start = slotStart(openDay(PCA, 34), 3);
    // The member and one guest: S$148 for the member, S$148 - 10% for the guest.
    const res = await shop.book(bookingBody(PCA, start, 2, { discount_code: 'ATELIERGUEST' }), {
      token: gold.token,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 28120, discount: 1480, discount_code: 'ATELIERGUEST' });
    expect(res.body.lines[0]!.amount).toBe(29600);
    const paid = await shop.pay(res.body.id, VISA, { token: gold.token });
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 28120 });

    const vip = await shop.book(bookingBody(PCA, start, 1, { discount_code: 'VIPATELIERGUEST' }), {
      token: gold.token,
    });
    const asGuest = await shop.book(bookingBody(PCA, start, 1, { discount_code: 'ATELIERGUEST' }));
    const plain = await registerMember(server.url);
    const noTier = await shop.book(bookingBody(PCA, start, 1, { discount_code: 'ATELIERGUEST' }), {
      token: plain.token,
    });
    // The cart's reasons for a tier code: a guest signs in, another tier or none cannot use it.
    for (const [refused, reason] of [
      [vip, 'tier'],
      [asGuest, 'members_only'],
      [noTier, 'tier'],
    ] as const) {
      expect(refused.status).toBe(422);
      expect((refused.body as unknown as ErrorBody).errors).toEqual([
        { field: 'body.discount_code', reason },
      ]);
    }
    expect(await bookedPlaces(PCA, start)).toBe(2);
  });

  it('is idempotent: same key and body → same answer and one hold; other body → 422; no key → 400', async () => {
    const start = slotStart(openDay(FA, 35), 7);
    const key = randomUUID();
    const body = bookingBody(FA, start, 2);
    const first = await shop.book(body, { key });
    const replay = await shop.book(body, { key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await bookedPlaces(FA, start)).toBe(2);

    const other = await shop.book(bookingBody(FA, start, 3), { key });
    expect(other.status).toBe(422);
    expect((other.body as unknown as ErrorBody).errors).toEqual([
      { field: 'header.idempotency-key', reason: 'different_request' },
    ]);
    const missing = await shop.book(body, { key: null });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('idempotency-key');
    expect(await bookedPlaces(FA, start)).toBe(2);
  });

  it("keeps a member's booking to its owner; a guest booking to whoever has its id", async () => {
    const owner = await goldMember();
    const other = await registerMember(server.url);
    const start = slotStart(openDay(PCA, 36), 8);
    const mine = await shop.book(bookingBody(PCA, start, 1), { token: owner.token });
    const id = mine.body.id;

    expect((await shop.get(id, { token: owner.token })).status).toBe(200);
    for (const stranger of [{ token: other.token }, {}]) {
      expect((await shop.get(id, stranger)).status).toBe(403);
      expect((await shop.pay(id, VISA, stranger)).status).toBe(403);
    }
    expect((await shop.get(id, { token: owner.token })).body.status).toBe('pending_payment');

    const guest = await shop.book(bookingBody(PCA, start, 1));
    expect((await shop.get(guest.body.id, { token: other.token })).status).toBe(200);
    expect((await shop.get(randomUUID())).status).toBe(404);
    expect((await shop.pay(randomUUID(), VISA)).status).toBe(404);
  });

  it('gives the places of an expired unpaid hold back; the expired booking cannot be paid', async () => {
    const day = openDay(FA, 37);
    const start = slotStart(day, 9);
    const a = await shop.book(bookingBody(FA, start, 4));
    const b = await shop.book(bookingBody(FA, start, 4));
    expect((await shop.book(bookingBody(FA, start, 1))).status).toBe(409);

    await expire(a.body.id);
    // The listing stops counting the expired hold at once, before anything is released.
    expect((await shop.slots(FA, day)).body[9]).toMatchObject({ available: 4, bookable: true });
    const c = await shop.book(bookingBody(FA, start, 4));
    expect(c.status).toBe(201);
    expect(await bookedPlaces(FA, start)).toBe(8);
    expect((await shop.get(a.body.id)).body.status).toBe('cancelled');
    expect((await shop.pay(a.body.id, VISA)).status).toBe(409);

    // Released on read or payment too: b expires, and reading it frees its places.
    await expire(b.body.id);
    expect((await shop.pay(b.body.id, VISA)).status).toBe(409);
    expect((await shop.get(b.body.id)).body.status).toBe('cancelled');
    expect(await bookedPlaces(FA, start)).toBe(4);
    expect((await shop.slots(FA, day)).body[9]).toMatchObject({ available: 4 });
  });

  it('sells a slot of 8 places to exactly 8 of 40 concurrent bookings; neighbouring slots untouched', async () => {
    const day = openDay(FA, 70); // a day no other test books
    const start = slotStart(day, 6);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop.book(
          bookingBody(FA, start, 1, { client: { ...bookingBody(FA, start, 1).client, first_name: `G${i}` } }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(8).fill(201), ...Array<number>(32).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect((lost.body as unknown as ErrorBody).errors?.[0]?.reason).toBe('slot_full');
    }
    expect(await bookedPlaces(FA, start)).toBe(8);
    const won = answers.filter((a) => a.status === 201).map((a) => a.body as WorkshopBooking);
    const rows = await server.db.select({ id: bookings.id }).from(bookings);
    expect(won.every((b) => rows.some((r) => r.id === b.id))).toBe(true);

    const slots = (await shop.slots(FA, day)).body;
    expect(slots[6]).toMatchObject({ capacity: 8, available: 0, bookable: false });
    expect(slots.filter((_, i) => i !== 6).every((s) => s.available === 8)).toBe(true);
    // 90-minute sessions: every other slot up to 17:30 is still bookable.
    expect(
      slots
        .slice(0, 15)
        .filter((_, i) => i !== 6)
        .every((s) => s.bookable),
    ).toBe(true);
    expect(await bookedPlaces(FA, slotStart(day, 5))).toBeUndefined();
    expect(await bookedPlaces(FA, slotStart(day, 7))).toBeUndefined();
  });
});
