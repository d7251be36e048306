import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { ExchangeRate } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import type { FetchOptions, QueryConfig } from '../types';
import { exchangeRateKeys } from './keys';

export async function getExchangeRates(
  api: ApiClient,
  { signal }: FetchOptions = {},
): Promise<ExchangeRate[]> {
  return unwrap(await api.GET('/api/exchange-rates/', { signal }));
}

export function exchangeRatesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: exchangeRateKeys.list({ locale: api.locale() }),
    queryFn: ({ signal }) => getExchangeRates(api, { signal }),
  });
}

export function useExchangeRates({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof exchangeRatesQueryOptions> } = {}) {
  const api = useApiClient();
  return useQuery({ ...exchangeRatesQueryOptions(api), ...queryConfig });
}
