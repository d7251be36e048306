import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { ProductSummary } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { productKeys } from './keys';

export async function getRelatedItems(
  api: ApiClient,
  id: number,
  { signal }: FetchOptions = {},
): Promise<ProductSummary[]> {
  return unwrap(await api.GET('/api/items/{id}/related-items/', { params: { path: { id } }, signal }));
}

export function relatedItemsQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: productKeys.related(id, api.locale()),
    queryFn: ({ signal }) => getRelatedItems(api, id, { signal }),
  });
}

export function useRelatedItems(
  id: number,
  { queryConfig }: { queryConfig?: QueryConfig<typeof relatedItemsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...relatedItemsQueryOptions(api, id), ...queryConfig });
}
