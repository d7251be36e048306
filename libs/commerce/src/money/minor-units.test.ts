import { describe, expect, it } from 'vitest';
import { toMajor, toMajorString, toMinor } from './minor-units';

describe('toMinor', () => {
  it.each([
    ['12.34', 'SGD', 1234],
    ['12.3', 'SGD', 1230],
    ['12', 'sgd', 1200],
    ['0.01', 'USD', 1],
    ['-5.00', 'SGD', -500],
    ['1.500', 'SGD', 150],
    ['19.99', 'USD', 1999],
    ['1250000', 'VND', 1250000],
    ['19000.00', 'VND', 19000],
    ['12000', 'KRW', 12000],
    ['90071992547409.91', 'SGD', 9007199254740991],
  ] as const)('%s %s → %i', (major, code, minor) => {
    expect(toMinor(major, code)).toBe(minor);
  });

  it.each([
    [12.34, 'SGD', 1234],
    [0.07, 'SGD', 7], // 0.07 * 100 is 7.000000000000001 in floats
    [1.15, 'SGD', 115], // 1.15 * 100 is 114.99999999999999 in floats
    [4.35, 'USD', 435], // 4.35 * 100 is 434.99999999999994 in floats
    [19000, 'VND', 19000],
    [-0.5, 'SGD', -50],
  ] as const)('number %s %s → %i without float error', (major, code, minor) => {
    expect(toMinor(major, code)).toBe(minor);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor('-0.00', 'SGD'), 0)).toBe(true);
  });

  it.each([
    ['1.505', 'SGD'],
    ['0.001', 'USD'],
    ['10.5', 'VND'],
    ['1.1', 'JPY'],
  ])('rejects %s %s: more decimals than the currency has', (major, code) => {
    expect(() => toMinor(major, code)).toThrow(/has more than \d decimal place/);
  });

  it('rejects a float sum that is not a 2-decimal value', () => {
    expect(() => toMinor(0.1 + 0.2, 'SGD')).toThrow(/0\.30000000000000004 has more than 2 decimal place/);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s as not finite', (major) => {
    expect(() => toMinor(major, 'SGD')).toThrow(/not a finite number/);
  });

  it.each(['', 'abc', '1e3', '1,000.00', ' 1.00', '$1'])('rejects %j as not a plain decimal', (major) => {
    expect(() => toMinor(major, 'SGD')).toThrow(/not a plain decimal number/);
  });

  it('rejects amounts beyond the safe integer range', () => {
    expect(() => toMinor('90071992547409.92', 'SGD')).toThrow(/outside the safe integer range/);
  });

  it('rejects an invalid currency code', () => {
    expect(() => toMinor('1', 'SGDX')).toThrow(/3-letter currency code/);
  });
});

describe('toMajor', () => {
  it.each([
    [1234, 'SGD', 12.34],
    [7, 'SGD', 0.07],
    [-500, 'USD', -5],
    [1250000, 'VND', 1250000],
    [12000, 'krw', 12000],
    [0, 'SGD', 0],
  ] as const)('%i %s → %s', (minor, code, major) => {
    expect(toMajor(minor, code)).toBe(major);
  });

  it('gives positive zero for negative zero', () => {
    expect(Object.is(toMajor(-0, 'SGD'), 0)).toBe(true);
  });

  it.each([1.5, NaN, 2 ** 53])('rejects %s', (minor) => {
    expect(() => toMajor(minor, 'SGD')).toThrow(/toMajor/);
  });

  it('round-trips with toMinor for every cent up to 1000.00', () => {
    for (let minor = 0; minor <= 100_000; minor += 1) {
      if (toMinor(toMajor(minor, 'SGD'), 'SGD') !== minor) throw new Error(`round trip failed at ${minor}`);
    }
  });
});

describe('toMajorString', () => {
  it.each([
    [1234, 'SGD', '12.34'],
    [5, 'SGD', '0.05'],
    [-5, 'SGD', '-0.05'],
    [100, 'USD', '1.00'],
    [0, 'SGD', '0.00'],
    [1250000, 'VND', '1250000'],
    [-1000, 'VND', '-1000'],
  ] as const)('%i %s → %s', (minor, code, text) => {
    expect(toMajorString(minor, code)).toBe(text);
  });
});
