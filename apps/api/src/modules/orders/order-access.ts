import { forbidden, notFound } from '../../http/errors';
import type { OrderRow } from './queries';

/**
 * Who may see or pay an order: a guest order anyone holding its unguessable id (a random UUID v4);
 * a member's order only its owner — 403 without the owner's token (the contract has no 401 here).
 */
export function assertOrderAccess(
  order: OrderRow | undefined,
  viewerId: number | null,
): asserts order is OrderRow {
  if (!order) throw notFound();
  if (order.userId !== null && order.userId !== viewerId) throw forbidden();
}
