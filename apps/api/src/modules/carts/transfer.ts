import { runAll } from '../../db/run-all';
import type { Cart, PrecheckoutChange } from '@atelier/api/schema';
import { capToStock, MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { findProductById, selectVariantsOf } from '../products';
import { returnPromoUse, selectPromosByIds } from '../promos';
import { cartMessages } from './cart-messages';
import { itemDisplayName } from './cart-pricing';
import { changeLockedCart, viewCart, type CartRequest } from './cart-session';
import { customizationKey } from './customization';
import {
  insertCart,
  insertItem,
  lockCart,
  lockCurrentCartOfUser,
  saveCart,
  selectItemsOfCart,
  selectOpenCartsOfUser,
  updateItem,
  type CartItemRow,
  type CartRow,
} from './queries';

type Currency = PrecheckoutChange['currency'];

/**
 * Moves the guest cart's paid lines into the member's cart: same item (product, variant,
 * customization) → quantities added; the sum is capped to stock and the line limit, and every
 * cap is reported. Free gift lines are not moved: the member's cart derives its own.
 */
async function mergeLines(
  tx: Database,
  source: CartRow,
  target: CartRow,
  request: CartRequest,
): Promise<PrecheckoutChange[]> {
  const messages = cartMessages(request.language);
  const changes: PrecheckoutChange[] = [];
  const targetItems: CartItemRow[] = await selectItemsOfCart(tx, target.id);
  const sameCurrency = source.currency === request.market.currency;

  for (const line of await selectItemsOfCart(tx, source.id)) {
    if (line.isFreeGift) continue;
    const product = await findProductById(tx, line.productId);
    const variants = product ? await selectVariantsOf(tx, [product.id]) : [];
    const variant =
      variants.find((v) => v.id === line.variantId) ?? (line.variantId === null ? variants[0] : undefined);
    const name = itemDisplayName(product, variant, variants.length, request.language);
    const note = (kind: PrecheckoutChange['kind'], previous: number, current: number, message: string) =>
      changes.push({
        kind,
        item_id: null,
        name,
        previous,
        current,
        currency: request.market.currency as Currency,
        message,
      });
    if (!product || !product.active || !variant) {
      note('out_of_stock_removed', line.quantity, 0, messages.removedWithdrawn(name));
      continue;
    }
    const key = customizationKey(line.customization);
    const existing = targetItems.find(
      (i) =>
        !i.isFreeGift &&
        i.productId === product.id &&
        i.variantId === variant.id &&
        customizationKey(i.customization) === key,
    );
    const others = targetItems
      .filter((i) => !i.isFreeGift && i.variantId === variant.id && i !== existing)
      .reduce((sum, i) => sum + i.quantity, 0);
    const requested = (existing?.quantity ?? 0) + line.quantity;
    const cap = capToStock(requested, variant.stock, others);
    const granted = Math.max(cap.quantity, existing?.quantity ?? 0);

    if (existing && granted > existing.quantity) {
      await updateItem(tx, existing.id, { quantity: granted });
      existing.quantity = granted;
    } else if (!existing && granted > 0) {
      const row = await insertItem(tx, {
        cartId: target.id,
        productId: product.id,
        variantId: variant.id,
        quantity: granted,
        customization: line.customization ?? null,
        isFreeGift: false,
        // The reference price travels when it is in the member cart's currency; else precheckout
        // takes today's price as the reference.
        lastUnitPrice: sameCurrency ? line.lastUnitPrice : null,
      });
      targetItems.push(row);
    }

    if (granted < requested) {
      if (granted === 0) {
        note('out_of_stock_removed', requested, 0, messages.removedSoldOut(name));
      } else {
        const message =
          cap.limitedBy === 'line_limit'
            ? messages.lineLimit(MAX_LINE_QUANTITY, name)
            : messages.quantityReduced(name, requested, granted);
        note('quantity_reduced', requested, granted, message);
      }
    }
  }
  return changes;
}

/**
 * The guest's code moves to the member's cart (its use with it) when that cart has none; the
 * same code on both keeps one use; otherwise the guest's use is given back and reported.
 */
async function moveCode(tx: Database, source: CartRow, target: CartRow, request: CartRequest) {
  const changes: PrecheckoutChange[] = [];
  if (source.promoId === null) return changes;
  if (target.promoId === null) {
    target.promoId = source.promoId;
  } else {
    await returnPromoUse(tx, source.promoId);
    if (target.promoId !== source.promoId) {
      const [droppedId, keptId] = [source.promoId, target.promoId];
      const [dropped, kept] = await runAll(tx, [
        () => selectPromosByIds(tx, [droppedId]),
        () => selectPromosByIds(tx, [keptId]),
      ]);
      const code = dropped[0]?.code ?? '';
      changes.push({
        kind: 'promo_removed',
        item_id: null,
        name: code,
        previous: null,
        current: null,
        currency: request.market.currency as Currency,
        message: cartMessages(request.language).promoNotCarried(code, kept[0]?.code ?? ''),
      });
    }
  }
  source.promoId = null;
  return changes;
}

/** The member's current open cart, or a new one (a repeated transfer still answers a cart). */
async function currentCartOf(db: Database, memberId: number, request: CartRequest): Promise<string> {
  const [current] = await selectOpenCartsOfUser(db, memberId).limit(1);
  if (current) return current.id;
  const created = await insertCart(db, {
    userId: memberId,
    currency: request.market.currency,
    country: request.market.country,
  });
  return created.id;
}

/**
 * Merges guest cart `sourceId` into the member's cart on login (see the contract). The guest cart
 * is closed and recorded as the member's, which makes a repeat a no-op for that member and a 403
 * for anyone else.
 */
export async function transferCart(
  db: Database,
  sourceId: string,
  memberId: number,
  request: CartRequest,
): Promise<Cart> {
  const outcome = await db.transaction(async (tx) => {
    const source = await lockCart(tx, sourceId);
    if (!source || source.status === 'ordered') throw notFound();
    if (source.userId !== null && source.userId !== memberId) throw forbidden();
    if (source.userId === memberId) {
      // Already the member's: their own open cart, or a guest cart merged before (a repeat).
      return { targetId: source.status === 'open' ? source.id : null, changes: [] as PrecheckoutChange[] };
    }
    const target =
      (await lockCurrentCartOfUser(tx, memberId, source.id)) ??
      (await insertCart(tx, {
        userId: memberId,
        currency: request.market.currency,
        country: request.market.country,
      }));
    const changes = await changeLockedCart(tx, target, request.market, async (inner, state) => {
      const merged = await mergeLines(inner, source, state.cart, request);
      const codes = await moveCode(inner, source, state.cart, request);
      return [...merged, ...codes];
    });
    await saveCart(tx, { ...source, status: 'merged', userId: memberId });
    return { targetId: target.id, changes };
  });
  const targetId = outcome.targetId ?? (await currentCartOf(db, memberId, request));
  return { ...(await viewCart(db, targetId, request)), transfer_changes: outcome.changes };
}
