import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { ProductPage } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { productKeys, type ProductListParams } from './keys';

/** One page of a listing by type and/or collection (`GET /api/products/`, an addition to SPEC §7). */
export async function getProducts(
  api: ApiClient,
  params: ProductListParams = {},
  { signal }: FetchOptions = {},
): Promise<ProductPage> {
  return unwrap(await api.GET('/api/products/', { params: { query: params }, signal }));
}

export function productsQueryOptions(api: ApiClient, params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productKeys.list({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => getProducts(api, params, { signal }),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(
  params: ProductListParams = {},
  { queryConfig }: { queryConfig?: QueryConfig<typeof productsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...productsQueryOptions(api, params), ...queryConfig });
}
