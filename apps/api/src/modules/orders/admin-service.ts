import type { AdminOrder, AdminOrderPage } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import {
  type AdminOrderFilters,
  selectAdminOrders,
  selectEmailsOfOrder,
  selectPaymentsOfOrder,
  selectRefundsOfOrder,
} from './admin-queries';
import { adminOrderSummary, adminOrderView } from './admin-view';
import { hasLapsed, releaseIfLapsed } from './hold-release';
import { findOrder, selectLinesOfOrders } from './queries';

/** GET /api/admin/orders/: newest first, filtered, one page. */
export async function listAdminOrders(
  db: Database,
  filters: AdminOrderFilters,
  page: number,
  pageSize: number,
): Promise<AdminOrderPage> {
  const { rows, count } = await selectAdminOrders(db, filters, pageSize, (page - 1) * pageSize);
  return { count, results: rows.map((r) => adminOrderSummary(r.order, r.refunded, r.items)) };
}

/**
 * One order for the console, read in `db` (a transaction after a change, so the answer is what
 * was committed with it). 404 when there is none.
 */
export async function loadAdminOrder(db: Database, id: string): Promise<AdminOrder> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  const [lines, payments, refunds] = await Promise.all([
    selectLinesOfOrders(db, [order.id]),
    selectPaymentsOfOrder(db, order.id),
    selectRefundsOfOrder(db, order.id),
  ]);
  const emails = await selectEmailsOfOrder(
    db,
    order.id,
    refunds.map((r) => r.id),
  );
  return adminOrderView(order, lines, payments, refunds, emails);
}

/**
 * GET /api/admin/orders/{id}/: like the shopper's read, an unpaid order whose hold ran out is
 * released on the way, so staff never see stock held by an order nobody can pay any more.
 */
export async function getAdminOrder(db: Database, id: string, now: Date = new Date()): Promise<AdminOrder> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  if (hasLapsed(order, now)) await releaseIfLapsed(db, id, now);
  return loadAdminOrder(db, id);
}
