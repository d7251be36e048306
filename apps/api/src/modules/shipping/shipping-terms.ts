import type { ShippingTerms } from '@atelier/commerce/cart';
import { convertMinor, type Rates } from '../pricing';
import type { ShippingRuleRow } from './queries';

/**
 * A rule's fee and free-over threshold in `currency`. Rules are priced in their country's
 * currency; a shopper who picked another currency sees both converted through SGD at the stored
 * rates (commerce/exchange rounding). Null when a rate is missing.
 */
export function shippingTermsIn(rule: ShippingRuleRow, currency: string, rates: Rates): ShippingTerms | null {
  const price = convertMinor(rule.price, rule.currency, currency, rates);
  if (price === null) return null;
  const freeOver =
    rule.freeOver === null ? null : convertMinor(rule.freeOver, rule.currency, currency, rates);
  if (rule.freeOver !== null && freeOver === null) return null;
  return { price, freeOver };
}
