import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

let loading: { url: string; script: Promise<NonNullable<Window['Stripe']>> } | null = null;

/**
 * Stripe.js from `url` (Stripe's own address, or the journeys' stand-in), added to the page once
 * and only when a payment form asks for it: Stripe requires the script from its host (never
 * bundled), and the shop loads it on payment pages only. `@stripe/stripe-js`'s own `loadStripe`
 * always uses js.stripe.com, so this small loader takes the configured URL instead. A failed load
 * is forgotten, so a later try adds the script again.
 */
export function loadStripe(
  url: string,
  publishableKey: string,
  options: StripeConstructorOptions,
): Promise<Stripe> {
  if (!loading || loading.url !== url) {
    const script = new Promise<NonNullable<Window['Stripe']>>((resolve, reject) => {
      if (window.Stripe) return resolve(window.Stripe);
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      element.addEventListener('load', () =>
        window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')),
      );
      element.addEventListener('error', () => {
        element.remove();
        loading = null;
        reject(new Error('Stripe.js could not be loaded'));
      });
      document.head.append(element);
    });
    loading = { url, script };
  }
  return loading.script.then((create) => create(publishableKey, options));
}
