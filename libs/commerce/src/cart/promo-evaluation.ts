import { percentOf } from './percent-of';
import type { PromoContext, PromoEvaluation, PromoRefusal, PromoTerms } from './promo-terms';

/**
 * A tier code is for signed-in members of its tiers: guests must sign in, other members cannot.
 * The one rule for every place a code is taken (carts, checkout, workshop bookings).
 */
export function tierRefusal(
  tiers: PromoTerms['tiers'],
  customer: PromoContext['customer'],
): Extract<PromoRefusal, { reason: 'members_only' | 'tier' }> | null {
  if (!tiers || tiers.length === 0 || customer === undefined) return null;
  if (customer.kind === 'guest') return { reason: 'members_only' };
  const { tier } = customer;
  return tier !== null && tiers.includes(tier) ? null : { reason: 'tier' };
}

/**
 * The first rule the code breaks, checked in the order a shopper can act on least to most:
 * what the code is for, when it runs, who may use it (member tiers), where, in which currency, how much must be spent, and
 * whether uses are left. Null when the code applies.
 */
export function promoRefusal(terms: PromoTerms, context: PromoContext): PromoRefusal | null {
  if (terms.appliesTo !== 'cart') return { reason: 'workshop_only' };
  const now = context.now.getTime();
  if (terms.startsAt !== null && now < terms.startsAt.getTime()) {
    return { reason: 'not_started', startsAt: terms.startsAt };
  }
  if (terms.endsAt !== null && now > terms.endsAt.getTime())
    return { reason: 'expired', endedAt: terms.endsAt };
  const refusedTier = tierRefusal(terms.tiers, context.customer);
  if (refusedTier) return refusedTier;
  const country = context.country.toLowerCase();
  if (terms.countries.length > 0 && !terms.countries.some((c) => c.toLowerCase() === country)) {
    return { reason: 'country', country };
  }
  const currency = context.currency.toUpperCase();
  const currencyListed =
    terms.currencies === null || terms.currencies.some((c) => c.toUpperCase() === currency);
  // A fixed amount is set per market; a currency without one is not a market of the code.
  if (!currencyListed || (terms.kind === 'fixed_amount' && terms.amountOff === null)) {
    return { reason: 'currency', currency };
  }
  if (terms.minSpend !== null && context.subtotal < terms.minSpend) {
    return { reason: 'min_spend', minSpend: terms.minSpend, shortBy: terms.minSpend - context.subtotal };
  }
  if (!context.holdsUse && terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) {
    return { reason: 'usage_limit' };
  }
  if (
    terms.perCustomerLimit !== null &&
    context.customerRedemptions !== null &&
    context.customerRedemptions >= terms.perCustomerLimit
  ) {
    return { reason: 'already_used' };
  }
  return null;
}

/**
 * Money a code takes off a subtotal: a percentage of it (rounded once, half away from zero), or a
 * fixed amount capped at the subtotal (a cart never goes negative); free shipping takes nothing
 * off the goods.
 */
export function promoDiscount(terms: PromoTerms, subtotal: number): number {
  if (terms.kind === 'percentage') return percentOf(subtotal, terms.percent);
  if (terms.kind === 'fixed_amount') return Math.min(subtotal, terms.amountOff ?? 0);
  return 0;
}

/** Whether the code applies to this cart now and, if so, its effect. */
export function evaluatePromo(terms: PromoTerms, context: PromoContext): PromoEvaluation {
  const refusal = promoRefusal(terms, context);
  if (refusal) return { applies: false, ...refusal };
  return {
    applies: true,
    discount: promoDiscount(terms, context.subtotal),
    freeShipping: terms.kind === 'free_shipping',
    freeGiftQuantity: terms.freeGiftQuantity ?? 0,
  };
}
