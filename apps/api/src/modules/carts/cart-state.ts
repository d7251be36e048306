import type { Database } from '../../db/database';
import { rowsFromJson } from '../../db/json-rows';
import { preparedStatement } from '../../db/prepared';
import {
  cartItems,
  carts,
  productVariants,
  products,
  promoAmounts,
  promoRuleAmounts,
  promoRules,
  promos,
  shippingRules,
  variantPrices,
} from '../../db/schema';
import type { ProductRow } from '../products/queries';
import { cartProductsShowing } from './cart-catalogue';
import type { CartContents, CartRow } from './queries';

/**
 * A cart as it is now, in one prepared statement (one round trip, no transaction): the cart row
 * and its version, its lines, and everything money or stock about them read fresh — the variants
 * (stock, sku, label) and prices of its products, its code, the automatic promo rules of its
 * products' types, its shipping rule and the rates. `$2`, when not null, is a product about to be
 * added: its row and its variants, prices and rules are read too. What is neither money nor stock
 * (products' names, images, set contents) comes from cart-catalogue.ts.
 *
 * The version is the row's `xmin` (the transaction that last wrote it): every change to a cart,
 * whoever makes it, writes the cart row (`saveCart` stamps `updated_at`), so a write made on
 * "the cart as read at version v" can check that nobody wrote it since (quick-add.ts).
 */
const cartStateStatement = preparedStatement(
  'cart_state',
  `with cart as (select *, xmin::text as row_version from carts where id = $1::uuid),
  lines as (select * from cart_items where cart_id = $1::uuid),
  ${freshContentsSql('$2::integer')}`,
);

/**
 * The common part of the statements that read a cart fresh: given CTEs `cart` (the cart row with
 * its `row_version`) and `lines` (its lines), more CTEs and the select list of every column
 * `freshCartFrom` maps. `addProduct` is a SQL expression: a product about to be added, or null.
 */
export function freshContentsSql(addProduct: string): string {
  return `shown as (select product_id as id from lines union select ${addProduct} where ${addProduct} is not null),
  variants as (select * from product_variants where product_id in (select id from shown)),
  rules as (select * from promo_rules where product_type in (
    select type from products where id in (select id from shown)))
  select
    (select coalesce(json_agg(r), '[]'::json) from cart r) as cart,
    (select coalesce(json_agg(r order by r.id), '[]'::json) from lines r) as items,
    (select coalesce(json_agg(r order by r.product_id, r.position, r.id), '[]'::json) from variants r) as variants,
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from variant_prices where variant_id in (select id from variants)) r) as prices,
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from products where id = ${addProduct}) r) as product,
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from promos where id = (select promo_id from cart)) r) as promos,
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from promo_amounts where promo_id = (select promo_id from cart)) r) as promo_amounts,
    (select coalesce(json_agg(r order by r.min_quantity, r.id), '[]'::json) from rules r) as rules,
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from promo_rule_amounts where rule_id in (select id from rules)) r) as rule_amounts,
    (select coalesce(json_agg(r), '[]'::json) from (
      select * from shipping_rules where id = (select shipping_rule_id from cart)) r) as shipping,
    (select coalesce(json_agg(json_build_array(currency, rate_to_sgd::text)), '[]'::json)
      from exchange_rates) as rates`;
}

export interface FreshCart {
  /** Undefined when there is no such cart. */
  cart: CartRow | undefined;
  /** The cart row's version (see cartStateStatement). */
  version: string | null;
  contents: CartContents;
  /** The product about to be added, read fresh (`active`), when one was asked for. */
  product: ProductRow | undefined;
}

function parsed(json: unknown): unknown {
  return typeof json === 'string' ? JSON.parse(json) : json;
}

/** The cart `cartId` now, ready to price and show; with `addProductId`, also that product. */
export async function loadCartState(
  db: Database,
  cartId: string,
  addProductId: number | null = null,
): Promise<FreshCart> {
  const [row] = await cartStateStatement.run(db, [cartId, addProductId]);
  return freshCartFrom(db, row!, addProductId);
}

/** Maps a row of the columns of `freshContentsSql`. */
export async function freshCartFrom(
  db: Database,
  r: Record<string, unknown>,
  addProductId: number | null,
): Promise<FreshCart> {
  const { cart, version } = cartRowFrom(r);
  const items = rowsFromJson(cartItems, r.items);
  const product = rowsFromJson(products, r.product)[0];
  const productIds = items.map((i) => i.productId);
  if (addProductId !== null && product) productIds.push(addProductId);
  const showing = cart ? await cartProductsShowing(db, productIds) : emptyShowing;
  const contents: CartContents = {
    items,
    bundleRows: showing.bundleRows,
    // The product being added as just read (the catalogue's copy may be up to its TTL old).
    productRows: product
      ? [product, ...showing.productRows.filter((p) => p.id !== product.id)]
      : showing.productRows,
    imageRows: showing.imageRows,
    variantRows: rowsFromJson(productVariants, r.variants),
    priceRows: rowsFromJson(variantPrices, r.prices),
    promoRows: rowsFromJson(promos, r.promos),
    promoAmountRows: rowsFromJson(promoAmounts, r.promo_amounts),
    priceRuleRows: rowsFromJson(promoRules, r.rules),
    priceRuleAmountRows: rowsFromJson(promoRuleAmounts, r.rule_amounts),
    shippingRows: rowsFromJson(shippingRules, r.shipping),
    rates: new Map(parsed(r.rates) as [string, string][]),
  };
  return { cart, version, contents, product };
}

/** The cart row and its version from a row with the `cart` column of `freshContentsSql`. */
export function cartRowFrom(r: Record<string, unknown>): Pick<FreshCart, 'cart' | 'version'> {
  const cartJson = parsed(r.cart) as { row_version: string }[];
  return { cart: rowsFromJson(carts, cartJson)[0], version: cartJson[0]?.row_version ?? null };
}

const emptyShowing = { productRows: [], imageRows: [], bundleRows: [] };
