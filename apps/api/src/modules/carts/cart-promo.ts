import { runAll } from '../../db/run-all';
import type { Database } from '../../db/database';
import { unprocessable } from '../../http/errors';
import {
  findPromoByCode,
  returnPromoUse,
  selectPromoAmounts,
  takePromoUse,
  countRedemptions,
} from '../promos';
import { findUserById } from '../users';
import { cartMessages } from './cart-messages';
import { priceCartIn, type PricingOptions } from './cart-pricing';
import type { CartRequest, CartState } from './cart-session';
import { readCart } from './cart-contents';

/** A member's redemptions of a code so far (per-customer limits); null for guests. */
export async function redemptionsOf(
  db: Database,
  viewerId: number | null,
  promoId: number,
): Promise<number | null> {
  if (viewerId === null) return null;
  const user = await findUserById(db, viewerId);
  return user ? countRedemptions(db, promoId, user.email, user.id) : null;
}

/** Who uses a code, for tier codes: a guest, or the member with their tier (none: null). */
export async function customerOf(
  db: Database,
  viewerId: number | null,
): Promise<NonNullable<PricingOptions['customer']>> {
  const user = viewerId === null ? undefined : await findUserById(db, viewerId);
  return user ? { kind: 'member', tier: user.membershipTier } : { kind: 'guest' };
}

/**
 * Gives one use back and takes another in ascending promo id order: two carts swapping codes in
 * opposite directions then lock the two promo rows in the same order and cannot deadlock.
 */
async function swapPromoUses(tx: Database, give: number | null, take: number | null): Promise<boolean> {
  const ids = [give, take].filter((id): id is number => id !== null).sort((a, b) => a - b);
  for (const id of ids) {
    if (id === take) {
      if (!(await takePromoUse(tx, id))) return false;
    } else {
      await returnPromoUse(tx, id);
    }
  }
  return true;
}

/**
 * Puts a code on the cart. It must apply to the cart as it is now; then one of its uses is taken
 * with a conditional UPDATE (the limit holds under any concurrency) and the previous code's use is
 * given back. The code already on the cart is a no-op.
 */
export async function putPromoOnCart(tx: Database, state: CartState, code: string, request: CartRequest) {
  const messages = cartMessages(request.language);
  const field = 'body.promo_code';
  const promo = await findPromoByCode(tx, code);
  if (!promo) throw unprocessable(field, 'unknown', messages.unknownCode());
  if (state.cart.promoId === promo.id) return;

  const [amounts, { contents }, customerRedemptions, customer] = await runAll(tx, [
    () => selectPromoAmounts(tx, [promo.id]),
    () => readCart(tx, { rows: [state.cart] }),
    () => redemptionsOf(tx, request.viewerId, promo.id),
    () => customerOf(tx, request.viewerId),
  ]);
  const priced = priceCartIn(state.cart, contents, request.market, {
    promo: { row: promo, amounts },
    customerRedemptions,
    customer,
  });
  const evaluation = priced.pricing.promo;
  if (evaluation && !evaluation.applies) {
    throw unprocessable(field, evaluation.reason, messages.refusal(evaluation, request.market.currency));
  }
  if (!(await swapPromoUses(tx, state.cart.promoId, promo.id))) {
    throw unprocessable(
      field,
      'usage_limit',
      messages.refusal({ reason: 'usage_limit' }, request.market.currency),
    );
  }
  state.cart.promoId = promo.id;
}

/** Takes the code off the cart and gives its use back. */
export async function takePromoOffCart(tx: Database, state: CartState): Promise<void> {
  if (state.cart.promoId === null) return;
  await returnPromoUse(tx, state.cart.promoId);
  state.cart.promoId = null;
}
