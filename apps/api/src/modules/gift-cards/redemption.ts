import type { Language } from '@atelier/commerce/enums';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import type { HttpError } from '../../http/errors';
import { unprocessable } from '../carts/cart-promo';
import { giftCardTexts, type RedemptionRefusal } from './gift-card-messages';
import { findGiftCardByCode, lockLapsedHolds, returnBalance, takeBalance, type GiftCardRow } from './queries';

const FIELD = 'body.gift_card_code';

function refused(reason: RedemptionRefusal, language: Language): HttpError {
  return unprocessable(FIELD, reason, giftCardTexts(language).refusal[reason]);
}

/**
 * Gives back the money of the card's unpaid orders whose 30-minute hold has lapsed: each such
 * order is cancelled (it can no longer be paid: 409) and its amount returned to the card, in the
 * caller's transaction. Lazy (run before every redemption of the card and every balance check)
 * and idempotent: an order is cancelled once, so its amount comes back once.
 */
export async function releaseLapsedHolds(tx: Database, cardId: number): Promise<number> {
  const lapsed = await lockLapsedHolds(tx, cardId);
  if (lapsed.length === 0) return 0;
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(
      and(
        inArray(
          orders.id,
          lapsed.map((o) => o.id),
        ),
        inArray(orders.status, ['pending_payment', 'payment_failed']),
      ),
    )
    .returning({ amount: orders.giftCardAmount });
  const amount = cancelled.reduce((sum, o) => sum + o.amount, 0);
  if (amount > 0) await returnBalance(tx, cardId, amount);
  return amount;
}

export interface Redemption {
  cardId: number;
  amount: number;
}

/** True when the card's time has run out, whatever its row still says. */
export function hasExpired(card: GiftCardRow, now: Date): boolean {
  return card.status === 'expired' || (card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime());
}

/**
 * Gives back the lapsed holds on a card before an order tries to use it, in its own short
 * transaction (outside the order's, which then locks only the card's row).
 */
export async function releaseHoldsBeforeRedeeming(db: Database, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const card = await findGiftCardByCode(tx, code);
    if (card && card.status !== 'pending') await releaseLapsedHolds(tx, card.id);
  });
}

/**
 * Pays up to `due` of an order with a gift card, in the order's creating transaction: min(balance,
 * due) is taken with one conditional UPDATE (`balance >= amount`), so two orders can never spend
 * the same money. When the shopper was shown an amount (`expected`), any other amount is refused
 * (422 `balance_changed`) rather than silently paying less by gift card and more by card than
 * agreed: of two orders each counting on 80% of a card, exactly one succeeds, however they
 * interleave. 422 naming body.gift_card_code when the card is unknown (or not paid for yet),
 * expired, spent, or in another currency than the order; gift cards cannot buy gift cards.
 */
export async function redeemGiftCard(
  tx: Database,
  input: {
    code: string;
    /** The amount the shopper was shown (CreateOrderRequest.expected_gift_card_amount). */
    expected?: number | undefined;
    currency: string;
    due: number;
    now: Date;
    language: Language;
    buysGiftCards: boolean;
  },
): Promise<Redemption | null> {
  const { language } = input;
  if (input.buysGiftCards) throw refused('gift_card_purchase', language);
  const card = await findGiftCardByCode(tx, input.code);
  if (!card || card.status === 'pending') throw refused('unknown', language);
  if (hasExpired(card, input.now)) throw refused('expired', language);
  if (card.status === 'redeemed' || card.balance === 0) throw refused('spent', language);
  if (card.currency !== input.currency) throw refused('currency', language);
  const amount = Math.min(card.balance, input.due);
  if (input.expected !== undefined && input.expected !== amount) throw refused('balance_changed', language);
  if (amount === 0) return null;
  if (!(await takeBalance(tx, card.id, amount))) throw refused('balance_changed', language);
  return { cardId: card.id, amount };
}
