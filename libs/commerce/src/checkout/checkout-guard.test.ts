import { describe, expect, it } from 'vitest';
import { reachableCheckoutQuery, type CheckoutProgress } from './checkout-guard';
import { parseCheckoutQuery } from './checkout-query';

const none: CheckoutProgress = { contact: false, deliveryMethod: false, addressNeeded: true, address: false };
const all: CheckoutProgress = { contact: true, deliveryMethod: true, addressNeeded: true, address: true };

const go = (search: string, progress: CheckoutProgress) =>
  reachableCheckoutQuery(parseCheckoutQuery(search), progress);

describe('reachableCheckoutQuery', () => {
  it('always shows the cart step', () => {
    expect(go('?step=cart&view=login', none)).toEqual({ step: 'cart', view: 'login', substep: null });
  });

  it('sends a shopper without contact details back to the cart step, keeping the view', () => {
    expect(go('?step=payment-info&view=checkout-as-guest', none)).toEqual({
      step: 'cart',
      view: 'checkout-as-guest',
      substep: null,
    });
    expect(go('?step=shipping-info', none).step).toBe('cart');
  });

  it('sends payment without a delivery method to the delivery method', () => {
    expect(go('?step=payment-info', { ...none, contact: true })).toMatchObject({
      step: 'shipping-info',
      substep: 'delivery-method',
    });
  });

  it('sends payment without an address to the address', () => {
    expect(go('?step=payment-info', { ...all, address: false })).toMatchObject({
      step: 'shipping-info',
      substep: 'address',
    });
  });

  it('needs no address for Self Collect, and shows no address form for it', () => {
    const selfCollect = { ...all, addressNeeded: false, address: false };
    expect(go('?step=payment-info&substep=review', selfCollect)).toMatchObject({
      step: 'payment-info',
      substep: 'review',
    });
    expect(go('?step=shipping-info&substep=address', selfCollect)).toMatchObject({
      substep: 'delivery-method',
    });
  });

  it('asks for the method before the address', () => {
    expect(go('?step=shipping-info&substep=address', { ...all, deliveryMethod: false })).toMatchObject({
      substep: 'delivery-method',
    });
  });

  it('shows a reachable screen as asked', () => {
    expect(go('?step=payment-info&view=checkout-as-member&substep=payment-method', all)).toEqual({
      step: 'payment-info',
      view: 'checkout-as-member',
      substep: 'payment-method',
    });
  });
});
