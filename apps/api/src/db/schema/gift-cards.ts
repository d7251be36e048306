import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, serial, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, instant, minorUnits } from './columns';
import { currencies } from './locale';
import { orders } from './orders';

/** Face values a shopper may pick, per currency (the server never takes a client's amount). */
export const giftCardValues = pgTable(
  'gift_card_values',
  {
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    amount: minorUnits('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.amount] }),
    check('gift_card_values_positive', sql`${t.amount} > 0`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    initialValue: minorUnits('initial_value').notNull(),
    balance: minorUnits('balance').notNull(),
    /** pending (bought, not paid) | active | redeemed | expired. */
    status: text('status').notNull(),
    expiresAt: instant('expires_at'),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name'),
    senderName: text('sender_name'),
    message: text('message'),
    deliverOn: date('deliver_on'),
    /** The order that bought the card; null for cards issued otherwise (seed, support). */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_cards_code_format', sql`${t.code} ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$'`),
    check('gift_cards_balance', sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialValue}`),
    check('gift_cards_status', sql`${t.status} in ('pending', 'active', 'redeemed', 'expired')`),
    // Payment activates the cards an order bought: looked up by order.
    index('gift_cards_order_idx').on(t.orderId),
  ],
);
