import type { AdminCustomer, AdminCustomerPage } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import {
  type CustomerFilter,
  type CustomerRow,
  findCustomer,
  selectCustomerBookings,
  selectCustomerOrders,
  selectCustomerPage,
} from './admin-queries';

export interface CustomerQuery extends CustomerFilter {
  page?: number;
  page_size?: number;
}

const DEFAULT_PAGE_SIZE = 25;
/** How many orders and bookings a member's page lists (the contract's maxItems). */
const HISTORY_LIMIT = 50;

type Tier = AdminCustomer['tier'];

function summaryOf(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    tier: row.tier as Tier,
    country: row.country,
    date_joined: row.dateJoined.toISOString(),
  };
}

/** GET /api/admin/customers/: members, newest first, by name or e-mail and tier. */
export async function listCustomers(db: Database, query: CustomerQuery): Promise<AdminCustomerPage> {
  if (query.q !== undefined && query.q.trim() === '') {
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  }
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, rows } = await selectCustomerPage(
    db,
    { q: query.q, tier: query.tier },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return { count, results: rows.map(summaryOf) };
}

/** GET /api/admin/customers/{id}/: profile, tier, latest orders and bookings; no secret. */
export async function getCustomer(db: Database, id: number): Promise<AdminCustomer> {
  const row = await findCustomer(db, id);
  if (!row) throw notFound('Customer not found');
  const [orders, bookings] = await Promise.all([
    selectCustomerOrders(db, id, HISTORY_LIMIT),
    selectCustomerBookings(db, id, HISTORY_LIMIT),
  ]);
  return {
    ...summaryOf(row),
    phone: row.phone,
    language: row.language,
    marketing_opt_in: row.marketingOptIn,
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status as AdminCustomer['orders'][number]['status'],
      currency: o.currency as AdminCustomer['orders'][number]['currency'],
      total: o.total,
      created_at: o.createdAt.toISOString(),
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      status: b.status as AdminCustomer['bookings'][number]['status'],
      currency: b.currency as AdminCustomer['bookings'][number]['currency'],
      amount: b.amount,
      first_start: b.firstStart === null ? null : new Date(b.firstStart).toISOString(),
      created_at: b.createdAt.toISOString(),
    })),
  };
}
