import { type SQL, sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database';

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows =>
  (Array.isArray(result) ? result : (result as { rows: Rows }).rows) as Rows;

/**
 * Outcomes and backlog read from the database when Prometheus scrapes: the same numbers from every
 * process (the database is the truth), whichever process took the payment or will send the mail.
 * Payments and bookings by status are counts of rows (rate() of them is the outcomes per second).
 * `database` is asked at scrape time: the app opens its database after registering metrics.
 */
export function registerStoreGauges(registry: Registry, database: () => Database): void {
  // A database that does not answer must not fail the whole scrape (the request and process
  // metrics still matter then): its series are left out and this counts the failures.
  const failures = new Counter({
    name: 'atelier_metrics_database_errors_total',
    help: 'Scrapes whose store numbers could not be read from the database (those series are left out).',
    registers: [registry],
  });
  const read = async (query: SQL): Promise<Rows | null> => {
    try {
      return rowsOf(await database().execute(query));
    } catch {
      failures.inc();
      return null;
    }
  };
  const byStatus = (name: string, help: string, table: string) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await read(sql.raw(`select status, count(*)::int as n from ${table} group by status`));
        for (const row of rows ?? []) this.set({ status: String(row.status) }, Number(row.n));
      },
    });
  byStatus('atelier_payments', 'Payments by status (processing, succeeded, failed, refunded).', 'payments');
  byStatus(
    'atelier_bookings',
    'Workshop bookings by status (pending_payment, payment_failed, confirmed, cancelled).',
    'bookings',
  );
  byStatus('atelier_orders', 'Orders by status.', 'orders');

  new Gauge({
    name: 'atelier_outbox_pending',
    help: 'E-mails waiting in the outbox to be sent (the mail dispatcher backlog).',
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read(sql`select count(*)::int as n from outbox_emails where status = 'pending'`);
      if (rows) this.set(Number(rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'atelier_holds_lapsed',
    help: 'Unpaid orders and bookings whose hold has run out and is not released yet (the hold sweep backlog).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read(sql`
          select 'order' as kind, count(*)::int as n from orders
            where status in ('pending_payment', 'payment_failed') and hold_expires_at < now()
          union all
          select 'booking', count(*)::int from bookings
            where status in ('pending_payment', 'payment_failed') and hold_expires_at < now()`);
      for (const row of rows ?? []) this.set({ kind: String(row.kind) }, Number(row.n));
    },
  });
}
