import type { ChunkLoader } from '@atelier/app-shell/chunk-retry';
import { lazy, type LazyExoticComponent } from 'react';
import type { ProductsRoute } from '../../app/catalogue/catalogue-routes';
import type { ProductsPartName } from './products-part-sources';

/** Each part's chunk name (products-part-sources.ts: the server preloads by it). */
const PRODUCT: ProductsPartName = 'products-product';
const LISTING: ProductsPartName = 'products-listing';

const loadDetail = (chunks: ChunkLoader) => chunks.load(() => import('../product/product-detail'), PRODUCT);
const loadListing = (chunks: ChunkLoader) => chunks.load(() => import('./products-listing-page'), LISTING);

/** Starts loading the page a `products/{a}/{b}` route is (the route's loader, beside its data). */
export function loadProductsPart(chunks: ChunkLoader, kind: ProductsRoute['kind']): Promise<unknown> | null {
  if (kind === 'product') return loadDetail(chunks);
  if (kind === 'listing') return loadListing(chunks);
  return null;
}

interface ProductsParts {
  ProductDetail: LazyExoticComponent<Awaited<ReturnType<typeof loadDetail>>['ProductDetail']>;
  ProductsListingPage: LazyExoticComponent<Awaited<ReturnType<typeof loadListing>>['ProductsListingPage']>;
}

// One pair per chunk loader: one in the browser; one per server render, so each render's loader
// records the part it drew (a lazy component made once would load, and be recorded, only once).
const parts = new WeakMap<ChunkLoader, ProductsParts>();

/** The two pages as lazy components whose chunks load through `chunks`. */
export function productsParts(chunks: ChunkLoader): ProductsParts {
  let made = parts.get(chunks);
  if (!made) {
    made = {
      ProductDetail: lazy(async () => ({ default: (await loadDetail(chunks)).ProductDetail })),
      ProductsListingPage: lazy(async () => ({
        default: (await loadListing(chunks)).ProductsListingPage,
      })),
    };
    parts.set(chunks, made);
  }
  return made;
}
