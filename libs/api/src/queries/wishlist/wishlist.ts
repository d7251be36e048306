import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Wishlist } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { wishlistKeys } from './keys';

/** `GET /api/users/wishlist/` (bearer auth): the member's saved products, newest first. */
export async function getWishlist(api: ApiClient, { signal }: FetchOptions = {}): Promise<Wishlist> {
  return unwrap(await api.GET('/api/users/wishlist/', { signal }));
}

export function wishlistQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: wishlistKeys.mine(api.locale()),
    queryFn: ({ signal }) => getWishlist(api, { signal }),
  });
}

/** Disabled while no token is stored: a guest has no wishlist and makes no doomed call. */
export function useWishlist({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof wishlistQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...wishlistQueryOptions(api), enabled: !!api.tokens.getToken(), ...queryConfig });
}

/**
 * Saves (`PUT`) or removes (`DELETE`) a product. Both answer the whole wishlist, which replaces the
 * cached one: the heart on a product page and the account's list agree without another call.
 */
export async function setSaved(api: ApiClient, productId: number, saved: boolean): Promise<Wishlist> {
  const params = { params: { path: { id: productId } } };
  return unwrap(
    saved
      ? await api.PUT('/api/users/wishlist/{id}/', params)
      : await api.DELETE('/api/users/wishlist/{id}/', params),
  );
}

export function useSetSaved() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: number; saved: boolean }) =>
      setSaved(api, productId, saved),
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKeys.mine(api.locale()), wishlist),
  });
}
