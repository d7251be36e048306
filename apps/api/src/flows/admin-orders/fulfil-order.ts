import type { AdminOrder, FulfilOrderRequest } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../modules/audit';
import { loadAdminOrder, lockOrder, setOrderFulfilled } from '../../modules/orders';
import type { StaffActor } from './apply-refund';
import { queueShippedEmail } from './order-notices';

/**
 * POST /api/admin/orders/{id}/fulfil/: a paid order is sent — `fulfilled` with carrier and
 * tracking (the shopper's order page shows them), its "on its way" e-mail queued and the audit
 * entry written in the same transaction. 409 for any other status.
 */
export async function fulfilOrder(
  db: Database,
  orderId: string,
  request: FulfilOrderRequest,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<AdminOrder> {
  const shipment = {
    carrier: request.carrier.trim(),
    trackingNumber: request.tracking_number.trim(),
    trackingUrl: request.tracking_url ?? null,
  };
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound();
    if (order.status === 'fulfilled') throw conflict('This order has already been fulfilled');
    if (!(await setOrderFulfilled(tx, order.id, { ...shipment, at: now }))) {
      throw conflict(`Only a paid order can be fulfilled (this one is ${order.status})`);
    }
    await queueShippedEmail(tx, order, shipment);
    await recordAudit(tx, actor, {
      action: 'order.fulfil',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, fulfilment: null },
      after: {
        status: 'fulfilled',
        fulfilment: {
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          tracking_url: shipment.trackingUrl,
        },
      },
    });
    return loadAdminOrder(tx, order.id);
  });
}
