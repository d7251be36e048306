import type { LocaleKey } from '../types';

export const shippingRuleKeys = {
  all: ['shipping-rules'] as const,
  lists: () => [...shippingRuleKeys.all, 'list'] as const,
  /** The rules of the Accept-Country country, so the locale is the whole key. */
  list: (params: { locale: LocaleKey }) => [...shippingRuleKeys.lists(), params] as const,
};
