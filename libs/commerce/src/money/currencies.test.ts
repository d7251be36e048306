import { describe, expect, it } from 'vitest';
import {
  COUNTRY_DEFAULT_CURRENCIES,
  CURRENCIES,
  CURRENCY_CODES,
  defaultCurrencyForCountry,
  getCurrency,
} from './currencies';

describe('currency table', () => {
  it.each([
    ['SGD', 'S$', true, 2],
    ['USD', '$', true, 2],
    ['VND', '₫', false, 0],
    ['KRW', '₩', true, 0],
    ['AED', 'AED ', true, 2],
    ['JPY', '¥', true, 0],
    ['EUR', '€', true, 2],
    ['GBP', '£', true, 2],
    ['MYR', 'RM', true, 2],
    ['AUD', 'A$', true, 2],
    ['HKD', 'HK$', true, 2],
    ['THB', '฿', true, 2],
    ['IDR', 'Rp', true, 2],
  ] as const)('%s: symbol %j, is_left %s, %i minor digits', (code, symbol, isLeft, digits) => {
    expect(CURRENCIES[code]).toMatchObject({ code, symbol, is_left: isLeft, minorDigits: digits });
    expect(CURRENCIES[code].name).not.toBe('');
  });

  it('has an entry for every listed code, keyed by its own code', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].code).toBe(code);
  });

  it.each([
    ['sgd', 'SGD'],
    ['Vnd', 'VND'],
    ['USD', 'USD'],
  ])('getCurrency(%j) is case-insensitive', (input, code) => {
    expect(getCurrency(input)?.code).toBe(code);
  });

  it('getCurrency returns null for codes outside the table', () => {
    expect(getCurrency('CHF')).toBeNull();
  });
});

describe('country defaults (SPEC §3)', () => {
  it('maps us to USD and sg to SGD, both symbol-left', () => {
    expect(COUNTRY_DEFAULT_CURRENCIES).toEqual({ us: 'USD', sg: 'SGD' });
    expect(defaultCurrencyForCountry('us')).toMatchObject({ code: 'USD', symbol: '$', is_left: true });
    expect(defaultCurrencyForCountry('SG')).toMatchObject({ code: 'SGD', symbol: 'S$', is_left: true });
  });

  it('has no default for other countries', () => {
    expect(defaultCurrencyForCountry('vn')).toBeNull();
  });
});
