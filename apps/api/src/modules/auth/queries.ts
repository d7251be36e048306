import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refreshTokens, tokenFamilies } from '../../db/schema';

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
