import type { PerfumeCustomization } from '@atelier/api/schema';

/** Product types built in the bespoke perfume builder, the only ones that take a customization. */
export const CUSTOMIZABLE_TYPES: ReadonlySet<string> = new Set([
  'perfume_diy',
  'perfume_diy_edp',
  'bottle_diy',
  'scent_diy',
]);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * A comparison key of a customization: the same choices in another key order are the same
 * perfume, so adding it again raises the quantity instead of adding a second line.
 */
export function customizationKey(
  customization: PerfumeCustomization | Record<string, unknown> | null | undefined,
): string {
  return customization ? JSON.stringify(canonical(customization)) : '';
}
