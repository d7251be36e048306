import type { ProductTypeName } from './product-types';

/**
 * The `{type}` of the consumer route `/product/{type}/{id}` (SPEC §2). These are URL spellings, not
 * product type names: some use hyphens (dual-candles) where the type name uses underscores
 * (dual_candles), and the two lists are deliberately kept apart so neither is "corrected" into the other.
 */
export const PRODUCT_DETAIL_ROUTE_TYPES = [
  'dual-candles',
  'single-candle',
  'holder',
  'gift-bundle',
  'dual_crayons',
  'dual_crayon_spray',
  'reed_diffuser',
  'perfume_diy',
  'car_diffuser',
  'mini_candles',
  'oil_burner',
  'perfume_oil',
  'home_scent_oil',
  'scent_diary',
] as const;

export type ProductDetailRouteType = (typeof PRODUCT_DETAIL_ROUTE_TYPES)[number];

/**
 * The product type a route type stands for: `/product/{routeType}/{id}` asks
 * GET /api/products/get/?type={PRODUCT_TYPE_FOR_ROUTE[routeType]}&id={id}. SPEC §3 has no type for
 * candle holders or for crayons without a spray, so holders are sold as part of the candle range
 * (single_candle) and dual crayons share dual_crayon_spray. One table for the store's routes and the
 * server's seed, so a product's page and its data cannot disagree.
 */
export const PRODUCT_TYPE_FOR_ROUTE = {
  'dual-candles': 'dual_candles',
  'single-candle': 'single_candle',
  holder: 'single_candle',
  'gift-bundle': 'gift_bundle',
  dual_crayons: 'dual_crayon_spray',
  dual_crayon_spray: 'dual_crayon_spray',
  reed_diffuser: 'reed_diffuser',
  perfume_diy: 'perfume_diy',
  car_diffuser: 'car_diffuser',
  mini_candles: 'mini_candles',
  oil_burner: 'oil_burner',
  perfume_oil: 'perfume_oil',
  home_scent_oil: 'home_scent_oil',
  scent_diary: 'scent_diary',
} as const satisfies Record<ProductDetailRouteType, ProductTypeName>;

/** Route types whose detail path takes one further segment after the id: `/product/scent_diary/{id}/{x}`. */
export const ROUTE_TYPES_WITH_EXTRA_SEGMENT = [
  'scent_diary',
] as const satisfies readonly ProductDetailRouteType[];

export function isProductDetailRouteType(value: unknown): value is ProductDetailRouteType {
  return typeof value === 'string' && (PRODUCT_DETAIL_ROUTE_TYPES as readonly string[]).includes(value);
}

/** How many path segments follow `/product/{type}/`: the id, plus one for scent_diary. */
export function productDetailSegmentCount(type: ProductDetailRouteType): 1 | 2 {
  return (ROUTE_TYPES_WITH_EXTRA_SEGMENT as readonly string[]).includes(type) ? 2 : 1;
}
