import type { LoginRecord, TokenPair, TokenVerification } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, unauthorized } from '../../http/errors';
import { queueAccountCreatedEmail, queueRegistrationAttemptEmail } from '../mail';
import { findUserByEmail, findUserById, insertUser, lockUser, userView } from '../users';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  findRefreshToken,
  insertFamily,
  insertRefreshToken,
  isSessionActive,
  markRefreshTokenUsed,
  revokeFamily,
  revokeSessionsOfUser,
  updatePasswordHash,
} from './queries';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenSigner } from './tokens';
import { refuseGuessablePassword } from './password-strength';

export interface AuthDeps {
  db: Database;
  tokens: TokenSigner;
  now?: () => Date;
}

const INVALID_CREDENTIALS = 'No active account found with the given credentials';
const INVALID_REFRESH = 'Token is invalid or expired';

async function issuePair(deps: AuthDeps, userId: number, familyId: string, now: Date): Promise<TokenPair> {
  const refresh = newRefreshToken();
  await insertRefreshToken(deps.db, {
    familyId,
    tokenHash: hashRefreshToken(refresh),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return { token: await deps.tokens.sign({ userId, familyId }, now), refresh_token: refresh };
}

/** A new login session (token family) with its first pair. */
async function startSession(deps: AuthDeps, userId: number, now: Date): Promise<TokenPair> {
  const familyId = await insertFamily(deps.db, userId);
  return issuePair(deps, userId, familyId, now);
}

/** Wrong password and unknown e-mail get the same 401 (and take the same time). */
export async function login(deps: AuthDeps, email: string, password: string): Promise<LoginRecord> {
  const now = deps.now?.() ?? new Date();
  const user = await findUserByEmail(deps.db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  return { ...(await startSession(deps, user.id, now)), user: userView(user) };
}

export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone?: string;
  marketing_opt_in?: boolean;
  country?: string | null;
  language?: string | null;
}

/** The registration answer: the same whether the address was free or taken. */
export interface RegistrationReceived {
  email: string;
  message: string;
}

export const REGISTRATION_RECEIVED = 'Thank you. We have sent an e-mail about your account to this address.';

/**
 * Registration that cannot be used to find out who has an account: a free address gets the new
 * member (and an e-mail saying the account exists), a taken one (any case) changes nothing and its
 * owner gets an e-mail saying someone tried (at most one an hour); both answer the same body, and
 * both take the same path — the password is hashed first in either case (argon2 is nearly all of
 * the time), then one insert, one e-mail queued. Nobody is logged in: the store logs in with the
 * password just chosen, which succeeds only when the account is really the shopper's.
 */
export async function register(deps: AuthDeps, input: Registration): Promise<RegistrationReceived> {
  const now = deps.now?.() ?? new Date();
  // Before anything else, the same for a taken address as a free one: it says nothing of accounts.
  const known = [input.email, input.email.split('@')[0] ?? '', input.first_name, input.last_name];
  await refuseGuessablePassword(input.password, 'body.password', known);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.first_name.trim() || input.first_name,
      lastName: input.last_name.trim() || input.last_name,
      phone: input.phone ?? null,
      marketingOptIn: input.marketing_opt_in ?? false,
      country: input.country ?? null,
      language: input.language ?? null,
      dateJoined: now,
    });
    if (user) {
      await queueAccountCreatedEmail(tx, user);
      return;
    }
    // Taken (also when a concurrent registration of the same address won the insert).
    const owner = await findUserByEmail(tx, input.email);
    if (owner) await queueRegistrationAttemptEmail(tx, owner, now);
  });
  return { email: input.email, message: REGISTRATION_RECEIVED };
}

/**
 * Rotation: a valid refresh token is spent and a new pair of the same family is issued. A token
 * that was already spent (or revoked) is the sign of a stolen token: the whole family is revoked,
 * so both the thief's and the member's later tokens stop working.
 */
export async function refresh(deps: AuthDeps, token: string): Promise<TokenPair> {
  const now = deps.now?.() ?? new Date();
  const found = await findRefreshToken(deps.db, hashRefreshToken(token));
  if (!found || found.family.revokedAt) throw unauthorized(INVALID_REFRESH);
  if (found.token.usedAt || found.token.revokedAt) {
    await revokeFamily(deps.db, found.family.id, 'reuse', now);
    throw unauthorized(INVALID_REFRESH);
  }
  if (found.token.expiresAt.getTime() <= now.getTime()) throw unauthorized(INVALID_REFRESH);
  if (!(await markRefreshTokenUsed(deps.db, found.token.id, now))) {
    await revokeFamily(deps.db, found.family.id, 'reuse', now);
    throw unauthorized(INVALID_REFRESH);
  }
  return issuePair(deps, found.family.userId, found.family.id, now);
}

/** Logout: revokes the refresh token's family; unknown or already revoked tokens are fine too. */
export async function revoke(deps: AuthDeps, token: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const found = await findRefreshToken(deps.db, hashRefreshToken(token));
  if (found) await revokeFamily(deps.db, found.family.id, 'logout', now);
}

export async function verifyAccessToken(deps: AuthDeps, token: string): Promise<TokenVerification> {
  const claims = await deps.tokens.verify(token, deps.now?.());
  if (!claims || !(await isSessionActive(deps.db, claims.familyId, claims.userId))) throw unauthorized();
  if (!(await findUserById(deps.db, claims.userId))) throw unauthorized();
  return { valid: true, user_id: claims.userId, expires_at: claims.expiresAt.toISOString() };
}

/**
 * Changes the signed-in member's password. The current one must be given (a borrowed session
 * cannot take the account over): a wrong one is a 400 on `body.current_password` and changes
 * nothing. In one transaction the new argon2id hash is stored and every refresh token of the
 * member revoked, other sessions ending at once; the caller keeps its access token until expiry.
 */
export async function changePassword(
  deps: AuthDeps,
  session: { userId: number; familyId: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await refuseGuessablePassword(newPassword, 'body.new_password', []);
  // Hashed before the transaction: argon2 takes ~20 ms of CPU that no row lock should wait for.
  const newHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, session.userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest(
        [{ field: 'body.current_password', reason: 'incorrect' }],
        'The current password is incorrect',
      );
    }
    await updatePasswordHash(tx, user.id, newHash, now);
    await revokeSessionsOfUser(tx, user.id, session.familyId, 'password_change', now);
  });
}
