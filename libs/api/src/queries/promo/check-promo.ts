import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Promo } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { promoKeys, type PromoCheckParams } from './keys';

/**
 * `GET /api/promo/?code=&cart=` only checks a code: what it would take off this cart now. 404 for
 * an unknown code, 422 (with the server's reason as the message) when it exists but does not apply.
 */
export async function checkPromo(
  api: ApiClient,
  params: PromoCheckParams,
  { signal }: FetchOptions = {},
): Promise<Promo> {
  return unwrap(await api.GET('/api/promo/', { params: { query: params }, signal }));
}

export function promoCheckQueryOptions(api: ApiClient, params: PromoCheckParams) {
  return queryOptions({
    queryKey: promoKeys.check(params, api.locale()),
    queryFn: ({ signal }) => checkPromo(api, params, { signal }),
    // The answer depends on the cart's contents at the moment of asking: never reuse it.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Checks a code against a cart; pass `undefined` until there is one to check. */
export function usePromoCheck(
  params: PromoCheckParams | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof promoCheckQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...promoCheckQueryOptions(api, params ?? { code: '', cart: '' }),
    enabled: params !== undefined,
    ...queryConfig,
  });
}
