import type { GiftCardBalance, GiftCardOffer } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { StoreCurrency } from '../../http/market';
import { findGiftCardByCode, selectOfferedValues } from './queries';
import { hasExpired } from './redemption';

/** A card is valid this many months from its payment (the offer says so too). */
export const VALID_MONTHS = 12;

/** GET /api/gift-cards/: the face values of the request currency, ascending. */
export async function getGiftCardOffer(db: Database, currency: StoreCurrency): Promise<GiftCardOffer> {
  const values = await selectOfferedValues(db, currency);
  // Every store currency has values (seed); none is a misconfiguration, not the caller's fault.
  if (values.length === 0) throw new Error(`No gift card values are configured for ${currency}`);
  return { currency, values: values.slice(0, 20), valid_months: VALID_MONTHS };
}

/**
 * GET /api/gift-cards/{code}/balance/: after `releaseHolds` gave back the money of unpaid orders
 * whose hold lapsed (the one release path of the orders, passed in by the app). A card past its
 * expiry answers `expired` even while its row still says active. Unknown and not yet paid for are
 * the same 404, so the answer says nothing about codes that were bought.
 */
export async function getGiftCardBalance(
  db: Database,
  code: string,
  now: Date,
  releaseHolds?: (cardId: number) => Promise<number>,
): Promise<GiftCardBalance> {
  let card = await findGiftCardByCode(db, code);
  if (card && card.status !== 'pending' && releaseHolds && (await releaseHolds(card.id)) > 0) {
    card = await findGiftCardByCode(db, code);
  }
  if (!card || card.status === 'pending') throw notFound('No gift card with this code');
  const status: GiftCardBalance['status'] = hasExpired(card, now)
    ? 'expired'
    : card.status === 'redeemed' || card.balance === 0
      ? 'redeemed'
      : 'active';
  return {
    code: card.code,
    status,
    initial_value: card.initialValue,
    balance: card.balance,
    currency: card.currency as GiftCardBalance['currency'],
    expires_at: card.expiresAt ? card.expiresAt.toISOString() : null,
  };
}
