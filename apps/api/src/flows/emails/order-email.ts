import { isLanguage } from '@atelier/commerce/validation';
import { FALLBACK_LANGUAGE } from '@atelier/commerce/enums';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { giftCards } from '../../db/schema';
import { findOrder, orderView, selectLinesOfOrders } from '../../modules/orders';
import {
  queueEmail,
  orderPageUrl,
  renderOrderConfirmation,
  storeLinks,
  type StoreLinks,
} from '../../modules/mail';

export const ORDER_CONFIRMATION = 'order_confirmation';

/**
 * Queues the order confirmation e-mail inside the caller's transaction (the one that marks the
 * order paid), so it exists exactly when the payment does and rolls back with it. Once per order:
 * a second call (webhook and verify both seeing the payment) changes nothing. Written in the
 * order's language and currency, with a link to the order page (and, for gift cards bought, who
 * gets them on which day); the mail dispatcher sends it.
 */
export async function queueOrderEmail(
  tx: Database,
  orderId: string,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const order = await findOrder(tx, orderId);
  if (!order) throw new Error(`Cannot queue the e-mail of order ${orderId}: no such order`);
  const language = isLanguage(order.language) ? order.language : FALLBACK_LANGUAGE;
  const view = orderView(order, await selectLinesOfOrders(tx, [order.id]));
  const url = orderPageUrl(links, order.country ?? 'sg', language, order.id);
  // Cards the order bought: the buyer reads who gets them and when, never their codes.
  const cards = await tx
    .select({
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      deliverOn: giftCards.deliverOn,
    })
    .from(giftCards)
    .where(eq(giftCards.orderId, order.id))
    .orderBy(asc(giftCards.id));
  const email = renderOrderConfirmation(
    view,
    language,
    url,
    cards.map((c) => ({ ...c, deliverOn: c.deliverOn ?? order.createdAt.toISOString().slice(0, 10) })),
  );
  await queueEmail(
    tx,
    {
      kind: ORDER_CONFIRMATION,
      recipient: order.email,
      reference: order.id,
    },
    email,
  );
}
