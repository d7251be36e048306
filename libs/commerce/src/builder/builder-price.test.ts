import { describe, expect, it } from 'vitest';
import { builderPrice, nextOffer, priceRulesFrom, type PromoRuleInput } from './builder-price';

const pair: PromoRuleInput = {
  id: 1,
  type: 'perfume_diy',
  min_quantity: 2,
  discount_type: 'percentage',
  value: 10,
  currency: 'SGD',
};

describe('builder price', () => {
  const rules = priceRulesFrom([pair], 'SGD');

  it('is the variant price for one bottle', () => {
    expect(builderPrice({ unitPrice: 12800, quantity: 1, productType: 'perfume_diy', rules })).toEqual({
      unitPrice: 12800,
      price: 12800,
      quantity: 1,
      total: 12800,
      ruleId: null,
    });
  });

  it('takes the perfume_diy rule off each bottle from two bottles', () => {
    expect(builderPrice({ unitPrice: 12800, quantity: 2, productType: 'perfume_diy', rules })).toMatchObject({
      price: 11520,
      total: 23040,
      ruleId: 1,
    });
  });

  it('rounds per bottle in a zero-decimal currency', () => {
    const vnd = priceRulesFrom([{ ...pair, currency: 'VND' }], 'VND');
    expect(
      builderPrice({ unitPrice: 2_400_005, quantity: 3, productType: 'perfume_diy', rules: vnd }),
    ).toMatchObject({ price: 2_160_004, total: 6_480_012 });
  });

  it('ignores rules of other types, free shipping, and fixed amounts in another currency', () => {
    const other = priceRulesFrom(
      [
        { ...pair, id: 2, type: 'single_candle' },
        { ...pair, id: 3, discount_type: 'free_shipping', value: 0 },
        { ...pair, id: 4, discount_type: 'fixed_amount', value: 5000, currency: 'USD' },
      ],
      'SGD',
    );
    expect(
      builderPrice({ unitPrice: 12800, quantity: 5, productType: 'perfume_diy', rules: other }).price,
    ).toBe(12800);
  });

  it('takes a fixed amount in the same currency, never below zero', () => {
    const fixed = priceRulesFrom(
      [{ ...pair, discount_type: 'fixed_amount', value: 20000, currency: 'sgd' }],
      'SGD',
    );
    expect(
      builderPrice({ unitPrice: 12800, quantity: 2, productType: 'perfume_diy', rules: fixed }).price,
    ).toBe(0);
  });

  it('names the next offer while it does not hold yet', () => {
    expect(nextOffer({ unitPrice: 12800, quantity: 1, productType: 'perfume_diy', rules })).toEqual({
      ruleId: 1,
      minQuantity: 2,
      price: 11520,
    });
    expect(nextOffer({ unitPrice: 12800, quantity: 2, productType: 'perfume_diy', rules })).toBeNull();
  });
});
