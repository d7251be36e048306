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
  returnStock,
  selectPaymentsOfOrder,
} from '../../modules/orders';
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
 * the provider (a refusal throws RefundError and rolls everything back), the gift card part back
 * on the card (409 `gift_card_voided` if staff voided it, before the provider is asked), the
 * refunded lines' units back in stock, the refund recorded with who and why, and
 * the order `refunded` once everything paid has gone back. Answers the refund row.
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
  if (plan.cardAmount > 0) {
    const payments = await selectPaymentsOfOrder(tx, order.id);
    const card = payments.filter((p) => p.status === 'succeeded' && p.providerReference).at(-1);
    if (!card?.providerReference) throw new Error(`order ${order.id} has no card payment to refund`);
    const { refundReference } = await provider.refund(
      card.providerReference,
      plan.cardAmount,
      card.currency,
      meta.providerKey,
    );
    paymentId = card.id;
    providerReference = refundReference;
    if (state.cardRefunded + plan.cardAmount >= card.amount) await markPaymentRefunded(tx, card.id, meta.now);
  }
  if (plan.giftCardAmount > 0) {
    if (order.giftCardId === null) throw new Error(`order ${order.id} has no gift card to refund to`);
    if (!(await returnBalance(tx, order.giftCardId, plan.giftCardAmount))) throw giftCardVoided();
  }
  await returnStock(tx, plan.units);
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
    staffId: meta.actor.id,
    staffEmail: meta.actor.email,
    createdAt: meta.now,
  });
  if (plan.kind !== 'cancel' && state.refunded + plan.amount >= state.paid) {
    await moveOrderStatus(tx, order.id, REFUNDABLE_ORDER, 'refunded');
  }
  return row;
}
