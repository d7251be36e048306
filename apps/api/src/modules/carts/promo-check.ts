import type { Promo } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { forbidden, HttpError, notFound, unauthorized, unprocessable } from '../../http/errors';
import { findPromoByCode, promoView, selectPromoAmounts } from '../promos';
import { cartMessages } from './cart-messages';
import { customerOf, redemptionsOf } from './cart-promo';
import { priceCartIn } from './cart-pricing';
import type { CartRequest } from './cart-session';
import { readCart } from './cart-contents';
import { findCart } from './queries';

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

  const [amounts, { contents }, customerRedemptions, customer] = await Promise.all([
    selectPromoAmounts(db, [promo.id]),
    readCart(db, { rows: [cart] }),
    redemptionsOf(db, request.viewerId, promo.id),
    customerOf(db, request.viewerId),
  ]);
  const priced = priceCartIn(cart, contents, request.market, {
    promo: { row: promo, amounts },
    customerRedemptions,
    customer,
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
