import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { conflict } from '../../http/errors';
import { lockGiftCard, returnBalance } from '../../modules/gift-cards';
import {
  insertRefund,
  moveOrderStatus,
  type OrderRow,
  REFUNDABLE_ORDER,
  type RefundPlan,
  type RefundRow,
  type RefundState,
  refundStateOf,
  returnStock,
  selectLinesAndRefunds,
  selectPaymentsOfOrder,
} from '../../modules/orders';
import { queueRefundEmail } from './order-notices';
import { markPaymentRefunded, type PaymentProvider } from '../../modules/payments';

/** Who does it: the signed-in staff member. */
export interface StaffActor {
  id: number;
  email: string;
}

/**
 * The provider's idempotency key of a refund: derived from what makes the request unique (the
 * order and the console's Idempotency-Key, or the order alone for its one cancellation), so a retry
 * after a crash between the provider's refund and our commit pays back once.
 */
export function providerRefundKey(orderId: string, key: string): string {
  return `admin-refund-${createHash('sha256').update(`${orderId}:${key}`).digest('hex').slice(0, 48)}`;
}

/**
 * 409 `gift_card_voided`: the gift card part of a refund never goes onto a card staff voided (its
 * money was taken away on purpose, e.g. a stolen code). Staff refund the card part alone, or
 * issue the shopper a new gift card for the rest, deliberately.
 */
function giftCardVoided() {
  return conflict(
    'The gift card that paid part of this order has been voided, so that part cannot go back onto it. ' +
      'Refund only what was paid by card, or issue the shopper a new gift card. Nothing was changed.',
    { code: 'gift_card_voided' },
  );
}

/** Locks the order's gift card (a void waits for this refund) and refuses a voided one. */
async function refuseVoidedGiftCard(tx: Database, order: OrderRow): Promise<void> {
  if (order.giftCardId === null) return;
  const card = await lockGiftCard(tx, order.giftCardId);
  if (card?.status === 'voided') throw giftCardVoided();
}

/**
 * Pays `plan` back, with the order locked by the caller, in its transaction: the card part through
 * the provider (a refusal throws RefundError and rolls everything back; 409 `gift_card_voided`
 * first if the gift card part cannot go back), and the refund recorded with who and why. What the
 * refund returns — the gift card part, the refunded lines' units, the payment `refunded` and the
 * order `refunded` once everything paid has gone back, the shopper's e-mail — is returned by
 * `completeRefund`: at once when the provider paid back at once (the test provider, most Stripe
 * cards), or when Stripe's refund webhook reports the `pending` refund succeeded; never for one
 * that fails. Answers the refund row.
 */
export async function applyRefund(
  tx: Database,
  provider: PaymentProvider,
  order: OrderRow,
  state: RefundState,
  plan: Omit<RefundPlan, 'kind'> & { kind: RefundRow['kind'] },
  meta: { reason: string; actor: StaffActor; providerKey: string; now: Date },
): Promise<RefundRow> {
  // Checked before the provider is asked: a card refund cannot be taken back if we then refuse.
  if (plan.giftCardAmount > 0) await refuseVoidedGiftCard(tx, order);
  let paymentId: string | null = null;
  let providerReference: string | null = null;
  let status: 'pending' | 'succeeded' = 'succeeded';
  if (plan.cardAmount > 0) {
    const payments = await selectPaymentsOfOrder(tx, order.id);
    const card = payments.filter((p) => p.status === 'succeeded' && p.providerReference).at(-1);
    if (!card?.providerReference) throw new Error(`order ${order.id} has no card payment to refund`);
    const result = await provider.refund(
      card.providerReference,
      plan.cardAmount,
      card.currency,
      meta.providerKey,
    );
    paymentId = card.id;
    providerReference = result.refundReference;
    status = result.status;
  }
  const row = await insertRefund(tx, {
    orderId: order.id,
    paymentId,
    kind: plan.kind,
    amount: plan.amount,
    cardAmount: plan.cardAmount,
    giftCardAmount: plan.giftCardAmount,
    currency: order.currency,
    reason: meta.reason,
    lines: plan.lines,
    providerReference,
    status,
    staffId: meta.actor.id,
    staffEmail: meta.actor.email,
    createdAt: meta.now,
  });
  if (status === 'succeeded') await completeRefund(tx, order, row, { strict: true, now: meta.now });
  return row;
}

/**
 * Returns what a succeeded refund gives back, once per refund (the caller moved it to `succeeded`
 * from `pending`, or inserted it succeeded), with the order row locked by the caller: the gift
 * card part onto its card, the refunded lines' units to stock, the card payment `refunded` and
 * the order `refunded` when everything paid has gone back (a cancellation's order stays
 * cancelled), and the shopper's refund e-mail. `strict`: a gift card voided meanwhile is a 409
 * (the console's own request); from a webhook its part is left for staff to decide.
 */
export async function completeRefund(
  tx: Database,
  order: OrderRow,
  row: RefundRow,
  options: { strict: boolean; now: Date },
): Promise<void> {
  if (row.giftCardAmount > 0) {
    if (order.giftCardId === null) throw new Error(`order ${order.id} has no gift card to refund to`);
    const returned = await returnBalance(tx, order.giftCardId, row.giftCardAmount);
    if (!returned && options.strict) throw giftCardVoided();
  }
  const { lines, refunds } = await selectLinesAndRefunds(tx, order.id);
  const variants = new Map(lines.map((l) => [l.id, l.variantId]));
  await returnStock(
    tx,
    row.lines.flatMap((l) => {
      const variantId = variants.get(l.line_id);
      return variantId == null ? [] : [{ variantId, quantity: l.quantity }];
    }),
  );
  // What has gone back for good: pending refunds are on their way, failed ones returned nothing.
  const done = refundStateOf(
    order,
    refunds.filter((r) => r.status === 'succeeded'),
  );
  if (row.paymentId) {
    const [card] = (await selectPaymentsOfOrder(tx, order.id)).filter((p) => p.id === row.paymentId);
    if (card && done.cardRefunded >= card.amount) await markPaymentRefunded(tx, card.id, options.now);
  }
  if (row.kind !== 'cancel' && done.refunded >= done.paid) {
    await moveOrderStatus(tx, order.id, REFUNDABLE_ORDER, 'refunded');
  }
  await queueRefundEmail(tx, order, row, row.kind === 'cancel');
}
