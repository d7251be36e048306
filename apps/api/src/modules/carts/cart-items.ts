import { LABEL_MAX_CHARACTERS, labelTextProblem } from '@atelier/commerce/builder';
import { runAll } from '../../db/run-all';
import type { AddCartItemRequest, Cart } from '@atelier/api/schema';
import { capToStock, MAX_LINE_QUANTITY, type StockCap } from '@atelier/commerce/cart';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { marketPrices } from '../pricing/market-prices';
import { findProductById, selectVariantsOf, type ProductRow, type VariantRow } from '../products/queries';
import { localize } from '../pricing/localized';
import { selectPromosByIds } from '../promos/queries';
import { cartMessages, type CartMessages } from './cart-messages';
import { itemDisplayName } from './cart-pricing';
import { changeCartAndView, type CartRequest } from './cart-session';
import { CUSTOMIZABLE_TYPES, customizationKey } from './customization';
import {
  deleteItems,
  insertItem,
  loadAddContext,
  selectItemsOfCart,
  updateItem,
  type CartItemRow,
} from './queries';

/** Units of a variant the cart's other paid lines already hold (lines of one variant share stock). */
function otherUnitsOf(items: readonly CartItemRow[], variantId: number, exceptId: number | null): number {
  return items
    .filter((i) => !i.isFreeGift && i.variantId === variantId && i.id !== exceptId)
    .reduce((sum, i) => sum + i.quantity, 0);
}

/** The 409 for a quantity the stock (or the line limit) does not allow; the cart stays as it was. */
function stockConflict(cap: StockCap, stock: number, name: string, messages: CartMessages) {
  const [message, reason] =
    cap.limitedBy === 'line_limit'
      ? [messages.lineLimit(MAX_LINE_QUANTITY, name), `must be at most ${MAX_LINE_QUANTITY}`]
      : stock === 0
        ? [messages.soldOut(name), 'sold out']
        : cap.available === 0
          ? [messages.allInCart(stock, name), 'no more left']
          : [messages.onlyLeft(cap.available, name), `only ${cap.available} left`];
  return conflict(message, { errors: [{ field: 'body.quantity', reason }] });
}

/**
 * The variant a request means: the one named (it must be the product's), else the one of the
 * customization's size, else the only one; a product with several needs a choice (400).
 */
function chooseVariant(variants: readonly VariantRow[], body: AddCartItemRequest): VariantRow {
  if (body.variant_id !== undefined && body.variant_id !== null) {
    const variant = variants.find((v) => v.id === body.variant_id);
    if (!variant)
      throw badRequest([{ field: 'body.variant_id', reason: 'is not a variant of this product' }]);
    return variant;
  }
  const size = body.customization?.size;
  const bySize = size ? variants.filter((v) => v.size === size) : [];
  if (bySize.length === 1) return bySize[0]!;
  if (variants.length === 1) return variants[0]!;
  throw badRequest([
    {
      field: 'body.variant_id',
      reason: `is required: choose one of ${variants.map((v) => v.id).join(', ')}`,
    },
  ]);
}

function checkCustomization(product: ProductRow, variant: VariantRow, body: AddCartItemRequest): void {
  const customization = body.customization;
  if (!customization) return;
  if (!CUSTOMIZABLE_TYPES.has(product.type)) {
    throw badRequest([{ field: 'body.customization', reason: 'is only for bespoke perfumes' }]);
  }
  if (variant.size !== null && customization.size !== variant.size) {
    throw badRequest([
      { field: 'body.customization.size', reason: `must be ${variant.size}, the size of the variant` },
    ]);
  }
  // The builder's own rule (commerce): what reaches the engraver is one printable line of at most
  // LABEL_MAX_CHARACTERS, whatever a client sends.
  const labels = customization.labels ?? [];
  const problems = labels.flatMap((label, index) => {
    const problem = labelTextProblem(label.text);
    if (!problem) return [];
    const reason =
      problem === 'too_long'
        ? `must be at most ${LABEL_MAX_CHARACTERS} characters`
        : 'must be one line of letters, digits, punctuation and spaces';
    return [{ field: `body.customization.labels.${index}.text`, reason }];
  });
  if (problems.length > 0) throw badRequest(problems);
}

/**
 * Adds a product (or more of a line with the same variant and customization). The server takes
 * nothing from the client but ids and a quantity: the price comes from the catalogue.
 */
export async function addCartItem(
  db: Database,
  cartId: string,
  body: AddCartItemRequest,
  request: CartRequest,
): Promise<Cart> {
  const messages = cartMessages(request.language);
  const { cart } = await changeCartAndView(db, cartId, request, async (tx, state) => {
    const context = await loadAddContext(tx, state.cart.id, body.product_id, request.market.currency);
    const { product, variants, items } = context;
    if (!product || !product.active) throw notFound('Product not found');
    const variant = chooseVariant(variants, body);
    checkCustomization(product, variant, body);
    const name = itemDisplayName(product, variant, variants.length, request.language);

    const price = marketPrices(context.priceRows, context.rates).priceOf(variant.id, request.market.currency);
    if (!price)
      throw conflict(messages.notSoldIn(localize(product.name, request.language), request.market.currency));

    const key = customizationKey(body.customization);
    const existing = items.find(
      (i) =>
        !i.isFreeGift &&
        i.productId === product.id &&
        i.variantId === variant.id &&
        customizationKey(i.customization) === key,
    );
    const requested = (existing?.quantity ?? 0) + body.quantity;
    const cap = capToStock(requested, variant.stock, otherUnitsOf(items, variant.id, existing?.id ?? null));
    if (cap.limitedBy) throw stockConflict(cap, variant.stock, name, messages);

    if (existing) {
      await updateItem(tx, existing.id, { quantity: requested });
      state.cart.recentItemId = existing.id;
    } else {
      const row = await insertItem(tx, {
        cartId: state.cart.id,
        productId: product.id,
        variantId: variant.id,
        quantity: body.quantity,
        customization: (body.customization ?? null) as Record<string, unknown> | null,
        isFreeGift: false,
        // What the shopper saw when adding it; precheckout reports a change against it.
        lastUnitPrice: price.amount,
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
