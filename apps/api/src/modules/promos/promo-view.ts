import type { Promo, PromoRule } from '@atelier/api/schema';
import type { PromoTerms } from '@atelier/commerce/cart';
import type { Language } from '@atelier/commerce/enums';
import { localize } from '../pricing';
import type { PromoRow, PromoRuleAmountRow, PromoRuleRow } from './queries';

/** What a code is and what it takes off the cart now, in the cart's (request's) currency. */
export function promoView(
  row: PromoRow,
  terms: PromoTerms,
  discount: number,
  currency: string,
  language: Language,
): Promo {
  return {
    id: row.id,
    code: row.code,
    description: localize(row.description, language),
    discount_type: terms.kind,
    value:
      terms.kind === 'percentage'
        ? terms.percent
        : terms.kind === 'fixed_amount'
          ? (terms.amountOff ?? 0)
          : 0,
    min_subtotal: terms.minSpend,
    discount,
    currency: currency as Promo['currency'],
    expires_at: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

/**
 * A price rule in the requested currency: a percentage as is; a fixed amount only where the rule
 * has an amount in that currency (elsewhere it does not apply, so it is not listed).
 */
export function promoRuleView(
  row: PromoRuleRow,
  amounts: readonly PromoRuleAmountRow[],
  currency: string,
  language: Language,
): PromoRule | null {
  let value = row.percent;
  if (row.kind === 'fixed_amount') {
    const amount = amounts.find((a) => a.ruleId === row.id && a.currency === currency);
    if (!amount) return null;
    value = amount.amount;
  }
  return {
    id: row.id,
    type: row.productType as PromoRule['type'],
    name: localize(row.name, language),
    description: localize(row.description, language),
    min_quantity: row.minQuantity,
    discount_type: row.kind as PromoRule['discount_type'],
    value,
    currency: currency as PromoRule['currency'],
  };
}
