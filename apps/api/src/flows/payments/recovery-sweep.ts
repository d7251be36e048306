import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';
import { lockBooking, releaseExpiredHolds, type BookingRow } from '../../modules/bookings';
import { lockOrder, type OrderRow } from '../../modules/orders';
import { refundLateSuccess, settleBookingPayment } from './booking-settlement';
import type { PaymentProvider, ProviderCharge } from '../../modules/payments';
import {
  findPaymentByReference,
  insertPayment,
  PROCESSING_ROW_STATUS,
  type PaymentRow,
} from '../../modules/payments';
import {
  markBookingPaid,
  markOrderPaid,
  PAYABLE,
  refundCharge,
  settleLateOrderSuccess,
  settlePayment,
} from './settlement';

export interface SweepLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What one sweep changed. */
export interface SweepResult {
  /** `processing` payments the provider has settled since (succeeded or failed). */
  settled: number;
  /** Succeeded charges we had not recorded as succeeded: now recorded, their order or booking paid. */
  recovered: number;
  /** Succeeded charges whose order or booking could no longer take them: paid back. */
  refunded: number;
  /** Payments or charges that could not be handled this time (logged; the next sweep retries). */
  failed: number;
}

type Target = { kind: 'order'; row: OrderRow } | { kind: 'booking'; row: BookingRow };

async function lockTarget(tx: Database, ids: ProviderCharge['target']): Promise<Target | null> {
  if ('orderId' in ids) {
    const row = await lockOrder(tx, ids.orderId);
    return row ? { kind: 'order', row } : null;
  }
  // A hold that ran out is released first (as paying does), so a late charge is refunded rather
  // than confirming places that may be someone else's by now.
  await releaseExpiredHolds(tx, { bookingId: ids.bookingId });
  const row = await lockBooking(tx, ids.bookingId);
  return row ? { kind: 'booking', row } : null;
}

function targetIds(target: Target): ProviderCharge['target'] {
  return target.kind === 'order' ? { orderId: target.row.id } : { bookingId: target.row.id };
}

function amountOf(target: Target): { amount: number; currency: string } {
  return target.kind === 'order'
    ? { amount: target.row.total, currency: target.row.currency }
    : { amount: target.row.amount, currency: target.row.currency };
}

/**
 * One succeeded charge the provider reports, under its order's (or booking's) row lock, so it
 * cannot race a payment in progress (`payOrder` holds the same lock while it charges) or the
 * webhook. Recorded already as succeeded (or refunded): nothing to do. Recorded as processing or
 * failed: settled as succeeded. Never recorded (the server died between the charge and its own
 * write, and the shopper did not come back): recorded now. Either way the order or booking is
 * then paid, or the charge refunded when it can no longer be paid (an order whose hold lapsed is
 * paid again when what it held can be taken again: `settleLateOrderSuccess`).
 */
async function recoverCharge(
  tx: Database,
  provider: PaymentProvider,
  charge: ProviderCharge,
): Promise<'unchanged' | 'recovered' | 'refunded'> {
  const target = await lockTarget(tx, charge.target);
  if (!target) return 'unchanged';
  const ids = targetIds(target);
  const known = await findPaymentByReference(tx, ids, provider.name, charge.providerReference);
  if (known && (known.status === 'succeeded' || known.status === 'refunded')) return 'unchanged';
  const payable = PAYABLE.has(target.row.status);
  let payment: PaymentRow;
  if (known) {
    // settleTargetPayment marks the target paid when it was payable (e-mail, gift cards with it).
    const succeeded = { status: 'succeeded' } as const;
    if (target.kind === 'order') await settlePayment(tx, target.row, known, succeeded);
    else await settleBookingPayment(tx, target.row, known, succeeded);
    payment = { ...known, status: 'succeeded' };
  } else {
    payment = await insertPayment(tx, {
      ...ids,
      status: 'succeeded',
      ...amountOf(target),
      provider: provider.name,
      providerReference: charge.providerReference,
      failureCode: null,
      failureMessage: null,
    });
    if (payable && target.kind === 'order') await markOrderPaid(tx, target.row.id);
    else if (payable) await markBookingPaid(tx, target.row.id);
  }
  if (payable) return 'recovered';
  if (target.kind === 'order' && target.row.status === 'cancelled') {
    // The order's hold lapsed before the money came: paid again if all it held is still there.
    const late = await settleLateOrderSuccess(tx, provider, target.row, payment);
    return late === 'paid' ? 'recovered' : 'refunded';
  }
  await refundCharge(tx, provider, payment);
  return 'refunded';
}

/**
 * Asks the provider about one of our `processing` payments and records its final answer, like
 * `POST /api/verify/` does, under the row lock of its order or booking (re-read there, so a
 * concurrent verify or webhook settles it once). A booking whose hold ran out meanwhile gets a
 * late success paid back.
 */
async function settleProcessing(
  tx: Database,
  provider: PaymentProvider,
  paymentId: string,
): Promise<boolean> {
  const [first] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!first) return false;
  const target = await lockTarget(
    tx,
    first.orderId ? { orderId: first.orderId } : { bookingId: first.bookingId! },
  );
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!target || !payment?.providerReference || payment.status !== PROCESSING_ROW_STATUS) return false;
  const state = await provider.retrieve!(payment.providerReference);
  if (target.kind === 'order') return settlePayment(tx, target.row, payment, state, provider);
  const changed = await settleBookingPayment(tx, target.row, payment, state);
  if (changed && state.status === 'succeeded') await refundLateSuccess(tx, provider, target.row, payment.id);
  return changed;
}

/**
 * The payment recovery sweep: makes our records agree with the provider's after anything that
 * kept us from writing what the provider did — the server killed between a charge and its
 * transaction's commit, a webhook lost while the server was down. Two passes, each item in its own
 * transaction: (1) every `processing` payment of this provider is asked about again and settled;
 * (2) every charge the provider reports succeeded since `since` (providers with `listSucceeded`,
 * i.e. Stripe) is matched to its payment row and recorded when missing (`recoverCharge`).
 * Idempotent: a second sweep over the same charges changes nothing. One failing item is logged and
 * counted and does not stop the others.
 */
export async function sweepPayments(
  db: Database,
  provider: PaymentProvider,
  logger: SweepLogger,
  since: Date,
): Promise<SweepResult> {
  const result: SweepResult = { settled: 0, recovered: 0, refunded: 0, failed: 0 };
  if (provider.retrieve) {
    const processing = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, PROCESSING_ROW_STATUS),
          eq(payments.provider, provider.name),
          isNotNull(payments.providerReference),
        ),
      );
    for (const { id } of processing) {
      try {
        if (await db.transaction((tx) => settleProcessing(tx, provider, id))) result.settled += 1;
      } catch (error) {
        result.failed += 1;
        logger.error({ err: error, paymentId: id }, 'recovery sweep: could not settle a processing payment');
      }
    }
  }
  if (provider.listSucceeded) {
    for await (const charge of provider.listSucceeded(since)) {
      try {
        const outcome = await db.transaction((tx) => recoverCharge(tx, provider, charge));
        if (outcome === 'unchanged') continue;
        result[outcome] += 1;
        logger.warn(
          { ...charge.target, providerReference: charge.providerReference, outcome },
          outcome === 'recovered'
            ? 'recovery sweep: recorded a charge the provider made that we had not'
            : 'recovery sweep: refunded a charge nothing could take any more',
        );
      } catch (error) {
        result.failed += 1;
        logger.error(
          { err: error, ...charge.target, providerReference: charge.providerReference },
          'recovery sweep: could not reconcile a charge',
        );
      }
    }
  }
  return result;
}
