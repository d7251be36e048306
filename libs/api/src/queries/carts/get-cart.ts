import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { cartKeys } from './keys';

export async function getCart(api: ApiClient, cartPk: string, { signal }: FetchOptions = {}): Promise<Cart> {
  return unwrap(await api.GET('/api/carts/{cartPk}/', { params: { path: { cartPk } }, signal }));
}

export function cartQueryOptions(api: ApiClient, cartPk: string) {
  return queryOptions({
    queryKey: cartKeys.detail(cartPk, api.locale()),
    queryFn: ({ signal }) => getCart(api, cartPk, { signal }),
  });
}

/** The cart with the stored basket id; pass `undefined` while there is none (the query waits). */
export function useCart(
  cartPk: string | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cartQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...cartQueryOptions(api, cartPk ?? ''), enabled: !!cartPk, ...queryConfig });
}
