import type { Promo, PromoRule } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { cartMessages } from '../carts/cart-messages';
import { redemptionsOf, unprocessable } from '../carts/cart-promo';
import { priceCartIn } from '../carts/cart-pricing';
import type { CartRequest } from '../carts/cart-session';
import { findCart, loadCartContents } from '../carts/queries';
import { promoRuleView, promoView } from './promo-view';
import {
  findPromoByCode,
  selectPromoAmounts,
  selectPromoRuleAmounts,
  selectPromoRulesForTypes,
} from './queries';

/**
 * Checks a code against a cart without changing anything: the cart is priced in the request's
 * market, the code evaluated as if it were being applied now (a code the cart already holds does
 * not count its own use against the limit).
 */
export async function checkPromo(
  db: Database,
  query: { code: string; cart: string },
  request: CartRequest,
): Promise<Promo> {
  const messages = cartMessages(request.language);
  const cart = await findCart(db, query.cart);
  if (!cart || cart.status !== 'open') {
    throw new HttpError(404, 'Cart not found', { errors: [{ field: 'query.cart', reason: 'not found' }] });
  }
  if (cart.userId !== null) {
    if (request.viewerId === null) throw unauthorized();
    if (request.viewerId !== cart.userId) throw forbidden();
  }
  const promo = await findPromoByCode(db, query.code);
  if (!promo)
    throw new HttpError(404, messages.unknownCode(), {
      errors: [{ field: 'query.code', reason: 'unknown' }],
    });

  const [amounts, contents, customerRedemptions] = await Promise.all([
    selectPromoAmounts(db, [promo.id]),
    loadCartContents(db, [cart]),
    redemptionsOf(db, request.viewerId, promo.id),
  ]);
  const priced = priceCartIn(cart, contents, request.market, {
    promo: { row: promo, amounts },
    customerRedemptions,
  });
  const evaluation = priced.pricing.promo;
  if (!evaluation || !priced.promoTerms) throw notFound();
  if (!evaluation.applies) {
    throw unprocessable(
      'query.code',
      evaluation.reason,
      messages.refusal(evaluation, request.market.currency),
    );
  }
  return promoView(promo, priced.promoTerms, evaluation.discount, request.market.currency, request.language);
}

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
