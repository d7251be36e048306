import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { cartKeys } from './keys';

/** `GET /api/users/{userId}/carts/` (the member only): their carts, most recently updated first. */
export async function getUserCarts(
  api: ApiClient,
  userId: number,
  { signal }: FetchOptions = {},
): Promise<Cart[]> {
  return unwrap(await api.GET('/api/users/{userId}/carts/', { params: { path: { userId } }, signal }));
}

export function userCartsQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: cartKeys.list({ userId, locale: api.locale() }),
    queryFn: ({ signal }) => getUserCarts(api, userId, { signal }),
  });
}

/** The member's carts; pass `undefined` for a guest (the query waits). */
export function useUserCarts(
  userId: number | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof userCartsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...userCartsQueryOptions(api, userId ?? 0),
    enabled: userId !== undefined,
    ...queryConfig,
  });
}
