import { describe, expect, it } from 'vitest';
import { convertFromSgd, toSgd, toSgdMinor } from './sgd-conversion';

describe('toSgdMinor / toSgd: divide by the rate, 2 decimals (SPEC §9)', () => {
  it.each([
    [1900000, 'VND', '19000', 10000, 100],
    [19000, 'vnd', 19000, 100, 1],
    [1999, 'USD', '0.74', 2701, 27.01], // 27.0135...
    [1999, 'USD', '0.7412', 2697, 26.97], // 26.9697...
    [100, 'USD', 0.8, 125, 1.25],
    [12000, 'KRW', '1000', 1200, 12],
    [100, 'JPY', '110', 91, 0.91], // 0.90909...
    [-1999, 'USD', '0.74', -2701, -27.01],
    [0, 'USD', '0.74', 0, 0],
  ] as const)('%i %s at %j → %i cents (%s SGD)', (minor, code, rate, sgdMinor, sgd) => {
    expect(toSgdMinor(minor, code, rate)).toBe(sgdMinor);
    expect(toSgd(minor, code, rate)).toBe(sgd);
  });

  describe('rounding: half away from zero, exact', () => {
    it.each([
      [5, 'USD', '2', 3], // 2.5 cents → 3 (banker's rounding would give 2)
      [-5, 'USD', '2', -3],
      [1, 'USD', '2', 1], // 0.5 → 1
      [3, 'USD', '2', 2], // 1.5 → 2
      [2, 'USD', '0.8', 3], // 2.5 → 3, where (0.02 / 0.8).toFixed(2) gives 0.02
      [116, 'USD', '0.32', 363], // 362.5 → 363, where Math.round(1.16 / 0.32 * 100) gives 362
      [1, 'VND', '19000', 0], // 0.0000526 SGD
    ] as const)('%i %s at %s → %i cents', (minor, code, rate, sgdMinor) => {
      expect(toSgdMinor(minor, code, rate)).toBe(sgdMinor);
    });
  });

  describe('SGD passes through unchanged', () => {
    it.each([
      ['SGD', '0.74'],
      ['sgd', null],
      ['Sgd', undefined],
      ['SGD', '1'],
    ] as const)('%s with rate %j', (code, rate) => {
      expect(toSgdMinor(1999, code, rate)).toBe(1999);
      expect(toSgd(1999, code, rate)).toBe(19.99);
    });
  });

  it.each([null, undefined])('requires a rate for other currencies (%j)', (rate) => {
    expect(() => toSgdMinor(100, 'USD', rate)).toThrow(/exchange rate is required to convert USD to SGD/);
  });

  it.each(['0', '-0.74', 'abc', 0])('rejects the rate %j', (rate) => {
    expect(() => toSgdMinor(100, 'USD', rate)).toThrow(/rate/);
  });

  it.each([1.5, NaN])('rejects the amount %s', (minor) => {
    expect(() => toSgdMinor(minor, 'USD', '0.74')).toThrow(/toSgdMinor/);
  });
});

describe('convertFromSgd: multiply by the rate, round to the target unit', () => {
  it.each([
    [10000, 'VND', '19000', 1900000],
    [1, 'VND', '19000', 190],
    [1999, 'USD', '0.7412', 1482], // 1481.6588
    [1999, 'USD', '0.74', 1479], // 1479.26
    [100, 'KRW', '1012.34', 1012], // 1012.34 → whole won
    [100, 'JPY', '110.5', 111], // 110.5 → 111
    [1, 'VND', '150', 2], // 1.5 → 2
    [-1, 'VND', '150', -2],
    [50, 'USD', '1.15', 58], // 57.5 → 58, where Math.round(50 * 1.15) gives 57
    [90, 'USD', '0.35', 32], // 31.5 → 32, where Math.round(90 * 0.35) gives 31
    [0, 'USD', '0.74', 0],
  ] as const)('%i SGD cents → %s at %s = %i', (sgdMinor, code, rate, minor) => {
    expect(convertFromSgd(sgdMinor, code, rate)).toBe(minor);
  });

  it('keeps zero-decimal targets in whole units', () => {
    for (let sgdMinor = 0; sgdMinor < 500; sgdMinor += 7) {
      expect(Number.isInteger(convertFromSgd(sgdMinor, 'VND', '18999.5'))).toBe(true);
    }
  });

  it('passes SGD through without a rate', () => {
    expect(convertFromSgd(1999, 'SGD', null)).toBe(1999);
  });

  it('requires a valid rate for other currencies', () => {
    expect(() => convertFromSgd(100, 'VND', undefined)).toThrow(
      /exchange rate is required to convert SGD to VND/,
    );
    expect(() => convertFromSgd(100, 'VND', '-1')).toThrow(/must be greater than 0/);
  });

  it('refuses results beyond the safe integer range', () => {
    expect(() => convertFromSgd(Number.MAX_SAFE_INTEGER, 'VND', '19000')).toThrow(
      /outside the safe integer range/,
    );
  });

  it('round-trips SGD → USD → SGD within one cent', () => {
    for (let sgdMinor = 0; sgdMinor < 20000; sgdMinor += 13) {
      const back = toSgdMinor(convertFromSgd(sgdMinor, 'USD', '0.7412'), 'USD', '0.7412');
      expect(Math.abs(back - sgdMinor)).toBeLessThanOrEqual(1);
    }
  });
});
