/**
 * The two pages `products/{a}/{b}` can be, by the names their chunks load under
 * (products-parts.ts) and the source files the server preloads for those names (page-heads.ts
 * `pageModuleSources`). A module of its own: the page manifest (in every browser's entry) reads
 * it, and the part loaders stay in the route's chunk.
 */
export const PRODUCTS_PART_SOURCES = {
  'products-product': 'src/pages/product/product-detail.tsx',
  'products-listing': 'src/pages/listing/products-listing-page.tsx',
} as const;

/** The name a part's chunk loads under. */
export type ProductsPartName = keyof typeof PRODUCTS_PART_SOURCES;
