// Route names of SPEC §2. Only names are shared here; each app owns its own route table (paths and
// parameters beyond those the spec shows are an app decision).

/** Consumer storefront route names. `product` is /product/{type}/{id}; `products` is products/{a}/{b}. */
export const CONSUMER_ROUTE_NAMES = [
  'product',
  'products',
  'perfume-workshop',
  'perfume-workshop-detail',
  'perfume-best-creations',
  'all-perfumes',
  'all-home-perfumes',
  'gift',
  'gift-collections',
  'gift-cards',
  'bespoke-perfume',
  'workshop',
  'cart',
  'checkout',
  'pay',
  'terms-conditions',
  'shipping-information',
  'faq',
] as const;

export type ConsumerRouteName = (typeof CONSUMER_ROUTE_NAMES)[number];

/** Business area routes; all live under the `business-scenting` base segment. */
export const BUSINESS_ROUTE_NAMES = [
  'business-scenting',
  'success-stories',
  'custom-page',
  'product',
  'contact',
  'press-releases',
] as const;

export type BusinessRouteName = (typeof BUSINESS_ROUTE_NAMES)[number];
