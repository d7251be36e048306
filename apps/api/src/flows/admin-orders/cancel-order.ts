import type { AdminOrder, CancelOrderRequest } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../modules/audit';
import {
  loadAdminOrder,
  lockOrder,
  moveOrderStatus,
  refundStateOf,
  releaseOrderHold,
  removePromoRedemption,
  returnStock,
  selectLinesAndRefunds,
  setCancelledAt,
  splitRefund,
  UNPAID_ORDER,
  unitsNotReturned,
} from '../../modules/orders';
import { latestPaymentOf, type PaymentProvider, PROCESSING_ROW_STATUS } from '../../modules/payments';
import { returnPromoUse } from '../../modules/promos';
import { applyRefund, providerRefundKey, type StaffActor } from './apply-refund';

/**
 * POST /api/admin/orders/{id}/cancel/, with the order row locked:
 * - unpaid: ended like a lapsed hold (orders/hold-release.ts: stock, promo use, gift card money
 *   back), unless a payment is still processing at the provider (409: it could still take money);
 * - paid, not sent: what is left after earlier refunds is refunded (card through the provider, gift
 *   card part to its balance), then the units not already returned by line refunds go back to
 *   stock and the promo use is given back;
 * - anything else: 409. The status moves conditionally, so each thing is returned once.
 */
export async function cancelOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  request: CancelOrderRequest,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<AdminOrder> {
  const reason = request.reason.trim();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound();
    let refunded = 0;
    if ((UNPAID_ORDER as readonly string[]).includes(order.status)) {
      const latest = await latestPaymentOf(tx, { orderId: order.id });
      if (latest?.status === PROCESSING_ROW_STATUS) {
        throw conflict('A payment of this order is still being processed; try again in a moment');
      }
      if (!(await releaseOrderHold(tx, order))) throw conflict('This order is already cancelled');
    } else if (order.status === 'paid') {
      const { lines, refunds } = await selectLinesAndRefunds(tx, order.id);
      const state = refundStateOf(order, refunds);
      if (state.refundable > 0) {
        const row = await applyRefund(
          tx,
          provider,
          order,
          state,
          {
            kind: 'cancel',
            amount: state.refundable,
            ...splitRefund(state.refundable, state),
            lines: [],
            units: [],
          },
          { reason, actor, providerKey: providerRefundKey(order.id, 'cancel'), now },
        );
        refunded = row.amount;
      }
      await returnStock(tx, unitsNotReturned(lines, state));
      if (order.promoId !== null && (await removePromoRedemption(tx, order.id))) {
        await returnPromoUse(tx, order.promoId);
      }
      if (!(await moveOrderStatus(tx, order.id, ['paid'], 'cancelled'))) {
        throw conflict('This order changed meanwhile; reload it');
      }
    } else {
      throw conflict(
        order.status === 'cancelled'
          ? 'This order is already cancelled'
          : `A ${order.status} order cannot be cancelled`,
      );
    }
    await setCancelledAt(tx, order.id, now);
    await recordAudit(tx, actor, {
      action: 'order.cancel',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'cancelled', refunded, reason },
    });
    return loadAdminOrder(tx, order.id);
  });
}
