import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from './logout';

const everything = {
  token: 'access',
  refreshToken: 'refresh',
  login: '{"user":{"id":42}}',
  email: 'gold@atelier.test',
  redeemCode: 'REDEEM1',
  basketId: 'cart-1',
  language: 'en',
  countryHeader: 'sg',
  discountCode: 'WELCOME10',
  currency: 'sgd',
  checkoutStore: '{"step":"cart"}',
  country: 'sg',
  outComeId: 'outcome-1',
  somethingElse: 'x',
};

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(everything)) localStorage.setItem(key, value);
});

describe('logout', () => {
  it("'all' clears all local storage", () => {
    logout('all', localStorage);
    expect(localStorage.length).toBe(0);
  });

  it("'keep' keeps basket, locale, discount code, checkout store and outcome, drops the rest", () => {
    logout('keep', localStorage);
    const left = Object.fromEntries(
      Object.keys(everything).flatMap((key) => {
        const value = localStorage.getItem(key);
        return value === null ? [] : [[key, value]];
      }),
    );
    expect(left).toEqual({
      basketId: 'cart-1',
      language: 'en',
      countryHeader: 'sg',
      discountCode: 'WELCOME10',
      currency: 'sgd',
      checkoutStore: '{"step":"cart"}',
      country: 'sg',
      outComeId: 'outcome-1',
    });
  });
});
