import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { shippingRules } from '../../db/schema';

export type ShippingRuleRow = typeof shippingRules.$inferSelect;

export function selectRulesOfCountry(db: Database, country: string) {
  return db
    .select()
    .from(shippingRules)
    .where(eq(shippingRules.country, country))
    .orderBy(asc(shippingRules.sortOrder), asc(shippingRules.id));
}

export async function findShippingRule(db: Database, id: number): Promise<ShippingRuleRow | undefined> {
  const [row] = await db.select().from(shippingRules).where(eq(shippingRules.id, id)).limit(1);
  return row;
}
