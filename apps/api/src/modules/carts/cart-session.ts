import type { Cart, PrecheckoutChange } from '@atelier/api/schema';
import { shippingMethodName, type Language, type ShippingMethodCode } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { findShippingRule, type ShippingRuleRow } from '../shipping';
import { assertCartAccess } from './cart-access';
import { cartMessages } from './cart-messages';
import { priceCartIn, type CartMarket } from './cart-pricing';
import { cartView } from './cart-view';
import { syncFreeGift } from './free-gift';
import { readCart, type CartContents } from './cart-contents';
import { findCart, lockCart, saveCart, updateItem, type CartRow } from './queries';

/** One cart request: who asks, in which market, for which language. */
export interface CartRequest {
  viewerId: number | null;
  market: CartMarket;
  language: Language;
}

/** A locked cart being changed; `cart` is written back when the change is done. */
export interface CartState {
  cart: CartRow;
  /** The cart was last changed in another currency: the prices it showed are re-based. */
  currencySwitched: boolean;
  /** The shipping rule dropped because the shopper's country changed, if any. */
  droppedShipping: ShippingRuleRow | null;
}

export type CartChange<T> = (tx: Database, state: CartState) => Promise<T>;

/**
 * The cart follows the market of the request that changes it: its currency and country become the
 * request's, and a shipping method of another country no longer applies.
 */
async function enterMarket(tx: Database, row: CartRow, market: CartMarket): Promise<CartState> {
  const state: CartState = {
    cart: { ...row, currency: market.currency, country: market.country },
    currencySwitched: row.currency !== market.currency,
    droppedShipping: null,
  };
  if (row.shippingRuleId !== null && row.country !== market.country) {
    const rule = await findShippingRule(tx, row.shippingRuleId);
    if (!rule || rule.country !== market.country) {
      state.droppedShipping = rule ?? null;
      state.cart.shippingRuleId = null;
    }
  }
  return state;
}

/**
 * What the server derives after every change, before the cart row is written: the prices the
 * shopper saw are re-based after a currency switch (so precheckout compares like with like) and
 * the free gift follows its code.
 */
async function settle(tx: Database, state: CartState, market: CartMarket): Promise<Settled> {
  const { contents } = await readCart(tx, { rows: [state.cart] });
  const priced = priceCartIn(state.cart, contents, market);
  let linesChanged = false;
  if (state.currencySwitched) {
    for (const item of priced.items) {
      const unitPrice = priced.catalogue.get(item.id)?.unitPrice ?? null;
      if (!item.isFreeGift && item.lastUnitPrice !== unitPrice) {
        await updateItem(tx, item.id, { lastUnitPrice: unitPrice });
        linesChanged = true;
      }
    }
  }
  if (await syncFreeGift(tx, priced)) linesChanged = true;
  const row = await saveCart(tx, state.cart);
  // The contents were read before those line changes: only as they were can they be shown.
  return { row, contents: linesChanged ? null : contents };
}

/** The cart row as written, and what it holds when nothing changed after reading it. */
interface Settled {
  row: CartRow;
  contents: CartContents | null;
}

/** Runs a change on an already locked cart row (the caller checked access). */
export async function changeLockedCart<T>(
  tx: Database,
  row: CartRow,
  market: CartMarket,
  change: CartChange<T>,
): Promise<T> {
  return (await changeAndSettle(tx, row, market, change)).result;
}

async function changeAndSettle<T>(tx: Database, row: CartRow, market: CartMarket, change: CartChange<T>) {
  const state = await enterMarket(tx, row, market);
  const result = await change(tx, state);
  return { result, settled: await settle(tx, state, market) };
}

/**
 * Changes a cart in one transaction with its row locked, so concurrent requests on one cart run
 * one after the other (two adds of the last unit: the second sees the first) and a failed change
 * (409, 422) leaves the cart exactly as it was.
 */
export async function changeCart<T>(
  db: Database,
  cartId: string,
  request: CartRequest,
  change: CartChange<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockCart(tx, cartId);
    assertCartAccess(row, request.viewerId);
    return changeLockedCart(tx, row, request.market, change);
  });
}

/**
 * `changeCart`, then the cart as the contract shows it. The view is made from what the change
 * already read inside its transaction (saving the dozen queries of a fresh read) unless the
 * settling step changed lines after reading them; then it is read again.
 */
export async function changeCartAndView<T>(
  db: Database,
  cartId: string,
  request: CartRequest,
  change: CartChange<T>,
): Promise<{ result: T; cart: Cart }> {
  const { result, settled } = await db.transaction(async (tx) => {
    const row = await lockCart(tx, cartId);
    assertCartAccess(row, request.viewerId);
    return changeAndSettle(tx, row, request.market, change);
  });
  const cart = settled.contents
    ? cartView(priceCartIn(settled.row, settled.contents, request.market), settled.contents, request)
    : await viewCart(db, cartId, request);
  return { result, cart };
}

/** The cart as the contract shows it, priced in the request's market. */
export async function viewCart(db: Database, cartId: string, request: CartRequest): Promise<Cart> {
  const row = await findCart(db, cartId);
  if (!row) throw new Error(`cart ${cartId} vanished`);
  return viewCartRow(db, row, request);
}

/** `viewCart` of a cart row already read. */
export async function viewCartRow(db: Database, row: CartRow, request: CartRequest): Promise<Cart> {
  const { contents } = await readCart(db, { rows: [row] });
  return cartView(priceCartIn(row, contents, request.market), contents, request);
}

/** The precheckout/transfer note for a shipping method dropped by a change of country. */
export function shippingDroppedChange(state: CartState, request: CartRequest): PrecheckoutChange[] {
  const rule = state.droppedShipping;
  if (!rule) return [];
  const method = shippingMethodName(rule.method as ShippingMethodCode);
  return [
    {
      kind: 'shipping_changed',
      item_id: null,
      name: method,
      previous: null,
      current: null,
      currency: request.market.currency as PrecheckoutChange['currency'],
      message: cartMessages(request.language).shippingUnavailable(method),
    },
  ];
}
