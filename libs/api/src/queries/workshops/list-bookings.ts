import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { WorkshopBooking } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { bookingKeys } from './keys';

/** The signed-in member's bookings, the latest session first (bearer auth required). */
export async function listBookings(
  api: ApiClient,
  { signal }: FetchOptions = {},
): Promise<WorkshopBooking[]> {
  return unwrap(await api.GET('/api/bookings/', { signal }));
}

export function bookingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: bookingKeys.list(api.locale()),
    queryFn: ({ signal }) => listBookings(api, { signal }),
  });
}

/** Disabled while no token is stored, so guests make no doomed call. */
export function useBookings({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof bookingsQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...bookingsQueryOptions(api), enabled: !!api.tokens.getToken(), ...queryConfig });
}
