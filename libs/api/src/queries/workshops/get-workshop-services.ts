import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { WorkshopService } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { workshopKeys } from './keys';

/** `GET /api/workshops/services/`: every service, priced in the locale's currency. */
export async function getWorkshopServices(
  api: ApiClient,
  { signal }: FetchOptions = {},
): Promise<WorkshopService[]> {
  return unwrap(await api.GET('/api/workshops/services/', { signal }));
}

export function workshopServicesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: workshopKeys.services(api.locale()),
    queryFn: ({ signal }) => getWorkshopServices(api, { signal }),
  });
}

export function useWorkshopServices({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof workshopServicesQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...workshopServicesQueryOptions(api), ...queryConfig });
}
