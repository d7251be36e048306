import type { Database } from '../../db/database';
import { stockNotifications } from '../../db/schema';

/**
 * Keeps one request per product, variant and address (unique on lower(email)); asking again is a
 * no-op, so the answer cannot tell whether the address was already known.
 */
export async function insertStockNotification(
  db: Database,
  values: { productId: number; variantId: number | null; email: string },
): Promise<void> {
  await db.insert(stockNotifications).values(values).onConflictDoNothing();
}
