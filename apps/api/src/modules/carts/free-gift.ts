import { MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import type { Database } from '../../db/database';
import { selectVariantsOf } from '../products';
import type { PricedCart } from './cart-pricing';
import { deleteItems, findVariantWithProduct, insertItem, updateItem } from './queries';

/**
 * Keeps the cart's free gift line in step with its code: present (is_free_gift, price 0) while
 * the code holds and the gift is in stock next to the units the shopper pays for, gone as soon
 * as either stops. Runs after every change to a cart, inside its transaction. True when it changed
 * the cart's lines.
 */
export async function syncFreeGift(tx: Database, priced: PricedCart): Promise<boolean> {
  const gifts = priced.items.filter((item) => item.isFreeGift);
  const { promo, pricing } = priced;
  let wanted: { productId: number; variantId: number; quantity: number } | null = null;

  if (promo && promo.freeGiftProductId !== null && pricing.freeGiftQuantity > 0) {
    const variantId =
      promo.freeGiftVariantId ?? (await selectVariantsOf(tx, [promo.freeGiftProductId]))[0]?.id ?? null;
    const gift = variantId === null ? undefined : await findVariantWithProduct(tx, variantId);
    if (gift && gift.product.active) {
      const quantity = Math.min(pricing.freeGiftQuantity, MAX_LINE_QUANTITY);
      const paidUnits = priced.items
        .filter((item) => !item.isFreeGift && priced.catalogue.get(item.id)?.variant?.id === gift.variant.id)
        .reduce((sum, item) => sum + item.quantity, 0);
      if (gift.variant.stock >= paidUnits + quantity) {
        wanted = { productId: gift.product.id, variantId: gift.variant.id, quantity };
      }
    }
  }

  const keep = wanted ? gifts.find((g) => g.variantId === wanted.variantId) : undefined;
  const dropped = gifts.filter((g) => g !== keep).map((g) => g.id);
  await deleteItems(tx, dropped);
  if (!wanted) return dropped.length > 0;
  if (keep) {
    if (keep.quantity === wanted.quantity) return dropped.length > 0;
    await updateItem(tx, keep.id, { quantity: wanted.quantity });
    return true;
  }
  await insertItem(tx, {
    cartId: priced.cart.id,
    productId: wanted.productId,
    variantId: wanted.variantId,
    quantity: wanted.quantity,
    customization: null,
    isFreeGift: true,
    lastUnitPrice: null,
  });
  return true;
}
