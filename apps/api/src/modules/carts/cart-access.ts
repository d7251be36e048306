import { forbidden, notFound, unauthorized } from '../../http/errors';
import type { CartRow } from './queries';

/**
 * Who may use a cart: a guest cart anyone holding its unguessable id; a member's cart only its
 * owner (401 without a token, 403 with another member's). A cart that was merged away or became
 * an order no longer exists for the cart API.
 */
export function assertCartAccess(
  cart: CartRow | undefined,
  viewerId: number | null,
): asserts cart is CartRow {
  if (!cart || cart.status !== 'open') throw notFound();
  if (cart.userId === null) return;
  if (viewerId === null) throw unauthorized();
  if (viewerId !== cart.userId) throw forbidden();
}
