import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { CreateOutcomeRequest, Outcome } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { outcomeKeys } from './keys';

export async function createOutcome(api: ApiClient, request: CreateOutcomeRequest): Promise<Outcome> {
  return unwrap(await api.POST('/api/outcomes/', { body: request }));
}

/** Finishes the quiz; the caller stores `outcome.id` (SPEC §3 outComeId). */
export function useCreateOutcome() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateOutcomeRequest) => createOutcome(api, request),
    onSuccess: (outcome) => {
      queryClient.setQueryData(outcomeKeys.detail(outcome.id, api.locale()), outcome);
      return queryClient.invalidateQueries({ queryKey: outcomeKeys.lists() });
    },
  });
}
