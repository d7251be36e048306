import type { AddCartItemRequest, Cart } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { rowsFromJson } from '../../db/json-rows';
import { preparedStatement } from '../../db/prepared';
import { cartItems } from '../../db/schema';
import { marketPrices } from '../pricing/market-prices';
import { otherUnitsOf, planAdd } from './add-plan';
import { assertCartAccess } from './cart-access';
import { priceCartIn, type CartMarket } from './cart-pricing';
import type { CartRequest } from './cart-session';
import { freshCartFrom, freshContentsSql, loadCartState } from './cart-state';
import { cartView } from './cart-view';
import { knownCart, rememberCart } from './known-carts';
import type { CartContents, CartRow } from './queries';

/**
 * The write of a quick add, one statement and so one transaction: it writes the cart row only if
 * it is still at the version the add was planned on (`xmin`, see cart-state.ts) and still open,
 * and only while the variant's stock still covers the cart's units of it, the product is for
 * sale with the same variants and has a price, and the cart's code brings no free gift; then it
 * raises or inserts the line, and reads the cart as it now is (the columns of `freshContentsSql`,
 * over the lines as written) for the answer. When any condition fails it writes nothing.
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this transaction only):
 * on this machine the flush was 2.6–6 ms of each add's latency. A cart is not money: were
 * PostgreSQL itself to crash, the adds of its last fraction of a second could be lost (never
 * half-written: the database stays consistent), and the shopper would add again. Nothing paid
 * for can depend on a lost add: an order commits synchronously after the adds it contains, and
 * flushing its commit flushes every earlier WAL record. A crash of the API process loses nothing.
 *
 * $1 cart id, $2 currency, $3 country, $4 the line raised (null: a new line), $5 version planned
 * on, $6 the line's new quantity, $7 product, $8 variant, $9 customization, $10 unit price seen,
 * $11 the time stamped on the cart and the line, $12 the cart's units of the variant after the add,
 * $13 how many variants the product had when the variant was chosen (the only one is chosen alone).
 */
const quickAddStatement = preparedStatement(
  'cart_quick_add',
  `with durability as (
    select set_config('synchronous_commit', 'off', true)
  ), new_line as (
    select nextval(pg_get_serial_sequence('cart_items', 'id'))::integer as id where $4::integer is null
  ), cart as (
    update carts set currency = $2::text, country = $3::text,
      recent_item_id = coalesce($4::integer, (select id from new_line)), updated_at = $11::timestamptz
    where id = $1::uuid and xmin = $5::text::xid and status = 'open'
      and exists (select 1 from durability)
      and (select stock from product_variants where id = $8::integer and product_id = $7::integer) >= $12::integer
      and exists (select 1 from products where id = $7::integer and active)
      and (select count(*) from product_variants where product_id = $7::integer) = $13::integer
      and exists (select 1 from variant_prices where variant_id = $8::integer and currency in ($2::text, 'SGD'))
      and not exists (select 1 from promos where id = carts.promo_id and free_gift_product_id is not null)
    returning *, xmin::text as row_version
  ), raised as (
    update cart_items set quantity = $6::integer, updated_at = $11::timestamptz
    where id = $4::integer and cart_id = $1::uuid and exists (select 1 from cart)
    returning *
  ), added as (
    insert into cart_items (id, cart_id, product_id, variant_id, quantity, customization, is_free_gift,
      last_unit_price, created_at, updated_at)
    select new_line.id, $1::uuid, $7::integer, $8::integer, $6::integer, $9::jsonb, false, $10::bigint,
      $11::timestamptz, $11::timestamptz
    from new_line, cart
    returning *
  ), lines as (
    select * from cart_items where cart_id = $1::uuid and id is distinct from $4::integer
    union all select * from raised
    union all select * from added
  ), ${freshContentsSql('null::integer')},
    (select coalesce(json_agg(r), '[]'::json) from (select * from raised union all select * from added) r) as line`,
);

/** The price a new line saw was older than the one now in the catalogue: keep the current one. */
const linePriceStatement = preparedStatement(
  'cart_line_price',
  'update cart_items set last_unit_price = $2::bigint where id = $1::integer',
);

/**
 * Whether an add may take the quick path: not when it switches the cart's currency (its lines'
 * prices are re-based), drops its shipping method (another country), or when the cart holds a
 * code with a free gift or a free gift line (they follow the lines): those run on the locked cart.
 */
