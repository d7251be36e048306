import type { AuditEntry, AuditEntryPage } from '@atelier/api/schema';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export interface AuditLogFilter {
  staff_id?: number;
  entity?: string;
  entity_id?: string;
  /** `YYYY-MM-DD`, UTC, inclusive. */
  date_from?: string;
  date_to?: string;
  page?: number;
  page_size?: number;
}

const DAY_MS = 86_400_000;

function entryView(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The owner's view of the log: newest first, filtered, one page. */
export async function listAuditLog(db: Database, filter: AuditLogFilter): Promise<AuditEntryPage> {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? 25;
  const conditions: SQL[] = [];
  if (filter.staff_id !== undefined) conditions.push(eq(auditLog.staffId, filter.staff_id));
  if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entity_id !== undefined) conditions.push(eq(auditLog.entityId, filter.entity_id));
  if (filter.date_from !== undefined)
    conditions.push(gte(auditLog.createdAt, new Date(`${filter.date_from}T00:00:00Z`)));
  if (filter.date_to !== undefined)
    conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${filter.date_to}T00:00:00Z`) + DAY_MS)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(entryView) };
}
