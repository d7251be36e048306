import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Country } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { countryKeys } from './keys';

export async function getCountries(api: ApiClient, { signal }: FetchOptions = {}): Promise<Country[]> {
  return unwrap(await api.GET('/api/countries/', { signal }));
}

export function countriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: countryKeys.list({ locale: api.locale() }),
    queryFn: ({ signal }) => getCountries(api, { signal }),
    // Countries and currencies change with a deploy, not during a visit.
    staleTime: Infinity,
  });
}

export function useCountries({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof countriesQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...countriesQueryOptions(api), ...queryConfig });
}
