import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { ShippingRule } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { shippingRuleKeys } from './keys';

/** `GET /api/shipping-rules/`: the methods and prices of the request's country, cheapest first. */
export async function getShippingRules(
  api: ApiClient,
  { signal }: FetchOptions = {},
): Promise<ShippingRule[]> {
  return unwrap(await api.GET('/api/shipping-rules/', { signal }));
}

export function shippingRulesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: shippingRuleKeys.list({ locale: api.locale() }),
    queryFn: ({ signal }) => getShippingRules(api, { signal }),
  });
}

export function useShippingRules({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof shippingRulesQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...shippingRulesQueryOptions(api), ...queryConfig });
}
