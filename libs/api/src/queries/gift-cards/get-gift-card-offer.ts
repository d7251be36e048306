import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { GiftCardOffer } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { giftCardKeys } from './keys';

/** `GET /api/gift-cards/`: the face values on offer in the requested currency. */
export async function getGiftCardOffer(api: ApiClient, { signal }: FetchOptions = {}): Promise<GiftCardOffer> {
  return unwrap(await api.GET('/api/gift-cards/', { signal }));
}

export function giftCardOfferQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: giftCardKeys.offer(api.locale()),
    queryFn: ({ signal }) => getGiftCardOffer(api, { signal }),
  });
}

export function useGiftCardOffer({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof giftCardOfferQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...giftCardOfferQueryOptions(api), ...queryConfig });
}
