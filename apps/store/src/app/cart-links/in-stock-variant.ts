import type { Product, ProductVariant } from '@atelier/api/schema';

export type LinkVariant = { ok: true; variant: ProductVariant | null } | { ok: false; reason: 'sold_out' };

/**
 * The variant a cart link adds when it names only a product (the quiz recommends products, not
 * sizes): the first one in stock, in the product's own order. A product without variants is added
 * as itself when it is in stock.
 */
export function inStockVariant(product: Pick<Product, 'in_stock' | 'stock' | 'variants'>): LinkVariant {
  if (product.variants.length === 0) {
    return product.in_stock && product.stock > 0
      ? { ok: true, variant: null }
      : { ok: false, reason: 'sold_out' };
  }
  const variant = product.variants.find((candidate) => candidate.stock > 0);
  return variant ? { ok: true, variant } : { ok: false, reason: 'sold_out' };
}
