import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens, refreshTokens, tokenFamilies, users } from '../../db/schema';

export async function isSessionActive(db: Database, familyId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(
      and(eq(tokenFamilies.id, familyId), eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertFamily(db: Database, userId: number): Promise<string> {
  const [row] = await db.insert(tokenFamilies).values({ userId }).returning({ id: tokenFamilies.id });
  if (!row) throw new Error('token family was not created');
  return row.id;
}

export async function insertRefreshToken(
  db: Database,
  values: { familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, family: tokenFamilies })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends a refresh token. The `used_at is null` guard makes it atomic: of two concurrent uses only
 * one gets `true`; the other is treated as reuse.
 */
export async function markRefreshTokenUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Database, familyId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * After a password change: every refresh token of the member is revoked, and every login session
 * except `keepFamilyId` (the caller's; null after a reset by e-mail: all of them) ends at once
 * with its access tokens. The caller's access
 * token lives until it expires; its refresh token is already refused.
 */
export async function revokeSessionsOfUser(
  db: Database,
  userId: number,
  keepFamilyId: string | null,
  reason: string,
  now: Date,
): Promise<void> {
  const familiesOfUser = db
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.userId, userId));
  await db
    .update(tokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(tokenFamilies.userId, userId),
        keepFamilyId === null ? undefined : ne(tokenFamilies.id, keepFamilyId),
        isNull(tokenFamilies.revokedAt),
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.familyId, familiesOfUser), isNull(refreshTokens.revokedAt)));
}

export async function updatePasswordHash(tx: Database, userId: number, passwordHash: string, now: Date) {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertPasswordResetToken(
  tx: Database,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(passwordResetTokens).values(values).returning({ id: passwordResetTokens.id });
  if (!row) throw new Error('password reset token was not stored');
  return row.id;
}

export async function findPasswordResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the link and every other open link of its member. The `used_at is null` guard on the
 * link itself makes it atomic: of two concurrent uses only one gets `true`.
 */
export async function spendPasswordResetTokens(
  tx: Database,
  token: { id: number; userId: number },
  now: Date,
): Promise<boolean> {
  const spent = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (spent.length !== 1) return false;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
  return true;
}
