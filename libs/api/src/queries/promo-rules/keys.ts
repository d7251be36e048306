import type { ProductTypeName } from '../../generated/schema';
import type { LocaleKey } from '../types';

export const promoRuleKeys = {
  all: ['promo-rules'] as const,
  lists: () => [...promoRuleKeys.all, 'list'] as const,
  list: (type: ProductTypeName, locale: LocaleKey) => [...promoRuleKeys.lists(), type, locale] as const,
};
