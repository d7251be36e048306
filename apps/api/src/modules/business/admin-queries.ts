import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { businessLeadNotes, businessLeads } from '../../db/schema';

export type LeadRow = typeof businessLeads.$inferSelect;
export type LeadNoteRow = typeof businessLeadNotes.$inferSelect;
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(
    ilike(businessLeads.company, pattern),
    ilike(businessLeads.name, pattern),
    ilike(businessLeads.email, pattern),
  );
}

// Spelled out: inside a subquery drizzle names a column without its table, and `id` would be the note's.
const notesCount = sql<number>`(select count(*)::int from business_lead_notes n where n.lead_id = business_leads.id)`;

export async function selectLeadPage(
  db: Database,
  filter: { q?: string; status?: LeadStatus },
  page: { offset: number; limit: number },
) {
  const search = searchOf(filter.q);
  const where = and(
    search,
    filter.status === undefined ? undefined : eq(businessLeads.status, filter.status),
  );
  const [rows, [total], perStatus] = await Promise.all([
    db
      .select({ lead: businessLeads, notes: notesCount })
      .from(businessLeads)
      .where(where)
      .orderBy(desc(businessLeads.createdAt), desc(businessLeads.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(businessLeads).where(where),
    db
      .select({ status: businessLeads.status, n: count() })
      .from(businessLeads)
      .where(search)
      .groupBy(businessLeads.status),
  ]);
  const counts = { new: 0, contacted: 0, won: 0, lost: 0 };
  for (const row of perStatus) counts[row.status as LeadStatus] = row.n;
  return { count: total?.n ?? 0, counts, rows };
}

export async function findLead(db: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(businessLeads).where(eq(businessLeads.id, id)).limit(1);
  return row;
}

export async function lockLead(tx: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(businessLeads).where(eq(businessLeads.id, id)).for('update');
  return row;
}

export function selectLeadNotes(db: Database, leadId: string): Promise<LeadNoteRow[]> {
  return db
    .select()
    .from(businessLeadNotes)
    .where(eq(businessLeadNotes.leadId, leadId))
    .orderBy(asc(businessLeadNotes.createdAt), asc(businessLeadNotes.id));
}

export async function setLeadStatus(
  tx: Database,
  id: string,
  status: LeadStatus,
  by: { id: number | null; email: string },
  at: Date,
): Promise<LeadRow> {
  const [row] = await tx
    .update(businessLeads)
    .set({
      status,
      statusChangedAt: at,
      statusChangedById: by.id,
      statusChangedByEmail: by.email,
      version: sql`${businessLeads.version} + 1`,
    })
    .where(eq(businessLeads.id, id))
    .returning();
  return row as LeadRow;
}

export async function insertLeadNote(
  tx: Database,
  values: typeof businessLeadNotes.$inferInsert,
): Promise<LeadNoteRow> {
  const [row] = await tx.insert(businessLeadNotes).values(values).returning();
  return row as LeadNoteRow;
}
