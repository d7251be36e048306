import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { businessLeads, countries } from '../../db/schema';

export type NewBusinessLead = typeof businessLeads.$inferInsert;

/** A country the store is configured for (a `countries` row), with its English name. */
export async function findStoreCountry(
  db: Database,
  code: string,
): Promise<{ code: string; name: string | null } | undefined> {
  const [row] = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return row ? { code: row.code, name: row.name.en || null } : undefined;
}

export async function insertBusinessLead(
  db: Database,
  values: NewBusinessLead,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(businessLeads)
    .values(values)
    .returning({ id: businessLeads.id, createdAt: businessLeads.createdAt });
  if (!row) throw new Error('The business lead was not stored');
  return row;
}
