import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import { useApiClient } from '../api-client-context';
import { outcomeKeys } from './keys';

/**
 * `POST /api/outcomes/{id}/clear/` (retake the quiz): 204, idempotent. A 404 (cleared elsewhere,
 * or never existed) counts as cleared too, since what the caller wants, no outcome, is already true.
 */
export async function clearOutcome(api: ApiClient, id: string): Promise<void> {
  try {
    unwrap(await api.POST('/api/outcomes/{id}/clear/', { params: { path: { id } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** Clears the outcome and drops it from the cache, so nothing shows the old result any more. */
export function useClearOutcome() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => clearOutcome(api, id),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: [...outcomeKeys.details(), id] });
      return queryClient.invalidateQueries({ queryKey: outcomeKeys.lists() });
    },
  });
}
