import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartItems, carts, productVariants, products } from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export function selectOpenCartsOfUser(db: Database, userId: number) {
  return db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt));
}

export async function findCart(db: Database, id: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id)).limit(1);
  return row;
}

/** Reads a cart and locks its row until the transaction ends: one change per cart at a time. */
export async function lockCart(tx: Database, id: string): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('update');
  return row;
}

/** The member's most recently changed open cart other than `exceptId`, locked. */
export async function lockCurrentCartOfUser(
  tx: Database,
  userId: number,
  exceptId: string,
): Promise<CartRow | undefined> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'open'), ne(carts.id, exceptId)))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function insertCart(
  db: Database,
  values: { userId: number | null; currency: string; country: string },
): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('insert into carts returned nothing');
  return row;
}

/** `insertCart`, with the new row's version (`xmin`, see cart-contents.ts) for known-carts.ts. */
export async function insertCartWithVersion(
  db: Database,
  values: { userId: number | null; currency: string; country: string },
): Promise<{ row: CartRow; version: string }> {
  const [created] = await db
    .insert(carts)
    .values(values)
    .returning({ ...getTableColumns(carts), version: sql<string>`xmin::text` });
  if (!created) throw new Error('insert into carts returned nothing');
  const { version, ...row } = created;
  return { row, version };
}

/** Writes the cart's own fields and stamps `updated_at`. */
export async function saveCart(tx: Database, cart: CartRow): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({
      userId: cart.userId,
      currency: cart.currency,
      country: cart.country,
      promoId: cart.promoId,
      shippingRuleId: cart.shippingRuleId,
      recentItemId: cart.recentItemId,
      status: cart.status,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id))
    .returning();
  if (!row) throw new Error(`cart ${cart.id} vanished while locked`);
  return row;
}

export function selectItemsOfCart(db: Database, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

export async function insertItem(
  tx: Database,
  values: {
    cartId: string;
    productId: number;
    variantId: number | null;
    quantity: number;
    customization: Record<string, unknown> | null;
    isFreeGift: boolean;
    lastUnitPrice: number | null;
  },
): Promise<CartItemRow> {
  const [row] = await tx.insert(cartItems).values(values).returning();
  if (!row) throw new Error('insert into cart_items returned nothing');
  return row;
}

export async function updateItem(
  tx: Database,
  id: number,
  values: Partial<Pick<CartItemRow, 'quantity' | 'lastUnitPrice'>>,
): Promise<void> {
  await tx
    .update(cartItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cartItems.id, id));
}

export async function deleteItems(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(cartItems).where(inArray(cartItems.id, [...ids]));
}

export async function deleteAllItems(tx: Database, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** A variant with its product, for adding it (or a free gift) to a cart. */
export async function findVariantWithProduct(db: Database, variantId: number) {
  const [row] = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return row;
}
