import type { OrderRefund, RefundOrderRequest } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../modules/audit';
import { idempotentCreate } from '../../modules/idempotency';
import {
  lockOrder,
  planRefund,
  REFUNDABLE_ORDER,
  refundStateOf,
  refundView,
  selectLinesAndRefunds,
} from '../../modules/orders';
import type { PaymentProvider } from '../../modules/payments';
import { applyRefund, providerRefundKey, type StaffActor } from './apply-refund';

/**
 * POST /api/admin/orders/{id}/refunds/: idempotent by key (a replay answers the first refund),
 * with the order row locked so refunds of one order run one after the other and together never
 * pay back more than was paid. Everything — the provider's refund, gift card money, stock, the
 * refund row, the e-mail and the audit entry — commits together or not at all.
 */
export async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  key: string,
  request: RefundOrderRequest,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<{ statusCode: number; body: OrderRefund }> {
  return idempotentCreate(
    db,
    { scope: 'admin_order_refund', key, request: { orderId, request } },
    async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound();
      if (!(REFUNDABLE_ORDER as readonly string[]).includes(order.status)) {
        throw conflict(`Only a paid or fulfilled order can be refunded (this one is ${order.status})`);
      }
      const { lines, refunds } = await selectLinesAndRefunds(tx, order.id);
      const state = refundStateOf(order, refunds);
      const plan = planRefund(request, order, lines, state);
      const reason = request.reason.trim();
      const row = await applyRefund(tx, provider, order, state, plan, {
        reason,
        actor,
        providerKey: providerRefundKey(order.id, key),
        now,
      });
      // A pending card refund moves the order once Stripe reports it succeeded (completeRefund).
      const fully = row.status === 'succeeded' && state.refunded + plan.amount >= state.paid;
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entity: 'order',
        entityId: order.id,
        before: { status: order.status, refunded: state.refunded },
        after: {
          status: fully ? 'refunded' : order.status,
          refunded: state.refunded + plan.amount,
          refund: {
            id: row.id,
            kind: row.kind,
            status: row.status,
            amount: row.amount,
            card_amount: row.cardAmount,
            gift_card_amount: row.giftCardAmount,
            lines: row.lines,
            reason,
          },
        },
      });
      return refundView(row);
    },
  );
}
