import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { ProductTypeName, PromoRule } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { promoRuleKeys } from './keys';

/** Automatic price rules of a product type (SPEC §7 `?type=perfume_diy` for the builder). */
export async function getPromoRules(
  api: ApiClient,
  type: ProductTypeName,
  { signal }: FetchOptions = {},
): Promise<PromoRule[]> {
  return unwrap(await api.GET('/api/promo-rules/modify/', { params: { query: { type } }, signal }));
}

export function promoRulesQueryOptions(api: ApiClient, type: ProductTypeName) {
  return queryOptions({
    queryKey: promoRuleKeys.list(type, api.locale()),
    queryFn: ({ signal }) => getPromoRules(api, type, { signal }),
  });
}

export function usePromoRules(
  type: ProductTypeName,
  { queryConfig }: { queryConfig?: QueryConfig<typeof promoRulesQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...promoRulesQueryOptions(api, type), ...queryConfig });
}
