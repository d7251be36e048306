import type { User, UserUpdateRequest } from '@atelier/api/schema';
import { badRequest, conflict, MESSAGES, unauthorized } from '../../http/errors';
import { queueEmailChangedEmail } from '../mail';
import { lockUser, updateUser, userView } from '../users';
import { verifyPassword } from './passwords';
import type { AuthDeps } from './service';

/** A unique-index violation (SQLSTATE 23505) from PostgreSQL or PGlite, wrapped by drizzle or not. */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

const emailTaken = () =>
  conflict(MESSAGES.emailExists, { errors: [{ field: 'body.email', reason: 'taken' }] });

/** Trimmed; a name of spaces only is a 400 like an empty one. */
function name(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest([{ field, reason: 'must not be blank' }]);
  return trimmed;
}

/**
 * `PATCH /api/users/detail/`: the member edits their name, phone or e-mail. A new e-mail needs the
 * current password (checked first, so a borrowed session cannot move the account to an address it
 * controls and reset the password from there) and is refused with SPEC §8's 409 when another
 * account has it; the old address is told of the change. One transaction under the member's row
 * lock; the unique index on lower(email) settles a race with a registration or another change.
 */
export async function updateProfile(deps: AuthDeps, userId: number, input: UserUpdateRequest): Promise<User> {
  const now = deps.now?.() ?? new Date();
  const firstName = name(input.first_name, 'body.first_name');
  const lastName = name(input.last_name, 'body.last_name');
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw unauthorized();
      const newEmail =
        input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()
          ? input.email
          : undefined;
      if (newEmail !== undefined) {
        if (input.current_password === undefined) {
          throw badRequest(
            [{ field: 'body.current_password', reason: 'required' }],
            'Enter your current password to change your e-mail address',
          );
        }
        if (!(await verifyPassword(user.passwordHash, input.current_password))) {
          throw badRequest(
            [{ field: 'body.current_password', reason: 'incorrect' }],
            'The current password is incorrect',
          );
        }
      }
      const updated = await updateUser(
        tx,
        user.id,
        {
          ...(firstName !== undefined ? { firstName } : {}),
          ...(lastName !== undefined ? { lastName } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          // The same address in another case is still a change of spelling, no check needed.
          ...(input.email !== undefined ? { email: input.email } : {}),
        },
        now,
      );
      if (!updated) throw emailTaken();
      if (newEmail !== undefined) await queueEmailChangedEmail(tx, user, newEmail, now);
      return userView(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
