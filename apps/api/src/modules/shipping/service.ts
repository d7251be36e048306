import type { ShippingRule } from '@atelier/api/schema';
import { shippingMethodName, type Language, type ShippingMethodCode } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { loadRates, localize } from '../pricing';
import { selectRulesOfCountry } from './queries';
import { shippingTermsIn } from './shipping-terms';

/**
 * The shipping methods of the shopper's country, priced in the requested currency, cheapest
 * first (the shop's order breaks ties). A country without rules has none (an empty list).
 */
export async function listShippingRules(
  db: Database,
  market: { country: string; currency: string; language: Language },
): Promise<ShippingRule[]> {
  const [rows, rates] = await Promise.all([selectRulesOfCountry(db, market.country), loadRates(db)]);
  const priced = rows.flatMap((row) => {
    const terms = shippingTermsIn(row, market.currency, rates);
    return terms ? [{ row, terms }] : [];
  });
  priced.sort((a, b) => a.terms.price - b.terms.price || a.row.sortOrder - b.row.sortOrder);
  return priced.map(({ row, terms }) => ({
    id: row.id,
    method: shippingMethodName(row.method as ShippingMethodCode),
    name: localize(row.name, market.language),
    description: localize(row.description, market.language),
    country: row.country,
    price: terms.price,
    free_over: terms.freeOver,
    currency: market.currency as ShippingRule['currency'],
    min_days: row.minDays,
    max_days: row.maxDays,
  }));
}
