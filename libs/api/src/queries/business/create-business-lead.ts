import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { BusinessLead, BusinessLeadRequest } from '../../generated/schema';
import { useApiClient } from '../api-client-context';

/**
 * `POST /api/business/leads/`: a business-scenting enquiry. Rejects with `ApiError` (status 400 with
 * per-field `errors`, 429 when the sender's hourly allowance is used up), as the mutation needs.
 * Nothing is cached: a lead is never read back by the browser.
 */
export async function createBusinessLead(
  api: ApiClient,
  request: BusinessLeadRequest,
): Promise<BusinessLead> {
  return unwrap(await api.POST('/api/business/leads/', { body: request }));
}

export function useCreateBusinessLead() {
  const api = useApiClient();
  return useMutation({ mutationFn: (request: BusinessLeadRequest) => createBusinessLead(api, request) });
}
