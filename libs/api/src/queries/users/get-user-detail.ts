import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { User } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { userKeys } from './keys';

/** The signed-in member (bearer auth; a 401 is refreshed once by the client). */
export async function getUserDetail(api: ApiClient, { signal }: FetchOptions = {}): Promise<User> {
  return unwrap(await api.GET('/api/users/detail/', { signal }));
}

export function userDetailQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.detail('me'),
    queryFn: ({ signal }) => getUserDetail(api, { signal }),
  });
}

/** Disabled while no token is stored, so guests make no doomed call. */
export function useUserDetail({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof userDetailQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...userDetailQueryOptions(api), enabled: !!api.tokens.getToken(), ...queryConfig });
}
