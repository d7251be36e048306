import type { PriceRule, PromoTerms } from '@atelier/commerce/cart';
import type { PromoAmountRow, PromoRow, PromoRuleAmountRow, PromoRuleRow } from './queries';

/**
 * A promo row as the commerce rules read it, with its per-currency money picked for `currency`:
 * a fixed amount or minimum spend missing in that currency means "no amount there" (a fixed code
 * then does not apply) and "no minimum" respectively.
 */
export function promoTermsIn(
  row: PromoRow,
  amounts: readonly PromoAmountRow[],
  currency: string,
): PromoTerms {
  const money = amounts.find((a) => a.promoId === row.id && a.currency === currency);
  return {
    kind: row.kind as PromoTerms['kind'],
    percent: row.percent,
    amountOff: money?.amountOff ?? null,
    minSpend: money?.minSpend ?? null,
    countries: row.countries,
    currencies: row.currencies,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    appliesTo: row.appliesTo as PromoTerms['appliesTo'],
    freeGiftQuantity: row.freeGiftProductId === null ? null : row.freeGiftQuantity,
    tiers: row.tiers,
  };
}

/** An automatic price rule with its fixed amount (if any) in `currency`. */
export function priceRuleIn(
  row: PromoRuleRow,
  amounts: readonly PromoRuleAmountRow[],
  currency: string,
): PriceRule {
  const money = amounts.find((a) => a.ruleId === row.id && a.currency === currency);
  return {
    id: row.id,
    productType: row.productType,
    minQuantity: row.minQuantity,
    kind: row.kind as PriceRule['kind'],
    percent: row.percent,
    amountOff: money?.amount ?? null,
  };
}
