import type { Slot, WorkshopService } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { databases } from '../../testing/databases';
import { useTestServer } from '../../testing/test-server';
import { workshopServices } from '../../seed/data/workshops';
import { contractCaller } from '../testing/http-calls';
import { shopDay, slotStart, workshopCalls } from '../bookings/workshop-calls';

describe.each(databases())('workshop services and slots on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  const shop = workshopCalls(server);

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
    expect(pca.image).toBe(`${server.config.publicOrigin}/media/workshops/pca.svg`);
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

  it('shows a future day: 17 slots of 30 minutes from 10:30 to 19:00 Singapore time, all free', async () => {
    const day = shopDay(20);
    const res = await shop.slots(8, day);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(17);
    expect(res.body[0]!.start).toBe(`${day}T02:30:00.000Z`); // 10:30 in Singapore (UTC+8)
    expect(res.body.at(-1)!.end).toBe(`${day}T11:00:00.000Z`); // 19:00
    for (const slot of res.body) {
      expect(slot).toMatchObject({ capacity: 8, available: 8, bookable: true });
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
    }
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
    expect(left.filter((_, i) => i !== 4)).toEqual(Array<number>(16).fill(10));
  });

  it('marks every slot of a past day as not bookable', async () => {
    const res = await shop.slots(1, shopDay(-1));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(17);
    expect(res.body.every((s) => !s.bookable && s.available === 12)).toBe(true);
  });

  it('answers 400 for an id that is not a SPEC §3 service and for a date that does not exist', async () => {
    expect((await shop.slots(2, shopDay(3))).status).toBe(400); // 2 is not a service id (contract enum)
    const bad = await shop.slots(1, '2026-02-30');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('query.date');
  });
});
