import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import type { ProductSummary } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { getProducts } from './get-products';
import { productKeys, type ProductListParams } from './keys';

/** The contract's largest page. */
export const MAX_PAGE_SIZE = 100;
/** A safety stop: 1,000 products is far beyond any one collection of the shop. */
export const MAX_PAGES = 10;

export type AllProductsParams = Omit<ProductListParams, 'page' | 'page_size'>;

export interface AllProducts {
  /** Total matching products as the server counts them. */
  count: number;
  results: ProductSummary[];
}

/**
 * Every product of a listing (`GET /api/products/`, pages of 100 until `count` is reached), for
 * pages that filter or page on the client what the contract cannot filter (a price range).
 */
export async function getAllProducts(
  api: ApiClient,
  params: AllProductsParams = {},
  { signal }: FetchOptions = {},
): Promise<AllProducts> {
  const results: ProductSummary[] = [];
  let count = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await getProducts(api, { ...params, page, page_size: MAX_PAGE_SIZE }, { signal });
    count = answer.count;
    results.push(...answer.results);
    if (answer.results.length < MAX_PAGE_SIZE || results.length >= count) break;
  }
  return { count, results };
}

export function allProductsQueryOptions(api: ApiClient, params: AllProductsParams = {}) {
  return queryOptions({
    queryKey: productKeys.listAll({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => getAllProducts(api, params, { signal }),
  });
}

export function useAllProducts(
  params: AllProductsParams = {},
  { queryConfig }: { queryConfig?: QueryConfig<typeof allProductsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...allProductsQueryOptions(api, params), ...queryConfig });
}
