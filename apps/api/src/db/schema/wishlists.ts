import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { instant } from './columns';
import { users } from './users';

/** Products a member saved for later (`/api/users/wishlist/`); gone with the member or the product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // Deleting a product finds its saves without a scan.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
