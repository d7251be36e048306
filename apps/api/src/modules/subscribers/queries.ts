import type { Database } from '../../db/database';
import { subscribers } from '../../db/schema';

/** Kept once per case-insensitive address; a known address is left as it was. */
export async function insertSubscriber(
  db: Database,
  values: { email: string; source: string | null; country: string | null; language: string },
): Promise<void> {
  await db.insert(subscribers).values(values).onConflictDoNothing();
}
