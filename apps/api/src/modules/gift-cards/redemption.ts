import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import type { HttpError } from '../../http/errors';
import { unprocessable } from '../../http/errors';
import { giftCardTexts, type RedemptionRefusal } from './gift-card-messages';
import { findGiftCardByCode, takeBalance, type GiftCardRow } from './queries';

const FIELD = 'body.gift_card_code';

function refused(reason: RedemptionRefusal, language: Language): HttpError {
  return unprocessable(FIELD, reason, giftCardTexts(language).refusal[reason]);
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
