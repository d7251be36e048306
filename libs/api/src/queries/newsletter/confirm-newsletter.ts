import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Subscriber } from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/**
 * `POST /api/subcribers/confirm/`: the token of the confirmation e-mail subscribes its address
 * (double opt-in). An unknown, used or expired token is a 400 on `body.token` (thrown as an ApiError).
 */
export async function confirmNewsletter(api: ApiClient, token: string): Promise<Subscriber> {
  return unwrap(await api.POST('/api/subcribers/confirm/', { body: { token } }));
}

export function useConfirmNewsletter() {
  const api = useApiClient();
  return useMutation({ mutationFn: (token: string) => confirmNewsletter(api, token) });
}
