/** A shipping method's money in the cart's currency (minor units). */
export interface ShippingTerms {
  readonly price: number;
  /** Goods total from which the method is free; null when never free. */
  readonly freeOver: number | null;
}

/**
 * What shipping costs: nothing with a free-shipping code, nothing once the goods total reaches the
 * method's free-over threshold (inclusive: exactly the threshold ships free), else its price.
 * `goodsTotal` is the subtotal after the promo discount — a discount that takes the cart under
 * the threshold brings the fee back, as on the printed receipt.
 */
export function shippingPrice(terms: ShippingTerms, goodsTotal: number, freeShipping: boolean): number {
  if (freeShipping) return 0;
  if (terms.freeOver !== null && goodsTotal >= terms.freeOver) return 0;
  return terms.price;
}

/** How much more the goods must cost for free shipping; 0 when already free, null when never. */
export function amountToFreeShipping(terms: ShippingTerms, goodsTotal: number): number | null {
  if (terms.freeOver === null) return null;
  return Math.max(0, terms.freeOver - goodsTotal);
}
