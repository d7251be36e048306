/**
 * The console's workshops and bookings over real HTTP (issue 24, part F): services' days, hours
 * and capacity (version-checked), a studio's day, moving a session (never overbooked, even racing
 * a shopper for the last place) and cancelling (a paid booking refunded once, places freed once),
 * each write in the audit log.
 */
import type {
  AdminBooking,
  AdminBookingDay,
  AdminWorkshopService,
  AdminWorkshopServicePage,
  AuditEntryPage,
  WorkshopBooking,
} from '@atelier/api/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, workshopServices, workshopSlots } from '../../db/schema';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  closedDay,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const PCA = 1;
const LA = 3;
const HA = 12;
const VISA = '4242424242424242';
const SERVICE = '/api/admin/workshops/services/{id}/';
const DAY = '/api/admin/bookings/';
const MOVE = '/api/admin/bookings/{id}/move/';
const CANCEL = '/api/admin/bookings/{id}/cancel/';

describe.each(databases())('console workshops and bookings on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = workshopCalls(server);
  let staff: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
    await seedTestStaff(server.db);
    staff = await signInAs(server.url, 'staff');
    owner = await signInAs(server.url, 'owner');
  });

  const admin = contractCalls(() => staff);
  const service = (id: number) =>
    admin<AdminWorkshopService>('GET', SERVICE, `/api/admin/workshops/services/${id}/`);
  const patchService = (id: number, body: unknown) =>
    admin<AdminWorkshopService>('PATCH', SERVICE, `/api/admin/workshops/services/${id}/`, { body });
  const day = (date: string, extra = '') =>
    admin<AdminBookingDay>('GET', DAY, `${DAY}?country=sg&date=${date}${extra}`);
  const move = (id: string, body: unknown) =>
    admin<AdminBooking>('POST', MOVE, `/api/admin/bookings/${id}/move/`, { body });
  const cancel = (id: string, body: unknown) =>
    admin<AdminBooking>('POST', CANCEL, `/api/admin/bookings/${id}/cancel/`, { body });
  const auditOf = async (entity: string, id: string) =>
    (
      await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=${entity}&entity_id=${id}`,
        { as: owner },
      )
    ).body.results;
  async function booked(serviceId: number, start: string): Promise<number> {
    const [row] = await server.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.serviceId, serviceId), eq(workshopSlots.startsAt, new Date(start))));
    return row?.booked ?? 0;
  }
  async function bookGuest(serviceId: number, start: string, guests = 1): Promise<WorkshopBooking> {
    const res = await shop.book(bookingBody(serviceId, start, guests));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  describe('services', () => {
    it('lists every service with its days, hours, capacity, prices and version', async () => {
      const res = await admin<AdminWorkshopServicePage>(
        'GET',
        '/api/admin/workshops/services/',
        '/api/admin/workshops/services/',
      );
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(7);
      const pca = res.body.results.find((s) => s.id === PCA)!;
      expect(pca).toMatchObject({ code: 'PCA', first_start: '10:30', last_start: '19:00', version: 1 });
      expect(pca.prices.map((p) => p.currency)).toContain('SGD');
    });

    it('changes hours on the version read: the store lists and sells only those starts; stale is a 409', async () => {
      const before = (await service(LA)).body;
      const changed = await patchService(LA, {
        version: before.version,
        first_start: '12:00',
        last_start: '15:00',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({
        first_start: '12:00',
        last_start: '15:00',
        version: before.version + 1,
      });

      const date = openDay(LA, 40);
      const slots = await shop.slots(LA, date);
      expect(slots.body.map((s) => s.start)).toEqual(
        slots.body.map((s) => s.start).filter((s) => s >= slotStart(date, 3) && s <= slotStart(date, 9)),
      );
      expect(slots.body[0]!.start).toBe(slotStart(date, 3));
      expect(slots.body.at(-1)!.start).toBe(slotStart(date, 9));
      const early = await shop.book(bookingBody(LA, slotStart(date, 0), 1));
      expect(early.status).toBe(422);
      expect(early.body).toMatchObject({
        errors: [{ field: 'body.lines[0].bookings[0].start', reason: 'outside_hours' }],
      });

      const stale = await patchService(LA, { version: before.version, capacity_per_slot: 3 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'version_conflict',
        current: { first_start: '12:00', version: before.version + 1 },
      });
      expect((await service(LA)).body.capacity_per_slot).toBe(before.capacity_per_slot);

      const audit = await auditOf('workshop_service', String(LA));
      expect(audit[0]).toMatchObject({
        action: 'workshop_service.update',
        before: { first_start: '10:30', last_start: '19:00' },
        after: { first_start: '12:00', last_start: '15:00' },
      });
      await patchService(LA, { version: before.version + 1, first_start: '10:30', last_start: '19:00' });
    });

    it('refuses bad hours and days with 400 naming the field, writing nothing', async () => {
      const { version } = (await service(PCA)).body;
      const backwards = await patchService(PCA, { version, first_start: '16:00', last_start: '11:00' });
      expect(backwards.status).toBe(400);
      expect(backwards.body).toMatchObject({ errors: [{ field: 'body.last_start' }] });
      const late = await patchService(PCA, { version, last_start: '19:30' });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ errors: [{ field: 'body.last_start' }] });
      const badDays = await patchService(PCA, { version, opening_days: [0, 8] });
      expect(badDays.status).toBe(400);
      const nothing = await patchService(PCA, { version });
      expect(nothing.status).toBe(400);
      expect((await service(PCA)).body.version).toBe(version);
    });

    it('a lower capacity reaches future slots, never below their booked places', async () => {
      const date = openDay(HA, 50);
      const start = slotStart(date, 4);
      await bookGuest(HA, start, 3);
      const { version, capacity_per_slot } = (await service(HA)).body;
      const res = await patchService(HA, { version, capacity_per_slot: 2 });
      expect(res.status).toBe(200);
      const [slot] = await server.db
        .select()
        .from(workshopSlots)
        .where(and(eq(workshopSlots.serviceId, HA), eq(workshopSlots.startsAt, new Date(start))));
      expect(slot).toMatchObject({ capacity: 3, booked: 3 });
      expect((await shop.slots(HA, date)).body.find((s) => s.start === slotStart(date, 5))?.capacity).toBe(2);
      await patchService(HA, { version: version + 1, capacity_per_slot });
    });
  });

  describe('the day view', () => {
    it("shows a shopper's booking on its studio day with the slot's places", async () => {
      const date = openDay(PCA, 31);
      const start = slotStart(date, 2);
      const booking = await bookGuest(PCA, start, 2);
      const res = await day(date);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ date, country: 'sg', time_zone: 'Asia/Singapore' });
      const found = res.body.results.find((b) => b.id === booking.id)!;
      expect(found).toMatchObject({
        status: 'pending_payment',
        client: { email: 'mei@example.com', first_name: 'Mei' },
        entries: [{ service_id: PCA, code: 'PCA', start, guests: 2 }],
        refunded: false,
      });
      expect(res.body.slots).toContainEqual(expect.objectContaining({ service_id: PCA, start, booked: 2 }));
      expect((await day(date, `&service_id=${LA}`)).body.results.map((b) => b.id)).not.toContain(booking.id);
      expect((await day(date, '&status=confirmed')).body.results.map((b) => b.id)).not.toContain(booking.id);
    });

    it('refuses a date that is not one and a country without a studio (400 naming the field)', async () => {
      const bad = await admin('GET', DAY, `${DAY}?country=sg&date=2026-02-30`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: [{ field: 'query.date' }] });
      const nowhere = await admin('GET', DAY, `${DAY}?country=zz&date=${openDay(PCA, 31)}`);
      expect(nowhere.status).toBe(400);
      expect(nowhere.body).toMatchObject({ errors: [{ field: 'query.country' }] });
      const missing = await admin('GET', DAY, `${DAY}?country=sg`);
      expect(missing.status).toBe(400);
    });
  });

  describe('moving a session', () => {
    it('moves places from one slot to the other, e-mails the shopper, shows in their booking, audits', async () => {
      const date = openDay(PCA, 33);
      const from = slotStart(date, 0);
      const to = slotStart(date, 4);
      const booking = await bookGuest(PCA, from, 2);
      const detail = await admin<AdminBooking>(
        'GET',
        '/api/admin/bookings/{id}/',
        `/api/admin/bookings/${booking.id}/`,
      );
      const entryId = detail.body.entries[0]!.id;
      const res = await move(booking.id, { entry_id: entryId, start: to });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.entries).toMatchObject([{ id: entryId, start: to, guests: 2 }]);
      expect(await booked(PCA, from)).toBe(0);
      expect(await booked(PCA, to)).toBe(2);
      expect((await shop.get(booking.id)).body.lines[0]!.bookings[0]!.start).toBe(to);
      const mails = await server.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.kind, 'booking_moved'),
            sql`${outboxEmails.reference} like ${`${booking.id}%`}`,
          ),
        );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe('mei@example.com');
      const audit = await auditOf('booking', booking.id);
      expect(audit[0]).toMatchObject({
        action: 'booking.move',
        staff_email: staff.member.email,
        before: { start: from },
        after: { start: to },
      });
    });

    it('refuses a full slot (409), a time that is no slot or a closed day (422) and a foreign session (400)', async () => {
      const date = openDay(PCA, 34);
      const booking = await bookGuest(PCA, slotStart(date, 0), 1);
      const entryId = (await day(date)).body.results.find((b) => b.id === booking.id)!.entries[0]!.id;
      const { version } = (await service(PCA)).body;
      // Fill slot 1 to its capacity.
      const capacity = (await service(PCA)).body.capacity_per_slot;
      await server.db.insert(workshopSlots).values({
        serviceId: PCA,
        startsAt: new Date(slotStart(date, 1)),
        endsAt: new Date(Date.parse(slotStart(date, 1)) + 1_800_000),
        capacity,
        booked: capacity,
      });
      const full = await move(booking.id, { entry_id: entryId, start: slotStart(date, 1) });
      expect(full.status).toBe(409);
      expect(full.body).toMatchObject({ errors: [{ field: 'body.start', reason: 'slot_full' }] });
      expect(await booked(PCA, slotStart(date, 0))).toBe(1);

      const offGrid = await move(booking.id, {
        entry_id: entryId,
        start: new Date(Date.parse(slotStart(date, 0)) + 600_000).toISOString(),
      });
      expect(offGrid.status).toBe(422);
      expect(offGrid.body).toMatchObject({ errors: [{ field: 'body.start', reason: 'not_a_slot' }] });
      const closed = closedDay(PCA, 35);
      if (closed) {
        const shut = await move(booking.id, { entry_id: entryId, start: slotStart(closed, 2) });
        expect(shut.status).toBe(422);
        expect(shut.body).toMatchObject({ errors: [{ field: 'body.start', reason: 'closed_day' }] });
      }
      const foreign = await move(booking.id, { entry_id: 2147483647, start: slotStart(date, 3) });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({ errors: [{ field: 'body.entry_id' }] });
      const noBody = await move(booking.id, {});
      expect(noBody.status).toBe(400);
      expect((await service(PCA)).body.version).toBe(version);
    });

    it('racing a shopper for the last place never overbooks: exactly one of them gets it', async () => {
      const date = openDay(HA, 52);
      const { version, capacity_per_slot } = (await service(HA)).body;
      await patchService(HA, { version, capacity_per_slot: 1 });
      try {
        for (let round = 0; round < 3; round++) {
          const from = slotStart(date, round * 2);
          const to = slotStart(date, round * 2 + 1);
          const booking = await bookGuest(HA, from, 1);
          const entryId = (await day(date)).body.results.find((b) => b.id === booking.id)!.entries[0]!.id;
          const [moved, rival] = await Promise.all([
            staff.call('POST', `/api/admin/bookings/${booking.id}/move/`, {
              body: { entry_id: entryId, start: to },
            }),
            shop.book(bookingBody(HA, to, 1)),
          ]);
          const winners = [moved.status === 200, rival.status === 201].filter(Boolean).length;
          expect(winners, `${moved.status} ${rival.status}`).toBe(1);
          expect([moved.status, rival.status]).toContain(409);
          expect(await booked(HA, to)).toBe(1);
          expect(await booked(HA, from)).toBe(moved.status === 200 ? 0 : 1);
        }
      } finally {
        const now = (await service(HA)).body.version;
        await patchService(HA, { version: now, capacity_per_slot });
      }
    });
  });

  describe('cancelling', () => {
    it('refunds a paid booking in full, frees its places once, e-mails and audits; a second cancel is a 409', async () => {
      const date = openDay(PCA, 36);
      const start = slotStart(date, 3);
      const booking = await bookGuest(PCA, start, 2);
      const paid = await shop.pay(booking.id, VISA);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(await booked(PCA, start)).toBe(2);

      const blank = await cancel(booking.id, { reason: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ errors: [{ field: 'body.reason' }] });

      const [first, second] = await Promise.all([
        cancel(booking.id, { reason: 'Studio closed for repairs' }),
        cancel(booking.id, { reason: 'Studio closed for repairs' }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 409]);
      const done = first.status === 200 ? first.body : second.body;
      expect(done).toMatchObject({ status: 'cancelled', refunded: true });
      expect(done.cancelled_at).not.toBeNull();
      expect(await booked(PCA, start)).toBe(0);
      expect((await shop.get(booking.id)).body.status).toBe('cancelled');
      const mails = await server.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'booking_cancellation'), eq(outboxEmails.reference, booking.id)));
      expect(mails).toHaveLength(1);
      const audit = await auditOf('booking', booking.id);
      expect(audit.filter((a) => a.action === 'booking.cancel')).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        before: { status: 'confirmed' },
        after: { status: 'cancelled', reason: 'Studio closed for repairs', refunded: 29600 },
      });
      const again = await cancel(booking.id, { reason: 'again' });
      expect(again.status).toBe(409);
      expect(await booked(PCA, start)).toBe(0);
      const moveCancelled = await move(booking.id, {
        entry_id: done.entries[0]!.id,
        start: slotStart(date, 5),
      });
      expect(moveCancelled.status).toBe(409);
    });

    it('cancels an unpaid booking without a refund and frees its places', async () => {
      const date = openDay(PCA, 37);
      const start = slotStart(date, 1);
      const booking = await bookGuest(PCA, start, 1);
      const res = await cancel(booking.id, { reason: 'Asked by phone' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'cancelled', refunded: false });
      expect(await booked(PCA, start)).toBe(0);
      const unknown = await cancel('00000000-0000-4000-8000-000000000000', { reason: 'x' });
      expect(unknown.status).toBe(404);
    });
  });

  it('the services table keeps its rows (no test leaves a service changed)', async () => {
    const rows = await server.db.select().from(workshopServices);
    expect(rows.every((r) => r.firstStart === '10:30' && r.lastStart === '19:00')).toBe(true);
  });
});
