import { buildCheckoutQuery, type CheckoutQuery } from '@atelier/commerce/checkout';
import { pathIn, type RouteLocale } from '../../app/locale/route-locale';

/** The checkout URL of a screen: the URL is the checkout's state (back button, reload, sharing). */
export function checkoutHref(locale: RouteLocale, query: CheckoutQuery): string {
  return `${pathIn(locale, 'checkout')}?${buildCheckoutQuery(query)}`;
}

export function sameScreen(a: CheckoutQuery, b: CheckoutQuery): boolean {
  return a.step === b.step && a.view === b.view && a.substep === b.substep;
}
