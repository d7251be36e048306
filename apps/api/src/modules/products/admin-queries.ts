import { and, asc, count, eq, exists, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { productImages, productVariants, products, variantPrices } from '../../db/schema';

/** A variant at or below this many units on hand counts as low on stock in the console. */
export const LOW_STOCK_LEVEL = 5;

export interface AdminListingFilter {
  q?: string;
  type?: string;
  published?: boolean;
  lowStock?: boolean;
}

/** `q` as a literal ILIKE pattern: `%` and `_` typed by staff match themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function variantExists(condition: SQL): SQL {
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${condition})`;
}

function conditionsOf(db: Database, filter: AdminListingFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q !== undefined) {
    const pattern = containsPattern(filter.q.trim());
    conditions.push(
      or(
        sql`exists (select 1 from jsonb_each_text(${products.name}) as n where n.value ilike ${pattern})`,
        sql`${products.slug} ilike ${pattern}`,
        sql`${products.sku} ilike ${pattern}`,
        variantExists(sql`${productVariants.sku} ilike ${pattern}`),
      ) as SQL,
    );
  }
  if (filter.type !== undefined) conditions.push(eq(products.type, filter.type));
  if (filter.published !== undefined) conditions.push(eq(products.active, filter.published));
  if (filter.lowStock !== undefined) {
    const low = exists(
      db
        .select({ one: sql`1` })
        .from(productVariants)
        .where(and(eq(productVariants.productId, products.id), lte(productVariants.stock, LOW_STOCK_LEVEL))),
    );
    conditions.push(filter.lowStock ? low : sql`not ${low}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the console's product list (English name, then id) and the total count. */
export async function selectAdminProductPage(
  db: Database,
  filter: AdminListingFilter,
  page: { offset: number; limit: number },
) {
  const where = conditionsOf(db, filter);
  const [[total], rows] = await runAll(db, [
    () => db.select({ count: count() }).from(products).where(where),
    () =>
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(sql`lower(${products.name} ->> 'en')`), asc(products.id))
        .offset(page.offset)
        .limit(page.limit),
  ]);
  return { count: total?.count ?? 0, rows };
}

/** The product row locked for the rest of the transaction (a change checks its version). */
export async function lockProduct(tx: Database, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function selectAllPricesOf(db: Database, variantIds: readonly number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select()
    .from(variantPrices)
    .where(inArray(variantPrices.variantId, [...variantIds]))
    .orderBy(asc(variantPrices.variantId), asc(variantPrices.currency));
}

export async function selectMainImagesOf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productImages.productId, path: productImages.path })
    .from(productImages)
    .where(and(inArray(productImages.productId, [...productIds]), eq(productImages.type, 'main')));
}

export async function findVariantOf(tx: Database, productId: number, variantId: number) {
  const [row] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row;
}

/**
 * Adds `delta` units to a variant's stock in one conditional UPDATE: PostgreSQL re-checks the
 * condition on the row an order may have changed meanwhile, so stock never goes below zero and
 * no order's take is lost. Undefined when the variant is not the product's or too little is left.
 */
export async function addStock(tx: Database, productId: number, variantId: number, delta: number) {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        sql`${productVariants.stock} + ${delta} >= 0`,
      ),
    )
    .returning({ stock: productVariants.stock });
  return row;
}
