import type { Database } from '../../db/database';
import { queueGiftCardEmail } from '../emails/gift-card-email';
import { activateCardsOfOrder } from '../../modules/gift-cards';

/**
 * Issues the gift cards an order bought, in the transaction that marks it paid: each becomes
 * active (valid 12 months from `paidAt`) and its e-mail to the recipient is queued for the start
 * of the chosen day in the shop's time zone. Cards already active are left alone, so a second
 * settlement of the order issues nothing twice.
 */
export async function activateGiftCards(tx: Database, orderId: string, paidAt: Date): Promise<void> {
  for (const card of await activateCardsOfOrder(tx, orderId, paidAt)) {
    await queueGiftCardEmail(tx, card.id);
  }
}
