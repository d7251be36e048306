import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberAddresses } from '../../db/schema';

export type AddressBookRow = typeof memberAddresses.$inferSelect;
export type AddressValues = Pick<
  AddressBookRow,
  'firstName' | 'lastName' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'country' | 'phone'
>;

/** A member's addresses: the default first, then the most recently changed. */
export function selectAddresses(db: Database, userId: number) {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId))
    .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.updatedAt), desc(memberAddresses.id));
}

export async function countAddresses(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function selectOwnAddress(tx: Database, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, id)));
  return row;
}

/** Nobody's address is the default any more (before another becomes it: one default per member). */
export async function clearDefault(tx: Database, userId: number): Promise<void> {
  await tx
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.isDefault, true)));
}

export async function insertAddress(
  tx: Database,
  userId: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<void> {
  await tx.insert(memberAddresses).values({ ...values, userId, isDefault });
}

export async function updateAddress(
  tx: Database,
  userId: number,
  id: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<void> {
  await tx
    .update(memberAddresses)
    .set({ ...values, isDefault, updatedAt: new Date() })
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, id)));
}

export async function deleteOwnAddress(tx: Database, userId: number, id: number) {
  const rows = await tx
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.id, id)))
    .returning({ isDefault: memberAddresses.isDefault });
  return rows[0];
}

/** Makes the most recently changed address the default (after the default was deleted). */
export async function promoteLatest(tx: Database, userId: number): Promise<void> {
  const [latest] = await tx
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId))
    .orderBy(desc(memberAddresses.updatedAt), desc(memberAddresses.id))
    .limit(1);
  if (latest) {
    await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, latest.id));
  }
}
