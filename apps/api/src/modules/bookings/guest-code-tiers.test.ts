/**
 * Workshop guest codes are tier codes (issue 24 point 4): who may use one is the promo's `tiers`,
 * by the cart's rule (libs/commerce tierRefusal) and reasons. Booking: a guest is refused
 * (422 members_only), a member of another tier or none too (422 tier), a member of a listed tier
 * gets the discount; the tiers are read from the promo row (the console edits them). Paying: the
 * rule is checked again with the member's tier now (409 promo_not_applicable, nothing charged).
 * Over real HTTP on a real database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, promos, users, workshopSlots } from '../../db/schema';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const PCA = 1; // S$148 a place
const VISA = '4242424242424242';

interface Refused {
  message: string;
  errors?: { field: string; reason: string }[];
}

describe.each(databases())('workshop guest codes by tier on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS, mail: false });
  const shop = workshopCalls(server);
  beforeAll(() => applySeededOpeningDays(server.db));

  const setTiers = (code: string, tiers: string[] | null) =>
    server.db
      .update(promos)
      .set({ tiers })
      .where(sql`upper(${promos.code}) = ${code}`);
  afterEach(async () => {
    // The seeded tiers, whatever a test did to them.
    await setTiers('ATELIERGUEST', ['silver', 'gold']);
    await setTiers('VIPATELIERGUEST', ['black']);
  });

  async function member(tier: string | null) {
    const login = await registerMember(server.url);
    await server.db.update(users).set({ membershipTier: tier }).where(eq(users.id, login.user.id));
    return login;
  }
  async function places(start: string): Promise<number> {
    const [row] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(sql`${workshopSlots.serviceId} = ${PCA} and ${workshopSlots.startsAt} = ${new Date(start)}`);
    return row?.booked ?? 0;
  }
  const book = (start: string, code: string, token?: string, language = 'en') =>
    shop.book(bookingBody(PCA, start, 2, { discount_code: code }), {
      ...(token ? { token } : {}),
      headers: { 'accept-language': language },
    });

  it("refuses a guest: 422 members_only in the shopper's language, no places taken", async () => {
    const start = slotStart(openDay(PCA, 30), 6);
    const res = await book(start, 'ATELIERGUEST');
    expect(res.status).toBe(422);
    const body = res.body as unknown as Refused;
    expect(body.errors).toEqual([{ field: 'body.discount_code', reason: 'members_only' }]);
    expect(body.message).toBe('This code is for members: sign in to use it');
    const inArabic = await book(start, 'VIPATELIERGUEST', undefined, 'ar');
    expect((inArabic.body as unknown as Refused).message).toBe(
      'هذا الرمز مخصص للأعضاء: سجّل الدخول لاستخدامه',
    );
    expect(await places(start)).toBe(0);
  });

  it('refuses a guest code staff have ended (deactivating ends it now), and takes it again once reopened', async () => {
    const gold = await member('gold');
    const start = slotStart(openDay(PCA, 32), 6);
    const ended = new Date(Date.now() - 60_000);
    await server.db
      .update(promos)
      .set({ endsAt: ended })
      .where(sql`upper(${promos.code}) = 'ATELIERGUEST'`);
    try {
      const res = await book(start, 'ATELIERGUEST', gold.token);
      expect(res.status).toBe(422);
      expect((res.body as unknown as Refused).errors).toEqual([
        { field: 'body.discount_code', reason: 'not_applicable' },
      ]);
      expect(await places(start)).toBe(0);
    } finally {
      await server.db
        .update(promos)
        .set({ endsAt: null })
        .where(sql`upper(${promos.code}) = 'ATELIERGUEST'`);
    }
    expect((await book(start, 'ATELIERGUEST', gold.token)).status).toBe(201);
  });

  it('refuses a member of another tier, or of none: 422 tier', async () => {
    const start = slotStart(openDay(PCA, 30), 7);
    for (const [tier, code] of [
      ['gold', 'VIPATELIERGUEST'],
      ['black', 'ATELIERGUEST'],
      ['silver', 'VIPATELIERGUEST'],
      [null, 'ATELIERGUEST'],
    ] as const) {
      const { token } = await member(tier);
      const res = await book(start, code, token);
      expect(res.status, `${tier} ${code}`).toBe(422);
      expect(res.body as unknown as Refused).toMatchObject({
        errors: [{ field: 'body.discount_code', reason: 'tier' }],
        message: 'This code is not for your membership tier',
      });
    }
    expect(await places(start)).toBe(0);
    // Not a workshop guest code at all: as before.
    const { token } = await member('gold');
    const cartCode = await book(start, 'WELCOME10', token);
    expect((cartCode.body as unknown as Refused).errors).toEqual([
      { field: 'body.discount_code', reason: 'not_applicable' },
    ]);
  });

  it("gives a member of a listed tier their guest's discount, through payment", async () => {
    const start = slotStart(openDay(PCA, 31), 6);
    const { token } = await member('silver');
    const res = await book(start, 'atelierguest', token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The member's place full price, the guest's 10% off.
    expect(res.body).toMatchObject({ discount: 1480, amount: 29600 - 1480, discount_code: 'ATELIERGUEST' });
    const paid = await shop.pay(res.body.id, VISA, { token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 29600 - 1480 });
  });

  it("reads who may use a code from the promo's tiers, as the console set them", async () => {
    const start = slotStart(openDay(PCA, 31), 7);
    await setTiers('ATELIERGUEST', ['black']);
    const gold = await member('gold');
    expect(((await book(start, 'ATELIERGUEST', gold.token)).body as unknown as Refused).errors).toEqual([
      { field: 'body.discount_code', reason: 'tier' },
    ]);
    const black = await member('black');
    const res = await book(start, 'ATELIERGUEST', black.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ discount: 1480, discount_code: 'ATELIERGUEST' });
  });

  it('refuses payment with 409 promo_not_applicable once the member left the tier; nothing charged', async () => {
    const start = slotStart(openDay(PCA, 32), 6);
    const gold = await member('gold');
    const booked = await book(start, 'ATELIERGUEST', gold.token);
    expect(booked.status).toBe(201);
    await server.db.update(users).set({ membershipTier: null }).where(eq(users.id, gold.user.id));

    const paid = await shop.pay(booked.body.id, VISA, { token: gold.token });
    expect(paid.status).toBe(409);
    expect(paid.body as unknown as Refused).toMatchObject({
      errors: [{ field: 'path.id', reason: 'promo_not_applicable' }],
      message:
        'The guest code ATELIERGUEST no longer applies to this booking: This code is not for your membership tier. Please cancel it and book again.',
    });
    expect(await server.db.select().from(payments).where(eq(payments.bookingId, booked.body.id))).toEqual([]);
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, booked.body.id));
    expect(row?.status).toBe('pending_payment');
    // Back in the tier: payable again.
    await server.db.update(users).set({ membershipTier: 'gold' }).where(eq(users.id, gold.user.id));
    expect((await shop.pay(booked.body.id, VISA, { token: gold.token })).status).toBe(200);
  });
});
