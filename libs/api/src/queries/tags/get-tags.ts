import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Tag } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { tagKeys, type TagListParams } from './keys';

export async function getTags(
  api: ApiClient,
  params: TagListParams = {},
  { signal }: FetchOptions = {},
): Promise<Tag[]> {
  const query: TagListParams = {};
  if (params.group) query.group = params.group;
  if (params.quiz !== undefined) query.quiz = params.quiz;
  if (params.partnership) query.partnership = params.partnership;
  return unwrap(await api.GET('/api/tags/', { params: { query }, signal }));
}

export function tagsQueryOptions(api: ApiClient, params: TagListParams = {}) {
  return queryOptions({
    queryKey: tagKeys.list({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => getTags(api, params, { signal }),
  });
}

export function useTags(
  params: TagListParams = {},
  { queryConfig }: { queryConfig?: QueryConfig<typeof tagsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...tagsQueryOptions(api, params), ...queryConfig });
}
