import { describe, expect, it } from 'vitest';
import { toStripeAmount } from './stripe-amount';

describe("Stripe amounts (smallest currency unit, Stripe's zero-decimal rule)", () => {
  it('passes zero-decimal currencies as whole units: VND 1,250,000 is 1250000', () => {
    expect(toStripeAmount(1_250_000, 'VND')).toEqual({ amount: 1_250_000, currency: 'vnd' });
    expect(toStripeAmount(55_000, 'KRW')).toEqual({ amount: 55_000, currency: 'krw' });
  });

  it('passes two-decimal currencies in cents: SGD 12.80 is 1280', () => {
    expect(toStripeAmount(1280, 'SGD')).toEqual({ amount: 1280, currency: 'sgd' });
    expect(toStripeAmount(4999, 'usd')).toEqual({ amount: 4999, currency: 'usd' });
  });

  it('refuses what Stripe would misread or refuse', () => {
    expect(() => toStripeAmount(12.8, 'SGD')).toThrow(RangeError);
    expect(() => toStripeAmount(0, 'SGD')).toThrow(RangeError);
    expect(() => toStripeAmount(-100, 'VND')).toThrow(RangeError);
    expect(() => toStripeAmount(2 ** 53, 'VND')).toThrow(RangeError);
    expect(() => toStripeAmount(1000, 'KWD')).toThrow(/three minor digits/);
    expect(() => toStripeAmount(1000, 'dollars')).toThrow(RangeError);
  });
});
