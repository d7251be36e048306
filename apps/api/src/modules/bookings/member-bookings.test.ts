import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingEntries, bookingLines, bookings, payments, users, workshopSlots } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const PCA = 1; // S$148 a place, 12 places, 2 hours
const LA = 3; // S$68 a place, 10 places, every day
const VISA = '4242424242424242';
const HOUR = 3_600_000;

interface ErrorBody {
  message: string;
  errors?: { field: string; reason: string }[];
}

describe.each(databases())("members' bookings: guest discount, listing and cancelling on %s", (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = workshopCalls(server);
  beforeAll(() => applySeededOpeningDays(server.db));

  async function member(tier: 'gold' | 'black' | null = null) {
    const login = await registerMember(server.url);
    if (tier) await server.db.update(users).set({ membershipTier: tier }).where(eq(users.id, login.user.id));
    return login;
  }

  async function placesTaken(serviceId: number, start: string): Promise<number> {
    const [row] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.serviceId, serviceId), eq(workshopSlots.startsAt, new Date(start))));
    return row?.booked ?? 0;
  }

  async function paymentRows(bookingId: string) {
    return server.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  }

  /** Moves the booking's session(s) to `hoursAhead` from now (its slot rows are its own). */
  async function moveSessionTo(bookingId: string, hoursAhead: number) {
    const entries = await server.db
      .select({ slotId: bookingEntries.slotId })
      .from(bookingEntries)
      .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
      .where(eq(bookingLines.bookingId, bookingId));
    for (const { slotId } of entries) {
      await server.db
        .update(workshopSlots)
        .set({ startsAt: new Date(Date.now() + hoursAhead * HOUR) })
        .where(eq(workshopSlots.id, slotId));
    }
  }

  async function bookAndPay(token: string, serviceId: number, start: string, guests = 1) {
    const booked = await shop.book(bookingBody(serviceId, start, guests), { token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await shop.pay(booked.body.id, VISA, { token })).body.status).toBe('succeeded');
    return (await shop.get(booked.body.id, { token })).body;
  }

  describe('guests per session (issue 22 point 17)', () => {
    const refusal = (body: unknown) => (body as ErrorBody).errors;

    it('counts a member’s bookings of one session together: no more than max_guests by splitting them', async () => {
      const { token } = await member();
      const start = slotStart(openDay(PCA, 20), 3); // PCA: at most 6 guests per booking
      expect((await shop.book(bookingBody(PCA, start, 4), { token })).status).toBe(201);
      const more = await shop.book(bookingBody(PCA, start, 3), { token });
      expect(more.status).toBe(422);
      expect(refusal(more.body)).toEqual([
        { field: 'body.lines[0].bookings[0].guests', reason: 'too_many_guests' },
      ]);
      // Up to the limit is fine; another session is another count.
      expect((await shop.book(bookingBody(PCA, start, 2), { token })).status).toBe(201);
      expect((await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 20), 4), 6), { token })).status).toBe(
        201,
      );
    });

    it('counts the entries of one request for the same session together', async () => {
      const { token } = await member();
      const start = slotStart(openDay(PCA, 21), 3);
      const split = {
        ...bookingBody(PCA, start, 4),
        lines: [
          { type: 'booking' as const, bookings: [{ service_id: PCA as 1, start, guests: 4 }] },
          { type: 'booking' as const, bookings: [{ service_id: PCA as 1, start, guests: 4 }] },
        ],
      };
      const refused = await shop.book(split, { token });
      expect(refused.status).toBe(422);
      expect(refusal(refused.body)).toEqual([
        { field: 'body.lines[1].bookings[0].guests', reason: 'too_many_guests' },
      ]);
      expect(await placesTaken(PCA, start)).toBe(0);
    });
  });

  describe('guest discount', () => {
    it('discounts only the places after the first: gold member + 1 guest, and a black member + 3', async () => {
      const day = openDay(PCA, 40);
      const gold = await member('gold');
      const withGuest = await shop.book(
        bookingBody(PCA, slotStart(day, 0), 2, { discount_code: 'atelierguest' }),
        { token: gold.token },
      );
      expect(withGuest.status).toBe(201);
      expect(withGuest.body).toMatchObject({ amount: 14800 + 13320, discount: 1480 });

      const alone = await shop.book(
        bookingBody(PCA, slotStart(day, 1), 1, { discount_code: 'ATELIERGUEST' }),
        {
          token: gold.token,
        },
      );
      expect(alone.status).toBe(201);
      expect(alone.body).toMatchObject({ amount: 14800, discount: 0 });

      const black = await member('black');
      const party = await shop.book(
        bookingBody(PCA, slotStart(day, 2), 4, { discount_code: 'VIPATELIERGUEST' }),
        { token: black.token },
      );
      // 20% off three guests' places: 3 × 148 × 0.2 = S$88.80.
      expect(party.body).toMatchObject({ amount: 4 * 14800 - 8880, discount: 8880 });
    });

    it("takes the first place of the first line as the member's own across lines", async () => {
      const day = openDay(PCA, 41);
      const gold = await member('gold');
      const res = await shop.book(
        {
          lines: [
            { type: 'booking', bookings: [{ service_id: LA, start: slotStart(day, 0), guests: 1 }] },
            { type: 'booking', bookings: [{ service_id: PCA, start: slotStart(day, 4), guests: 2 }] },
          ],
          client: bookingBody(PCA, slotStart(day, 4), 1).client,
          discount_code: 'ATELIERGUEST',
        },
        { token: gold.token },
      );
      expect(res.status).toBe(201);
      // The member's place is the Layering one (S$68); the two Perfume Creation places are guests'.
      expect(res.body).toMatchObject({ discount: 2960, amount: 6800 + 29600 - 2960 });
    });

    it('refuses a guest code sent without a member token (422 members_only) and takes no places', async () => {
      const start = slotStart(openDay(PCA, 40), 5);
      const res = await shop.book(bookingBody(PCA, start, 2, { discount_code: 'ATELIERGUEST' }));
      expect(res.status).toBe(422);
      expect((res.body as unknown as ErrorBody).errors).toEqual([
        { field: 'body.discount_code', reason: 'members_only' },
      ]);
      expect(await placesTaken(PCA, start)).toBe(0);
    });
  });

  describe('booking view', () => {
    it('shows the hold deadline while unpaid, then paid_at, and until when a member may cancel', async () => {
      const gold = await member('gold');
      const start = slotStart(openDay(PCA, 42), 3);
      const created = await shop.book(bookingBody(PCA, start, 1), { token: gold.token });
      const b = created.body;
      expect(b.paid_at).toBeNull();
      expect(b.hold_expires_at).toBe(new Date(Date.parse(b.created_at) + 15 * 60_000).toISOString());
      // Unpaid: cancellable as long as the hold lasts.
      expect(b.cancellable_until).toBe(b.hold_expires_at);

      await shop.pay(b.id, VISA, { token: gold.token });
      const paid = (await shop.get(b.id, { token: gold.token })).body;
      expect(paid.status).toBe('confirmed');
      expect(Date.parse(paid.paid_at!)).toBeGreaterThanOrEqual(Date.parse(b.created_at));
      expect(paid.hold_expires_at).toBeNull();
      expect(paid.cancellable_until).toBe(new Date(Date.parse(start) - 48 * HOUR).toISOString());

      await moveSessionTo(b.id, 47);
      expect((await shop.get(b.id, { token: gold.token })).body.cancellable_until).toBeNull();
    });

    it("never offers cancelling a guest's booking", async () => {
      const guest = await shop.book(bookingBody(PCA, slotStart(openDay(PCA, 42), 4), 1));
      expect(guest.body.cancellable_until).toBeNull();
      await shop.pay(guest.body.id, VISA);
      const paid = (await shop.get(guest.body.id)).body;
      expect(paid).toMatchObject({ status: 'confirmed', hold_expires_at: null, cancellable_until: null });
    });
  });

  describe('GET /api/bookings/', () => {
    it("lists the member's own bookings, the latest session first; 401 without a token", async () => {
      const mei = await member();
      const other = await member();
      const early = await shop.book(bookingBody(LA, slotStart(openDay(LA, 43), 2), 1), { token: mei.token });
      const late = await shop.book(bookingBody(LA, slotStart(openDay(LA, 50), 2), 1), { token: mei.token });
      const middle = await shop.book(bookingBody(LA, slotStart(openDay(LA, 45), 2), 1), { token: mei.token });
      await shop.book(bookingBody(LA, slotStart(openDay(LA, 44), 2), 1), { token: other.token });
      await shop.book(bookingBody(LA, slotStart(openDay(LA, 44), 3), 1));
      await shop.pay(middle.body.id, VISA, { token: mei.token });

      const mine = await shop.mine({ token: mei.token });
      expect(mine.status).toBe(200);
      expect(mine.body.map((b) => b.id)).toEqual([late.body.id, middle.body.id, early.body.id]);
      expect(mine.body.map((b) => b.status)).toEqual(['pending_payment', 'confirmed', 'pending_payment']);
      expect(mine.body[1]).toEqual((await shop.get(middle.body.id, { token: mei.token })).body);

      expect((await shop.mine({ token: other.token })).body).toHaveLength(1);
      expect((await shop.mine()).status).toBe(401);
      expect((await shop.mine({ token: (await member()).token })).body).toEqual([]);
    });

    it('shows an expired unpaid hold as cancelled', async () => {
      const mei = await member();
      const start = slotStart(openDay(LA, 46), 5);
      const b = await shop.book(bookingBody(LA, start, 2), { token: mei.token });
      await server.db
        .update(bookings)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000), holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, b.body.id));
      const [listed] = (await shop.mine({ token: mei.token })).body;
      expect(listed).toMatchObject({ id: b.body.id, status: 'cancelled', cancellable_until: null });
      expect(await placesTaken(LA, start)).toBe(0);
    });
  });

  describe('POST /api/bookings/{id}/cancel/', () => {
    it('cancels an unpaid booking at any time and frees its places at once', async () => {
      const mei = await member();
      const day = openDay(LA, 47);
      const start = slotStart(day, 6);
      const b = await shop.book(bookingBody(LA, start, 3), { token: mei.token });
      expect((await shop.slots(LA, day)).body[6]!.available).toBe(7);

      const res = await shop.cancel(b.body.id, { token: mei.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: b.body.id,
        status: 'cancelled',
        hold_expires_at: null,
        cancellable_until: null,
        paid_at: null,
      });
      expect((await shop.slots(LA, day)).body[6]!.available).toBe(10);
      expect(await placesTaken(LA, start)).toBe(0);
      expect((await shop.pay(b.body.id, VISA, { token: mei.token })).status).toBe(409);
      const [row] = await server.db.select().from(bookings).where(eq(bookings.id, b.body.id));
      expect(row!.cancelledAt).not.toBeNull();
    });

    it('cancels a confirmed booking more than 48 h ahead: refunded to the card, places back', async () => {
      const mei = await member('gold');
      const day = openDay(PCA, 48);
      const start = slotStart(day, 7);
      const paid = await bookAndPay(mei.token, PCA, start, 3);
      expect(await placesTaken(PCA, start)).toBe(3);

      const res = await shop.cancel(paid.id, { token: mei.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'cancelled', paid_at: paid.paid_at, cancellable_until: null });
      expect(await placesTaken(PCA, start)).toBe(0);
      expect((await shop.slots(PCA, day)).body[7]).toMatchObject({ available: 12, bookable: true });
      const [payment] = await paymentRows(paid.id);
      expect(payment).toMatchObject({ status: 'refunded', amount: 3 * 14800 });
      expect(payment!.refundedAt).not.toBeNull();

      // Twice: 409, and nothing is given back a second time.
      const again = await shop.cancel(paid.id, { token: mei.token });
      expect(again.status).toBe(409);
      expect(await placesTaken(PCA, start)).toBe(0);
    });

    it('refuses to cancel a confirmed booking less than 48 h before its session (409)', async () => {
      const mei = await member();
      const start = slotStart(openDay(PCA, 49), 8);
      const paid = await bookAndPay(mei.token, PCA, start, 2);
      await moveSessionTo(paid.id, 47);
      const res = await shop.cancel(paid.id, { token: mei.token });
      expect(res.status).toBe(409);
      expect((res.body as unknown as ErrorBody).message).toContain('48 hours');
      expect((await shop.get(paid.id, { token: mei.token })).body.status).toBe('confirmed');
      expect((await paymentRows(paid.id))[0]!.status).toBe('succeeded');
    });

    it("answers 403 for another member's or a guest's booking, 401 without a token, 404 unknown", async () => {
      const owner = await member();
      const other = await member();
      const start = slotStart(openDay(PCA, 50), 9);
      const b = await shop.book(bookingBody(PCA, start, 1), { token: owner.token });
      expect((await shop.cancel(b.body.id, { token: other.token })).status).toBe(403);
      expect((await shop.cancel(b.body.id)).status).toBe(401);
      const guest = await shop.book(bookingBody(PCA, start, 1));
      expect((await shop.cancel(guest.body.id, { token: other.token })).status).toBe(403);
      expect((await shop.cancel('6f1c7a52-33d4-4b4e-9c43-2b5c4f0f0e11', { token: other.token })).status).toBe(
        404,
      );
      expect(await placesTaken(PCA, start)).toBe(2);
      expect((await shop.get(b.body.id, { token: owner.token })).body.status).toBe('pending_payment');
    });

    it('runs cancellations and bookings of the same two slots side by side without a deadlock', async () => {
      const day = openDay(LA, 52);
      const [a, b] = [slotStart(day, 3), slotStart(day, 8)];
      const twoSlots = (first: string, second: string) => ({
        lines: [
          { type: 'booking', bookings: [{ service_id: LA, start: first, guests: 1 }] },
          { type: 'booking', bookings: [{ service_id: LA, start: second, guests: 1 }] },
        ],
        client: bookingBody(LA, a, 1).client,
      });
      const members = await Promise.all(Array.from({ length: 4 }, () => member()));
      // The later slot's row is made first, so slot-id order and start order disagree.
      await shop.book(bookingBody(LA, b, 1));
      const paid: string[] = [];
      for (const m of members) {
        const booked = await shop.book(twoSlots(a, b), { token: m.token });
        await shop.pay(booked.body.id, VISA, { token: m.token });
        paid.push(booked.body.id);
      }
      const answers = await Promise.all([
        ...paid.map((id, i) => shop.cancel(id, { token: members[i]!.token })),
        ...members.map((m) => shop.book(twoSlots(b, a), { token: m.token })),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 201, 201, 201, 201]);
      expect(await placesTaken(LA, a)).toBe(4);
      expect(await placesTaken(LA, b)).toBe(5);
    });

    it('lets exactly one of two concurrent cancels give the places back', async () => {
      const mei = await member();
      const start = slotStart(openDay(PCA, 51), 2);
      const paid = await bookAndPay(mei.token, PCA, start, 4);
      const answers = await Promise.all([
        shop.cancel(paid.id, { token: mei.token }),
        shop.cancel(paid.id, { token: mei.token }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await placesTaken(PCA, start)).toBe(0);
    });
  });
});
