import type { Product } from '@atelier/api/schema';

export interface ScentNotes {
  top: string | null;
  heart: string | null;
  base: string | null;
}

export interface BundlePart {
  name: string;
  quantity: number;
}

const NOTE_GROUPS: Record<string, keyof ScentNotes> = {
  top_note: 'top',
  top_notes: 'top',
  note_top: 'top',
  heart_note: 'heart',
  heart_notes: 'heart',
  note_heart: 'heart',
  middle_note: 'heart',
  base_note: 'base',
  base_notes: 'base',
  note_base: 'base',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Top, heart and base notes, where the product has them. The contract's `Product` has no notes
 * field yet; this reads a `notes {top, heart, base}` object when the API sends one, else tags of
 * groups like `top_note` / `heart_note` / `base_note`. Null when there are none.
 */
export function scentNotesOf(product: Product): ScentNotes | null {
  const raw = (product as Product & { notes?: unknown }).notes;
  const notes: ScentNotes = { top: null, heart: null, base: null };
  if (raw && typeof raw === 'object') {
    const record = raw as Record<string, unknown>;
    notes.top = text(record['top']);
    notes.heart = text(record['heart']);
    notes.base = text(record['base']);
  }
  for (const tag of product.tags) {
    const level = NOTE_GROUPS[tag.group];
    if (level) notes[level] = notes[level] ? `${notes[level]}, ${tag.name}` : tag.name;
  }
  return notes.top || notes.heart || notes.base ? notes : null;
}

/**
 * What a gift bundle, gift box or discovery box holds. Read from a `bundle` (or `combo`) list of
 * `{name, quantity}` when the API sends one (the contract's `Product` has no such field yet; cart
 * lines have `product.combo`). Empty when there is nothing to list.
 */
export function bundleOf(product: Product): BundlePart[] {
  const extended = product as Product & { bundle?: unknown; combo?: unknown };
  const raw = Array.isArray(extended.bundle)
    ? extended.bundle
    : Array.isArray(extended.combo)
      ? extended.combo
      : [];
  return raw.flatMap((part: unknown) => {
    if (!part || typeof part !== 'object') return [];
    const record = part as Record<string, unknown>;
    const name = text(record['name']) ?? text(record['product_name']);
    const quantity = Number(record['quantity'] ?? 1);
    return name ? [{ name, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1 }] : [];
  });
}

/** Product types that are sets of other products. */
export const BUNDLE_TYPES = new Set(['gift_bundle', 'gift_box', 'discovery_box', 'scent_discovery_set4']);
