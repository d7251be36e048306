import type { Product } from '@atelier/api/schema';

export type ScentNotes = NonNullable<Product['notes']>;
export type BundlePart = NonNullable<Product['bundle']>[number];

/** Top, heart and base notes as the API localized them; null for products without a scent pyramid. */
export function scentNotesOf(product: Product): ScentNotes | null {
  const notes = product.notes;
  return notes && (notes.top || notes.heart || notes.base) ? notes : null;
}

/** What a gift bundle, gift box or discovery box holds, in order; empty for a single product. */
export function bundleOf(product: Product): BundlePart[] {
  return product.bundle ?? [];
}

/** Product types that are sets of other products. */
export const BUNDLE_TYPES = new Set(['gift_bundle', 'gift_box', 'discovery_box', 'scent_discovery_set4']);
