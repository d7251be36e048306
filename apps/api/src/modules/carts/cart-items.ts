import type { AddCartItemRequest, Cart } from '@atelier/api/schema';
import { capToStock } from '@atelier/commerce/cart';
import { runAll } from '../../db/run-all';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { findProductById, selectVariantsOf } from '../products';
import { localize } from '../pricing';
import { selectPromosByIds } from '../promos';
import { addContextOf, otherUnitsOf, planAdd, stockConflict } from './add-plan';
import { readCart } from './cart-contents';
import { cartMessages } from './cart-messages';
import { itemDisplayName } from './cart-pricing';
import { changeCartAndView, type CartRequest } from './cart-session';
import { quickAddCartItem } from './quick-add';
import { deleteItems, insertItem, selectItemsOfCart, updateItem, type CartItemRow } from './queries';

/**
 * Adds a product (or more of a line with the same variant and customization). The server takes
 * nothing from the client but ids and a quantity: the price comes from the catalogue. Most adds
 * take the quick path (one or two statements, no transaction, checked against the cart's version:
 * quick-add.ts); the others — a cart changing currency or losing its shipping method, a code with
 * a free gift, an add that lost a race with another change to the cart — run in a transaction on
 * the locked cart, with the same rules (planAdd).
 */
export async function addCartItem(
  db: Database,
  cartId: string,
  body: AddCartItemRequest,
  request: CartRequest,
): Promise<Cart> {
  const quick = await quickAddCartItem(db, cartId, body, request);
  if (quick) return quick;
  const { cart } = await changeCartAndView(db, cartId, request, async (tx, state) => {
    const { contents, product } = await readCart(
      tx,
      { rows: [state.cart] },
      { addProductId: body.product_id, scope: 'add' },
    );
    const plan = planAdd(addContextOf(contents, product, body.product_id), body, request);
    if (plan.existing) {
      await updateItem(tx, plan.existing.id, { quantity: plan.quantity });
      state.cart.recentItemId = plan.existing.id;
    } else {
      const row = await insertItem(tx, {
        cartId: state.cart.id,
        productId: plan.product.id,
        variantId: plan.variant.id,
        quantity: plan.quantity,
        customization: (body.customization ?? null) as Record<string, unknown> | null,
        isFreeGift: false,
        // What the shopper saw when adding it; precheckout reports a change against it.
        lastUnitPrice: plan.unitPrice,
      });
      state.cart.recentItemId = row.id;
    }
  });
  return cart;
}

async function lineOf(tx: Database, cartId: string, itemId: number) {
  const items = await selectItemsOfCart(tx, cartId);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('Cart item not found');
  return { item, items };
}

/** The 409 for changing a free gift by hand: it comes and goes with its code. */
async function freeGiftLocked(tx: Database, item: CartItemRow, promoId: number | null, request: CartRequest) {
  const [product, promos] = await runAll(tx, [
    () => findProductById(tx, item.productId),
    () => selectPromosByIds(tx, promoId === null ? [] : [promoId]),
  ]);
  const name = localize(product?.name, request.language) ?? '';
  return conflict(cartMessages(request.language).freeGiftLocked(name, promos[0]?.code ?? ''));
}

/** Sets a line's quantity, within stock (409 otherwise, the cart unchanged). */
export async function updateCartItem(
  db: Database,
  cartId: string,
  itemId: number,
  quantity: number,
  request: CartRequest,
): Promise<Cart> {
  const messages = cartMessages(request.language);
  const { cart } = await changeCartAndView(db, cartId, request, async (tx, state) => {
    const { item, items } = await lineOf(tx, state.cart.id, itemId);
    if (item.isFreeGift) throw await freeGiftLocked(tx, item, state.cart.promoId, request);
    const product = await findProductById(tx, item.productId);
    const variants = product ? await selectVariantsOf(tx, [product.id]) : [];
    const variant = variants.find((v) => v.id === item.variantId) ?? variants[0];
    const name = itemDisplayName(product, variant, variants.length, request.language);
    const stock = product?.active && variant ? variant.stock : 0;
    const cap = capToStock(quantity, stock, variant ? otherUnitsOf(items, variant.id, item.id) : 0);
    if (cap.limitedBy) throw stockConflict(cap, stock, name, messages);
    await updateItem(tx, item.id, { quantity });
  });
  return cart;
}

/** Removes a line; a free gift goes only with its code (409). */
export async function removeCartItem(
  db: Database,
  cartId: string,
  itemId: number,
  request: CartRequest,
): Promise<Cart> {
  const { cart } = await changeCartAndView(db, cartId, request, async (tx, state) => {
    const { item } = await lineOf(tx, state.cart.id, itemId);
    if (item.isFreeGift) throw await freeGiftLocked(tx, item, state.cart.promoId, request);
    await deleteItems(tx, [item.id]);
    if (state.cart.recentItemId === item.id) state.cart.recentItemId = null;
  });
  return cart;
}
