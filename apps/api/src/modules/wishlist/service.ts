import type { Wishlist } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound, unprocessable } from '../../http/errors';
import { findProductById, productSummariesByIds } from '../products';
import type { CatalogueContext } from '../products';
import { lockUser } from '../users';
import { countSaved, deleteSaved, insertSaved, isSaved, selectWishlist } from './queries';

/** Products one member may keep (the contract's `maxItems`). */
export const WISHLIST_LIMIT = 100;

/**
 * The member's wishlist priced in the request's market, like listing cards. A product no longer
 * on sale or without a price here is left out of the answer, not deleted: it comes back when it
 * is on sale again.
 */
export async function getWishlist(
  db: Database,
  userId: number,
  context: CatalogueContext,
): Promise<Wishlist> {
  const saved = await selectWishlist(db, userId);
  const summaries = await productSummariesByIds(
    db,
    saved.map((entry) => entry.productId),
    context,
  );
  return {
    items: saved.flatMap((entry) => {
      const product = summaries.get(entry.productId);
      return product ? [{ product, saved_at: entry.savedAt.toISOString() }] : [];
    }),
  };
}

/** Saves a product on sale; saving it again keeps its place. */
export async function saveToWishlist(
  db: Database,
  userId: number,
  productId: number,
  context: CatalogueContext,
): Promise<Wishlist> {
  const product = await findProductById(db, productId);
  if (!product?.active) throw notFound('Product not found');
  await db.transaction(async (tx) => {
    // Saves of one member run one at a time, so the limit holds.
    await lockUser(tx, userId);
    if (await isSaved(tx, userId, productId)) return;
    if ((await countSaved(tx, userId)) >= WISHLIST_LIMIT) {
      // The page words it from the reason in the shopper's language.
      throw unprocessable('path.id', 'wishlist_full', `A wishlist keeps up to ${WISHLIST_LIMIT} products.`);
    }
    await insertSaved(tx, userId, productId);
  });
  return getWishlist(db, userId, context);
}

/** Removes a product; removing one that is not saved changes nothing. */
export async function removeFromWishlist(
  db: Database,
  userId: number,
  productId: number,
  context: CatalogueContext,
): Promise<Wishlist> {
  await deleteSaved(db, userId, productId);
  return getWishlist(db, userId, context);
}
