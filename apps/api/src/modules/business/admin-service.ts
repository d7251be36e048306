import type { AdminLead, AdminLeadNoteRequest, AdminLeadPage, AdminLeadUpdate } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { badRequest, notFound, versionConflict } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';
import {
  findLead,
  insertLeadNote,
  type LeadRow,
  type LeadStatus,
  lockLead,
  selectLeadNotes,
  selectLeadPage,
  setLeadStatus,
} from './admin-queries';

export interface LeadQuery {
  q?: string;
  status?: LeadStatus;
  page?: number;
  page_size?: number;
}

const DEFAULT_PAGE_SIZE = 25;

/** GET /api/admin/leads/: newest first, with every status's count for the same search. */
export async function listLeads(db: Database, query: LeadQuery): Promise<AdminLeadPage> {
  if (query.q !== undefined && query.q.trim() === '') {
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  }
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, counts, rows } = await selectLeadPage(
    db,
    { q: query.q, status: query.status },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return {
    count,
    counts,
    results: rows.map(({ lead, notes }) => ({
      id: lead.id,
      company: lead.company,
      name: lead.name,
      email: lead.email,
      country: lead.country,
      industry: lead.industry,
      status: lead.status as LeadStatus,
      notes,
      created_at: lead.createdAt.toISOString(),
      status_changed_at: lead.statusChangedAt?.toISOString() ?? null,
    })),
  };
}

/** The console's lead with its notes, read on `db` or the caller's transaction. */
async function leadView(db: Database, lead: LeadRow): Promise<AdminLead> {
  const [notes] = await runAll(db, [() => selectLeadNotes(db, lead.id)]);
  return {
    id: lead.id,
    company: lead.company,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    country: lead.country,
    industry: lead.industry,
    space_size_sqm: lead.spaceSizeSqm,
    message: lead.message,
    status: lead.status as LeadStatus,
    version: lead.version,
    created_at: lead.createdAt.toISOString(),
    status_changed_at: lead.statusChangedAt?.toISOString() ?? null,
    status_changed_by:
      lead.statusChangedByEmail === null
        ? null
        : { id: lead.statusChangedById, email: lead.statusChangedByEmail },
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      author: { id: note.staffId, email: note.staffEmail },
      created_at: note.createdAt.toISOString(),
    })),
  };
}

export async function getLead(db: Database, id: string): Promise<AdminLead> {
  const lead = await findLead(db, id);
  if (!lead) throw notFound('Lead not found');
  return leadView(db, lead);
}

/**
 * PATCH /api/admin/leads/{id}/: the lead's place in the pipeline, on the version the console read
 * (409 with the lead as it is otherwise); who and when are kept on the lead and in the audit log.
 */
export async function updateLead(
  db: Database,
  staff: AuditActor,
  id: string,
  body: AdminLeadUpdate,
  now: Date = new Date(),
): Promise<AdminLead> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Lead not found');
    if (lead.version !== body.version)
      throw versionConflict(
        await leadView(tx, lead),
        'Someone else changed this lead while you were looking at it',
      );
    if (lead.status === body.status) return leadView(tx, lead);
    const updated = await setLeadStatus(tx, id, body.status, staff, now);
    await recordAudit(tx, staff, {
      action: 'lead.status',
      entity: 'business_lead',
      entityId: id,
      before: { status: lead.status },
      after: { status: body.status },
    });
    return leadView(tx, updated);
  });
}

/** POST /api/admin/leads/{id}/notes/: a note with who wrote it and when (audited). */
export async function addLeadNote(
  db: Database,
  staff: AuditActor,
  id: string,
  body: AdminLeadNoteRequest,
): Promise<AdminLead> {
  const text = body.text.trim();
  if (!text) throw badRequest([{ field: 'body.text', reason: 'must not be blank' }]);
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Lead not found');
    const note = await insertLeadNote(tx, { leadId: id, text, staffId: staff.id, staffEmail: staff.email });
    await recordAudit(tx, staff, {
      action: 'lead.note',
      entity: 'business_lead',
      entityId: id,
      before: null,
      after: { note_id: note.id, text },
    });
    return leadView(tx, lead);
  });
}
