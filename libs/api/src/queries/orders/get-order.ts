import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Order } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { orderKeys } from './keys';

/**
 * One order. The contract's security is optional: the client sends the member's token when one is
 * stored (a member's order needs its owner's token; a guest order needs only its id).
 */
export async function getOrder(
  api: ApiClient,
  orderId: string,
  { signal }: FetchOptions = {},
): Promise<Order> {
  return unwrap(await api.GET('/api/orders/{id}/', { params: { path: { id: orderId } }, signal }));
}

export function orderQueryOptions(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId, api.locale()),
    queryFn: ({ signal }) => getOrder(api, orderId, { signal }),
  });
}

/** The order with this id; pass `undefined` while there is none (the query waits). */
export function useOrder(
  orderId: string | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof orderQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...orderQueryOptions(api, orderId ?? ''), enabled: !!orderId, ...queryConfig });
}
