import { describe, expect, it } from 'vitest';
import { evaluatePromo, promoDiscount, promoRefusal } from './promo-evaluation';
import type { PromoContext, PromoTerms } from './promo-terms';

const welcome10: PromoTerms = {
  kind: 'percentage',
  percent: 10,
  amountOff: null,
  minSpend: null,
  countries: ['sg', 'us', 'vn', 'kr', 'ae'],
  currencies: null,
  startsAt: new Date('2024-01-01T00:00:00Z'),
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: 1,
  appliesTo: 'cart',
  freeGiftQuantity: null,
};
const save15: PromoTerms = {
  ...welcome10,
  kind: 'fixed_amount',
  percent: 0,
  amountOff: 1500,
  minSpend: 10000,
  countries: ['sg'],
  currencies: ['SGD'],
  perCustomerLimit: null,
};
const context: PromoContext = {
  now: new Date('2026-03-01T00:00:00Z'),
  country: 'sg',
  currency: 'SGD',
  subtotal: 12800,
  holdsUse: false,
  customerRedemptions: null,
};

describe('promoDiscount', () => {
  it('takes a percentage of the subtotal, rounded half away from zero', () => {
    expect(promoDiscount(welcome10, 12800)).toBe(1280);
    expect(promoDiscount(welcome10, 1285)).toBe(129);
    expect(promoDiscount(welcome10, 0)).toBe(0);
  });

  it('takes a fixed amount, capped at the subtotal', () => {
    expect(promoDiscount(save15, 12800)).toBe(1500);
    expect(promoDiscount(save15, 900)).toBe(900);
  });

  it('takes nothing off the goods for free shipping', () => {
    expect(promoDiscount({ ...welcome10, kind: 'free_shipping', percent: 0 }, 12800)).toBe(0);
  });
});

