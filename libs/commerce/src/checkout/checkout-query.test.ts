import { describe, expect, it } from 'vitest';
import { buildCheckoutQuery, parseCheckoutQuery } from './checkout-query';

describe('parseCheckoutQuery', () => {
  it.each([
    ['', { step: 'cart', view: 'checkout-as-guest', substep: null }],
    ['?step=cart', { step: 'cart', view: 'checkout-as-guest', substep: null }],
    ['step=shipping-info', { step: 'shipping-info', view: 'checkout-as-guest', substep: 'delivery-method' }],
    [
      '?step=shipping-info&view=login&substep=delivery-method',
      { step: 'shipping-info', view: 'login', substep: 'delivery-method' },
    ],
    [
      '?step=payment-info&view=register-account&substep=review',
      { step: 'payment-info', view: 'register-account', substep: 'review' },
    ],
    ['?step=payment-info', { step: 'payment-info', view: 'checkout-as-guest', substep: 'payment-method' }],
    ['?view=checkout-as-member', { step: 'cart', view: 'checkout-as-member', substep: null }],
  ])('%j → %j', (search, expected) => {
    expect(parseCheckoutQuery(search)).toEqual(expected);
  });

  describe('unknown values fall back to the defaults', () => {
    it.each([
      ['?step=confirmation', { step: 'cart' }],
      ['?step=Shipping-Info', { step: 'cart' }],
      ['?step=', { step: 'cart' }],
      ['?view=admin', { view: 'checkout-as-guest' }],
      ['?view=LOGIN', { view: 'checkout-as-guest' }],
      ['?step=shipping-info&substep=review', { step: 'shipping-info', substep: 'delivery-method' }],
      ['?step=payment-info&substep=unknown', { step: 'payment-info', substep: 'payment-method' }],
      ['?step=cart&substep=address', { step: 'cart', substep: null }],
    ])('%j → %j', (search, expected) => {
      expect(parseCheckoutQuery(search)).toMatchObject(expected);
    });
  });

  it.each(['', '?view=login', '?view=register-account', '?view=checkout-as-guest', '?view=bogus'])(
    'shows a signed-in visitor the member view (%j)',
    (search) => {
      expect(parseCheckoutQuery(search, { authenticated: true }).view).toBe('checkout-as-member');
    },
  );

  it('accepts URLSearchParams', () => {
    const params = new URLSearchParams({ step: 'payment-info', view: 'login', substep: 'review' });
    expect(parseCheckoutQuery(params)).toEqual({ step: 'payment-info', view: 'login', substep: 'review' });
  });
});

describe('buildCheckoutQuery', () => {
  it.each([
    [{ step: 'cart' }, 'step=cart'],
    [{ step: 'shipping-info', view: 'checkout-as-guest' }, 'step=shipping-info&view=checkout-as-guest'],
    [
      { step: 'shipping-info', view: 'login', substep: 'delivery-method' },
      'step=shipping-info&view=login&substep=delivery-method',
    ],
    [{ step: 'payment-info', view: null, substep: 'review' }, 'step=payment-info&substep=review'],
  ] as const)('%j → %s', (query, search) => {
    expect(buildCheckoutQuery(query)).toBe(search);
  });

  it.each([
    [{ step: 'shipping-info', substep: 'review' }, /"review" is not a sub-step of shipping-info/],
    [{ step: 'cart', substep: 'address' }, /"address" is not a sub-step of cart/],
    [{ step: 'confirm' }, /"confirm" is not a checkout step/],
    [{ step: 'cart', view: 'admin' }, /"admin" is not a checkout view/],
  ])('rejects %j', (query, message) => {
    expect(() => buildCheckoutQuery(query as never)).toThrow(message);
  });

  it.each([
    { step: 'cart', view: 'checkout-as-guest', substep: null },
    { step: 'shipping-info', view: 'register-account', substep: 'delivery-method' },
    { step: 'payment-info', view: 'login', substep: 'payment-method' },
  ] as const)('round-trips %j', (query) => {
    expect(parseCheckoutQuery(buildCheckoutQuery(query))).toEqual(query);
  });
});
