import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies';
import { formatMoney } from './format-money';

const { SGD, USD, VND, KRW, JPY, AED, EUR } = CURRENCIES;

describe('formatMoney', () => {
  describe('symbol placement by is_left, no space', () => {
    it.each([
      [123450, SGD, 'S$1,234.50'],
      [0, USD, '$0.00'],
      [1250000, VND, '1.250.000₫'],
      [12000, KRW, '₩12.000'],
      [123450, AED, 'AED 1,234.50'],
    ] as const)('%i → %s', (minor, currency, text) => {
      expect(formatMoney(minor, currency)).toBe(text);
    });

    it('follows is_left from the API, not the built-in table', () => {
      expect(formatMoney(500, { code: 'sgd', symbol: 'S$', is_left: false })).toBe('5.00S$');
      expect(formatMoney(1000, { code: 'vnd', symbol: '₫', is_left: true })).toBe('₫1.000');
    });
  });

  describe('decimals', () => {
    it.each([
      [0, SGD, 'S$0.00'],
      [1, SGD, 'S$0.01'],
      [10, SGD, 'S$0.10'],
      [100, SGD, 'S$1.00'],
      [99999, USD, '$999.99'],
      [1250, JPY, '¥1,250'],
      [5, VND, '5₫'],
    ] as const)('%i → %s', (minor, currency, text) => {
      expect(formatMoney(minor, currency)).toBe(text);
    });
  });

  describe('thousands separator: period for vnd and krw only', () => {
    it.each([
      [100000, VND, '100.000₫'],
      [999, VND, '999₫'],
      [1000, VND, '1.000₫'],
      [1234567890, KRW, '₩1.234.567.890'],
      [123456789, SGD, 'S$1,234,567.89'],
      [100000, SGD, 'S$1,000.00'],
      [1234567, JPY, '¥1,234,567'],
      [123456789, EUR, '€1,234,567.89'],
    ] as const)('%i → %s', (minor, currency, text) => {
      expect(formatMoney(minor, currency)).toBe(text);
    });

    it('decides the separator case-insensitively from the code', () => {
      expect(formatMoney(1000000, { code: 'VND', symbol: '₫', is_left: false })).toBe('1.000.000₫');
      expect(formatMoney(1000000, { code: 'krw', symbol: '₩', is_left: true })).toBe('₩1.000.000');
    });
  });

  describe('negative amounts put the sign before everything', () => {
    it.each([
      [-500, SGD, '-S$5.00'],
      [-1000, VND, '-1.000₫'],
      [-12000, KRW, '-₩12.000'],
      [-1, USD, '-$0.01'],
      [-123456789, SGD, '-S$1,234,567.89'],
    ] as const)('%i → %s', (minor, currency, text) => {
      expect(formatMoney(minor, currency)).toBe(text);
    });

    it('formats negative zero as zero', () => {
      expect(formatMoney(-0, SGD)).toBe('S$0.00');
    });
  });

  it('formats the largest safe amount exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, SGD)).toBe('S$90,071,992,547,409.91');
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('rejects %s', (minor) => {
    expect(() => formatMoney(minor, SGD)).toThrow(/formatMoney/);
  });

  it('rejects a three-decimal currency instead of misplacing the point', () => {
    expect(() => formatMoney(1000, { code: 'KWD', symbol: 'KD', is_left: true })).toThrow(
      /three minor digits/,
    );
  });
});
