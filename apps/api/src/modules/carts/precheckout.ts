import type { PrecheckoutChange, PrecheckoutResult } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { cartMessages, money as moneyOf } from './cart-messages';
import { itemDisplayName, priceCartIn } from './cart-pricing';
import {
  changeCart,
  shippingDroppedChange,
  viewCart,
  type CartRequest,
  type CartState,
} from './cart-session';
import { customerOf, takePromoOffCart } from './cart-promo';
import { readCart } from './cart-contents';
import { deleteItems, updateItem } from './queries';

type Currency = PrecheckoutChange['currency'];

/**
 * Re-checks a cart against the catalogue right before checkout and fixes what no longer holds,
 * saying what changed: lines of withdrawn or sold-out items are removed, quantities beyond stock
 * are lowered (lines of one variant share its stock, oldest line first), a unit price that moved
 * since the item was added (or last checked) is reported and becomes the new reference, and a
 * code that no longer applies is taken off (its use given back) with the reason.
 */
async function recheck(tx: Database, state: CartState, request: CartRequest): Promise<PrecheckoutChange[]> {
  const messages = cartMessages(request.language);
  const { currency } = request.market;
  const changes: PrecheckoutChange[] = shippingDroppedChange(state, request);
  const change = (fields: Omit<PrecheckoutChange, 'currency'>): void => {
    changes.push({ ...fields, currency: currency as Currency });
  };

  const { contents } = await readCart(tx, { rows: [state.cart] });
  const priced = priceCartIn(state.cart, contents, request.market);
  const variantCount = new Map<number, number>();
  for (const v of contents.variantRows)
    variantCount.set(v.productId, (variantCount.get(v.productId) ?? 0) + 1);
  const left = new Map<number, number>();
  const removed: number[] = [];

  for (const item of priced.items) {
    if (item.isFreeGift) continue;
    const { product, variant, unitPrice } = priced.catalogue.get(item.id)!;
    const name = itemDisplayName(product, variant, variantCount.get(item.productId) ?? 0, request.language);
    if (!product || !product.active || !variant || unitPrice === null) {
      removed.push(item.id);
      change({
        kind: 'out_of_stock_removed',
        item_id: item.id,
        name,
        previous: item.quantity,
        current: 0,
        message: messages.removedWithdrawn(name),
      });
      continue;
    }
    const available = left.get(variant.id) ?? variant.stock;
    if (available === 0) {
      removed.push(item.id);
      change({
        kind: 'out_of_stock_removed',
        item_id: item.id,
        name,
        previous: item.quantity,
        current: 0,
        message: messages.removedSoldOut(name),
      });
      continue;
    }
    const quantity = Math.min(item.quantity, available);
    left.set(variant.id, available - quantity);
    if (quantity < item.quantity) {
      await updateItem(tx, item.id, { quantity });
      change({
        kind: 'quantity_reduced',
        item_id: item.id,
        name,
        previous: item.quantity,
        current: quantity,
        message: messages.quantityReduced(name, item.quantity, quantity),
      });
    }
    // After a currency switch the old reference is in another currency: settle re-bases it.
    if (!state.currencySwitched && item.lastUnitPrice !== unitPrice) {
      if (item.lastUnitPrice !== null) {
        change({
          kind: 'price_changed',
          item_id: item.id,
          name,
          previous: item.lastUnitPrice,
          current: unitPrice,
          message: messages.priceChanged(
            name,
            moneyOf(item.lastUnitPrice, currency),
            moneyOf(unitPrice, currency),
          ),
        });
      }
      await updateItem(tx, item.id, { lastUnitPrice: unitPrice });
    }
  }
  await deleteItems(tx, removed);
  if (state.cart.recentItemId !== null && removed.includes(state.cart.recentItemId))
    state.cart.recentItemId = null;

  if (state.cart.promoId !== null) {
    const after = priceCartIn(
      state.cart,
      (await readCart(tx, { rows: [state.cart] })).contents,
      request.market,
      { customer: await customerOf(tx, request.viewerId) },
    );
    const evaluation = after.pricing.promo;
    if (after.promo && evaluation && !evaluation.applies) {
      await takePromoOffCart(tx, state);
      change({
        kind: 'promo_removed',
        item_id: null,
        name: after.promo.code,
        previous: null,
        current: null,
        message: messages.promoRemoved(after.promo.code, messages.refusal(evaluation, currency)),
      });
    }
  }
  return changes;
}

export async function precheckoutCart(
  db: Database,
  cartId: string,
  request: CartRequest,
): Promise<PrecheckoutResult> {
  const changes = await changeCart(db, cartId, request, (tx, state) => recheck(tx, state, request));
  return { ok: changes.length === 0, changes, cart: await viewCart(db, cartId, request) };
}
