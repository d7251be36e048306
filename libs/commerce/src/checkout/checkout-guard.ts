import type { CheckoutQuery } from './checkout-query';

/** What the shopper has given so far; decides which checkout screens can be shown. */
export interface CheckoutProgress {
  /** E-mail and phone (a guest's) or the member's phone are valid. */
  readonly contact: boolean;
  /** The cart has a delivery method. */
  readonly deliveryMethod: boolean;
  /** The chosen method delivers (not Self Collect), so an address is needed. */
  readonly addressNeeded: boolean;
  /** A valid address is kept. */
  readonly address: boolean;
}

/**
 * The screen to show for `query`: itself when everything before it is done, else the first missing
 * one (same view). A URL can be typed, bookmarked or restored by the back button, so a step that
 * is not reachable yet is never shown half-empty: payment without an address goes back to the
 * address, and the address of a Self Collect order back to the delivery method.
 */
export function reachableCheckoutQuery(query: CheckoutQuery, progress: CheckoutProgress): CheckoutQuery {
  const at = (step: CheckoutQuery['step'], substep: CheckoutQuery['substep']): CheckoutQuery => ({
    step,
    view: query.view,
    substep,
  });
  if (query.step === 'cart') return query;
  if (!progress.contact) return at('cart', null);
  if (query.step === 'shipping-info') {
    if (query.substep === 'address' && (!progress.deliveryMethod || !progress.addressNeeded)) {
      return at('shipping-info', 'delivery-method');
    }
    return query;
  }
  if (!progress.deliveryMethod) return at('shipping-info', 'delivery-method');
  if (progress.addressNeeded && !progress.address) return at('shipping-info', 'address');
  return query;
}
