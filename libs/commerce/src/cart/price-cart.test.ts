import { describe, expect, it } from 'vitest';
import type { CartLineInput } from './cart-line';
import { priceCart, type CartPricingInput } from './price-cart';
import type { PriceRule } from './price-rules';
import type { PromoTerms } from './promo-terms';

const line = (id: number, productType: string, unitPrice: number, quantity: number, isFreeGift = false) =>
  ({ id, productType, unitPrice, quantity, isFreeGift }) satisfies CartLineInput;

const percent = (value: number, extra: Partial<PromoTerms> = {}): PromoTerms => ({
  kind: 'percentage',
  percent: value,
  amountOff: null,
  minSpend: null,
  countries: [],
  currencies: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  appliesTo: 'cart',
  freeGiftQuantity: null,
  ...extra,
});
const bespokePair: PriceRule = {
  id: 1,
  productType: 'perfume_diy',
  minQuantity: 2,
  kind: 'percentage',
  percent: 10,
  amountOff: null,
};
const base: CartPricingInput = {
  lines: [],
  priceRules: [bespokePair],
  promo: null,
  promoContext: {
    now: new Date('2026-03-01T00:00:00Z'),
    country: 'sg',
    currency: 'SGD',
    holdsUse: true,
    customerRedemptions: null,
  },
  shipping: null,
};
const standard = { price: 500, freeOver: 8000 };

describe('priceCart', () => {
  it('prices an empty cart at 0', () => {
    expect(priceCart(base)).toEqual({
      lines: [],
      subtotal: 0,
      promo: null,
      discount: 0,
      shipping: 0,
      total: 0,
      freeGiftQuantity: 0,
    });
  });

  it('sums line totals into the subtotal and adds shipping under the threshold', () => {
    const pricing = priceCart({ ...base, lines: [line(1, 'reed_diffuser', 5200, 1)], shipping: standard });
    expect(pricing).toMatchObject({ subtotal: 5200, discount: 0, shipping: 500, total: 5700 });
  });

  it('ships free from the threshold', () => {
    const pricing = priceCart({ ...base, lines: [line(1, 'reed_diffuser', 4000, 2)], shipping: standard });
    expect(pricing).toMatchObject({ subtotal: 8000, shipping: 0, total: 8000 });
  });

  it('applies automatic rules before the code, and the code to the ruled subtotal', () => {
    const pricing = priceCart({
      ...base,
      lines: [line(1, 'perfume_diy', 12800, 2)],
      promo: percent(10),
    });
    // 2 × (12800 − 1280) = 23040; 10% of that = 2304.
    expect(pricing).toMatchObject({ subtotal: 23040, discount: 2304, total: 20736 });
    expect(pricing.lines[0]).toMatchObject({ unitPrice: 12800, price: 11520, priceRuleId: 1 });
  });

  it('compares the free-over threshold with the goods total after the discount', () => {
    const pricing = priceCart({
      ...base,
      lines: [line(1, 'reed_diffuser', 8500, 1)],
      promo: percent(10),
      shipping: standard,
    });
    // 8500 − 850 = 7650 < 8000: the fee comes back.
    expect(pricing).toMatchObject({ subtotal: 8500, discount: 850, shipping: 500, total: 8150 });
  });

  it('ships free with an applicable free-shipping code, and charges again once it stops applying', () => {
    const freeShip = percent(0, { kind: 'free_shipping', minSpend: 6000 });
    const express = { price: 1200, freeOver: null };
    expect(
      priceCart({ ...base, lines: [line(1, 'oil_burner', 6800, 1)], promo: freeShip, shipping: express }),
    ).toMatchObject({ shipping: 0, total: 6800, promo: { applies: true } });
    expect(
      priceCart({ ...base, lines: [line(1, 'oil_burner', 4500, 1)], promo: freeShip, shipping: express }),
    ).toMatchObject({
      shipping: 1200,
      total: 5700,
      promo: { applies: false, reason: 'min_spend', shortBy: 1500 },
    });
  });

  it('keeps a code that does not hold on the cart but takes nothing off', () => {
    const pricing = priceCart({
      ...base,
      lines: [line(1, 'reed_diffuser', 5200, 1)],
      promo: percent(15, { minSpend: 10000 }),
    });
    expect(pricing).toMatchObject({
      discount: 0,
      total: 5200,
      promo: { applies: false, reason: 'min_spend' },
    });
  });

  it('caps a fixed amount at the subtotal so the total never goes negative', () => {
    const pricing = priceCart({
      ...base,
      lines: [line(1, 'gift_wrap', 500, 1)],
      promo: percent(0, { kind: 'fixed_amount', amountOff: 1500 }),
      shipping: standard,
    });
    expect(pricing).toMatchObject({ subtotal: 500, discount: 500, shipping: 500, total: 500 });
  });

  it('entitles the cart to a free gift while the code holds; the gift line costs nothing', () => {
    const freeGift = percent(0, { kind: 'fixed_amount', amountOff: 0, minSpend: 8000, freeGiftQuantity: 1 });
    const over = priceCart({
      ...base,
      lines: [
        line(1, 'reed_diffuser', 7800, 1),
        line(2, 'mini_candles', 1600, 1, true),
        line(3, 'gift_wrap', 500, 1),
      ],
      promo: freeGift,
    });
    expect(over).toMatchObject({ subtotal: 8300, discount: 0, total: 8300, freeGiftQuantity: 1 });
    expect(over.lines[1]).toMatchObject({ price: 0, total: 0, isFreeGift: true });
    // The gift's own catalogue price never counts towards the minimum.
    const under = priceCart({
      ...base,
      lines: [line(1, 'reed_diffuser', 7800, 1), line(2, 'mini_candles', 1600, 1, true)],
      promo: freeGift,
    });
    expect(under).toMatchObject({
      subtotal: 7800,
      freeGiftQuantity: 0,
      promo: { reason: 'min_spend', shortBy: 200 },
    });
  });

  it('prices zero-decimal currencies in whole units', () => {
    const pricing = priceCart({
      ...base,
      promoContext: { ...base.promoContext, country: 'vn', currency: 'VND' },
      lines: [line(1, 'perfume_diy', 1_320_000, 1)],
      promo: percent(10),
      shipping: { price: 50_000, freeOver: 1_500_000 },
    });
    expect(pricing).toMatchObject({
      subtotal: 1_320_000,
      discount: 132_000,
      shipping: 50_000,
      total: 1_238_000,
    });
  });
});
