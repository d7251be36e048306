import { queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { PartnerConfig } from '../../generated/schema';
import type { FetchOptions } from '../types';

export const partnerKeys = {
  all: ['partners'] as const,
  detail: (partnership: string) => [...partnerKeys.all, 'detail', partnership] as const,
};

/** `GET /api/partners/{partnership}/`: a partner's name, allowed origins and stored theme. */
export async function getPartnerConfig(
  api: ApiClient,
  partnership: string,
  { signal }: FetchOptions = {},
): Promise<PartnerConfig> {
  return unwrap(await api.GET('/api/partners/{partnership}/', { params: { path: { partnership } }, signal }));
}

/**
 * A partner's configuration, or null for a partnership the shop does not know (a 404 is an answer,
 * not a failure: the page then shows the shop's own quiz, on the server and after hydration alike).
 */
export function knownPartnerQueryOptions(api: ApiClient, partnership: string) {
  return queryOptions({
    queryKey: partnerKeys.detail(partnership),
    queryFn: async ({ signal }): Promise<PartnerConfig | null> => {
      try {
        return await getPartnerConfig(api, partnership, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
