import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cartItems,
  carts,
  exchangeRates,
  productBundleItems,
  productImages,
  productVariants,
  products,
  promoAmounts,
  promos,
  shippingRules,
  variantPrices,
} from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;

export function selectOpenCartsOfUser(db: Database, userId: number) {
  return db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt));
}

/** Everything needed to price and show the given carts, in a fixed number of queries. */
export async function loadCartContents(db: Database, cartRows: readonly CartRow[]) {
  const cartIds = cartRows.map((c) => c.id);
  const items = cartIds.length
    ? await db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds)).orderBy(asc(cartItems.id))
    : [];
  const productIds = [...new Set(items.map((i) => i.productId))];
  const bundleRows = productIds.length
    ? await db
        .select()
        .from(productBundleItems)
        .where(inArray(productBundleItems.bundleProductId, productIds))
        .orderBy(asc(productBundleItems.position))
    : [];
  const allProductIds = [...new Set([...productIds, ...bundleRows.map((b) => b.itemProductId)])];
  const variantIds = [...new Set(items.map((i) => i.variantId).filter((v): v is number => v !== null))];
  const promoIds = [...new Set(cartRows.map((c) => c.promoId).filter((p): p is number => p !== null))];
  const ruleIds = [...new Set(cartRows.map((c) => c.shippingRuleId).filter((r): r is number => r !== null))];

  const [productRows, imageRows, variantRows, priceRows, promoRows, promoAmountRows, ruleRows, rateRows] =
    await Promise.all([
      allProductIds.length ? db.select().from(products).where(inArray(products.id, allProductIds)) : [],
      productIds.length
        ? db
            .select()
            .from(productImages)
            .where(inArray(productImages.productId, productIds))
            .orderBy(asc(productImages.position))
        : [],
      productIds.length
        ? db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, productIds))
            .orderBy(asc(productVariants.position))
        : [],
      productIds.length
        ? db
            .select({ price: variantPrices, productId: productVariants.productId })
            .from(variantPrices)
            .innerJoin(productVariants, eq(productVariants.id, variantPrices.variantId))
            .where(inArray(productVariants.productId, productIds))
        : [],
      promoIds.length ? db.select().from(promos).where(inArray(promos.id, promoIds)) : [],
      promoIds.length ? db.select().from(promoAmounts).where(inArray(promoAmounts.promoId, promoIds)) : [],
      ruleIds.length ? db.select().from(shippingRules).where(inArray(shippingRules.id, ruleIds)) : [],
      db.select().from(exchangeRates),
    ]);
  return {
    items,
    bundleRows,
    productRows,
    imageRows,
    variantRows,
    priceRows: priceRows.map((r) => r.price),
    promoRows,
    promoAmountRows,
    ruleRows,
    rateRows,
    variantIds,
  };
}

export type CartContents = Awaited<ReturnType<typeof loadCartContents>>;
