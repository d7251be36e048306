import type { Cart } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { findShippingRule } from '../shipping';
import { assertCartAccess } from './cart-access';
import { cartMessages } from './cart-messages';
import { putPromoOnCart, takePromoOffCart } from './cart-promo';
import { unprocessable } from '../../http/errors';
import { changeCartAndView, type CartRequest } from './cart-session';
import { priceCartIn } from './cart-pricing';
import { cartView } from './cart-view';
import { catalogueMark, rememberCart } from './caches/known-carts';
import { readCart } from './cart-contents';
import { deleteAllItems, insertCartWithVersion } from './queries';

/**
 * A new, empty cart: the member's when a token was sent, else a guest cart (random UUID v4). The
 * shopper's first add usually follows: remembered, it need not read the cart (quick-add.ts).
 */
export async function createCart(db: Database, request: CartRequest): Promise<Cart> {
  const { row, version } = await insertCartWithVersion(db, {
    userId: request.viewerId,
    currency: request.market.currency,
    country: request.market.country,
  });
  const mark = catalogueMark(db);
  const { contents } = await readCart(db, { rows: [row] });
  rememberCart(db, row, version, contents, mark);
  return cartView(priceCartIn(row, contents, request.market), contents, request);
}

/**
 * Reading never changes the cart; it is priced in the request's currency on the fly, from one
 * statement that reads the cart, its lines and everything money about them (cart-contents.ts), and
 * the products' names and images this process already holds (cart-catalogue.ts).
 */
export async function getCart(db: Database, cartId: string, request: CartRequest): Promise<Cart> {
  const mark = catalogueMark(db);
  const { cart, version, contents } = await readCart(db, { id: cartId }, { catalogue: 'cached' });
  assertCartAccess(cart, request.viewerId);
  // The next add to it may then skip reading it (quick-add.ts; checked against the version).
  rememberCart(db, cart, version, contents, mark);
  return cartView(priceCartIn(cart, contents, request.market), contents, request);
}

export interface CartUpdate {
  promo_code?: string | null;
  shipping_rule_id?: number | null;
}

/** Applies or removes the promo code and chooses or clears the shipping method, all or nothing. */
export async function updateCart(
  db: Database,
  cartId: string,
  body: CartUpdate,
  request: CartRequest,
): Promise<Cart> {
  const { cart } = await changeCartAndView(db, cartId, request, async (tx, state) => {
    if (body.shipping_rule_id !== undefined) {
      if (body.shipping_rule_id === null) {
        state.cart.shippingRuleId = null;
      } else {
        const rule = await findShippingRule(tx, body.shipping_rule_id);
        if (!rule || rule.country !== request.market.country) {
          throw unprocessable(
            'body.shipping_rule_id',
            'not_available',
            cartMessages(request.language).shippingNotHere(),
          );
        }
        state.cart.shippingRuleId = rule.id;
      }
    }
    if (body.promo_code === null) await takePromoOffCart(tx, state);
    else if (body.promo_code !== undefined) await putPromoOnCart(tx, state, body.promo_code, request);
  });
  return cart;
}

/** Empties the cart and gives the code's use back; the chosen shipping method stays. */
export async function clearCart(db: Database, cartId: string, request: CartRequest): Promise<Cart> {
  const { cart } = await changeCartAndView(db, cartId, request, async (tx, state) => {
    await deleteAllItems(tx, state.cart.id);
    await takePromoOffCart(tx, state);
    state.cart.recentItemId = null;
  });
  return cart;
}
