import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Question } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { questionKeys, type QuestionListParams } from './keys';

export async function getQuestions(
  api: ApiClient,
  params: QuestionListParams = {},
  { signal }: FetchOptions = {},
): Promise<Question[]> {
  const query = params.partnership ? { partnership: params.partnership } : {};
  return unwrap(await api.GET('/api/questions/', { params: { query }, signal }));
}

export function questionsQueryOptions(api: ApiClient, params: QuestionListParams = {}) {
  return queryOptions({
    queryKey: questionKeys.list({ ...params, locale: api.locale() }),
    queryFn: ({ signal }) => getQuestions(api, params, { signal }),
  });
}

export function useQuestions(
  params: QuestionListParams = {},
  { queryConfig }: { queryConfig?: QueryConfig<typeof questionsQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...questionsQueryOptions(api, params), ...queryConfig });
}
