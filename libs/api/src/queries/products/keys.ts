import type { operations } from '../../generated/schema';
import type { LocaleKey } from '../types';

export type ProductListParams = NonNullable<operations['listProducts']['parameters']['query']>;
/** A search: the query `q` (required), with the listing's other filters, sort and paging. */
export type ProductSearchParams = ProductListParams & { q: string };
export type ProductRefParams = operations['getProduct']['parameters']['query'];

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams & { locale: LocaleKey }) => [...productKeys.lists(), params] as const,
  /** A whole listing, every page (`getAllProducts`). */
  listAll: (params: Omit<ProductListParams, 'page' | 'page_size'> & { locale: LocaleKey }) =>
    [...productKeys.lists(), 'all', params] as const,
  /** A page of a search (`q`): under `lists()`, so whatever refreshes listings refreshes it too. */
  search: (params: ProductSearchParams & { locale: LocaleKey }) =>
    [...productKeys.lists(), 'search', params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  /** A product is addressed by route type + id/slug (SPEC §2 /product/{type}/{id}). */
  detail: (ref: ProductRefParams, locale: LocaleKey) => [...productKeys.details(), ref, locale] as const,
  related: (id: number, locale: LocaleKey) => [...productKeys.all, 'related', id, locale] as const,
};
