import { runAll } from '../../db/run-all';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cartItems,
  carts,
  productBundleItems,
  productImages,
  productVariants,
  products,
  shippingRules,
  variantPrices,
} from '../../db/schema';
import { loadRates } from '../pricing/exchange';
import {
  selectPromoAmounts,
  selectPromoRuleAmounts,
  selectPromoRulesForTypes,
  selectPromosByIds,
} from '../promos/queries';

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

/** Everything needed to price and show the given carts, in a fixed number of queries. */
export async function loadCartContents(db: Database, cartRows: readonly CartRow[]) {
  const cartIds = cartRows.map((c) => c.id);
  const items = cartIds.length
    ? await db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds)).orderBy(asc(cartItems.id))
    : [];
  const productIds = [...new Set(items.map((i) => i.productId))];
  const promoIds = [...new Set(cartRows.map((c) => c.promoId).filter((p): p is number => p !== null))];
  const ruleIds = [...new Set(cartRows.map((c) => c.shippingRuleId).filter((r): r is number => r !== null))];

  const [
    bundleRows,
    productRows,
    imageRows,
    variantRows,
    priceRows,
    promoRows,
    promoAmountRows,
    shippingRows,
    rates,
  ] = await runAll(db, [
    () =>
      productIds.length
        ? db
            .select()
            .from(productBundleItems)
            .where(inArray(productBundleItems.bundleProductId, productIds))
            .orderBy(asc(productBundleItems.bundleProductId), asc(productBundleItems.position))
        : [],
    () => (productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : []),
    () =>
      productIds.length
        ? db
            .select()
            .from(productImages)
            .where(inArray(productImages.productId, productIds))
            .orderBy(asc(productImages.productId), asc(productImages.position))
        : [],
    () =>
      productIds.length
        ? db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, productIds))
            .orderBy(asc(productVariants.productId), asc(productVariants.position))
        : [],
    () =>
      productIds.length
        ? db
            .select({ price: variantPrices })
            .from(variantPrices)
            .innerJoin(productVariants, eq(productVariants.id, variantPrices.variantId))
            .where(inArray(productVariants.productId, productIds))
        : [],
    () => selectPromosByIds(db, promoIds),
    () => selectPromoAmounts(db, promoIds),
    () => (ruleIds.length ? db.select().from(shippingRules).where(inArray(shippingRules.id, ruleIds)) : []),
    () => loadRates(db),
  ]);
  const partIds = [...new Set(bundleRows.map((b) => b.itemProductId))].filter(
    (id) => !productIds.includes(id),
  );
  const types = [...new Set(productRows.map((p) => p.type))];
  const [partRows, priceRuleRows] = await runAll(db, [
    () => (partIds.length ? db.select().from(products).where(inArray(products.id, partIds)) : []),
    () => selectPromoRulesForTypes(db, types),
  ]);
  const priceRuleAmountRows = await selectPromoRuleAmounts(
    db,
    priceRuleRows.map((r) => r.id),
  );
  return {
    items,
    bundleRows,
    productRows: [...productRows, ...partRows],
    imageRows,
    variantRows,
    priceRows: priceRows.map((r) => r.price),
    promoRows,
    promoAmountRows,
    priceRuleRows,
    priceRuleAmountRows,
    shippingRows,
    rates,
  };
}

export type CartContents = Awaited<ReturnType<typeof loadCartContents>>;
