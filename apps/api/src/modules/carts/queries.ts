import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jsonRows, rowsFromJson } from '../../db/json-rows';
import {
  cartItems,
  carts,
  exchangeRates,
  productBundleItems,
  productImages,
  productVariants,
  products,
  promoAmounts,
  promoRuleAmounts,
  promoRules,
  promos,
  shippingRules,
  variantPrices,
} from '../../db/schema';
import type { Rates } from '../pricing/exchange';

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

/** `insertCart`, with the new row's version (`xmin`, see cart-state.ts) for known-carts.ts. */
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

/** `column in (values)` for a list known in JS; false for an empty one (`in ()` is not SQL). */
function inList(column: string, values: readonly (number | string)[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${sql.raw(column)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Which carts, codes and shipping rules a contents statement reads: SQL conditions on a column. */
interface ContentsFilter {
  cart: (column: string) => SQL;
  promo: (column: string) => SQL;
  shippingRule: (column: string) => SQL;
}

const RATES_JSON = sql`(select coalesce(json_agg(json_build_array(currency, rate_to_sgd::text)), '[]'::json)
  from ${exchangeRates})`;

/** The columns of the contents statement, each a JSON array of rows (see loadCartContents). */
function contentsColumns(filter: ContentsFilter) {
  const itemsOfCarts = sql`select * from ${cartItems} where ${filter.cart('cart_id')}`;
  const cartProductIds = sql`select product_id from ${cartItems} where ${filter.cart('cart_id')}`;
  const cartTypes = sql`select type from ${products} where id in (${cartProductIds})`;
  return {
    items: jsonRows(itemsOfCarts, 'r.id'),
    bundles: jsonRows(
      sql`select * from ${productBundleItems} where bundle_product_id in (${cartProductIds})`,
      'r.bundle_product_id, r.position',
    ),
    products: jsonRows(sql`select * from ${products} where id in (${cartProductIds})`),
    parts: jsonRows(
      sql`select * from ${products} where id not in (${cartProductIds}) and id in (
        select item_product_id from ${productBundleItems} where bundle_product_id in (${cartProductIds}))`,
    ),
    images: jsonRows(
      sql`select * from ${productImages} where product_id in (${cartProductIds})`,
      'r.product_id, r.position',
    ),
    variants: jsonRows(
      sql`select * from ${productVariants} where product_id in (${cartProductIds})`,
      'r.product_id, r.position',
    ),
    prices: jsonRows(
      sql`select * from ${variantPrices} where variant_id in (
        select id from ${productVariants} where product_id in (${cartProductIds}))`,
    ),
    promos: jsonRows(sql`select * from ${promos} where ${filter.promo('id')}`),
    promoAmounts: jsonRows(sql`select * from ${promoAmounts} where ${filter.promo('promo_id')}`),
    rules: jsonRows(
      sql`select * from ${promoRules} where product_type in (${cartTypes})`,
      'r.min_quantity, r.id',
    ),
    ruleAmounts: jsonRows(
      sql`select * from ${promoRuleAmounts} where rule_id in (
        select id from ${promoRules} where product_type in (${cartTypes}))`,
    ),
    shipping: jsonRows(sql`select * from ${shippingRules} where ${filter.shippingRule('id')}`),
    rates: RATES_JSON,
  };
}

function ratesFromJson(json: unknown): Rates {
  return new Map((typeof json === 'string' ? JSON.parse(json) : json) as [string, string][]);
}

const ONE_ROW = sql`(select 1) as one`;

/**
 * One cart's contents as a prepared statement: PostgreSQL plans a statement of this size in
 * milliseconds, far longer than it takes to run, so each pool connection plans it once and
 * reuses the plan. The cart's code and shipping rule are parameters, not read from its row: a
 * change in progress has set them on the locked cart but not written them yet.
 */
function singleCartContents(db: Database) {
  const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  return db
    .select(
      contentsColumns({
        cart: (column) => sql`${sql.raw(column)} = ${param('cartId', 'uuid')}`,
        promo: (column) => sql`${sql.raw(column)} = ${param('promoId', 'integer')}`,
        shippingRule: (column) => sql`${sql.raw(column)} = ${param('shippingRuleId', 'integer')}`,
      }),
    )
    .from(ONE_ROW)
    .prepare('cart_contents');
}

/**
 * Everything needed to price and show the given carts, in one statement (one round trip, also
 * inside a transaction, where a dozen small queries would run one after another): the items, their
 * products (and the products sets contain), images, variants, prices in every currency, the carts'
 * codes and shipping rules, the automatic promo rules of the products' types, and the rates.
 */
export async function loadCartContents(db: Database, cartRows: readonly CartRow[]) {
  let row: Record<string, unknown> | undefined;
  if (cartRows.length === 1) {
    const cart = cartRows[0]!;
    [row] = (await singleCartContents(db).execute({
      cartId: cart.id,
      promoId: cart.promoId,
      shippingRuleId: cart.shippingRuleId,
    })) as Record<string, unknown>[];
  } else {
    const promoIds = [...new Set(cartRows.map((c) => c.promoId).filter((p): p is number => p !== null))];
    const ruleIds = [
      ...new Set(cartRows.map((c) => c.shippingRuleId).filter((r): r is number => r !== null)),
    ];
    const cartIds = cartRows.map((c) => c.id);
    [row] = (await db
      .select(
        contentsColumns({
          cart: (column) => inList(column, cartIds),
          promo: (column) => inList(column, promoIds),
          shippingRule: (column) => inList(column, ruleIds),
        }),
      )
      .from(ONE_ROW)) as Record<string, unknown>[];
  }
  return contentsFromRow(row!);
}

function contentsFromRow(r: Record<string, unknown>) {
  return {
    items: rowsFromJson(cartItems, r.items),
    bundleRows: rowsFromJson(productBundleItems, r.bundles),
    productRows: [...rowsFromJson(products, r.products), ...rowsFromJson(products, r.parts)],
    imageRows: rowsFromJson(productImages, r.images),
    variantRows: rowsFromJson(productVariants, r.variants),
    priceRows: rowsFromJson(variantPrices, r.prices),
    promoRows: rowsFromJson(promos, r.promos),
    promoAmountRows: rowsFromJson(promoAmounts, r.promoAmounts),
    priceRuleRows: rowsFromJson(promoRules, r.rules),
    priceRuleAmountRows: rowsFromJson(promoRuleAmounts, r.ruleAmounts),
    shippingRows: rowsFromJson(shippingRules, r.shipping),
    rates: ratesFromJson(r.rates),
  };
}

export type CartContents = Awaited<ReturnType<typeof loadCartContents>>;

/**
 * What adding a product to a cart checks, in one prepared statement: the product, its variants
 * (with their stock, read inside the cart's transaction), their prices in the currency and SGD,
 * the rates, and the cart's lines.
 */
function addContextStatement(tx: Database) {
  const productId = sql`${sql.placeholder('productId')}::integer`;
  const variantsOfProduct = sql`select id from ${productVariants} where product_id = ${productId}`;
  return tx
    .select({
      product: jsonRows(sql`select * from ${products} where id = ${productId}`),
      variants: jsonRows(
        sql`select * from ${productVariants} where product_id = ${productId}`,
        'r.product_id, r.position, r.id',
      ),
      prices: jsonRows(
        sql`select * from ${variantPrices} where variant_id in (${variantsOfProduct})
          and currency in (${sql.placeholder('currency')}::text, 'SGD')`,
      ),
      items: jsonRows(
        sql`select * from ${cartItems} where cart_id = ${sql.placeholder('cartId')}::uuid`,
        'r.id',
      ),
      rates: RATES_JSON,
    })
    .from(ONE_ROW)
    .prepare('cart_add_context');
}

export async function loadAddContext(tx: Database, cartId: string, productId: number, currency: string) {
  const [row] = (await addContextStatement(tx).execute({ cartId, productId, currency })) as Record<
    string,
    unknown
  >[];
  return {
    product: rowsFromJson(products, row!.product)[0],
    variants: rowsFromJson(productVariants, row!.variants),
    priceRows: rowsFromJson(variantPrices, row!.prices),
    items: rowsFromJson(cartItems, row!.items),
    rates: ratesFromJson(row!.rates),
  };
}
