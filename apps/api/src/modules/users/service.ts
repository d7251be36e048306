import type { Cart, User } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { cartViewsAsStored, type CartViewContext } from '../carts/cart-view';
import { loadCartContents, selectOpenCartsOfUser } from '../carts/queries';
import { findUserById } from './queries';
import { userView } from './user-view';

export async function userDetail(db: Database, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  // A valid token of a deleted member is no longer a credential.
  if (!user) throw unauthorized();
  return userView(user);
}

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
  return cartViewsAsStored(rows, await loadCartContents(db, rows), { ...context, now: new Date() });
}
