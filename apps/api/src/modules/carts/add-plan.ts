import { LABEL_MAX_CHARACTERS, labelTextProblem } from '@atelier/commerce/builder';
import type { AddCartItemRequest } from '@atelier/api/schema';
import { capToStock, MAX_LINE_QUANTITY, type StockCap } from '@atelier/commerce/cart';
import { badRequest, conflict, notFound } from '../../http/errors';
import { localize, marketPrices } from '../pricing';
import type { ProductRow, VariantRow } from '../products';
import { cartMessages, type CartMessages } from './cart-messages';
import { itemDisplayName } from './cart-pricing';
import type { CartRequest } from './cart-session';
import { CUSTOMIZABLE_TYPES, customizationKey } from './customization';
import type { CartContents } from './cart-contents';
import type { CartItemRow } from './queries';

/** Units of a variant the cart's other paid lines already hold (lines of one variant share stock). */
export function otherUnitsOf(
  items: readonly CartItemRow[],
  variantId: number,
  exceptId: number | null,
): number {
  return items
    .filter((i) => !i.isFreeGift && i.variantId === variantId && i.id !== exceptId)
    .reduce((sum, i) => sum + i.quantity, 0);
}

/** The 409 for a quantity the stock (or the line limit) does not allow; the cart stays as it was. */
export function stockConflict(cap: StockCap, stock: number, name: string, messages: CartMessages) {
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

/** What adding a product reads first: the product, its variants (stock), prices, rates, the lines. */
export interface AddContext {
  product: ProductRow | undefined;
  variants: readonly VariantRow[];
  priceRows: Parameters<typeof marketPrices>[0];
  rates: Parameters<typeof marketPrices>[1];
  items: readonly CartItemRow[];
}

/** The add context of `productId` (its row as read: `product`) from a cart's contents. */
export function addContextOf(
  contents: CartContents,
  product: ProductRow | undefined,
  productId: number,
): AddContext {
  return {
    product,
    variants: contents.variantRows.filter((v) => v.productId === productId),
    priceRows: contents.priceRows,
    rates: contents.rates,
    items: contents.items,
  };
}

/** An add the rules allow: the line it raises (or none: a new line) and its new quantity. */
export interface PlannedAdd {
  product: ProductRow;
  variant: VariantRow;
  /** The catalogue unit price in the market's currency, what the shopper saw. */
  unitPrice: number;
  existing: CartItemRow | undefined;
  quantity: number;
}

/**
 * The rules of adding a product to a cart, on what was read (throws the catalogued 404, 400 or
 * 409): the product must be for sale, the variant the product's, a customization only for bespoke
 * perfumes, a price in the market's currency, and the line within stock (shared with the cart's
 * other lines of the variant) and the line limit. The same customization in another key order
 * raises the same line.
 */
export function planAdd(context: AddContext, body: AddCartItemRequest, request: CartRequest): PlannedAdd {
  const messages = cartMessages(request.language);
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
  return { product, variant, unitPrice: price.amount, existing, quantity: requested };
}
