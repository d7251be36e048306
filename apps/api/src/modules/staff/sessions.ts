import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staff, staffSessions } from '../../db/schema';
import type { StaffRow } from './queries';

/** The session cookie: HttpOnly, Secure, SameSite=Strict, sent only to the admin API. */
export const STAFF_COOKIE = 'atelier_staff';
export const STAFF_COOKIE_PATH = '/api/admin';
/** A session ends 8 hours after sign-in at the latest ... */
export const SESSION_MAX_MS = 8 * 60 * 60_000;
/** ... and after 30 minutes without a request. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export const sessionCookie = (token: string): string =>
  `${STAFF_COOKIE}=${token}; Path=${STAFF_COOKIE_PATH}; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly; Secure; SameSite=Strict`;

export const clearedSessionCookie = (): string =>
  `${STAFF_COOKIE}=; Path=${STAFF_COOKIE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const randomToken = (): string => randomBytes(32).toString('base64url');

export interface NewSession {
  id: string;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function createSession(db: Database, staffId: number, now: Date): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: hashSessionToken(token),
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: staffSessions.id });
  return { id: row!.id, token, csrfToken, expiresAt };
}

export interface ActiveSession {
  id: string;
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
  member: StaffRow;
}

/**
 * The live session of a cookie token: not revoked, before its absolute end, seen within the idle
 * timeout, of an account that is not disabled. Keeps it alive (last_seen_at) while it is used.
 */
export async function loadSession(db: Database, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSessionToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return null;
  const { session, member } = row;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
  }
  return {
    id: session.id,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
    lastSeenAt: now,
    member,
  };
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of an account (disabled), or every other one (password changed). */
export async function revokeSessionsOf(
  db: Database,
  staffId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        ...(keepSessionId ? [ne(staffSessions.id, keepSessionId)] : []),
      ),
    );
}

/** The session cookie's value from a `Cookie` header, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== STAFF_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
  }
  return null;
}
