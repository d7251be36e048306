import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { GiftCardBalance } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { giftCardKeys } from './keys';

/**
 * `GET /api/gift-cards/{code}/balance/`: the card's balance in its own currency. 404 for an
 * unknown or unpaid card, 429 when too many codes were tried (the server's guard against guessing).
 */
export async function getGiftCardBalance(
  api: ApiClient,
  code: string,
  { signal }: FetchOptions = {},
): Promise<GiftCardBalance> {
  return unwrap(
    await api.GET('/api/gift-cards/{code}/balance/', { params: { path: { code } }, signal }),
  );
}

/**
 * Not retried on a 4xx (an unknown code stays unknown; a retry after 429 only adds to the count),
 * and kept briefly: a balance changes when the card is spent.
 */
export function giftCardBalanceQueryOptions(api: ApiClient, code: string) {
  return queryOptions({
    queryKey: giftCardKeys.balance(code, api.locale()),
    queryFn: ({ signal }) => getGiftCardBalance(api, code, { signal }),
    retry: false,
    staleTime: 0,
  });
}

/** The balance of `code`; pass `undefined` while there is no code to check (the query waits). */
export function useGiftCardBalance(
  code: string | undefined,
  { queryConfig }: { queryConfig?: QueryConfig<typeof giftCardBalanceQueryOptions> } = {},
) {
  const api = useApiClient();
  return useQuery({ ...giftCardBalanceQueryOptions(api, code ?? ''), enabled: !!code, ...queryConfig });
}
