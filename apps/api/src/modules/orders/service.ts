import type { Order, OrderPage } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { hasLapsed, releaseIfLapsed } from './hold-release';
import { assertOrderAccess } from './order-access';
import { orderView } from './order-view';
import { findOrder, selectLinesOfOrders, selectOrdersOfUser } from './queries';

/**
 * GET /api/orders/{id}/: an unpaid order whose hold ran out is released on the way (when no
 * payment of it is processing at the provider), so it reads `cancelled` whether or not a sweep
 * has run yet.
 */
export async function getOrder(
  db: Database,
  id: string,
  viewerId: number | null,
  now: Date = new Date(),
): Promise<Order> {
  let order = await findOrder(db, id);
  assertOrderAccess(order, viewerId);
  if (hasLapsed(order, now) && (await releaseIfLapsed(db, id, now))) order = await findOrder(db, id);
  assertOrderAccess(order, viewerId);
  return orderView(order, await selectLinesOfOrders(db, [order.id]));
}

export async function listOrders(
  db: Database,
  userId: number,
  page: number,
  pageSize: number,
): Promise<OrderPage> {
  const { rows, count } = await selectOrdersOfUser(db, userId, pageSize, (page - 1) * pageSize);
  const lines = await selectLinesOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return { count, page, page_size: pageSize, results: rows.map((r) => orderView(r, lines)) };
}
