import type { ApiFailure } from '@atelier/api/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/locale-context';
import { countryName } from '@atelier/app-shell/country-name';
import type { PromoReason } from './cart-failures';

/**
 * The sentence for a refused code, in the page's language, from the server's stable reason. For
 * a minimum spend the server's own sentence is preferred: it says how much more is needed.
 */
export function usePromoMessage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (code: string, { reason, failure }: { reason: PromoReason; failure: ApiFailure }): string => {
      switch (reason) {
        case 'unknown':
          return t('cart.promo.errors.unknown', { code });
        case 'expired':
          return t('cart.promo.errors.expired', { code });
        case 'not_started':
          return t('cart.promo.errors.notStarted', { code });
        case 'min_spend':
          return failure.message && failure.kind === 'error' && failure.status === 422
            ? failure.message
            : t('cart.promo.errors.minSpend', { code });
        case 'country':
          return t('cart.promo.errors.country', {
            code,
            country: countryName(locale.countryConfig, locale.language),
          });
        case 'currency':
          return t('cart.promo.errors.currency', { code, currency: locale.countryConfig.currency.code });
        case 'usage_limit':
          return t('cart.promo.errors.usageLimit', { code });
        case 'already_used':
          return t('cart.promo.errors.alreadyUsed', { code });
        case 'workshop_only':
          return t('cart.promo.errors.workshopOnly', { code });
        case 'members_only':
          return t('cart.promo.errors.membersOnly', { code });
        case 'tier':
          return t('cart.promo.errors.tier', { code });
        case 'offline':
          return t('errors.offline');
        case 'too_many':
          return t('errors.tooMany');
        default:
          return t('cart.promo.errors.generic', { code });
      }
    },
    [locale, t],
  );
}