describe('promoRefusal', () => {
  it('accepts a code that holds', () => {
    expect(promoRefusal(welcome10, context)).toBeNull();
    expect(promoRefusal(save15, context)).toBeNull();
  });

  it('refuses workshop-only codes on a product cart before anything else', () => {
    expect(promoRefusal({ ...welcome10, appliesTo: 'workshop', endsAt: new Date(0) }, context)).toEqual({
      reason: 'workshop_only',
    });
  });

  it('refuses before the start and after the end (the end instant itself still counts)', () => {
    const startsAt = new Date('2026-04-01T00:00:00Z');
    expect(promoRefusal({ ...welcome10, startsAt }, context)).toEqual({ reason: 'not_started', startsAt });
    const endedAt = new Date('2025-01-31T15:59:59Z');
    expect(promoRefusal({ ...welcome10, endsAt: endedAt }, context)).toEqual({ reason: 'expired', endedAt });
    expect(promoRefusal({ ...welcome10, endsAt: context.now }, context)).toBeNull();
    expect(promoRefusal({ ...welcome10, startsAt: context.now }, context)).toBeNull();
  });

  it('refuses outside its countries (case-insensitive); an empty list means everywhere', () => {
    expect(promoRefusal(save15, { ...context, country: 'us', currency: 'SGD' })).toEqual({
      reason: 'country',
      country: 'us',
    });
    expect(promoRefusal({ ...save15, countries: ['SG'] }, context)).toBeNull();
    expect(promoRefusal({ ...welcome10, countries: [] }, { ...context, country: 'fr' })).toBeNull();
  });

  it('refuses outside its currencies, and a fixed amount without an amount in the currency', () => {
    expect(promoRefusal(save15, { ...context, currency: 'USD' })).toEqual({
      reason: 'currency',
      currency: 'USD',
    });
    expect(
      promoRefusal({ ...save15, currencies: null, amountOff: null }, { ...context, currency: 'usd' }),
    ).toEqual({
      reason: 'currency',
      currency: 'USD',
    });
  });

  it('refuses under the minimum spend and says how much is missing; the minimum itself is enough', () => {
    expect(promoRefusal(save15, { ...context, subtotal: 9000 })).toEqual({
      reason: 'min_spend',
      minSpend: 10000,
      shortBy: 1000,
    });
    expect(promoRefusal(save15, { ...context, subtotal: 10000 })).toBeNull();
  });

  it('refuses a used-up code unless the cart already holds one of its uses', () => {
    const once = { ...welcome10, usageLimit: 1, usedCount: 1 };
    expect(promoRefusal(once, context)).toEqual({ reason: 'usage_limit' });
    expect(promoRefusal(once, { ...context, holdsUse: true })).toBeNull();
    expect(promoRefusal({ ...once, usedCount: 0 }, context)).toBeNull();
    expect(promoRefusal({ ...once, usageLimit: 0, usedCount: 0 }, context)).toEqual({
      reason: 'usage_limit',
    });
  });

  it('refuses a customer who used the code up; guests (unknown) are checked at the order', () => {
    expect(promoRefusal(welcome10, { ...context, customerRedemptions: 1 })).toEqual({
      reason: 'already_used',
    });
    expect(promoRefusal(welcome10, { ...context, customerRedemptions: 0 })).toBeNull();
    expect(promoRefusal(welcome10, { ...context, customerRedemptions: null })).toBeNull();
  });

  it('keeps a tier code for members of its tiers: guests sign in, other tiers cannot', () => {
    const gold = { ...welcome10, tiers: ['gold', 'black'] };
    expect(promoRefusal(gold, { ...context, customer: { kind: 'guest' } })).toEqual({
      reason: 'members_only',
    });
    expect(promoRefusal(gold, { ...context, customer: { kind: 'member', tier: 'silver' } })).toEqual({
      reason: 'tier',
    });
    expect(promoRefusal(gold, { ...context, customer: { kind: 'member', tier: null } })).toEqual({
      reason: 'tier',
    });
    expect(promoRefusal(gold, { ...context, customer: { kind: 'member', tier: 'black' } })).toBeNull();
    // A code without tiers is for everyone; where the shopper is not checked, nothing is refused.
    expect(promoRefusal({ ...gold, tiers: null }, { ...context, customer: { kind: 'guest' } })).toBeNull();
    expect(promoRefusal(gold, context)).toBeNull();
  });

  it('reports the first broken rule in a fixed order', () => {
    const everythingWrong: PromoTerms = {
      ...save15,
      endsAt: new Date('2025-01-01T00:00:00Z'),
      usageLimit: 1,
      usedCount: 1,
    };
    expect(promoRefusal(everythingWrong, { ...context, country: 'us', subtotal: 0 })?.reason).toBe('expired');
    expect(
      promoRefusal({ ...everythingWrong, endsAt: null }, { ...context, country: 'us', subtotal: 0 })?.reason,
    ).toBe('country');
    expect(promoRefusal({ ...everythingWrong, endsAt: null }, { ...context, subtotal: 0 })?.reason).toBe(
      'min_spend',
    );
    expect(promoRefusal({ ...everythingWrong, endsAt: null }, context)?.reason).toBe('usage_limit');
  });
});

describe('evaluatePromo', () => {
  it('gives the effect of an applicable code', () => {
    expect(evaluatePromo(welcome10, context)).toEqual({
      applies: true,
      discount: 1280,
      freeShipping: false,
      freeGiftQuantity: 0,
    });
    expect(evaluatePromo({ ...welcome10, kind: 'free_shipping', percent: 0 }, context)).toMatchObject({
      applies: true,
      discount: 0,
      freeShipping: true,
    });
  });

  it('gives a free gift with a zero-amount code once the minimum is reached', () => {
    const freeGift: PromoTerms = {
      ...save15,
      amountOff: 0,
      minSpend: 8000,
      freeGiftQuantity: 1,
      countries: [],
      currencies: null,
    };
    expect(evaluatePromo(freeGift, { ...context, subtotal: 7999 })).toMatchObject({
      applies: false,
      reason: 'min_spend',
      shortBy: 1,
    });
    expect(evaluatePromo(freeGift, { ...context, subtotal: 8000 })).toEqual({
      applies: true,
      discount: 0,
      freeShipping: false,
      freeGiftQuantity: 1,
    });
  });

  it('gives the refusal of a code that does not apply', () => {
    expect(evaluatePromo(save15, { ...context, subtotal: 100 })).toEqual({
      applies: false,
      reason: 'min_spend',
      minSpend: 10000,
      shortBy: 9900,
    });
  });
});
