import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staff } from '../../db/schema';
import { hashPassword } from '../auth';
import type { StaffRole } from './roles';

/** One demo account per role (demo mode only), so the console and the tests can try every role. */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@atelier.test', name: 'Demo owner', role: 'owner' },
  { email: 'staff@atelier.test', name: 'Demo staff', role: 'staff' },
  { email: 'merchandiser@atelier.test', name: 'Demo merchandiser', role: 'merchandiser' },
  { email: 'editor@atelier.test', name: 'Demo editor', role: 'editor' },
];

/**
 * Adds the demo accounts that are missing (with `password`, the members' demo password); existing
 * ones are left alone, so a changed password or role stays. Idempotent.
 */
export async function seedDemoStaff(db: Database, password: string): Promise<void> {
  const existing = await db.select({ email: sql<string>`lower(${staff.email})` }).from(staff);
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_STAFF.filter((s) => !known.has(s.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(password);
  await db
    .insert(staff)
    .values(missing.map((s) => ({ ...s, passwordHash, mustChangePassword: false })))
    .onConflictDoNothing();
}
