import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApiClient } from '../api-client-context';
import type { QueryConfig } from '../types';
import { getProducts } from './get-products';
import { productKeys, type ProductSearchParams } from './keys';

/** Longest search the API takes (`q`'s maxLength in openapi.yaml). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The query a search sends: trimmed, inner runs of spaces as one, cut to the API's limit (so
 * "  rose " and "rose" share a cache entry), or null when nothing is left to search.
 */
export function searchText(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
  return text.length > 0 ? text : null;
}

/**
 * One page of a product search (`GET /api/products/?q=`, ranked by the server unless `sort` asks
 * otherwise), in the client's market and language.
 */
export function searchProductsQueryOptions(api: ApiClient, params: ProductSearchParams) {
  return queryOptions({
    queryKey: productKeys.search({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => getProducts(api, params, { signal }),
    // A new query keeps the previous results on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** A product search; asks nothing while `params.q` is empty (`searchText` gives null). */
export function useSearchProducts(
  params: Omit<ProductSearchParams, 'q'> & { q: string | null },
  { queryConfig }: { queryConfig?: QueryConfig<typeof searchProductsQueryOptions> } = {},
) {
  const api = useApiClient();
  const { q, ...rest } = params;
  return useQuery({
    ...searchProductsQueryOptions(api, { ...rest, q: q ?? '' }),
    enabled: q !== null,
    ...queryConfig,
  });
}
