import type { Slot, WorkshopService, WorkshopStudio } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { workshopServices } from '../../seed/data/workshops';
import { contractCaller } from '../../../test/support/http-calls';
import {
  applySeededOpeningDays,
  bookingBody,
  closedDay,
  openDay,
  shopDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

describe.each(databases())('workshop services and slots on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  const shop = workshopCalls(server);
  beforeAll(() => applySeededOpeningDays(server.db));

  it('lists the seven SPEC §3 services with their price per guest in SGD', async () => {
    const res = await call<WorkshopService[]>('GET', '/api/workshops/services/', '/api/workshops/services/');
    expect(res.status).toBe(200);
    expect(res.body.map((s) => [s.id, s.code, s.item_feed_id])).toEqual([
      [1, 'PCA', 'workshop-pca'],
      [3, 'LA', 'workshop-la'],
      [8, 'FA', 'workshop-fa'],
      [11, 'AA', 'workshop-aa'],
      [18, 'BA', 'workshop-ba'],
      [22, 'TBA', 'workshop-tba'],
      [12, 'HA', 'workshop-ha'],
    ]);
    const pca = res.body[0]!;
    expect(pca).toMatchObject({
      name: 'Perfume Creation Atelier',
      price: 14800,
      currency: 'SGD',
      duration_minutes: 120,
      max_guests: 6,
    });
    expect(pca.image).toBe('/media/workshops/pca.jpg');
  });

  it('prices them in VND and names them in Vietnamese for Vietnam', async () => {
    const res = await call<WorkshopService[]>('GET', '/api/workshops/services/', '/api/workshops/services/', {
      headers: { 'accept-currency': 'vnd', 'accept-country': 'vn', 'accept-language': 'vi' },
    });
    expect(res.status).toBe(200);
    for (const service of res.body) {
      const seeded = workshopServices.find((s) => s.id === service.id)!;
      expect(service.currency).toBe('VND');
      expect(service.price).toBe(seeded.prices.VND);
      expect(service.price).toBeGreaterThan(1_000_000);
    }
    expect(res.body[0]!.name).toBe('Workshop Sáng tạo Nước hoa');
  });

  it('shows a future day: 18 slots of 30 minutes starting from 10:30 to 19:00 Singapore time, all free', async () => {
    const day = openDay(8, 20);
    const res = await shop.slots(8, day);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(18);
    expect(res.body[0]!.start).toBe(`${day}T02:30:00.000Z`); // 10:30 in Singapore (UTC+8)
    expect(res.body.at(-1)!.start).toBe(`${day}T11:00:00.000Z`); // 19:00
    for (const slot of res.body) {
      expect(slot).toMatchObject({ capacity: 8, available: 8 });
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
    }
    // The Family Atelier lasts 90 minutes; the studio closes at 21:30: even 19:00 is bookable.
    expect(res.body.map((s) => s.bookable)).toEqual(Array<boolean>(18).fill(true));
  });

  it('gives every service its places per slot and opening days; Bridal runs Friday to Sunday only', async () => {
    const res = await call<WorkshopService[]>('GET', '/api/workshops/services/', '/api/workshops/services/');
    const byCode = new Map(res.body.map((s) => [s.code, s]));
    expect(byCode.get('BA')).toMatchObject({ capacity_per_slot: 10, opening_days: [5, 6, 7] });
    expect(byCode.get('PCA')).toMatchObject({ capacity_per_slot: 12, opening_days: [2, 3, 4, 5, 6, 7] });
    expect(byCode.get('LA')!.opening_days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byCode.get('TBA')!.opening_days).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers no slots on a day the service is closed, and refuses to book one (422)', async () => {
    const day = closedDay(18, 10); // Bridal: a Monday to Thursday
    const res = await shop.slots(18, day);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const open = await shop.slots(18, openDay(18, 10));
    expect(open.body).toHaveLength(18);

    const booked = await shop.book(bookingBody(18, slotStart(day, 2), 2));
    expect(booked.status).toBe(422);
    expect((booked.body as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'body.lines[0].bookings[0].start', reason: 'closed_day' },
    ]);
  });

  it('books the longest class at 19:00, the last start, and no later (the studio closes at 21:30)', async () => {
    const day = openDay(18, 12); // The Bridal Atelier: 150 minutes, 19:00 to 21:30
    const last = slotStart(day, 17);
    expect(last).toBe(`${day}T11:00:00.000Z`);
    expect((await shop.book(bookingBody(18, last, 1))).status).toBe(201);
    const later = new Date(Date.parse(last) + 30 * 60_000).toISOString(); // 19:30: no slot
    const refused = await shop.book(bookingBody(18, later, 1));
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'body.lines[0].bookings[0].start', reason: 'not_a_slot' },
    ]);
  });

  it("shows the country's studio with its address, localized hours and time zone; 404 without one", async () => {
    const sg = await call<WorkshopStudio>('GET', '/api/workshops/studio/', '/api/workshops/studio/');
    expect(sg.status).toBe(200);
    expect(sg.body).toEqual({
      name: 'Haji Lane atelier',
      address: '38 Haji Lane, Singapore 189233',
      hours: 'Daily, 10:30 to 21:30',
      time_zone: 'Asia/Singapore',
    });
    const vn = await call<WorkshopStudio>('GET', '/api/workshops/studio/', '/api/workshops/studio/', {
      headers: { 'accept-country': 'vn', 'accept-language': 'vi' },
    });
    expect(vn.body).toMatchObject({
      name: 'xưởng Quận 1, TP. Hồ Chí Minh',
      hours: 'Hằng ngày, 10:30 đến 21:30',
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    const us = await call<WorkshopStudio>('GET', '/api/workshops/studio/', '/api/workshops/studio/', {
      headers: { 'accept-country': 'us', 'accept-language': 'zh-hans' },
    });
    expect(us.body).toMatchObject({ name: '纽约苏豪工作室', time_zone: 'America/New_York' });
    const none = await call('GET', '/api/workshops/studio/', '/api/workshops/studio/', {
      headers: { 'accept-country': 'fr' },
    });
    expect(none.status).toBe(404);
  });

  it('shows the seats left after a booking, on that slot only', async () => {
    const day = shopDay(21);
    const booked = await shop.book({
      lines: [{ type: 'booking', bookings: [{ service_id: 3, start: slotStart(day, 4), guests: 3 }] }],
      client: { email: 'a@example.com', phone: '+65 9123 4567', first_name: 'A', last_name: 'B' },
    });
    expect(booked.status).toBe(201);
    const res = await shop.slots(3, day);
    const left = res.body.map((s: Slot) => s.available);
    expect(left[4]).toBe(7);
    expect(left.filter((_, i) => i !== 4)).toEqual(Array<number>(17).fill(10));
  });

  it('marks every slot of a past day as not bookable', async () => {
    const res = await shop.slots(1, openDay(1, -7));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(18);
    expect(res.body.every((s) => !s.bookable && s.available === 12)).toBe(true);
  });

  it('answers 400 for an id that is not a SPEC §3 service and for a date that does not exist', async () => {
    expect((await shop.slots(2, shopDay(3))).status).toBe(400); // 2 is not a service id (contract enum)
    const bad = await shop.slots(1, '2026-02-30');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('query.date');
  });
});
