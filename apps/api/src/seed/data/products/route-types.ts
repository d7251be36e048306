import type { ProductDetailRouteType, ProductTypeName } from '@atelier/commerce/enums';

/**
 * The product type a product-detail route type stands for: /product/{routeType}/{id} asks
 * GET /api/products/get/?type={PRODUCT_TYPE_FOR_ROUTE[routeType]}&id={id}.
 *
 * SPEC §3 has no type for candle holders or for crayons without a spray, so: holders are sold as
 * part of the candle range (single_candle) and dual crayons share dual_crayon_spray. Products keep
 * their own `routeType`, so the two route types of one product type stay apart.
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
