import type {
  StaffAccount,
  StaffAccountPage,
  StaffInvitation,
  StaffInviteRequest,
  StaffUpdateRequest,
} from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { conflict, notFound, unprocessable, versionConflict } from '../../http/errors';
import { type AuditActor, type AuditChange, recordAudit } from '../audit';
import { hashPassword } from '../auth';
import { newOneTimePassword } from './one-time-password';
import {
  insertStaff,
  listStaffRows,
  lockActiveOwners,
  lockStaff,
  type StaffListFilter,
  updateStaffRow,
} from './queries';
import { revokeSessionsOf } from './sessions';
import { accountView } from './views';

export async function listStaff(db: Database, filter: StaffListFilter): Promise<StaffAccountPage> {
  const { rows, total } = await listStaffRows(db, filter);
  return { count: total, results: rows.map(accountView) };
}

/**
 * A new account with a one-time password (answered once, stored only as its hash); the member
 * must replace it at first sign-in. 409 when the e-mail, in any case, has an account.
 */
export async function inviteStaff(
  db: Database,
  actor: AuditActor,
  input: StaffInviteRequest,
): Promise<StaffInvitation> {
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await insertStaff(tx, {
      email: input.email.trim(),
      name: input.name.trim(),
      role: input.role,
      passwordHash,
      mustChangePassword: true,
    });
    if (!row) throw conflict('A staff account with this e-mail already exists');
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'staff',
      entityId: String(row.id),
      before: null,
      after: { email: row.email, name: row.name, role: row.role },
    });
    return { member: accountView(row), one_time_password: oneTimePassword };
  });
}

const LAST_OWNER = 'The shop needs an active owner: make someone else owner first';

/**
 * Renames, changes the role of, disables, re-enables or resets the second factor of an account,
 * on the version the owner saw (409 with the account as it is now otherwise). The last active owner
 * is neither demoted nor disabled (422 `last_owner`). Each kind of change is its own audit entry.
 */
export async function updateStaff(
  db: Database,
  actor: AuditActor,
  id: number,
  input: StaffUpdateRequest,
  now: Date,
): Promise<StaffAccount> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    // Owners first, then the account: the same lock order as every other change of an owner.
    const activeOwners = await lockActiveOwners(tx);
    const row = await lockStaff(tx, id);
    if (!row) throw notFound();
    if (row.version !== input.version) throw versionConflict(accountView(row));

    const changes: AuditChange[] = [];
    const set: Parameters<typeof updateStaffRow>[2] = {};
    const entry = (action: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
      changes.push({ action, entity: 'staff', entityId: String(row.id), before, after });

    const isActiveOwner = row.role === 'owner' && row.disabledAt === null;
    const demoted = input.role !== undefined && input.role !== row.role && isActiveOwner;
    const disabled = input.disabled === true && row.disabledAt === null;
    if ((demoted || (disabled && isActiveOwner)) && activeOwners.filter((o) => o !== row.id).length === 0) {
      throw unprocessable(demoted ? 'body.role' : 'body.disabled', 'last_owner', LAST_OWNER);
    }

    if (input.name !== undefined && input.name.trim() !== row.name) {
      set.name = input.name.trim();
      entry('staff.rename', { name: row.name }, { name: set.name });
    }
    if (input.role !== undefined && input.role !== row.role) {
      set.role = input.role;
      entry('staff.role', { role: row.role }, { role: input.role });
    }
    if (disabled) {
      set.disabledAt = now;
      entry('staff.disable', { disabled: false }, { disabled: true });
    } else if (input.disabled === false && row.disabledAt !== null) {
      set.disabledAt = null;
      entry('staff.enable', { disabled: true }, { disabled: false });
    }
    if (input.reset_totp && (row.totpEnabled || row.totpSecret)) {
      Object.assign(set, { totpEnabled: false, totpSecret: null, totpLastStep: null });
      entry('staff.totp_reset', { totp_enabled: row.totpEnabled }, { totp_enabled: false });
    }
    if (changes.length === 0) return accountView(row);

    const updated = await updateStaffRow(tx, row.id, set);
    if (disabled) await revokeSessionsOf(tx, row.id, now);
    for (const change of changes) await recordAudit(tx, actor, change);
    return accountView(updated);
  });
}
