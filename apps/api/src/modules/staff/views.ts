import type { StaffAccount, StaffMember } from '@atelier/api/schema';
import type { StaffRole } from './roles';
import type { StaffRow } from './queries';

/** The signed-in member as the session answers it (never the hash or the TOTP secret). */
export function memberView(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    must_change_password: row.mustChangePassword,
    totp_enabled: row.totpEnabled,
  };
}

/** An account as the owner sees it. */
export function accountView(row: StaffRow): StaffAccount {
  return {
    ...memberView(row),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
