import type { PasswordResetReceived } from '@atelier/api/schema';
import { badRequest } from '../../http/errors';
import { queuePasswordResetEmail } from '../mail';
import { findUserByEmail, findUserById, lockUser } from '../users';
import { hashPassword } from './passwords';
import { refuseGuessablePassword } from './password-strength';
import {
  findPasswordResetToken,
  insertPasswordResetToken,
  revokeSessionsOfUser,
  spendPasswordResetTokens,
  updatePasswordHash,
} from './queries';
import type { AuthDeps } from './service';
import { hashRefreshToken, newRefreshToken } from './tokens';

/** How long a reset link works: long enough to find the e-mail, short enough to be of little use later. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

export const PASSWORD_RESET_RECEIVED =
  'If an account exists for this address, we have sent it a link to choose a new password.';

const invalidLink = () =>
  badRequest(
    [{ field: 'body.token', reason: 'invalid' }],
    'This link is not valid any more. Ask for a new one.',
  );
const expiredLink = () =>
  badRequest([{ field: 'body.token', reason: 'expired' }], 'This link has expired. Ask for a new one.');

/**
 * "Forgot your password?": the same answer whatever the address. Both paths take the same steps
 * (a random token and its hash, then one transaction looking the address up); only a member's
 * address adds the link's row and its e-mail in that transaction, and no password is hashed on
 * either path, so the timing says nothing measurable either (tested).
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<PasswordResetReceived> {
  const now = deps.now?.() ?? new Date();
  const token = newRefreshToken();
  const tokenHash = hashRefreshToken(token);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const linkId = await insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    await queuePasswordResetEmail(tx, user, token, linkId);
  });
  return { email, message: PASSWORD_RESET_RECEIVED };
}

/**
 * Sets the new password of a reset link's member: the link must be unused and within its hour, the
 * password must pass the registration rules (a refused one leaves the link usable). In one
 * transaction under the member's row lock: the link and every other open link of the member are
 * spent, the new hash stored, and every session of the member ends (the one who reset logs in
 * again, and so must anyone who had the old password).
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  token: string,
  newPassword: string,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const link = await findPasswordResetToken(deps.db, hashRefreshToken(token));
  if (!link || link.usedAt) throw invalidLink();
  if (link.expiresAt.getTime() <= now.getTime()) throw expiredLink();
  const member = await findUserById(deps.db, link.userId);
  if (!member) throw invalidLink();
  const known = [member.email, member.email.split('@')[0] ?? '', member.firstName, member.lastName];
  await refuseGuessablePassword(newPassword, 'body.new_password', known);
  // Hashed before the transaction: argon2 takes ~20 ms of CPU that no row lock should wait for.
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, link.userId);
    if (!user) throw invalidLink();
    if (!(await spendPasswordResetTokens(tx, link, now))) throw invalidLink();
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await revokeSessionsOfUser(tx, user.id, null, 'password_reset', now);
  });
}
