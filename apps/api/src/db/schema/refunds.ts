import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, minorUnits } from './columns';
import { currencies } from './locale';
import { orders } from './orders';
import { payments } from './payments';

/** One refunded order line: how many units, and the money they were worth. */
export interface RefundLineRow {
  line_id: number;
  quantity: number;
  amount: number;
}

/**
 * Money paid back on an order by staff (admin refunds and cancellations of paid orders): the part
 * returned to the card through the provider, and the part returned to the gift card that paid it.
 * Who did it is kept by id and e-mail (the e-mail stays readable if the staff account goes).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The card payment the money went back to; null when only the gift card got money back. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** full | amount | lines | cancel (the remainder of a paid order cancelled). */
    kind: text('kind').notNull(),
    amount: minorUnits('amount').notNull(),
    cardAmount: minorUnits('card_amount').notNull(),
    giftCardAmount: minorUnits('gift_card_amount').notNull(),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    reason: text('reason').notNull(),
    /** Lines refunded by quantity (their stock went back); empty for a refund by amount. */
    lines: jsonb('lines').$type<RefundLineRow[]>().notNull().default([]),
    /** The provider's id of the refund (Stripe `re_...`); null when no card money moved. */
    providerReference: text('provider_reference').unique(),
    /**
     * Where the card part stands: `pending` while the provider has not paid it back yet (nothing
     * of the refund — stock, gift card money, promo use — is returned before it succeeds),
     * `succeeded`, or `failed`/`canceled` with the provider's reason (nothing is returned).
     * Stripe's refund webhooks settle a pending one, once.
     */
    status: text('status').notNull().default('succeeded'),
    failureReason: text('failure_reason'),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed', 'canceled')`),
    check('order_refunds_kind', sql`${t.kind} in ('full', 'amount', 'lines', 'cancel')`),
    check(
      'order_refunds_amounts',
      sql`${t.cardAmount} >= 0 and ${t.giftCardAmount} >= 0 and ${t.amount} = ${t.cardAmount} + ${t.giftCardAmount}`,
    ),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
  ],
);
