import type { AdminPromo, AdminPromoSummary, AdminPromoTerms } from '@atelier/api/schema';
import type { PromoAmountRow, PromoRow } from './queries';
import { promoState } from './admin-queries';

type Tier = NonNullable<AdminPromoTerms['tiers']>[number];

/** The code's terms as the console edits them (and sends them back). */
export function promoTermsView(row: PromoRow, amounts: readonly PromoAmountRow[]): AdminPromoTerms {
  return {
    code: row.code,
    description: {
      en: row.description.en,
      ar: row.description.ar,
      'zh-hans': row.description['zh-hans'],
      vi: row.description.vi,
    },
    kind: row.kind as AdminPromoTerms['kind'],
    percent: row.percent,
    amounts: amounts
      .filter((a) => a.promoId === row.id)
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((a) => ({
        currency: a.currency as AdminPromoTerms['amounts'][number]['currency'],
        amount_off: a.amountOff,
        min_spend: a.minSpend,
      })),
    countries: [...row.countries],
    currencies: row.currencies ? (row.currencies as NonNullable<AdminPromoTerms['currencies']>) : null,
    starts_at: row.startsAt ? row.startsAt.toISOString() : null,
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    applies_to: row.appliesTo as AdminPromoTerms['applies_to'],
    tiers: row.tiers ? (row.tiers as Tier[]) : null,
  };
}

export function adminPromoView(
  row: PromoRow,
  amounts: readonly PromoAmountRow[],
  redemptions: number,
  now: Date,
): AdminPromo {
  return {
    id: row.id,
    terms: promoTermsView(row, amounts),
    state: promoState(row, now),
    used_count: row.usedCount,
    redemptions,
    deactivated_at: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
    free_gift: row.freeGiftProductId !== null,
    version: row.version,
  };
}

export function adminPromoSummaryView(row: PromoRow, redemptions: number, now: Date): AdminPromoSummary {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as AdminPromoSummary['kind'],
    percent: row.percent,
    state: promoState(row, now),
    starts_at: row.startsAt ? row.startsAt.toISOString() : null,
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    redemptions,
    tiers: row.tiers ? (row.tiers as Tier[]) : null,
    applies_to: row.appliesTo as AdminPromoSummary['applies_to'],
  };
}
