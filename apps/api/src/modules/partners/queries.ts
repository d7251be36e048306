import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partners } from '../../db/schema';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartnerBySlug(db: Database, slug: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.slug, slug)).limit(1);
  return row;
}
