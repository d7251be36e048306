import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { WorkshopStudio } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { workshopKeys } from './keys';

/** `GET /api/workshops/studio/`: the country's atelier, and the time zone slot times are shown in. */
export async function getWorkshopStudio(
  api: ApiClient,
  { signal }: FetchOptions = {},
): Promise<WorkshopStudio> {
  return unwrap(await api.GET('/api/workshops/studio/', { signal }));
}

export function workshopStudioQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: workshopKeys.studio(api.locale()),
    queryFn: ({ signal }) => getWorkshopStudio(api, { signal }),
  });
}

export function useWorkshopStudio({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof workshopStudioQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...workshopStudioQueryOptions(api), ...queryConfig });
}
