import { FALLBACK_LANGUAGE } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';
import { isLanguage } from '@atelier/commerce/validation';
import type { Database } from '../../db/database';
import {
  ORDER_REFUND_EMAIL,
  ORDER_SHIPPED_EMAIL,
  orderPageUrl,
  queueEmail,
  renderOrderRefundEmail,
  renderOrderShippedEmail,
  storeLinks,
  type StoreLinks,
} from '../../modules/mail';
import type { OrderRow, RefundRow } from '../../modules/orders';

function languageOf(order: OrderRow) {
  return isLanguage(order.language) ? order.language : FALLBACK_LANGUAGE;
}

function orderUrl(order: OrderRow, links: StoreLinks): string {
  return orderPageUrl(links, order.country ?? 'sg', languageOf(order), order.id);
}

/** "On its way", queued in the fulfilment's transaction (once per order). */
export async function queueShippedEmail(
  tx: Database,
  order: OrderRow,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderOrderShippedEmail(
    { number: order.number, ...shipment, orderUrl: orderUrl(order, links) },
    languageOf(order),
  );
  await queueEmail(tx, { kind: ORDER_SHIPPED_EMAIL, recipient: order.email, reference: order.id }, email);
}

/** The refund's e-mail, queued in the refund's transaction (one per refund: its id is the reference). */
export async function queueRefundEmail(
  tx: Database,
  order: OrderRow,
  refund: RefundRow,
  cancelled: boolean,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const display = getCurrency(order.currency);
  const money = (amount: number) => (display ? formatMoney(amount, display) : `${amount} ${order.currency}`);
  const email = renderOrderRefundEmail(
    {
      number: order.number,
      amount: money(refund.amount),
      cardAmount: refund.cardAmount > 0 ? money(refund.cardAmount) : null,
      giftCardAmount: refund.giftCardAmount > 0 ? money(refund.giftCardAmount) : null,
      cancelled,
      orderUrl: orderUrl(order, links),
    },
    languageOf(order),
  );
  await queueEmail(tx, { kind: ORDER_REFUND_EMAIL, recipient: order.email, reference: refund.id }, email);
}
