import type { ProductSummary } from '@atelier/api/schema';

/** How many products the result offers. */
export const PICK_COUNT = 3;

/** The perfume the bespoke builder makes: a pick of it is designed there, not added as it is. */
export const BESPOKE_TYPE = 'perfume_diy';

export type PickRole = 'best' | 'bespoke' | 'also';

export interface Pick {
  product: ProductSummary;
  /** Why it is offered: the closest match (first), one to make your own, or another fitting one. */
  role: PickRole;
}

/**
 * Three of the outcome's recommendations (the server's order: the personality's own picks first,
 * then the best family matches). In stock before sold out, then one of each kind of product before
 * a second of a kind, so the three differ (a perfume, a bespoke bottle, a candle…) rather than
 * being three sizes of one idea. The first stays the best match.
 */
export function curatePicks(products: readonly ProductSummary[]): Pick[] {
  const ordered = [...products.filter((p) => p.in_stock), ...products.filter((p) => !p.in_stock)];
  const chosen: ProductSummary[] = [];
  const types = new Set<string>();
  for (const product of ordered) {
    if (chosen.length === PICK_COUNT) break;
    if (types.has(product.type)) continue;
    chosen.push(product);
    types.add(product.type);
  }
  for (const product of ordered) {
    if (chosen.length === PICK_COUNT) break;
    if (!chosen.includes(product)) chosen.push(product);
  }
  // Back in the server's order, so the best match leads.
  chosen.sort((a, b) => ordered.indexOf(a) - ordered.indexOf(b));
  return chosen.map((product, index) => ({
    product,
    role: index === 0 ? 'best' : product.type === BESPOKE_TYPE ? 'bespoke' : 'also',
  }));
}
