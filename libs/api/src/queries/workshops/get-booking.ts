import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { WorkshopBooking } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { bookingKeys } from './keys';

/**
 * One booking by its unguessable id. The contract's security is optional: the client sends the
 * member's token when one is stored (a member's booking needs its owner's token).
 */
export async function getBooking(
  api: ApiClient,
  bookingId: string,
  { signal }: FetchOptions = {},
): Promise<WorkshopBooking> {
  return unwrap(await api.GET('/api/bookings/{id}/', { params: { path: { id: bookingId } }, signal }));
}

export function bookingQueryOptions(api: ApiClient, bookingId: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(bookingId, api.locale()),
    queryFn: ({ signal }) => getBooking(api, bookingId, { signal }),
  });
}

/** The booking with this id; pass `undefined` while there is none (the query waits). */
export function useBooking(
  bookingId: string | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof bookingQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...bookingQueryOptions(api, bookingId ?? ''), enabled: !!bookingId, ...queryConfig });
}
