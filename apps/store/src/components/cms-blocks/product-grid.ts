import type { ProductListParams } from '@atelier/api/queries';

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 24;

/**
 * The listing a `product_grid` block shows ({heading, collection, limit}), or null without a
 * collection. Shared by the block and the route loader, so the prefetched query is the one used.
 */
export function productGridParams(data: Record<string, unknown>): ProductListParams | null {
  const collection =
    typeof data['collection'] === 'string' && data['collection'].trim() !== ''
      ? data['collection'].trim()
      : null;
  if (!collection) return null;
  const raw = Number(data['limit']);
  const limit = Number.isInteger(raw) && raw > 0 ? Math.min(raw, MAX_LIMIT) : DEFAULT_LIMIT;
  return { collection, page_size: limit };
}
