import type {
  AdminOrder,
  AdminOrderSummary,
  AdminPayment,
  OrderRefund,
  OrderTimelineEvent,
} from '@atelier/api/schema';
import type { PaymentRowOfOrder, RefundRow } from './admin-queries';
import { refundStateOf, REFUNDABLE_ORDER, unitsLeft } from './admin-refund-rules';
import { UNPAID_ORDER } from './hold-release';
import { orderView } from './order-view';
import type { OrderLineRow, OrderRow } from './queries';

type Currency = AdminOrder['currency'];

export interface OrderEmailRow {
  kind: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

export function refundView(row: RefundRow): OrderRefund {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    order_id: row.orderId,
    kind: row.kind as OrderRefund['kind'],
    status: row.status as OrderRefund['status'],
    failure_reason: row.failureReason,
    amount: row.amount,
    card_amount: row.cardAmount,
    gift_card_amount: row.giftCardAmount,
    currency,
    reason: row.reason,
    lines: row.lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity, amount: l.amount, currency })),
    staff: row.staffEmail ? { id: row.staffId, email: row.staffEmail } : null,
    created_at: row.createdAt.toISOString(),
  };
}

function paymentView(row: PaymentRowOfOrder): AdminPayment {
  return {
    id: row.id,
    status: row.status as AdminPayment['status'],
    amount: row.amount,
    currency: row.currency as Currency,
    provider: row.provider as AdminPayment['provider'],
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
    refunded_at: row.refundedAt ? row.refundedAt.toISOString() : null,
  };
}

/** What happened to the order, oldest first (ties keep the order of the story). */
function timelineOf(
  order: OrderRow,
  payments: readonly PaymentRowOfOrder[],
  refunds: readonly RefundRow[],
  emails: readonly OrderEmailRow[],
): OrderTimelineEvent[] {
  const currency = order.currency as Currency;
  const events: (OrderTimelineEvent & { rank: number })[] = [];
  const add = (
    kind: OrderTimelineEvent['kind'],
    at: Date,
    detail: string | null,
    amount: number | null,
    rank: number,
  ) => events.push({ kind, at: at.toISOString(), detail, amount, currency, rank });

  add('placed', order.createdAt, null, order.total + order.giftCardAmount, 0);
  for (const p of payments) {
    if (p.status === 'failed') add('payment_failed', p.createdAt, p.failureCode, p.amount, 1);
  }
  if (order.paidAt) {
    const card = payments.find((p) => p.status === 'succeeded' || p.status === 'refunded');
    const how = [card ? `card (${card.provider})` : null, order.giftCardAmount > 0 ? 'gift card' : null]
      .filter(Boolean)
      .join(' + ');
    add('paid', order.paidAt, how || null, order.total + order.giftCardAmount, 2);
  }
  if (order.fulfilledAt) {
    add(
      'fulfilled',
      order.fulfilledAt,
      `${order.carrier ?? ''} ${order.trackingNumber ?? ''}`.trim(),
      null,
      3,
    );
  }
  for (const r of refunds) {
    add('refunded', r.createdAt, r.staffEmail ? `${r.reason} (${r.staffEmail})` : r.reason, r.amount, 4);
  }
  if (order.status === 'cancelled') {
    // A lapsed hold has no cancellation time of its own: its deadline is when it ended.
    add(
      'cancelled',
      order.cancelledAt ?? order.holdExpiresAt,
      order.cancelledAt ? 'by staff' : 'hold lapsed unpaid',
      null,
      5,
    );
  }
  for (const e of emails) add('email', e.sentAt ?? e.createdAt, `${e.kind} (${e.status})`, null, 6);
  // By the second, then in the story's order: an e-mail is stamped with its transaction's start,
  // a moment before the change it announces.
  const second = (at: string) => at.slice(0, 19);
  return events
    .sort((a, b) => second(a.at).localeCompare(second(b.at)) || a.rank - b.rank || a.at.localeCompare(b.at))
    .map(({ rank: _rank, ...event }) => event);
}

/** The contract's `AdminOrder`: the shopper's view plus payments, refunds, actions and timeline. */
export function adminOrderView(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  payments: readonly PaymentRowOfOrder[],
  refunds: readonly RefundRow[],
  emails: readonly OrderEmailRow[],
): AdminOrder {
  const state = refundStateOf(order, refunds);
  const own = lines.filter((l) => l.orderId === order.id);
  const processing = payments.some((p) => p.status === 'processing');
  return {
    order: orderView(order, own),
    currency: order.currency as Currency,
    country: order.country,
    language: order.language,
    note: order.note,
    payments: payments.map(paymentView),
    refunds: refunds.map(refundView),
    timeline: timelineOf(order, payments, refunds, emails),
    paid: state.paid,
    refunded: state.refunded,
    refundable: state.refundable,
    refundable_lines: own
      .filter((l) => l.kind === 'product')
      .map((l) => ({ line_id: l.id, quantity: state.refundable > 0 ? unitsLeft(l, state) : 0 })),
    actions: {
      fulfil: order.status === 'paid',
      cancel:
        order.status === 'paid' ||
        ((UNPAID_ORDER as readonly string[]).includes(order.status) && !processing),
      refund: (REFUNDABLE_ORDER as readonly string[]).includes(order.status) && state.refundable > 0,
    },
  };
}

export function adminOrderSummary(order: OrderRow, refunded: number, items: number): AdminOrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status as AdminOrderSummary['status'],
    email: order.email,
    country: order.country,
    currency: order.currency as Currency,
    total: order.total,
    paid: order.paidAt ? order.total + order.giftCardAmount : 0,
    refunded,
    items,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    fulfilled_at: order.fulfilledAt ? order.fulfilledAt.toISOString() : null,
  };
}
