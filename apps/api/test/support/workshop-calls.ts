import { randomUUID } from 'node:crypto';
import type { CreateBookingRequest, Payment, Slot, WorkshopBooking } from '@atelier/api/schema';
import { slotsForDay } from '@atelier/commerce/workshops';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { workshopServices } from '../../src/db/schema';
import { workshopOpeningDays } from '../../src/seed/data/workshops';
import type { TestServer } from './test-server';
import { isoWeekday } from '@atelier/commerce/dates';
import { localDate } from '../../src/modules/shop-calendar';
import { contractCaller, type CallOptions } from './http-calls';

export const SHOP_ZONE = 'Asia/Singapore';

/** The Singapore calendar day `days` from today (negative: in the past). */
export function shopDay(days: number): string {
  return localDate(new Date(Date.now() + days * 86_400_000), SHOP_ZONE);
}

function openingDaysOf(serviceId: number): readonly number[] {
  const days = workshopOpeningDays.get(serviceId);
  if (!days) throw new Error(`no service ${serviceId}`);
  return days;
}

/** The first Singapore day at least `days` from today on which the service runs (seeded days). */
export function openDay(serviceId: number, days: number): string {
  for (let d = days; d < days + 7; d++) {
    if (openingDaysOf(serviceId).includes(isoWeekday(shopDay(d)))) return shopDay(d);
  }
  throw new Error(`service ${serviceId} never runs`);
}

/** The first Singapore day at least `days` from today on which the service does not run. */
export function closedDay(serviceId: number, days: number): string {
  for (let d = days; d < days + 7; d++) {
    if (!openingDaysOf(serviceId).includes(isoWeekday(shopDay(d)))) return shopDay(d);
  }
  throw new Error(`service ${serviceId} runs every day`);
}

/**
 * Writes the seeded opening days into the test database. The seed of workshop services
 * (seed-commerce.ts) did not write `opening_days` before issue 7 (the column's default is every
 * day); once it does, this changes nothing.
 */
export async function applySeededOpeningDays(db: Database): Promise<void> {
  for (const [id, days] of workshopOpeningDays) {
    await db
      .update(workshopServices)
      .set({ openingDays: [...days] })
      .where(eq(workshopServices.id, id));
  }
}

/** Start instant of the day's slot at `index` (0 is 10:30, 16 is 18:30), Singapore time. */
export function slotStart(day: string, index: number): string {
  const slot = slotsForDay(day, SHOP_ZONE)[index];
  if (!slot) throw new Error(`no slot ${index} on ${day}`);
  return slot.start;
}

export function bookingBody(
  serviceId: number,
  start: string,
  guests: number,
  extra: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  return {
    lines: [{ type: 'booking', bookings: [{ service_id: serviceId as 1, start, guests }] }],
    client: { email: 'mei@example.com', phone: '+65 9123 4567', first_name: 'Mei', last_name: 'Tan' },
    ...extra,
  };
}

/** Workshop and booking calls, each answer checked against the contract. */
export function workshopCalls(server: Pick<TestServer, 'url' | 'db'>) {
  const call = contractCaller(() => server.url);
  return {
    call,
    slots: (serviceId: number, date: string, options: CallOptions = {}) =>
      call<Slot[]>(
        'GET',
        '/api/workshops/services/{id}/slots/',
        `/api/workshops/services/${serviceId}/slots/?date=${date}`,
        options,
      ),
    book: (body: unknown, options: CallOptions & { key?: string | null } = {}) => {
      const { key = randomUUID(), ...rest } = options;
      return call<WorkshopBooking>('POST', '/api/bookings/', '/api/bookings/', {
        ...rest,
        body,
        headers: { ...rest.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
      });
    },
    get: (id: string, options: CallOptions = {}) =>
      call<WorkshopBooking>('GET', '/api/bookings/{id}/', `/api/bookings/${id}/`, options),
    mine: (options: CallOptions = {}) =>
      call<WorkshopBooking[]>('GET', '/api/bookings/', '/api/bookings/', options),
    cancel: (id: string, options: CallOptions = {}) =>
      call<WorkshopBooking>('POST', '/api/bookings/{id}/cancel/', `/api/bookings/${id}/cancel/`, options),
    pay: (id: string, cardNumber: string, options: CallOptions = {}) =>
      call<Payment>('POST', '/api/bookings/{id}/pay/', `/api/bookings/${id}/pay/`, {
        ...options,
        body: { card_number: cardNumber, exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
  };
}
