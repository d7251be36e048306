import type { StaffMember, TotpSetup } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { hashPassword, refuseGuessablePassword, verifyPassword } from '../auth';
import { findStaffById, lockStaff, updateStaffRow } from './queries';
import { revokeSessionsOf } from './sessions';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import { memberView } from './views';

/** The signed-in member and their session (`request.staff`). */
export interface StaffActor {
  id: number;
  email: string;
  sessionId: string;
}

/**
 * The signed-in member's row once `password` is theirs; otherwise 400 `incorrect` on
 * current_password (the route counts it, per member, like a failed sign-in).
 */
async function verifyOwnPassword(db: Database, actor: StaffActor, password: string) {
  const current = await findStaffById(db, actor.id);
  if (!current) throw notFound();
  if (!(await verifyPassword(current.passwordHash, password)))
    throw badRequest(
      [{ field: 'body.current_password', reason: 'incorrect' }],
      'The current password is not correct',
    );
  return current;
}

/**
 * Changes one's own password: the current one must match (400 `incorrect`, counted by the route),
 * the new one must not be easy to guess. Clears must_change_password and ends the member's other
 * sessions; the audit entry says it happened, never what the password is.
 */
export async function changeOwnPassword(
  db: Database,
  actor: StaffActor,
  input: { current_password: string; new_password: string },
  now: Date,
): Promise<StaffMember> {
  const current = await verifyOwnPassword(db, actor, input.current_password);
  await refuseGuessablePassword(input.new_password, 'body.new_password', [current.email, current.name]);
  if (input.new_password === input.current_password)
    throw badRequest(
      [{ field: 'body.new_password', reason: 'unchanged' }],
      'Choose a password different from the current one',
    );
  // Hashed before the transaction: argon2's ~20 ms of CPU should not hold the row lock.
  const passwordHash = await hashPassword(input.new_password);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockStaff(tx, actor.id);
    if (!row) throw notFound();
    const updated = await updateStaffRow(tx, row.id, { passwordHash, mustChangePassword: false });
    await revokeSessionsOf(tx, row.id, now, actor.sessionId);
    await recordAudit(tx, actor, {
      action: 'staff.password_change',
      entity: 'staff',
      entityId: String(row.id),
      before: { must_change_password: row.mustChangePassword },
      after: { must_change_password: false },
    });
    return memberView(updated);
  });
}

/** A new (unconfirmed) TOTP secret for the member; 409 when the factor is already on. */
export async function beginTotp(db: Database, actor: StaffActor): Promise<TotpSetup> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockStaff(tx, actor.id);
    if (!row) throw notFound();
    if (row.totpEnabled) throw conflict('The second factor is already on; ask an owner to reset it first');
    const secret = newTotpSecret();
    await updateStaffRow(tx, row.id, { totpSecret: secret, totpLastStep: null });
    return { secret, otpauth_uri: otpauthUri(secret, row.email) };
  });
}

/** Turns the factor on once a code proves the app holds the secret (400 `invalid` otherwise). */
export async function confirmTotp(
  db: Database,
  actor: StaffActor,
  code: string,
  now: Date,
): Promise<StaffMember> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockStaff(tx, actor.id);
    if (!row) throw notFound();
    if (row.totpEnabled || !row.totpSecret) throw conflict('Start setting up the second factor first');
    const step = matchingStep(row.totpSecret, code, now);
    if (step === null)
      throw badRequest(
        [{ field: 'body.code', reason: 'invalid' }],
        'This code does not match; check the time on your phone',
      );
    const updated = await updateStaffRow(tx, row.id, { totpEnabled: true, totpLastStep: step });
    await recordAudit(tx, actor, {
      action: 'staff.totp_enable',
      entity: 'staff',
      entityId: String(row.id),
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return memberView(updated);
  });
}

/**
 * Turns one's own factor off: the current password and a current, unused code from the app are both
 * needed (a session left open is not enough). A lost phone is the owner's reset instead.
 */
export async function disableTotp(
  db: Database,
  actor: StaffActor,
  input: { current_password: string; code: string },
  now: Date,
): Promise<StaffMember> {
  await verifyOwnPassword(db, actor, input.current_password);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockStaff(tx, actor.id);
    if (!row) throw notFound();
    if (!row.totpEnabled || !row.totpSecret) throw conflict('The second factor is already off');
    const step = matchingStep(row.totpSecret, input.code, now);
    // A code already used (to sign in or confirm) does not count again.
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep))
      throw badRequest(
        [{ field: 'body.code', reason: 'invalid' }],
        'This code does not match; enter the one your app shows now',
      );
    const updated = await updateStaffRow(tx, row.id, {
      totpEnabled: false,
      totpSecret: null,
      totpLastStep: null,
    });
    await recordAudit(tx, actor, {
      action: 'staff.totp_disable',
      entity: 'staff',
      entityId: String(row.id),
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    return memberView(updated);
  });
}
