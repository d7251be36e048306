import type { AddCartItemRequest, Cart } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { rowsFromJson } from '../../db/json-rows';
import { preparedStatement } from '../../db/prepared';
import { cartItems } from '../../db/schema';
import { marketPrices } from '../pricing';
import type { ProductRow } from '../products';
import { addContextOf, otherUnitsOf, planAdd } from './add-plan';
import { assertCartAccess } from './cart-access';
import { cartProductsShowing } from './caches/cart-catalogue';
import { priceCartIn, type CartMarket } from './cart-pricing';
import type { CartRequest } from './cart-session';
import { cartRowFrom, readCart, type CartContents, type CartRead } from './cart-contents';
import { cartView } from './cart-view';
import {
  catalogueMark,
  catalogueStillValid,
  knownCart,
  rememberCart,
  type CatalogueMark,
  type KnownCart,
} from './caches/known-carts';
import { heldOffer, rememberOffer, withOffer } from './caches/product-offers';
import { quickAddWrite } from './quick-add-write';
import type { CartItemRow, CartRow } from './queries';

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
 * `catalogue`: when the catalogue part of `contents` was read. The write returns the cart row and
 * the line written; while that part is still valid the answer takes the rest from `contents`,
 * else the cart is read again after the write.
 * Null whenever nothing was written.
 */
async function addAtVersion(
  db: Database,
  cart: CartRow,
  version: string,
  contents: CartContents,
  catalogue: CatalogueMark,
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
    plan = planAdd(addContextOf(contents, product, body.product_id), body, request);
  } catch (error) {
    if (trusted) throw error;
    return null;
  }
  const units = plan.quantity + otherUnitsOf(contents.items, plan.variant.id, plan.existing?.id ?? null);
  const [row] = await quickAddWrite.run(db, [
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
  // Checked after the write: a change signalled before its answer is shown in it.
  const held = catalogueStillValid(db, catalogue);
  const mark = held ? catalogue : catalogueMark(db);
  const after = held
    ? cartAfterWrite(row!, contents, line)
    : await readCart(db, { id: cart.id }, { catalogue: 'cached' });
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
  rememberCart(db, after.cart, after.version, after.contents, mark);
  return cartView(priceCartIn(after.cart, after.contents, market), after.contents, request);
}

/**
 * Adding to a cart in one or two statements instead of a transaction's seven. When this process
 * remembers the cart (it created it or answered its last read or add: known-carts.ts) and holds
 * the product (in that cart, or as the offer of the last read adding it: product-offers.ts), the
 * add is planned on that and written in one statement that checks the cart is still at that
 * version; otherwise, or when that writes nothing, the cart is read first (cart-contents.ts) and the
 * add planned on it and written the same way. The rules are those of the locked path (planAdd):
 * same checks, same errors. Concurrent adds to one cart stay exact: of two adds planned on the same version only
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
  const planned = known && (await plannedOn(db, known, body.product_id));
  if (known && planned) {
    const answer = await addAtVersion(
      db,
      known.cart,
      known.version,
      planned.contents,
      planned.catalogue,
      planned.product,
      body,
      request,
      false,
    );
    if (answer) return answer;
  }
  const mark = catalogueMark(db);
  const fresh = await readCart(db, { id: cartId }, { addProductId: body.product_id, catalogue: 'cached' });
  assertCartAccess(fresh.cart, request.viewerId);
  if (fresh.version === null) return null;
  if (fresh.product) rememberOffer(db, fresh.product, fresh.contents, mark);
  return addAtVersion(
    db,
    fresh.cart,
    fresh.version,
    fresh.contents,
    mark,
    fresh.product,
    body,
    request,
    true,
  );
}

/**
 * What an add of `productId` to a remembered cart is planned on: the cart as remembered when it
 * holds the product and its variants; else with the product's offer added (product-offers.ts),
 * when both may still answer; else nothing (the cart is read).
 */
async function plannedOn(
  db: Database,
  known: KnownCart,
  productId: number,
): Promise<{ contents: CartContents; catalogue: CatalogueMark; product: ProductRow } | undefined> {
  const { contents, catalogue } = known;
  const product = contents.productRows.find((p) => p.id === productId);
  if (product && contents.variantRows.some((v) => v.productId === productId)) {
    return { contents, catalogue, product };
  }
  const offer = heldOffer(db, productId);
  if (!offer || !catalogueStillValid(db, catalogue)) return undefined;
  const showing = await cartProductsShowing(db, [productId]);
  return {
    contents: withOffer(contents, offer, showing),
    // Both still valid, so of one generation; the older read bounds the TTL.
    catalogue: {
      generation: catalogue.generation,
      readAt: Math.min(catalogue.readAt, offer.catalogue.readAt),
    },
    product: offer.product,
  };
}

/**
 * The cart after a write that succeeded, without reading it: the cart row as written, the lines
 * planned on with `line` raised or added (the version check guarantees they were the cart's), and
 * the catalogue part of `planned` (its variants, prices, rules and rates, and the products' names
 * and images: they cover every line, the one added included; see plannedOn).
 */
function cartAfterWrite(row: Record<string, unknown>, planned: CartContents, line: CartItemRow): CartRead {
  const items = [...planned.items.filter((item) => item.id !== line.id), line].sort((a, b) => a.id - b.id);
  return { ...cartRowFrom(row), contents: { ...planned, items }, product: undefined };
}