function quickAddable(cart: CartRow, contents: CartContents, market: CartMarket): boolean {
  const promo = contents.promoRows.find((p) => p.id === cart.promoId);
  return (
    cart.currency === market.currency &&
    !(cart.shippingRuleId !== null && cart.country !== market.country) &&
    !(promo && promo.freeGiftProductId !== null) &&
    !contents.items.some((item) => item.isFreeGift)
  );
}

/**
 * Plans the add on the cart as it was at `version` and writes it if the cart is still so.
 * `trusted`: that cart was just read, so a refusal (404, 401/403, 400, 409) is the answer; a
 * cart this process only remembers may be stale, so a refusal there means "read it again" (null).
 * Null whenever nothing was written.
 */
async function addAtVersion(
  db: Database,
  cart: CartRow,
  version: string,
  contents: CartContents,
  product: CartContents['productRows'][number] | undefined,
  body: AddCartItemRequest,
  request: CartRequest,
  trusted: boolean,
): Promise<Cart | null> {
  const { market } = request;
  let plan: ReturnType<typeof planAdd>;
  try {
    assertCartAccess(cart, request.viewerId);
    if (!quickAddable(cart, contents, market)) return null;
    plan = planAdd(
      {
        product,
        variants: contents.variantRows.filter((v) => v.productId === body.product_id),
        priceRows: contents.priceRows,
        rates: contents.rates,
        items: contents.items,
      },
      body,
      request,
    );
  } catch (error) {
    if (trusted) throw error;
    return null;
  }
  const units = plan.quantity + otherUnitsOf(contents.items, plan.variant.id, plan.existing?.id ?? null);
  const [row] = await quickAddStatement.run(db, [
    cart.id,
    market.currency,
    market.country,
    plan.existing?.id ?? null,
    version,
    plan.quantity,
    plan.product.id,
    plan.variant.id,
    body.customization ? JSON.stringify(body.customization) : null,
    plan.unitPrice,
    new Date(),
    units,
    contents.variantRows.filter((v) => v.productId === plan.product.id).length,
  ]);
  const [line] = rowsFromJson(cartItems, row!.line);
  if (!line) return null;
  const after = await freshCartFrom(db, row!, null);
  if (!after.cart) return null;

  // A remembered cart may have carried an older price: a new line keeps the one the cart shows.
  const current = marketPrices(after.contents.priceRows, after.contents.rates).priceOf(
    plan.variant.id,
    market.currency,
  );
  if (!plan.existing && current && current.amount !== plan.unitPrice) {
    await linePriceStatement.run(db, [line.id, current.amount]);
    const written = after.contents.items.find((item) => item.id === line.id);
    if (written) written.lastUnitPrice = current.amount;
  }
  rememberCart(db, after.cart, after.version, after.contents);
  return cartView(priceCartIn(after.cart, after.contents, market), after.contents, request);
}

/**
 * Adding to a cart in one or two statements instead of a transaction's seven. When this process
 * remembers the cart (it answered its last read or add: known-carts.ts), the add is planned on
 * that and written in one statement that checks the cart is still at that version; otherwise, or
 * when that writes nothing, the cart is read first (cart-state.ts) and the add planned on it and
 * written the same way. The rules are those of the locked path (planAdd): same checks, same
 * errors. Concurrent adds to one cart stay exact: of two adds planned on the same version only
 * the first write lands; the other writes nothing and is made again on the locked cart, where it
 * sees the first.
 *
 * Null when the add is not for this path (see quickAddable) or lost a race: nothing was written
 * and the caller runs it on the locked cart. Errors (404 cart or product, 401/403, 400, 409) are
 * thrown as the locked path would.
 */
export async function quickAddCartItem(
  db: Database,
  cartId: string,
  body: AddCartItemRequest,
  request: CartRequest,
): Promise<Cart | null> {
  if (!('$client' in db)) return null;
  const known = knownCart(db, cartId);
  const knownProduct = known?.contents.productRows.find((p) => p.id === body.product_id);
  if (known && knownProduct) {
    const { cart, version, contents } = known;
    const answer = await addAtVersion(db, cart, version, contents, knownProduct, body, request, false);
    if (answer) return answer;
  }
  const fresh = await loadCartState(db, cartId, body.product_id);
  assertCartAccess(fresh.cart, request.viewerId);
  if (fresh.version === null) return null;
  return addAtVersion(db, fresh.cart, fresh.version, fresh.contents, fresh.product, body, request, true);
}
