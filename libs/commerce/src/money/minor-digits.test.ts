import { describe, expect, it } from 'vitest';
import { ZERO_DECIMAL_CURRENCIES, isZeroDecimal, minorDigitsOf } from './minor-digits';

const SPEC_ZERO_DECIMAL = 'mga bif clp pyg djf rwf gnf ugx vnd jpy vuv xaf kmf xof krw xpf'.split(' ');

describe('zero-decimal currencies (SPEC §9)', () => {
  it('lists exactly the sixteen currencies of the spec', () => {
    expect([...ZERO_DECIMAL_CURRENCIES].sort()).toEqual([...SPEC_ZERO_DECIMAL].sort());
  });

  it.each(SPEC_ZERO_DECIMAL.flatMap((code) => [code, code.toUpperCase()]))('%s is zero-decimal', (code) => {
    expect(isZeroDecimal(code)).toBe(true);
    expect(minorDigitsOf(code)).toBe(0);
  });

  it.each(['SGD', 'usd', 'EUR', 'aed', 'IDR', 'myr', 'Gbp'])('%s has two minor digits', (code) => {
    expect(isZeroDecimal(code)).toBe(false);
    expect(minorDigitsOf(code)).toBe(2);
  });
});

describe('minorDigitsOf refuses what it cannot handle', () => {
  it.each(['', 'SG', 'SGDD', 'S1D', '$$$', 's d'])('rejects %j as not a currency code', (code) => {
    expect(() => minorDigitsOf(code)).toThrow(/is not a 3-letter currency code/);
  });

  it.each(['BHD', 'kwd', 'JOD', 'OMR', 'TND', 'IQD', 'LYD'])('rejects three-decimal %s', (code) => {
    expect(() => minorDigitsOf(code)).toThrow(/three minor digits/);
  });
});
