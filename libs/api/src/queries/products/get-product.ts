import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Product } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { productKeys, type ProductRefParams } from './keys';

export async function getProduct(
  api: ApiClient,
  ref: ProductRefParams,
  { signal }: FetchOptions = {},
): Promise<Product> {
  return unwrap(await api.GET('/api/products/get/', { params: { query: ref }, signal }));
}

export function productQueryOptions(api: ApiClient, ref: ProductRefParams) {
  return queryOptions({
    queryKey: productKeys.detail(ref, api.locale()),
    queryFn: ({ signal }) => getProduct(api, ref, { signal }),
  });
}

export function useProduct(
  ref: ProductRefParams,
  { queryConfig }: { queryConfig?: QueryConfig<typeof productQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...productQueryOptions(api, ref), ...queryConfig });
}
