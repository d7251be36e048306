import { describe, expect, it } from 'vitest';
import type { CartLineInput } from './cart-line';
import {
  applyPriceRules,
  paidQuantitiesByType,
  rulesInForce,
  unitDiscount,
  type PriceRule,
} from './price-rules';

const bespokePair: PriceRule = {
  id: 1,
  productType: 'perfume_diy',
  minQuantity: 2,
  kind: 'percentage',
  percent: 10,
  amountOff: null,
};
const candleTrio: PriceRule = {
  id: 2,
  productType: 'single_candle',
  minQuantity: 3,
  kind: 'percentage',
  percent: 15,
  amountOff: null,
};
const line = (id: number, productType: string, unitPrice: number, quantity: number, isFreeGift = false) =>
  ({ id, productType, unitPrice, quantity, isFreeGift }) satisfies CartLineInput;

describe('unitDiscount', () => {
  it('takes a percentage of the unit price, rounded half away from zero', () => {
    expect(unitDiscount(bespokePair, 12800)).toBe(1280);
    expect(unitDiscount(bespokePair, 6805)).toBe(681); // 680.5
  });

  it('takes a fixed amount, never more than the unit price, and nothing without an amount', () => {
    const fixed: PriceRule = { ...bespokePair, kind: 'fixed_amount', percent: 0, amountOff: 1000 };
    expect(unitDiscount(fixed, 6800)).toBe(1000);
    expect(unitDiscount(fixed, 800)).toBe(800);
    expect(unitDiscount({ ...fixed, amountOff: null }, 6800)).toBe(0);
  });
});

describe('paidQuantitiesByType and rulesInForce', () => {
  it('counts paid units per type, leaving free gifts out', () => {
    const counts = paidQuantitiesByType([
      line(1, 'perfume_diy', 6800, 1),
      line(2, 'perfume_diy', 12800, 2),
      line(3, 'mini_candles', 1600, 1, true),
    ]);
    expect([...counts]).toEqual([['perfume_diy', 3]]);
  });

  it('holds a rule from its minimum quantity on, for its type only', () => {
    expect(rulesInForce([bespokePair, candleTrio], 'perfume_diy', 1)).toEqual([]);
    expect(rulesInForce([bespokePair, candleTrio], 'perfume_diy', 2)).toEqual([bespokePair]);
    expect(rulesInForce([bespokePair, candleTrio], 'single_candle', 2)).toEqual([]);
  });

  it('ignores a fixed-amount rule without an amount in the currency and empty rules', () => {
    const fixed: PriceRule = { ...bespokePair, id: 3, kind: 'fixed_amount', percent: 0, amountOff: null };
    expect(rulesInForce([fixed], 'perfume_diy', 5)).toEqual([]);
    expect(rulesInForce([{ ...bespokePair, percent: 0 }], 'perfume_diy', 5)).toEqual([]);
  });
});

describe('applyPriceRules', () => {
  it('leaves prices alone while no rule holds', () => {
    const [only] = applyPriceRules([line(1, 'perfume_diy', 12800, 1)], [bespokePair]);
    expect(only).toEqual({
      id: 1,
      unitPrice: 12800,
      price: 12800,
      quantity: 1,
      total: 12800,
      priceRuleId: null,
      isFreeGift: false,
    });
  });

  it('lowers every unit of the type once the cart holds the minimum, across lines', () => {
    const priced = applyPriceRules(
      [line(1, 'perfume_diy', 12800, 1), line(2, 'perfume_diy', 6800, 1), line(3, 'reed_diffuser', 5200, 2)],
      [bespokePair, candleTrio],
    );
    expect(priced.map((l) => [l.price, l.total, l.priceRuleId])).toEqual([
      [11520, 11520, 1],
      [6120, 6120, 1],
      [5200, 10400, null],
    ]);
  });

  it('applies to one line with enough units and keeps total = price × quantity', () => {
    const [pair] = applyPriceRules([line(1, 'perfume_diy', 6805, 2)], [bespokePair]);
    expect(pair).toMatchObject({ price: 6124, total: 12248, priceRuleId: 1 });
  });

  it('takes the best rule when several hold, never stacking them', () => {
    const deeper: PriceRule = { ...bespokePair, id: 7, minQuantity: 3, percent: 20 };
    const fixed: PriceRule = { ...bespokePair, id: 5, kind: 'fixed_amount', percent: 0, amountOff: 2000 };
    const two = applyPriceRules([line(1, 'perfume_diy', 12800, 2)], [bespokePair, deeper, fixed]);
    expect(two[0]).toMatchObject({ price: 10800, priceRuleId: 5 }); // S$20 off beats 10%
    const three = applyPriceRules([line(1, 'perfume_diy', 12800, 3)], [bespokePair, deeper, fixed]);
    expect(three[0]).toMatchObject({ price: 10240, priceRuleId: 7 }); // 20% beats S$20
  });

  it('breaks ties by the lower rule id', () => {
    const twin: PriceRule = { ...bespokePair, id: 0 };
    const [priced] = applyPriceRules([line(1, 'perfume_diy', 12800, 2)], [bespokePair, twin]);
    expect(priced?.priceRuleId).toBe(0);
  });

  it('prices a free gift at 0 and does not count it towards a rule', () => {
    const priced = applyPriceRules(
      [line(1, 'mini_candles', 1600, 1, true), line(2, 'mini_candles', 1600, 1)],
      [{ ...bespokePair, productType: 'mini_candles' }],
    );
    expect(priced.map((l) => [l.unitPrice, l.price, l.total, l.priceRuleId])).toEqual([
      [0, 0, 0, null],
      [1600, 1600, 1600, null],
    ]);
  });

  it('works in zero-decimal currencies (whole units)', () => {
    const [priced] = applyPriceRules([line(1, 'perfume_diy', 2_480_000, 2)], [bespokePair]);
    expect(priced).toMatchObject({ price: 2_232_000, total: 4_464_000 });
  });
});
