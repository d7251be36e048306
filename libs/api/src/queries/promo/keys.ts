import type { LocaleKey } from '../types';

export interface PromoCheckParams {
  /** The code as typed (the server matches it case-insensitively). */
  code: string;
  /** The cart to check it against. */
  cart: string;
}

export const promoKeys = {
  all: ['promos'] as const,
  checks: () => [...promoKeys.all, 'check'] as const,
  check: (params: PromoCheckParams, locale: LocaleKey) => [...promoKeys.checks(), params, locale] as const,
};
