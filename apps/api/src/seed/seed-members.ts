import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth';
import type { SeedData } from './data/types';

/** Demo members, with argon2id hashes; members that already exist are left alone (not re-hashed). */
export async function seedMembers(db: Database, data: SeedData): Promise<void> {
  if (data.members.length === 0) return;
  const existing = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        data.members.map((m) => sql`${m.email.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  const known = new Set(existing.map((row) => row.email));
  const missing = data.members.filter((m) => !known.has(m.email.toLowerCase()));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (m) => ({
      email: m.email,
      passwordHash: await hashPassword(m.password),
      firstName: m.firstName,
      lastName: m.lastName,
      phone: m.phone,
      membershipTier: m.tier,
      country: m.country,
      language: m.language,
      marketingOptIn: m.marketingOptIn,
      dateJoined: new Date(m.dateJoined),
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
}
