import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staff } from '../../db/schema';
import type { StaffRole } from './roles';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** Locks the account's row for the rest of the transaction (one change of it at a time). */
export async function lockStaff(tx: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/**
 * The active owners, locked in id order: two owners demoting each other at once wait for one
 * another here, so the second sees the first's change and the shop keeps an owner.
 */
export async function lockActiveOwners(tx: Database): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function countOwners(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff).where(eq(staff.role, 'owner'));
  return Number(row?.n ?? 0);
}

/** Inserts an account; undefined when the e-mail (any case) already has one. */
export async function insertStaff(
  tx: Database,
  values: { email: string; name: string; role: StaffRole; passwordHash: string; mustChangePassword: boolean },
): Promise<StaffRow | undefined> {
  const [row] = await tx.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStaffRow(
  tx: Database,
  id: number,
  values: Partial<Omit<StaffRow, 'id' | 'email' | 'createdAt' | 'version'>>,
): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({ ...values, version: sql`${staff.version} + 1` })
    .where(eq(staff.id, id))
    .returning();
  return row!;
}

export interface StaffListFilter {
  q?: string;
  role?: StaffRole;
  page?: number;
  page_size?: number;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listStaffRows(
  db: Database,
  filter: StaffListFilter,
): Promise<{ rows: StaffRow[]; total: number }> {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? 25;
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(staff.role, filter.role));
  if (filter.q) {
    const pattern = `%${likeEscape(filter.q.trim())}%`;
    conditions.push(or(ilike(staff.email, pattern), ilike(staff.name, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(where)
      .orderBy(sql`${staff.disabledAt} is not null`, sql`lower(${staff.email})`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(staff).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The TOTP step just used at sign-in (not a change of the account: its version stays). */
export async function recordTotpStep(db: Database, id: number, step: number): Promise<StaffRow> {
  const [row] = await db.update(staff).set({ totpLastStep: step }).where(eq(staff.id, id)).returning();
  return row!;
}
