import type { RefundOrderRequest } from '@atelier/api/schema';
import type { RefundLineRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { RefundRow } from './admin-queries';
import type { OrderLineRow, OrderRow } from './queries';

/** Orders that may be refunded (money came in and has not all gone back). */
export const REFUNDABLE_ORDER = ['paid', 'fulfilled'] as const;

/** What an order was paid and what has gone back, per part (card, gift card), in minor units. */
export interface RefundState {
  cardPaid: number;
  giftCardPaid: number;
  cardRefunded: number;
  giftCardRefunded: number;
  paid: number;
  refunded: number;
  /** What may still be refunded: paid - refunded while the order is paid or fulfilled, else 0. */
  refundable: number;
  /** Units refunded so far per order line id. */
  refundedUnits: Map<number, number>;
}

export function refundStateOf(order: OrderRow, refunds: readonly RefundRow[]): RefundState {
  // A paid order's card payment is its `total`; the gift card paid `gift_card_amount`.
  const cardPaid = order.paidAt ? order.total : 0;
  const giftCardPaid = order.paidAt ? order.giftCardAmount : 0;
  let cardRefunded = 0;
  let giftCardRefunded = 0;
  const refundedUnits = new Map<number, number>();
  for (const refund of refunds) {
    // A refund the provider failed returned nothing and may be made again; a pending one is
    // money on its way, so it counts (it can never be paid back twice).
    if (refund.status === 'failed' || refund.status === 'canceled') continue;
    cardRefunded += refund.cardAmount;
    giftCardRefunded += refund.giftCardAmount;
    for (const line of refund.lines) {
      refundedUnits.set(line.line_id, (refundedUnits.get(line.line_id) ?? 0) + line.quantity);
    }
  }
  const paid = cardPaid + giftCardPaid;
  const refunded = cardRefunded + giftCardRefunded;
  const open = (REFUNDABLE_ORDER as readonly string[]).includes(order.status);
  return {
    cardPaid,
    giftCardPaid,
    cardRefunded,
    giftCardRefunded,
    paid,
    refunded,
    refundable: open ? Math.max(0, paid - refunded) : 0,
    refundedUnits,
  };
}

/**
 * What `quantity` units of a line are worth: unit price × quantity less the line's share of the
 * promo discount, rounded down (BigInt: a VND line times a VND subtotal passes 2^53).
 */
export function lineRefundAmount(order: OrderRow, line: OrderLineRow, quantity: number): number {
  if (order.subtotal <= 0) return 0;
  const gross = BigInt(line.price) * BigInt(quantity);
  return Number((gross * BigInt(order.subtotal - order.discount)) / BigInt(order.subtotal));
}

/** Units of a line that may still be refunded. */
export function unitsLeft(line: OrderLineRow, state: RefundState): number {
  return Math.max(0, line.quantity - (state.refundedUnits.get(line.id) ?? 0));
}

export interface RefundPlan {
  kind: 'full' | 'amount' | 'lines';
  amount: number;
  cardAmount: number;
  giftCardAmount: number;
  lines: RefundLineRow[];
  /** Units going back to stock (lines refunded by quantity). */
  units: { variantId: number; quantity: number }[];
}

/** The card first, then the gift card that paid part of the order. */
export function splitRefund(
  amount: number,
  state: RefundState,
): { cardAmount: number; giftCardAmount: number } {
  const cardAmount = Math.min(amount, Math.max(0, state.cardPaid - state.cardRefunded));
  return { cardAmount, giftCardAmount: amount - cardAmount };
}

/**
 * Checks a refund request against the order (locked by the caller) and works out its money and
 * units; every refusal is a 400 naming the field and saying what is left.
 */
export function planRefund(
  request: RefundOrderRequest,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  state: RefundState,
): RefundPlan {
  const left = state.refundable;
  if (request.kind !== 'amount' && request.amount !== undefined) {
    throw badRequest([{ field: 'body.amount', reason: 'only with kind amount' }]);
  }
  if (request.kind !== 'lines' && request.lines !== undefined) {
    throw badRequest([{ field: 'body.lines', reason: 'only with kind lines' }]);
  }
  if (left <= 0) throw badRequest([{ field: 'body.kind', reason: 'nothing is left to refund' }]);

  if (request.kind === 'full') {
    return { kind: 'full', amount: left, ...splitRefund(left, state), lines: [], units: [] };
  }
  if (request.kind === 'amount') {
    if (request.amount === undefined) {
      throw badRequest([{ field: 'body.amount', reason: 'required with kind amount' }]);
    }
    if (request.amount > left) {
      throw badRequest([
        { field: 'body.amount', reason: `more than is left to refund (${left} in minor units)` },
      ]);
    }
    return {
      kind: 'amount',
      amount: request.amount,
      ...splitRefund(request.amount, state),
      lines: [],
      units: [],
    };
  }

  if (!request.lines) throw badRequest([{ field: 'body.lines', reason: 'required with kind lines' }]);
  const seen = new Set<number>();
  const planned: RefundLineRow[] = [];
  const units: RefundPlan['units'] = [];
  request.lines.forEach((wanted, i) => {
    const where = `body.lines[${i}]`;
    const line = lines.find((l) => l.id === wanted.line_id && l.orderId === order.id);
    if (!line) throw badRequest([{ field: `${where}.line_id`, reason: 'not a line of this order' }]);
    if (seen.has(line.id)) throw badRequest([{ field: `${where}.line_id`, reason: 'listed twice' }]);
    seen.add(line.id);
    if (line.kind !== 'product') {
      throw badRequest([{ field: `${where}.line_id`, reason: 'only product lines are refunded by line' }]);
    }
    const available = unitsLeft(line, state);
    if (wanted.quantity > available) {
      throw badRequest([
        { field: `${where}.quantity`, reason: `only ${available} of this line left to refund` },
      ]);
    }
    planned.push({
      line_id: line.id,
      quantity: wanted.quantity,
      amount: lineRefundAmount(order, line, wanted.quantity),
    });
    if (line.variantId !== null) units.push({ variantId: line.variantId, quantity: wanted.quantity });
  });
  const amount = planned.reduce((sum, l) => sum + l.amount, 0);
  if (amount > left) {
    throw badRequest([
      {
        field: 'body.lines',
        reason: `worth ${amount}, more than is left to refund (${left} in minor units)`,
      },
    ]);
  }
  return { kind: 'lines', amount, ...splitRefund(amount, state), lines: planned, units };
}

/** Units of each variant not yet returned by line refunds (what a cancel puts back). */
export function unitsNotReturned(
  lines: readonly OrderLineRow[],
  state: RefundState,
): { variantId: number; quantity: number }[] {
  return lines
    .filter((l) => l.kind === 'product' && l.variantId !== null)
    .map((l) => ({ variantId: l.variantId as number, quantity: unitsLeft(l, state) }))
    .filter((u) => u.quantity > 0);
}
