import type { PromoRule } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { promoRuleView } from './promo-view';
import { selectPromoRuleAmounts, selectPromoRulesForTypes } from './queries';

/** The automatic price rules of a product type (the builder shows them). */
export async function listPromoRules(
  db: Database,
  type: string,
  market: { currency: string; language: Language },
): Promise<PromoRule[]> {
  const rows = await selectPromoRulesForTypes(db, [type]);
  const amounts = await selectPromoRuleAmounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const view = promoRuleView(row, amounts, market.currency, market.language);
    return view ? [view] : [];
  });
}
