import { randomUUID } from 'node:crypto';
import type { Order, Slot, WorkshopBooking } from '@atelier/api/schema';
import type pg from 'pg';
import { expect } from 'vitest';
import { bookingBody, openDay, slotStart } from '../support/workshop-calls';
import { contractCaller } from '../support/http-calls';

/** A seeded card (SGD 42.00 left) and a workshop with 8 places per slot. */
const GIFT_CARD = 'ATLR-GIFT-DEMO-0001';
const FRAGRANCE_ATELIER = 8;

export interface PlacedHolds {
  bookingId: string;
  /** The day and slot index of the booking, and the places the slot had before it. */
  slot: { day: string; index: number; availableBefore: number };
  /** An unpaid order holding the card's whole balance. */
  giftCardOrderId: string;
  cardBalanceBefore: number;
}

/**
 * Holds that must end by themselves, placed before the crashes: an unpaid workshop booking (its
 * places held BOOKING_HOLD_SECONDS) and an unpaid order paying part with a gift card (its stock
 * and the card's money held ORDER_HOLD_SECONDS). The test runs the server with holds shorter than
 * the run, so they lapse while processes are being killed. Neither deadline lives in a server's
 * memory — both are stored on the rows (`hold_expires_at`) — so a killed process loses nothing:
 * whichever process sweeps next releases them; `checkHoldsExpire` proves it after the last restart.
 */
export async function placeHolds(
  baseUrl: string,
  order: { productId: number; variantId: number; shippingRuleId: number },
): Promise<PlacedHolds> {
  const call = contractCaller(() => baseUrl);
  const day = openDay(FRAGRANCE_ATELIER, 20);
  const index = 4;
  const slots = (await call<Slot[]>('GET', '/api/workshops/services/{id}/slots/', slotsPath(day))).body;
  const availableBefore = slots[index]!.available;
  const booking = await call<WorkshopBooking>('POST', '/api/bookings/', '/api/bookings/', {
    body: bookingBody(FRAGRANCE_ATELIER, slotStart(day, index), 2),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  const after = (await call<Slot[]>('GET', '/api/workshops/services/{id}/slots/', slotsPath(day))).body;
  expect(after[index]!.available).toBe(availableBefore - 2);

  const balance = await cardBalance(baseUrl);
  const cart = await call<{ id: string }>('POST', '/api/carts/', '/api/carts/');
  const added = await call('POST', '/api/carts/{cartPk}/items/', `/api/carts/${cart.body.id}/items/`, {
    body: { product_id: order.productId, variant_id: order.variantId, quantity: 2 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const placed = await call<Order>('POST', '/api/orders/', '/api/orders/', {
    body: {
      cart_id: cart.body.id,
      email: 'holder@example.com',
      phone: '+65 9123 4567',
      shipping_rule_id: order.shippingRuleId,
      shipping_address: {
        first_name: 'Mei',
        last_name: 'Tan',
        line1: '1 Orchard Road',
        city: 'Singapore',
        postal_code: '238823',
        country: 'sg',
        phone: '+65 9123 4567',
      },
      gift_card_code: GIFT_CARD,
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.status).toBe('pending_payment');
  expect(placed.body.gift_card_amount).toBe(balance);
  expect(await cardBalance(baseUrl)).toBe(0);
  return {
    bookingId: booking.body.id,
    slot: { day, index, availableBefore },
    giftCardOrderId: placed.body.id,
    cardBalanceBefore: balance,
  };
}

function slotsPath(day: string): string {
  return `/api/workshops/services/${FRAGRANCE_ATELIER}/slots/?date=${day}`;
}

async function cardBalance(baseUrl: string): Promise<number> {
  const call = contractCaller(() => baseUrl);
  const res = await call<{ balance: number }>(
    'GET',
    '/api/gift-cards/{code}/balance/',
    `/api/gift-cards/${GIFT_CARD}/balance/`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.balance;
}

/**
 * After the last restart, with nobody having touched the holds since they were placed: their
 * deadlines were stored `holdSeconds` after their creation, and within that deadline + 30 s a
 * sweep (of a process that lived past the deadline, or the last one's start-up sweep) released
 * them — read straight from the database before any request could do it lazily. Then, as a
 * shopper sees it: the booking is cancelled and its places are free again; the order is cancelled,
 * can no longer be paid, and the card has its money back (its stock is in `checkStore`'s model).
 */
export async function checkHoldsExpire(
  baseUrl: string,
  pool: pg.Pool,
  holds: PlacedHolds,
  holdSeconds: number,
): Promise<void> {
  const read = async () => {
    const { rows } = await pool.query<{ kind: string; status: string; hold: number; overdue: number }>(
      `select 'booking' as kind, status,
              extract(epoch from hold_expires_at - created_at)::float8 as hold,
              extract(epoch from clock_timestamp() - hold_expires_at)::float8 as overdue
         from bookings where id = $1
       union all
       select 'order', status,
              extract(epoch from hold_expires_at - created_at)::float8,
              extract(epoch from clock_timestamp() - hold_expires_at)::float8
         from orders where id = $2`,
      [holds.bookingId, holds.giftCardOrderId],
    );
    return rows;
  };
  const deadline = Date.now() + 30_000;
  let rows = await read();
  while (rows.some((r) => r.status !== 'cancelled') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    rows = await read();
  }
  for (const row of rows) {
    expect(row.hold, `${row.kind} hold stored on its row`).toBe(holdSeconds);
    // Released by a sweep at most 30 s after its deadline, untouched by any request.
    expect(row, `${row.kind} released within its deadline + 30 s`).toMatchObject({ status: 'cancelled' });
  }

  const call = contractCaller(() => baseUrl);
  const booking = await call<WorkshopBooking>(
    'GET',
    '/api/bookings/{id}/',
    `/api/bookings/${holds.bookingId}/`,
  );
  expect(booking.body.status).toBe('cancelled');
  const slots = (await call<Slot[]>('GET', '/api/workshops/services/{id}/slots/', slotsPath(holds.slot.day)))
    .body;
  expect(slots[holds.slot.index]!.available).toBe(holds.slot.availableBefore);

  expect(await cardBalance(baseUrl)).toBe(holds.cardBalanceBefore);
  const order = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${holds.giftCardOrderId}/`);
  expect(order.body.status).toBe('cancelled');
  const pay = await call('POST', '/api/orders/{id}/pay/', `/api/orders/${holds.giftCardOrderId}/pay/`, {
    body: { token: 'pm_card_visa' },
  });
  expect(pay.status).toBe(409);
}
