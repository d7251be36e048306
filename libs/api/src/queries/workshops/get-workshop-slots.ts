import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Slot, WorkshopServiceId } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { workshopKeys } from './keys';

/** `GET /api/workshops/services/{id}/slots/?date=`: one day's slots with the seats left. */
export async function getWorkshopSlots(
  api: ApiClient,
  serviceId: WorkshopServiceId,
  date: string,
  { signal }: FetchOptions = {},
): Promise<Slot[]> {
  return unwrap(
    await api.GET('/api/workshops/services/{id}/slots/', {
      params: { path: { id: serviceId }, query: { date } },
      signal,
    }),
  );
}

export function workshopSlotsQueryOptions(api: ApiClient, serviceId: WorkshopServiceId, date: string) {
  return queryOptions({
    queryKey: workshopKeys.slots(serviceId, date, api.locale()),
    queryFn: ({ signal }) => getWorkshopSlots(api, serviceId, date, { signal }),
    // Seats change while the shopper decides; a minute-old count is still a fair picture.
    staleTime: 60_000,
  });
}

/** The slots of a service on a day; waits while either is not chosen yet. */
export function useWorkshopSlots(
  serviceId: WorkshopServiceId | undefined,
  date: string | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof workshopSlotsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...workshopSlotsQueryOptions(api, serviceId ?? 1, date ?? ''),
    enabled: serviceId !== undefined && !!date,
    ...queryConfig,
  });
}
