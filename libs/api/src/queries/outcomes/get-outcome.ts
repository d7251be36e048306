import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Outcome } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { outcomeKeys } from './keys';

export async function getOutcome(
  api: ApiClient,
  id: string,
  { signal }: FetchOptions = {},
): Promise<Outcome> {
  return unwrap(await api.GET('/api/outcomes/{id}/', { params: { path: { id } }, signal }));
}

export function outcomeQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: outcomeKeys.detail(id, api.locale()),
    queryFn: ({ signal }) => getOutcome(api, id, { signal }),
  });
}

/** The quiz result with the stored outcome id; pass `undefined` while there is none. */
export function useOutcome(
  id: string | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof outcomeQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...outcomeQueryOptions(api, id ?? ''), enabled: !!id, ...queryConfig });
}
