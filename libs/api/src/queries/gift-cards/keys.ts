import type { LocaleKey } from '../types';

/**
 * The offer depends on the currency (locale); a balance is the card's own (its currency, whatever
 * the page's), but the answer's messages follow the language, so both carry the locale.
 */
export const giftCardKeys = {
  all: ['gift-cards'] as const,
  offer: (locale: LocaleKey) => [...giftCardKeys.all, 'offer', locale] as const,
  balances: () => [...giftCardKeys.all, 'balance'] as const,
  balance: (code: string, locale: LocaleKey) => [...giftCardKeys.balances(), code, locale] as const,
};
