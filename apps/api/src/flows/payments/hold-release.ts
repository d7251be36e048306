import type { Database } from '../../db/database';
import { releaseExpiredHolds } from '../../modules/bookings';
import { findGiftCardByCode } from '../../modules/gift-cards';
import {
  findOrder,
  hasLapsed,
  lockLapsedOrder,
  lockOrder,
  releaseOrderHold,
  selectLapsedOrderIds,
  type OrderRow,
} from '../../modules/orders';
import { latestPaymentOf, PROCESSING_ROW_STATUS, type PaymentProvider } from '../../modules/payments';
import { settlePayment } from './settlement';

/**
 * What ending one lapsed hold did: `released` (cancelled, everything given back), `paid` (its
 * processing payment had succeeded after all), `waiting` (a payment the provider can no longer
 * cancel is still processing: the hold lasts until it settles), `unchanged` (nothing to do: paid,
 * released already, or another process is on it).
 */
export type LapseOutcome = 'released' | 'paid' | 'waiting' | 'unchanged';

/**
 * Ends the hold of one lapsed unpaid order the caller has locked. A payment of it still
 * processing at the provider (3-D Secure left unfinished) is cancelled there first, so it can
 * never be charged once the stock is given back; when the provider answers it had succeeded
 * meanwhile, the order is settled as paid instead. Then `releaseOrderHold`: cancelled, stock,
 * promo use and gift card money back, all in the caller's transaction.
 */
export async function lapseOrder(
  tx: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<LapseOutcome> {
  let current = order;
  const latest = await latestPaymentOf(tx, { orderId: order.id });
  if (latest?.status === PROCESSING_ROW_STATUS) {
    if (!provider.cancel || latest.provider !== provider.name || !latest.providerReference) return 'waiting';
    const state = await provider.cancel(latest.providerReference);
    if (state.status === 'processing') return 'waiting';
    await settlePayment(tx, order, latest, state, provider);
    if (state.status === 'succeeded') return 'paid';
    current = (await lockOrder(tx, order.id)) ?? order;
  }
  return (await releaseOrderHold(tx, current)) ? 'released' : 'unchanged';
}

/**
 * One lapsed order in its own transaction. The sweep skips an order another transaction holds
 * (SKIP LOCKED: a payment in progress, or another process's sweep); a shopper's request (`wait`)
 * waits for it instead, so what it answers next is already released.
 */
async function lapseOne(
  db: Database,
  provider: PaymentProvider,
  id: string,
  now: Date,
  wait: boolean,
): Promise<LapseOutcome> {
  return db.transaction(async (tx) => {
    const order = wait ? await lockOrder(tx, id) : await lockLapsedOrder(tx, id, now);
    if (!order || !hasLapsed(order, now)) return 'unchanged';
    return lapseOrder(tx, provider, order);
  });
}

/**
 * Paying or verifying an order: its hold is ended first when it ran out (a processing payment
 * cancelled at the provider, or settled when it had succeeded), in its own transaction, so the
 * request then sees what the sweep would have left.
 */
export async function lapseIfDue(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  now: Date,
): Promise<LapseOutcome> {
  const order = await findOrder(db, orderId);
  if (!order || !hasLapsed(order, now)) return 'unchanged';
  return lapseOne(db, provider, orderId, now, true);
}

export interface SweepLogger {
  error(details: object, message: string): void;
}

/** What one sweep of lapsed holds did. */
export interface HoldSweepResult {
  released: number;
  paid: number;
  waiting: number;
  /** Bookings whose places went back. */
  bookings: number;
  /** Orders that could not be handled this time (logged; the next sweep retries). */
  failed: number;
}

/** Orders one sweep looks at; more lapsed than this are left to the next sweep, seconds later. */
const SWEEP_BATCH = 500;

/**
 * Ends every hold that ran out at `now`, with nobody touching the order or booking: each lapsed
 * order in its own transaction (`lapseOrder`, SKIP LOCKED), then the lapsed bookings' places.
 * Safe in several processes at once and idempotent: an order or booking is released once.
 */
export async function releaseLapsedHolds(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  logger: SweepLogger,
): Promise<HoldSweepResult> {
  const result: HoldSweepResult = { released: 0, paid: 0, waiting: 0, bookings: 0, failed: 0 };
  for (const id of await selectLapsedOrderIds(db, now, SWEEP_BATCH)) {
    try {
      const outcome = await lapseOne(db, provider, id, now, false);
      if (outcome !== 'unchanged') result[outcome] += 1;
    } catch (error) {
      result.failed += 1;
      logger.error({ err: error, orderId: id }, 'hold sweep: could not release a lapsed order');
    }
  }
  result.bookings = await db.transaction((tx) => releaseExpiredHolds(tx, { lapsedBy: now }));
  return result;
}

/**
 * Ends the lapsed holds on one gift card before its balance is read or it pays an order, so the
 * money a lapsed order held is there at once, whatever process serves the request. The number of
 * orders released.
 */
export async function releaseLapsedHoldsOfCard(
  db: Database,
  provider: PaymentProvider,
  cardId: number,
  now: Date,
): Promise<number> {
  let released = 0;
  for (const id of await selectLapsedOrderIds(db, now, SWEEP_BATCH, cardId)) {
    if ((await lapseOne(db, provider, id, now, true)) === 'released') released += 1;
  }
  return released;
}

/** `releaseLapsedHoldsOfCard` by the code a shopper typed (nothing for an unknown code). */
export async function releaseLapsedHoldsOfCode(
  db: Database,
  provider: PaymentProvider,
  code: string,
  now: Date,
): Promise<void> {
  const card = await findGiftCardByCode(db, code);
  if (card && card.status !== 'pending') await releaseLapsedHoldsOfCard(db, provider, card.id, now);
}
