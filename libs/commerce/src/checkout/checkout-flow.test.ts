import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEPS,
  CHECKOUT_SUBSTEPS,
  CHECKOUT_VIEWS,
  nextStep,
  previousStep,
  stepIndex,
} from './checkout-flow';

describe('checkout steps (SPEC §4: cart, then shipping info, then payment info)', () => {
  it('are in order', () => {
    expect(CHECKOUT_STEPS).toEqual(['cart', 'shipping-info', 'payment-info']);
  });

  it.each([
    ['cart', 0, 'shipping-info', null],
    ['shipping-info', 1, 'payment-info', 'cart'],
    ['payment-info', 2, null, 'shipping-info'],
  ] as const)('%s: index %i, next %s, previous %s', (step, index, next, previous) => {
    expect(stepIndex(step)).toBe(index);
    expect(nextStep(step)).toBe(next);
    expect(previousStep(step)).toBe(previous);
  });
});

describe('checkout views (SPEC §2)', () => {
  it('are the four of the spec', () => {
    expect(CHECKOUT_VIEWS).toEqual(['checkout-as-guest', 'checkout-as-member', 'login', 'register-account']);
  });
});

describe('sub-steps', () => {
  it('belong to shipping and payment only', () => {
    expect(CHECKOUT_SUBSTEPS).toEqual({
      cart: [],
      'shipping-info': ['delivery-method', 'address'],
      'payment-info': ['payment-method', 'review'],
    });
  });
});
