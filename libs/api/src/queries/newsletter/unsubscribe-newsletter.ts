import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import { useApiClient } from '../api-client-context';

/**
 * `POST /api/subcribers/unsubscribe/?token=` (no login): the signed token of a marketing e-mail's
 * link removes the subscription; repeating it succeeds too. A forged token is a 400 on `query.token`.
 */
export async function unsubscribeNewsletter(api: ApiClient, token: string): Promise<void> {
  unwrap(await api.POST('/api/subcribers/unsubscribe/', { params: { query: { token } } }));
}

export function useUnsubscribeNewsletter() {
  const api = useApiClient();
  return useMutation({ mutationFn: (token: string) => unsubscribeNewsletter(api, token) });
}
