import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/**
 * The tables a request can write to on purpose. A refused request must leave every one of these
 * counts as it was (a row half-written before a 4xx is the bug this catches).
 */
export const WATCHED_TABLES = [
  'orders',
  'order_lines',
  'carts',
  'cart_items',
  'bookings',
  'booking_lines',
  'booking_entries',
  'gift_cards',
  'business_leads',
  'users',
  'token_families',
  'refresh_tokens',
  'password_reset_tokens',
  'subscribers',
  'stock_notifications',
  'outbox_emails',
  'idempotency_keys',
  'payments',
  'payment_events',
  'promo_redemptions',
  'quiz_outcomes',
] as const;

export type TableCounts = Record<(typeof WATCHED_TABLES)[number], number>;

/** All counts in one round trip, so checking around every request stays cheap. */
export async function countRows(db: Database): Promise<TableCounts> {
  const columns = WATCHED_TABLES.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ');
  const result = (await db.execute(sql.raw(`select ${columns}`))) as unknown as
    { rows: TableCounts[] } | TableCounts[];
  const rows = Array.isArray(result) ? result : result.rows;
  const counts = rows[0];
  if (!counts) throw new Error('row counts: no answer');
  return counts;
}
