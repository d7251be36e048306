import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

/** Who made a change: the signed-in staff member (`request.staff`), or a command with no account. */
export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditChange {
  /** `<entity>.<verb>`, e.g. `order.fulfil`, `staff.invite`. */
  action: string;
  entity: string;
  entityId: string;
  /** The changed fields as they were, or null for a creation. Never passwords, hashes, tokens or card data. */
  before: Record<string, unknown> | null;
  /** The changed fields as they are now, or null for a removal. Same rule. */
  after: Record<string, unknown> | null;
}

/**
 * Keys that never belong in the log, whatever a caller passes: a backstop for the rule that
 * before/after carry no secret. Matched on the key name at any depth.
 */
const SECRET_KEY = /password|passwd|hash|token|secret|one_?time|card_?number|^cvc$|^cvv$/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

/**
 * Writes one audit entry. Call it with the transaction of the change itself, so there is no change
 * without its entry and no entry without its change.
 */
export async function recordAudit(tx: Database, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before === null ? null : withoutSecrets(change.before),
    after: change.after === null ? null : withoutSecrets(change.after),
  });
}
