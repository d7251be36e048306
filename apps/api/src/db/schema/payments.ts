import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, instant, minorUnits } from './columns';
import { currencies } from './locale';
import { orders } from './orders';
import { bookings } from './workshops';

/** One payment attempt for an order or a booking (exactly one of them). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    amount: minorUnits('amount').notNull(),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    provider: text('provider').notNull(),
    /** The provider's id of the charge (Stripe PaymentIntent id, test provider's own). */
    providerReference: text('provider_reference'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Retries of one attempt reuse the key and get the same payment back. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Set when a succeeded payment was paid back (a cancelled booking), status `refunded`. */
    refundedAt: instant('refunded_at'),
    /**
     * A booking payment's refund at the provider (orders keep theirs in `order_refunds`): its id
     * (Stripe `re_...`), where it stands (pending | succeeded | failed | canceled: Stripe's refund
     * webhooks move it) and, when it failed, Stripe's reason, shown in the console.
     */
    refundReference: text('refund_reference').unique(),
    refundStatus: text('refund_status'),
    refundFailureReason: text('refund_failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_target', sql`num_nonnulls(${t.orderId}, ${t.bookingId}) = 1`),
    // `processing`: the provider has not settled it yet (verify, the webhook or the sweep will).
    check('payments_status', sql`${t.status} in ('processing', 'succeeded', 'failed', 'refunded')`),
    check(
      'payments_refund_status',
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'succeeded', 'failed', 'canceled')`,
    ),
    check('payments_provider', sql`${t.provider} in ('test', 'stripe')`),
    check('payments_amount', sql`${t.amount} >= 0`),
    index('payments_order_idx').on(t.orderId),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

/** Provider webhook events already handled (duplicates are acknowledged without effect). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Idempotency-Key records of creations that lead to a charge (orders, bookings, gift cards):
 * a replay with the same key and body answers the stored response; another body is a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request (body + acting user). */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
