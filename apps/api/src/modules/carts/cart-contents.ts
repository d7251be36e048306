import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { rowsFromJson } from '../../db/json-rows';
import { preparedStatement, type PreparedStatement } from '../../db/prepared';
import {
  cartItems,
  carts,
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
import type { Rates } from '../pricing';
import type { ProductRow } from '../products';
import { cartProductsShowing } from './caches/cart-catalogue';
import type { CartItemRow, CartRow } from './queries';

/**
 * The one reader of cart contents: everything needed to price and show carts, in one statement
 * (one round trip, also inside a transaction, where a dozen small queries would run one after
 * another). What it reads (all of it unless `scope: 'add'`, see CartReadOptions):
 *
 * - the carts' lines, and for the products they hold (and a product about to be added, when one
 *   is asked for: `addProductId`) the variants (stock, sku, label), their prices in every
 *   currency and the automatic promo rules of those products' types with their amounts;
 * - the carts' codes with their amounts, their shipping rules, and the exchange rates;
 * - the product about to be added as it is now (`product`: `active` read fresh);
 * - what carts show that is neither money nor stock — the products' rows (names), the products
 *   sets contain, images, set contents — either in the same statement (`catalogue: 'read'`) or
 *   from this process's store of them (`'cached'`: caches/cart-catalogue.ts, read at most every
 *   10 s; root database only), which keeps the hot reads (get cart, the quick add's read) to what
 *   money or stock needs.
 *
 * Which carts (`CartsToRead`):
 * - `{ id }`: the cart row is read in the statement with its version, the row's `xmin` (the
 *   transaction that last wrote it): every change to a cart, whoever makes it, writes the cart
 *   row (`saveCart` stamps `updated_at`), so a write made on "the cart as read at version v" can
 *   check that nobody wrote it since (quick-add.ts). Undefined cart when there is none.
 * - `{ rows }`: carts already in hand, one or several (a member's carts). Their code and shipping
 *   rule are taken from the rows, not read: a change in progress has set them on the locked cart
 *   but not written them yet.
 *
 * The SQL is written once as text (`contentsSql`) and run as a named prepared statement: on the
 * root database through db/prepared.ts (no query built per request), inside a transaction
 * through drizzle's prepared query (the same text with its parameters as placeholders).
 * PostgreSQL plans a statement of this size in milliseconds, far longer than it takes to run, so
 * each connection plans it once and reuses the plan.
 */
export type CartsToRead = { id: string } | { rows: readonly CartRow[] };

export interface CartReadOptions {
  /** A product about to be added: its row (`product`), variants, prices and rules are read too. */
  addProductId?: number | null;
  /** Where names, images and set contents come from (see above); `'read'` unless said. */
  catalogue?: 'read' | 'cached';
  /**
   * `'add'`: only what planning the add of `addProductId` needs (add-plan.ts): the lines, that
   * product's row, variants and prices, and the rates; the other fields are empty. The locked add
   * reads so (0.3 ms a call on the bench database against 0.6 ms for the whole cart with the
   * product). `'cart'` (the default): everything above.
   */
  scope?: 'cart' | 'add';
}

type ItemRow = CartItemRow;
type BundleRow = typeof productBundleItems.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type PriceRow = typeof variantPrices.$inferSelect;
type PromoRow = typeof promos.$inferSelect;
type PromoAmountRow = typeof promoAmounts.$inferSelect;
type PriceRuleRow = typeof promoRules.$inferSelect;
type PriceRuleAmountRow = typeof promoRuleAmounts.$inferSelect;
type ShippingRow = typeof shippingRules.$inferSelect;

/** What carts are priced and shown from (cart-pricing.ts, cart-view.ts). */
export interface CartContents {
  items: ItemRow[];
  bundleRows: BundleRow[];
  productRows: ProductRow[];
  imageRows: ImageRow[];
  variantRows: VariantRow[];
  priceRows: PriceRow[];
  promoRows: PromoRow[];
  promoAmountRows: PromoAmountRow[];
  priceRuleRows: PriceRuleRow[];
  priceRuleAmountRows: PriceRuleAmountRow[];
  shippingRows: ShippingRow[];
  rates: Rates;
}

export interface CartRead {
  /** With `{ id }`: the cart row, undefined when there is no such cart; with `{ rows }`: undefined. */
  cart: CartRow | undefined;
  /** With `{ id }`: the cart row's version (`xmin`), else null. */
  version: string | null;
  contents: CartContents;
  /** The product about to be added, read fresh, when one was asked for and exists. */
  product: ProductRow | undefined;
}

/** Which statement: how the carts are named, where the catalogue part comes from, how much. */
interface Shape {
  /** `row`: `{ rows }` of one cart, with scalar parameters (see contentsSql). */
  source: 'id' | 'row' | 'rows';
  catalogue: NonNullable<CartReadOptions['catalogue']>;
  scope: NonNullable<CartReadOptions['scope']>;
}

const json = (rows: string, order = '') =>
  `(select coalesce(json_agg(r${order ? ` order by ${order}` : ''}), '[]'::json) from ${rows})`;

/**
 * The statement's text. Parameters: $1 the cart id (`id`, `row`) or ids (`rows`), $2 the
 * product about to be added or null, and with `row` and `rows` $3 and $4 the carts' code and
 * shipping rule ids (in the order of $1). CTEs `cart` (id, promo_id, shipping_rule_id, and with `id` the whole row and its
 * `row_version`), `lines`, `shown` (the products shown: the lines' and the one being added).
 */
function contentsSql({ source, catalogue, scope }: Shape): { text: string; columns: string[] } {
  const columns: [string, string][] = [];
  if (source === 'id') columns.push(['cart', json('cart r')]);
  columns.push(
    ['items', json('lines r', 'r.id')],
    ['variants', json('variants r', 'r.product_id, r.position, r.id')],
    ['prices', json('(select * from variant_prices where variant_id in (select id from variants)) r')],
    ['product', json('(select * from products where id = $2::integer) r')],
    [
      'rates',
      `(select coalesce(json_agg(json_build_array(currency, rate_to_sgd::text)), '[]'::json)
      from exchange_rates)`,
    ],
  );
  if (scope === 'cart') {
    columns.push(
      ['promos', json('(select * from promos where id in (select promo_id from cart)) r')],
      [
        'promo_amounts',
        json('(select * from promo_amounts where promo_id in (select promo_id from cart)) r'),
      ],
      ['rules', json('rules r', 'r.min_quantity, r.id')],
      ['rule_amounts', json('(select * from promo_rule_amounts where rule_id in (select id from rules)) r')],
      ['shipping', json('(select * from shipping_rules where id in (select shipping_rule_id from cart)) r')],
    );
  }
  if (scope === 'cart' && catalogue === 'read') {
    columns.push(
      ['products', json('(select * from products where id in (select id from shown)) r')],
      [
        'parts',
        json(`(select * from products where id not in (select id from shown) and id in (
        select item_product_id from product_bundle_items where bundle_product_id in (select id from shown))) r`),
      ],
      [
        'images',
        json(
          '(select * from product_images where product_id in (select id from shown)) r',
          'r.product_id, r.position',
        ),
      ],
      [
        'bundles',
        json(
          '(select * from product_bundle_items where bundle_product_id in (select id from shown)) r',
          'r.bundle_product_id, r.position',
        ),
      ],
    );
  }
  // One cart by scalar parameters, several by arrays: with `= any($1)` PostgreSQL estimates more
  // lines than one cart has and re-plans the statement on every call (a custom plan for the array
  // it is given), 0.3 ms more a call on the bench database.
  const cart = {
    id: `cart as (select *, xmin::text as row_version from carts where id = $1::uuid),
  lines as (select * from cart_items where cart_id = $1::uuid)`,
    row: `cart as (select $1::uuid as id, $3::integer as promo_id, $4::integer as shipping_rule_id),
  lines as (select * from cart_items where cart_id = $1::uuid)`,
    rows: `cart as (select * from unnest($1::uuid[], $3::integer[], $4::integer[]) as c(id, promo_id, shipping_rule_id)),
  lines as (select * from cart_items where cart_id = any($1::uuid[]))`,
  }[source];
  const shown =
    scope === 'cart'
      ? 'select product_id as id from lines union select $2::integer where $2::integer is not null'
      : 'select $2::integer as id';
  const text = `with ${cart},
  shown as (${shown}),
  variants as (select * from product_variants where product_id in (select id from shown)),
  rules as (select * from promo_rules where product_type in (
    select type from products where id in (select id from shown)))
  select
    ${columns.map(([name, expression]) => `${expression} as ${name}`).join(',\n    ')}`;
  return { text, columns: columns.map(([name]) => name) };
}

interface ContentsStatement {
  /** On the root database. */
  root: PreparedStatement;
  /** Inside a transaction: the same text, its parameters as drizzle placeholders `1`, `2`, …. */
  inTransaction: { name: string; query: SQL; fields: Record<string, SQL> };
}

const statements = new Map<string, ContentsStatement>();

function statementFor(shape: Shape): ContentsStatement {
  const name = `cart_contents_${shape.source}_${shape.scope === 'add' ? 'add' : shape.catalogue}`;
  let statement = statements.get(name);
  if (!statement) {
    const { text, columns } = contentsSql(shape);
    const parts = text.split(/\$(\d+)/);
    const query = sql.join(parts.map((part, i) => (i % 2 === 1 ? sql.placeholder(part) : sql.raw(part))));
    statement = {
      root: preparedStatement(name, text),
      inTransaction: {
        name: `${name}_tx`,
        query,
        fields: Object.fromEntries(columns.map((c) => [c, sql.raw(`contents.${c}`)])),
      },
    };
    statements.set(name, statement);
  }
  return statement;
}

async function runContents(
  db: Database,
  statement: ContentsStatement,
  values: readonly unknown[],
): Promise<Record<string, unknown>> {
  if ('$client' in db) return (await statement.root.run(db, values))[0]!;
  const { name, query, fields } = statement.inTransaction;
  const [row] = await db
    .select(fields)
    .from(sql`(${query}) as contents`)
    .prepare(name)
    .execute(Object.fromEntries(values.map((value, i) => [String(i + 1), value])));
  return row as Record<string, unknown>;
}

/** What the carts `carts` hold, ready to price and show (see CartsToRead and CartReadOptions). */
export async function readCart(
  db: Database,
  carts: CartsToRead,
  options: CartReadOptions = {},
): Promise<CartRead> {
  const shape: Shape = {
    source: 'id' in carts ? 'id' : carts.rows.length === 1 ? 'row' : 'rows',
    catalogue: options.catalogue ?? 'read',
    scope: options.scope ?? 'cart',
  };
  if (shape.scope === 'cart' && shape.catalogue === 'cached' && !('$client' in db))
    throw new Error('readCart: the cached catalogue is read on the root database only');
  const addProductId = options.addProductId ?? null;
  let values: unknown[];
  if ('id' in carts) values = [carts.id, addProductId];
  else if (carts.rows.length === 1) {
    const [row] = carts.rows as [CartRow];
    values = [row.id, addProductId, row.promoId, row.shippingRuleId];
  } else {
    values = [
      carts.rows.map((c) => c.id),
      addProductId,
      carts.rows.map((c) => c.promoId),
      carts.rows.map((c) => c.shippingRuleId),
    ];
  }
  const row = await runContents(db, statementFor(shape), values);
  return cartReadFrom(db, row, shape);
}

/** Maps a row of `contentsSql`; a column the statement does not have (scope `'add'`) is empty. */
async function cartReadFrom(db: Database, r: Record<string, unknown>, shape: Shape): Promise<CartRead> {
  const rows = <T extends PgTable>(table: T, column: unknown) =>
    column === undefined ? [] : rowsFromJson(table, column);
  const { cart, version } = shape.source === 'id' ? cartRowFrom(r) : { cart: undefined, version: null };
  const items = rows(cartItems, r.items);
  const product = rows(products, r.product)[0];
  let showing: Pick<CartContents, 'productRows' | 'imageRows' | 'bundleRows'>;
  if (shape.scope === 'add' || shape.catalogue === 'read') {
    showing = {
      productRows: [...rows(products, r.products), ...rows(products, r.parts)],
      imageRows: rows(productImages, r.images),
      bundleRows: rows(productBundleItems, r.bundles),
    };
  } else if (shape.source === 'id' && !cart) {
    showing = { productRows: [], imageRows: [], bundleRows: [] };
  } else {
    const productIds = items.map((i) => i.productId);
    if (product) productIds.push(product.id);
    showing = await cartProductsShowing(db, productIds);
  }
  const contents: CartContents = {
    items,
    bundleRows: showing.bundleRows,
    // The product being added as just read (the catalogue's copy may be up to its TTL old).
    productRows: product
      ? [product, ...showing.productRows.filter((p) => p.id !== product.id)]
      : showing.productRows,
    imageRows: showing.imageRows,
    variantRows: rows(productVariants, r.variants),
    priceRows: rows(variantPrices, r.prices),
    promoRows: rows(promos, r.promos),
    promoAmountRows: rows(promoAmounts, r.promo_amounts),
    priceRuleRows: rows(promoRules, r.rules),
    priceRuleAmountRows: rows(promoRuleAmounts, r.rule_amounts),
    shippingRows: rows(shippingRules, r.shipping),
    rates: new Map(parsed(r.rates) as [string, string][]),
  };
  return { cart, version, contents, product };
}

function parsed(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The cart row and its version from a `cart` column (a JSON array of the row with its
 * `row_version`): this statement's with `{ id }`, and the quick add's write (quick-add-write.ts).
 */
export function cartRowFrom(r: Record<string, unknown>): Pick<CartRead, 'cart' | 'version'> {
  const cartJson = parsed(r.cart) as { row_version: string }[];
  return { cart: rowsFromJson(carts, cartJson)[0], version: cartJson[0]?.row_version ?? null };
}
