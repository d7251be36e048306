import type { Order } from '@atelier/api/schema';

/** Orders that can still be paid (again): the pay page takes them. */
export function isPayable(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending_payment' || order.status === 'payment_failed';
}
