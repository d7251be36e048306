import { describe, expect, it } from 'vitest';
import { isTaxRate, taxIncluded } from './tax-included';
import { taxNameOf } from './tax-names';

describe('taxIncluded', () => {
  it('takes Singapore GST out of a tax-inclusive price: S$100.00 at 9 % includes S$8.26', () => {
    // net 10000 / 1.09 = 9174.31… → 9174 cents
    expect(taxIncluded(10_000, 900)).toBe(826);
  });

  it('is exact where floating point is not: net + tax is the price paid', () => {
    for (const gross of [1, 2, 3, 99, 101, 109, 1_090, 12_345, 999_999, 123_456_789]) {
      const tax = taxIncluded(gross, 900);
      const net = gross - tax;
      // the net is the rounded gross / 1.09: within half a minor unit of the exact value
      expect(Math.abs(net * 10_900 - gross * 10_000)).toBeLessThanOrEqual(10_900 / 2);
    }
  });

  it('rounds the net half away from zero on exact ties', () => {
    // 5 % of a price of 21: net 21 / 1.05 = 20 exactly, tax 1
    expect(taxIncluded(21, 500)).toBe(1);
    // 100 % rate: net = gross / 2; 3 / 2 = 1.5 → 2, so the tax is 1 (not 2)
    expect(taxIncluded(3, 10_000)).toBe(1);
    // 1 minor unit at 9 %: net 0.917… → 1, no tax can be seen in it
    expect(taxIncluded(1, 900)).toBe(0);
    // 11 at 10 %: net exactly 10, tax 1
    expect(taxIncluded(11, 1_000)).toBe(1);
  });

  it('works in the minor units of zero-decimal currencies (VND dong, KRW won)', () => {
    // 1.250.000₫ at 10 % VAT: net 1136363.63… → 1136364, VAT 113.636₫
    expect(taxIncluded(1_250_000, 1_000)).toBe(113_636);
    // ₩55,000 at 10 %: net exactly 50,000, VAT ₩5,000
    expect(taxIncluded(55_000, 1_000)).toBe(5_000);
    // ₩5 at 10 %: net 4.54… → 5, VAT 0 (no fraction of a won)
    expect(taxIncluded(5, 1_000)).toBe(0);
  });

  it('UAE 5 %: AED 105.00 includes AED 5.00', () => {
    expect(taxIncluded(10_500, 500)).toBe(500);
  });

  it('is 0 at a 0 rate (US by default) and on a free cart', () => {
    expect(taxIncluded(10_000, 0)).toBe(0);
    expect(taxIncluded(0, 900)).toBe(0);
  });

  it('stays exact on amounts a double multiplies wrongly', () => {
    const gross = Number.MAX_SAFE_INTEGER;
    const exactNet = (BigInt(gross) * 10_000n * 2n + 10_900n) / (10_900n * 2n);
    expect(taxIncluded(gross, 900)).toBe(Number(BigInt(gross) - exactNet));
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => taxIncluded(10.5, 900)).toThrow(TypeError);
    expect(() => taxIncluded(-1, 900)).toThrow(RangeError);
    expect(() => taxIncluded(100, 900.5)).toThrow(RangeError);
    expect(() => taxIncluded(100, 10_001)).toThrow(RangeError);
    expect(() => taxIncluded(100, -1)).toThrow(RangeError);
  });
});

describe('isTaxRate', () => {
  it('accepts integer basis points from 0 to 100 %', () => {
    expect([0, 500, 900, 1_000, 10_000].every(isTaxRate)).toBe(true);
    expect([-1, 10_001, 9.5, Number.NaN, '900', null].some(isTaxRate)).toBe(false);
  });
});

describe('taxNameOf', () => {
  it("names each market's tax", () => {
    expect(['sg', 'vn', 'kr', 'ae', 'us', 'SG'].map(taxNameOf)).toEqual([
      'gst',
      'vat',
      'vat',
      'vat',
      'sales_tax',
      'gst',
    ]);
  });
});
