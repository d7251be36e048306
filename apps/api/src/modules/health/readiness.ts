import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** One dependency's state in the readiness answer. */
export interface CheckResult {
  ok: boolean;
  /** Why it is not ready (never a connection string or a secret). */
  reason?: string;
}

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; redis?: CheckResult };
}

export interface ReadinessOptions {
  db: Database;
  /** apps/api/drizzle: the journal's last migration must be recorded in the database. */
  migrationsFolder: string;
  /** Pings the Redis the processes share; absent when REDIS_URL is not set. */
  pingRedis?: () => Promise<unknown>;
  /** A dependency that does not answer within this is not ready (a probe must not hang). */
  timeoutMs?: number;
}

/** The `when` of the journal's last migration: drizzle records it as `created_at` once applied. */
export function lastMigrationOf(migrationsFolder: string): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('the migrations journal lists no migration');
  return { tag: last.tag, when: last.when };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A driver's error message can carry a host name or user: say only which check failed. */
const failed = (what: string, error: unknown): CheckResult => ({
  ok: false,
  reason:
    error instanceof Error && error.message.includes('did not answer')
      ? error.message
      : `${what} is not reachable`,
});

/**
 * Database reachable, migrations applied (the journal's last one is in drizzle's table), Redis
 * reachable when configured. Each check runs at once and is bounded by `timeoutMs`.
 */
export async function checkReadiness(options: ReadinessOptions): Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  // Read each time: a deploy that ships new migration files and has not run them is not ready.
  const last = lastMigrationOf(options.migrationsFolder);
  const database = withTimeout(options.db.execute(sql`select 1`), timeoutMs, 'the database').then(
    (): CheckResult => ({ ok: true }),
    (error: unknown) => failed('the database', error),
  );
  const migrations = database.then(async (reachable): Promise<CheckResult> => {
    if (!reachable.ok) return { ok: false, reason: 'the database is not reachable' };
    try {
      const found = await withTimeout(
        options.db.execute(
          sql`select 1 from drizzle.__drizzle_migrations where created_at = ${last.when} limit 1`,
        ),
        timeoutMs,
        'the database',
      );
      const rows = Array.isArray(found) ? found : (found as { rows: unknown[] }).rows;
      return rows.length > 0 ? { ok: true } : { ok: false, reason: `migration ${last.tag} is not applied` };
    } catch {
      // No migrations table at all: nothing applied yet.
      return { ok: false, reason: `migration ${last.tag} is not applied` };
    }
  });
  const redis = options.pingRedis
    ? withTimeout(Promise.resolve().then(options.pingRedis), timeoutMs, 'Redis').then(
        (): CheckResult => ({ ok: true }),
        (error: unknown) => failed('Redis', error),
      )
    : undefined;
  const checks: Readiness['checks'] = {
    database: await database,
    migrations: await migrations,
    ...(redis ? { redis: await redis } : {}),
  };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
