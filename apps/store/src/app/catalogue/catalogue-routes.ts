import type { ProductRefParams } from '@atelier/api/queries';
import type { ProductTypeName } from '@atelier/api/schema';
import {
  PRODUCT_TYPE_FOR_ROUTE,
  isProductDetailRouteType,
  isProductTypeName,
  productDetailSegmentCount,
  type ProductDetailRouteType,
} from '@atelier/commerce/enums';
import type { RouteLocale } from '../locale/route-locale';
import { pathIn } from '../locale/route-locale';

/**
 * The route type a listing links a product type to. Where two route types share a product type the
 * first is used (a holder listed as `single_candle` opens at `/product/single-candle/{slug}`, which
 * asks the API for the same product).
 */
const ROUTE_FOR_PRODUCT_TYPE = new Map<string, ProductDetailRouteType>();
for (const [route, type] of Object.entries(PRODUCT_TYPE_FOR_ROUTE) as [
  ProductDetailRouteType,
  ProductTypeName,
][]) {
  if (!ROUTE_FOR_PRODUCT_TYPE.has(type)) ROUTE_FOR_PRODUCT_TYPE.set(type, route);
}

/**
 * The extra segment a listing puts after a scent diary's id. The contract's products do not carry
 * their diary edition, and the API finds the product by type and id alone, so any edition segment
 * opens the diary; listings link to its latest edition.
 */
export const LATEST_DIARY_EDITION = 'latest';

/**
 * Path segments after the locale for a product page:
 * - a product type with a SPEC §2 detail route: `product/{routeType}/{slug}` (scent_diary adds
 *   `latest`);
 * - any other type (eaux de parfum: premade, best_seller, limited_edition, perfume_100ml; gift_box,
 *   discovery_box, gift_wrap, ...): `products/{type}/{slug}` (see `resolveProductsRoute`).
 */
export function productSegments(product: { type: string; slug: string }): string[] {
  const route = ROUTE_FOR_PRODUCT_TYPE.get(product.type);
  if (route === 'scent_diary') return ['product', route, product.slug, LATEST_DIARY_EDITION];
  if (route) return ['product', route, product.slug];
  return ['products', product.type, product.slug];
}

export function productHref(locale: RouteLocale, product: { type: string; slug: string }): string {
  return pathIn(locale, ...productSegments(product));
}

/** `/product/{type}/{id}[/{extra}]` → the API's reference, or null when the route does not exist. */
export function productRefFromDetailRoute(
  type: string | undefined,
  id: string | undefined,
  extra: string | undefined,
): ProductRefParams | null {
  if (!isProductDetailRouteType(type) || !id) return null;
  if (productDetailSegmentCount(type) !== (extra === undefined ? 1 : 2)) return null;
  return { type: PRODUCT_TYPE_FOR_ROUTE[type], id };
}

/** The listings `products/{a}/{b}` can show. */
export type ProductsListing =
  | { kind: 'collection'; collection: string }
  | { kind: 'type'; type: ProductTypeName }
  | { kind: 'family'; family: string };

export type ProductsRoute =
  | { kind: 'listing'; listing: ProductsListing }
  | { kind: 'product'; ref: ProductRefParams }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * SPEC §2 `products/{a}/{b}` "for perfumes". Our reading:
 *
 * | path                              | shows                                  | API call                                   |
 * |-----------------------------------|----------------------------------------|--------------------------------------------|
 * | `products/collection/{slug}`      | a collection (best-sellers, ...)       | GET /api/products/?collection={slug}       |
 * | `products/type/{typeName}`        | one product type (premade, ...)        | GET /api/products/?type={typeName}         |
 * | `products/family/{familySlug}`    | the perfumes of a scent family         | ?collection=all-perfumes&tag={family's id} |
 * | `products/{typeName}/{slug}`      | one product without a /product/ route  | GET /api/products/get/?type=&id={slug}     |
 *
 * The last row is where the eaux de parfum (and gift boxes, the discovery box, gift wrap) live: SPEC
 * §2 gives them no /product/{type} route. `collection`, `type` and `family` are not product type
 * names, so the rows cannot be confused. The listing's own filters and sort come on top as query
 * parameters (see the listing page).
 */
export function resolveProductsRoute(a: string | undefined, b: string | undefined): ProductsRoute {
  if (!a || !b || !SLUG.test(b.replace(/_/g, '-'))) return { kind: 'not-found' };
  if (a === 'collection' && SLUG.test(b))
    return { kind: 'listing', listing: { kind: 'collection', collection: b } };
  if (a === 'type' && isProductTypeName(b)) return { kind: 'listing', listing: { kind: 'type', type: b } };
  if (a === 'family' && SLUG.test(b)) return { kind: 'listing', listing: { kind: 'family', family: b } };
  if (isProductTypeName(a) && SLUG.test(b)) return { kind: 'product', ref: { type: a, id: b } };
  return { kind: 'not-found' };
}
