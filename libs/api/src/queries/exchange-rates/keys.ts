import type { LocaleKey } from '../types';

export const exchangeRateKeys = {
  all: ['exchange-rates'] as const,
  lists: () => [...exchangeRateKeys.all, 'list'] as const,
  list: (params: { locale: LocaleKey }) => [...exchangeRateKeys.lists(), params] as const,
  details: () => [...exchangeRateKeys.all, 'detail'] as const,
  detail: (currency: string) => [...exchangeRateKeys.details(), currency] as const,
};
