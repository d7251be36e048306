import type { AdminSubscriber, AdminSubscriberPage } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';
import { csvRecord } from './admin-csv';
import { allSubscribers, selectAdminSubscriberPage, type AdminSubscriberFilter } from './admin-queries';
import type { SubscriberRow } from './queries';

const DEFAULT_PAGE_SIZE = 25;

export type AdminSubscriberQuery = AdminSubscriberFilter & { page?: number; page_size?: number };

function filterOf(query: AdminSubscriberQuery): AdminSubscriberFilter {
  if (query.q !== undefined && query.q.trim() === '') {
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  }
  return { q: query.q, status: query.status, country: query.country };
}

/** Confirmed wins (a new sign-up confirmed clears the unsubscribe); then left; else pending. */
function statusOf(row: SubscriberRow): AdminSubscriber['status'] {
  if (row.confirmedAt) return 'confirmed';
  return row.unsubscribedAt ? 'unsubscribed' : 'pending';
}

function subscriberView(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row),
    country: row.country,
    language: row.language,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

export async function listAdminSubscribers(
  db: Database,
  query: AdminSubscriberQuery,
): Promise<AdminSubscriberPage> {
  const filter = filterOf(query);
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, rows } = await selectAdminSubscriberPage(db, filter, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { count, results: rows.map(subscriberView) };
}

export const CSV_HEADER = [
  'email',
  'status',
  'country',
  'language',
  'source',
  'subscribed_at',
  'confirmed_at',
];

/**
 * The CSV of every matching subscriber (newest first). The export is personal data leaving the
 * shop, so it is audited first (who, which filters); a failed audit write means no file.
 */
export async function exportAdminSubscribers(
  db: Database,
  staff: AuditActor,
  query: AdminSubscriberQuery,
): Promise<string> {
  const filter = filterOf(query);
  const parts: string[] = [csvRecord(CSV_HEADER)];
  let count = 0;
  for await (const rows of allSubscribers(db, filter)) {
    for (const row of rows) {
      const view = subscriberView(row);
      parts.push(
        csvRecord([
          view.email,
          view.status,
          view.country,
          view.language,
          view.source,
          view.created_at,
          view.confirmed_at,
        ]),
      );
      count++;
    }
  }
  await db.transaction((tx) =>
    recordAudit(tx, staff, {
      action: 'subscribers.export',
      entity: 'subscribers',
      entityId: 'export',
      before: null,
      after: {
        filters: { q: filter.q ?? null, status: filter.status ?? null, country: filter.country ?? null },
        rows: count,
      },
    }),
  );
  return parts.join('');
}
