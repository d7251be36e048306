import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { BottleImage } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { bottleImageKeys } from './keys';

/** The bespoke perfume builder's bottle pictures, one per bottle colour, cap colour and size. */
export async function getBottleImages(api: ApiClient, { signal }: FetchOptions = {}): Promise<BottleImage[]> {
  return unwrap(await api.GET('/api/products/bottle-images/', { signal }));
}

export function bottleImagesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: bottleImageKeys.list(api.locale()),
    queryFn: ({ signal }) => getBottleImages(api, { signal }),
  });
}

export function useBottleImages({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof bottleImagesQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...bottleImagesQueryOptions(api), ...queryConfig });
}
