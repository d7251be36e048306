import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { wishlistItems } from '../../db/schema';

/** A member's saved products, the most recent first. */
export function selectWishlist(db: Database, userId: number) {
  return db
    .select({ productId: wishlistItems.productId, savedAt: wishlistItems.savedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.savedAt), desc(wishlistItems.productId));
}

export async function isSaved(tx: Database, userId: number, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return row !== undefined;
}

export async function countSaved(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

export async function insertSaved(tx: Database, userId: number, productId: number): Promise<void> {
  await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteSaved(db: Database, userId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
