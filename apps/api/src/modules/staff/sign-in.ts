import type { StaffSession } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { HttpError, MESSAGES } from '../../http/errors';
import { verifyAgainstDummy, verifyPassword } from '../auth';
import { findStaffByEmail, recordTotpStep, type StaffRow } from './queries';
import { createSession, type NewSession } from './sessions';
import { matchingStep } from './totp';
import { memberView } from './views';

/** One message whether the e-mail is unknown, the password wrong or the account disabled. */
export const INVALID_STAFF_CREDENTIALS = 'No active staff account found with the given credentials';
export const TOTP_REQUIRED = 'Enter the current code from your authenticator app';

/** 401 of the console: no `WWW-Authenticate: Bearer` (the credential is a cookie). */
export const staffUnauthorized = (message: string = MESSAGES.unauthorized, code?: string) =>
  new HttpError(401, message, code ? { code } : {});

export interface SignInInput {
  email: string;
  password: string;
  totp_code?: string;
}

export function sessionAnswer(member: StaffRow, csrfToken: string, expiresAt: Date): StaffSession {
  return {
    token: csrfToken,
    csrf_token: csrfToken,
    user: memberView(member),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Checks the password (the same time and the same 401 for an unknown e-mail), then the second
 * factor when the account has one; a TOTP code is accepted once (its step must be newer than the
 * last one used). Throws 401 on any failure, which the route counts for throttling.
 */
export async function signIn(
  db: Database,
  input: SignInInput,
  now: Date,
): Promise<{ answer: StaffSession; session: NewSession }> {
  const row = await findStaffByEmail(db, input.email);
  const ok = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok || row.disabledAt !== null) throw staffUnauthorized(INVALID_STAFF_CREDENTIALS);
  let member = row;
  if (row.totpEnabled && row.totpSecret) {
    const step = input.totp_code ? matchingStep(row.totpSecret, input.totp_code, now) : null;
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep))
      throw staffUnauthorized(TOTP_REQUIRED, 'totp_required');
    member = await recordTotpStep(db, row.id, step);
  }
  const session = await createSession(db, member.id, now);
  return { answer: sessionAnswer(member, session.csrfToken, session.expiresAt), session };
}
