import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** E-mail addresses are unique regardless of case (index on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the member; undefined when the address is taken (also under a concurrent insert). */
export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Changes the member's own fields (name, phone, e-mail); undefined when the new e-mail is taken by
 * another account (the unique index on lower(email), also under a concurrent change).
 */
export async function updateUser(
  tx: Database,
  id: number,
  values: Partial<Pick<NewUserRow, 'firstName' | 'lastName' | 'phone' | 'email'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(
      values.email === undefined
        ? eq(users.id, id)
        : sql`${users.id} = ${id} and not exists (
            select 1 from ${users} other where lower(other.email) = lower(${values.email}) and other.id <> ${id})`,
    )
    .returning();
  return row;
}

/**
 * Locks the member's row for the rest of the transaction: one password change, one wishlist save,
 * one workshop booking of a member at a time (their limits are checked under it).
 */
export async function lockUser(tx: Database, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}
