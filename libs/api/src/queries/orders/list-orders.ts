import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { OrderPage } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { orderKeys, type OrderListParams } from './keys';

/** One page of the signed-in member's orders, newest first (bearer auth required). */
export async function listOrders(
  api: ApiClient,
  params: OrderListParams = {},
  { signal }: FetchOptions = {},
): Promise<OrderPage> {
  const query: { page?: number; page_size?: number } = {};
  if (params.page !== undefined) query.page = params.page;
  if (params.pageSize !== undefined) query.page_size = params.pageSize;
  return unwrap(await api.GET('/api/orders/', { params: { query }, signal }));
}

export function ordersQueryOptions(api: ApiClient, params: OrderListParams = {}) {
  return queryOptions({
    queryKey: orderKeys.list({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => listOrders(api, params, { signal }),
  });
}

/** Disabled while no token is stored, so guests make no doomed call. */
export function useOrders(
  params: OrderListParams = {},
  { queryConfig }: { queryConfig?: QueryConfig<typeof ordersQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...ordersQueryOptions(api, params), enabled: !!api.tokens.getToken(), ...queryConfig });
}
