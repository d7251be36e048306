import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Answer } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { answerKeys, type AnswerListParams } from './keys';

export async function getAnswers(
  api: ApiClient,
  params: AnswerListParams = {},
  { signal }: FetchOptions = {},
): Promise<Answer[]> {
  const query = params.partnership ? { partnership: params.partnership } : {};
  return unwrap(await api.GET('/api/answers/', { params: { query }, signal }));
}

export function answersQueryOptions(api: ApiClient, params: AnswerListParams = {}) {
  return queryOptions({
    queryKey: answerKeys.list({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => getAnswers(api, params, { signal }),
  });
}

export function useAnswers(
  params: AnswerListParams = {},
  { queryConfig }: { queryConfig?: QueryConfig<typeof answersQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...answersQueryOptions(api, params), ...queryConfig });
}
