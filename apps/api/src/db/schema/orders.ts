import { MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, instant, minorUnits } from './columns';
import { carts } from './carts';
import { productTypeCheck, productVariants, products } from './catalogue';
import { currencies } from './locale';
import { promos } from './promotions';
import { shippingRules } from './shipping';
import { users } from './users';

export interface AddressRow {
  first_name: string;
  last_name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  /** Null where the country has no postal codes (ae). */
  postal_code: string | null;
  country: string;
  phone: string;
}

export interface VariantValueRow {
  name: string;
  value: string;
}

const ORDER_STATUSES = sql.raw(
  `'pending_payment', 'payment_failed', 'paid', 'fulfilled', 'cancelled', 'refunded'`,
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The number the shopper reads (confirmation page, e-mail, account): from an identity sequence
     * starting at 100001, so it is unique and never reused (a rolled-back order leaves a gap). It
     * reveals how many orders were placed, so it is never a credential: the random `id` stays the key.
     */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /**
     * The shopper's phone, asked at checkout; kept also for Self Collect (no address). Null on a
     * gift card order, where nothing is delivered.
     */
    phone: text('phone'),
    status: text('status').notNull().default('pending_payment'),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    /** Rate from SGD used to price the order (1 for SGD). */
    exchangeRate: numeric('exchange_rate', { precision: 24, scale: 10 }).notNull(),
    subtotal: minorUnits('subtotal').notNull(),
    discount: minorUnits('discount').notNull().default(0),
    shipping: minorUnits('shipping').notNull().default(0),
    giftCardAmount: minorUnits('gift_card_amount').notNull().default(0),
    total: minorUnits('total').notNull(),
    /**
     * The tax included in the price (subtotal − discount + shipping; prices are tax-inclusive), its
     * rate in basis points and its name (gst, vat, sales_tax; none for a gift card purchase and for
     * orders placed before tax was recorded), fixed when the order is placed: a later change of
     * the configured rate, or a partial refund, changes no past order.
     */
    taxName: text('tax_name').notNull().default('none'),
    taxRate: integer('tax_rate').notNull().default(0),
    taxAmount: minorUnits('tax_amount').notNull().default(0),
    shippingRuleId: integer('shipping_rule_id').references(() => shippingRules.id, { onDelete: 'set null' }),
    /** Display name at the time of the order (Self Collect, Express, Standard). */
    shippingMethod: text('shipping_method'),
    shippingAddress: jsonb('shipping_address').$type<AddressRow>(),
    promoId: integer('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    /** Printed on a card packed with the order (gifts). */
    giftMessage: text('gift_message'),
    note: text('note'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    country: text('country'),
    language: text('language'),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
    /**
     * Until when an unpaid order holds its stock, promo use and gift card money (ORDER_HOLD_SECONDS
     * after it was placed, fixed then, so a later change of the setting moves no deadline and any
     * process decides from the row alone). Past it the hold lapses: the order is cancelled and all
     * of it given back (orders/hold-release.ts). The default only serves rows written by hand.
     */
    holdExpiresAt: instant('hold_expires_at')
      .notNull()
      .default(sql`now() + interval '15 minutes'`),
    /** Set when staff fulfil the order (admin): who carries it and how the shopper follows it. */
    fulfilledAt: instant('fulfilled_at'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Set when staff cancel the order (a lapsed hold leaves it null: its deadline says when). */
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    check('orders_status', sql`${t.status} in (${ORDER_STATUSES})`),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shipping} >= 0 and ${t.giftCardAmount} >= 0 and ${t.total} >= 0`,
    ),
    check('orders_tax_name', sql`${t.taxName} in ('gst', 'vat', 'sales_tax', 'none')`),
    check(
      'orders_tax',
      sql`${t.taxRate} between 0 and 10000 and ${t.taxAmount} between 0 and ${t.subtotal} - ${t.discount} + ${t.shipping}`,
    ),
    check(
      'orders_total',
      sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shipping} - ${t.giftCardAmount}`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The console's list: newest first, whatever the filters.
    index('orders_created_idx').on(t.createdAt),
    index('orders_gift_card_idx').on(t.giftCardId),
    // The hold sweep's search: unpaid orders by deadline (few, however many orders are paid).
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('pending_payment', 'payment_failed')`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productType: text('product_type'),
    /** Name in the order's language at the time of the order. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: minorUnits('price').notNull(),
    total: minorUnits('total').notNull(),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    itemFeedId: text('item_feed_id'),
    variantValues: jsonb('variant_values').$type<VariantValueRow[]>().notNull().default([]),
    customization: jsonb('customization').$type<Record<string, unknown>>(),
    isFreeGift: boolean('is_free_gift').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('order_lines_kind', sql`${t.kind} in ('product', 'gift_card')`),
    check('order_lines_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
    check('order_lines_amounts', sql`${t.price} >= 0 and ${t.total} >= 0`),
    check('order_lines_product_type', sql`${t.productType} is null or ${productTypeCheck(t.productType)}`),
    index('order_lines_order_idx').on(t.orderId),
  ],
);

// ---------------------------------------------------------------- gift cards
// In this file because orders and gift cards reference each other (an order buys cards, a card
// pays orders): one file, so the schema files import no cycle.

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
    /** pending (bought, not paid) | active | redeemed | expired | voided (by staff, balance zero). */
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
    /** Set when staff voided the card (its balance went to zero), with why. */
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    /** Issued in the console (not bought): the staff account's id, kept if the account goes. */
    issuedByStaffId: integer('issued_by_staff_id'),
  },
  (t) => [
    check('gift_cards_code_format', sql`${t.code} ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$'`),
    check('gift_cards_balance', sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialValue}`),
    check('gift_cards_status', sql`${t.status} in ('pending', 'active', 'redeemed', 'expired', 'voided')`),
    // Payment activates the cards an order bought: looked up by order.
    index('gift_cards_order_idx').on(t.orderId),
  ],
);
