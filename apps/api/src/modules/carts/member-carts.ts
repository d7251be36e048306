import type { Cart } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { findUserById } from '../users';
import { cartViewsAsStored, type CartViewContext } from './cart-view';
import { readCart } from './cart-contents';
import { selectOpenCartsOfUser } from './queries';

/** Only the member themself may list their carts; an unknown member is a 404. */
export async function listUserCarts(
  db: Database,
  viewerId: number,
  userId: number,
  context: CartViewContext,
): Promise<Cart[]> {
  if (viewerId !== userId) {
    if (!(await findUserById(db, userId))) throw notFound();
    throw forbidden();
  }
  const rows = await selectOpenCartsOfUser(db, userId);
  // Each cart in the currency it was last changed in (the member may shop in several markets).
  const { contents } = await readCart(db, { rows });
  return cartViewsAsStored(rows, contents, { ...context, now: new Date() });
}
