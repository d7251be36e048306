import { describe, expect, it } from 'vitest';
import { isValidExchangeRate, parseExchangeRate } from './exchange-rate';

describe('exchange rate validation', () => {
  it.each([
    ['19000', 19000n, 0],
    ['0.7412', 7412n, 4],
    [0.74, 74n, 2],
    [19000, 19000n, 0],
    ['0.000001', 1n, 6],
  ] as const)('accepts %j', (rate, units, places) => {
    expect(parseExchangeRate(rate)).toEqual({ units, places });
    expect(isValidExchangeRate(rate)).toBe(true);
  });

  it.each([
    ['0', /must be greater than 0/],
    ['0.0000', /must be greater than 0/],
    ['-1', /must be greater than 0/],
    [0, /must be greater than 0/],
    [-0.74, /must be greater than 0/],
    [NaN, /not a finite number/],
    [Infinity, /not a finite number/],
    ['abc', /not a plain decimal/],
    ['1e3', /not a plain decimal/],
    ['', /not a plain decimal/],
  ] as const)('rejects %j', (rate, message) => {
    expect(() => parseExchangeRate(rate)).toThrow(message);
    expect(isValidExchangeRate(rate)).toBe(false);
  });

  it.each([null, undefined, {}, []])('isValidExchangeRate(%j) is false for non-rates', (rate) => {
    expect(isValidExchangeRate(rate)).toBe(false);
  });
});
