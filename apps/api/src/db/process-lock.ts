import pg from 'pg';
import type { Database } from './database';

/** Keys of the session-level advisory locks the app's background jobs take (any 64-bit number). */
export const JOB_LOCK_KEYS = {
  /** The payment recovery sweep: one process at a time asks the provider. */
  paymentRecoverySweep: 727_274_101,
} as const;

/**
 * Runs `work` only when no other process of the app runs it now: a session-level advisory lock
 * (`pg_try_advisory_lock`) on a dedicated pool connection, taken without waiting (`null`: another
 * process holds it, nothing was done) and let go afterwards. A process that dies loses its
 * connection and with it the lock, so a crash never leaves the job claimed. `work` uses the pool's
 * other connections. PGlite is one process by construction (its folder's lock): `work` runs.
 */
export async function whileHoldingLock<T>(
  db: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work();
  const connection = await pool.connect();
  try {
    const { rows } = await connection.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
      key,
    ]);
    if (!rows[0]?.got) return null;
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    connection.release();
  }
}
