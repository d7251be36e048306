import { MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, instant, minorUnits } from './columns';
import { productVariants, products } from './catalogue';
import { currencies } from './locale';
import { promos } from './promotions';
import { shippingRules } from './shipping';
import { users } from './users';

/** A guest cart is reachable only by its random UUID; a member's cart also by its owner. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    country: text('country'),
    promoId: integer('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    shippingRuleId: integer('shipping_rule_id').references(() => shippingRules.id, { onDelete: 'set null' }),
    /** The line most recently added (Cart.recent_item). */
    recentItemId: integer('recent_item_id'),
    /** open | ordered (became an order) | merged (transferred into a member's cart). */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('carts_status', sql`${t.status} in ('open', 'ordered', 'merged')`),
    index('carts_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** Bespoke perfume builder choices. */
    customization: jsonb('customization').$type<Record<string, unknown>>(),
    isFreeGift: boolean('is_free_gift').notNull().default(false),
    /** Unit price when last priced, so precheckout can tell the shopper it changed. */
    lastUnitPrice: minorUnits('last_unit_price'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
    index('cart_items_cart_idx').on(t.cartId),
  ],
);
