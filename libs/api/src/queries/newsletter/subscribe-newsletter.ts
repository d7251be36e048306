import { useMutation } from '@tanstack/react-query';
import type { EmailFlagResult } from '../../client/catalogue';
import type { ApiClient } from '../../client/create-api-client';
import type { SubscribeRequest, Subscriber } from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/**
 * `POST /api/subcribers/` (sic, SPEC §7) through the SPEC §8 second helper: resolves with
 * `{error: false, data}` or `{error: true, status, email, message}`, never throws for HTTP
 * failures. A 409 is an address that is already subscribed; a form should answer it exactly as a
 * success, so the form does not reveal who is on the list.
 */
export function subscribeNewsletter(
  api: ApiClient,
  request: SubscribeRequest,
): Promise<EmailFlagResult<Subscriber>> {
  return api.emailFlag.POST('/api/subcribers/', { body: request });
}

export function useSubscribeNewsletter() {
  const api = useApiClient();
  return useMutation({ mutationFn: (request: SubscribeRequest) => subscribeNewsletter(api, request) });
}
