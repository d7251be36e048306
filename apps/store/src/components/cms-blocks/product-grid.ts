import type { ProductListParams } from '@atelier/api/queries';
import { isProductDetailRouteType, type ProductDetailRouteType } from '@atelier/commerce/enums';

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

/**
 * The `/product/{type}/...` segment for a product type name, when a detail route exists for it
 * (`dual_candles` → `dual-candles`, `perfume_oil` → `perfume_oil`). scent_diary needs one more
 * segment than a listing knows, so it gets no link here.
 */
export function productRouteType(typeName: string): ProductDetailRouteType | null {
  if (typeName === 'scent_diary') return null;
  if (isProductDetailRouteType(typeName)) return typeName;
  const hyphenated = typeName.replace(/_/g, '-');
  return isProductDetailRouteType(hyphenated) ? hyphenated : null;
}
