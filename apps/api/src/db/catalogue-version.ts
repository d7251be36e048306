import { CATALOGUE_VERSION_SLOTS } from './schema/catalogue-version';

/**
 * The catalogue version (schema/catalogue-version.ts): a number every process on the database
 * reads, raised by the commit of any transaction that changed what a shopper's page can show.
 *
 * It is counted by the database itself, not by the routes: a deferred trigger on every table of
 * the schema except SHOPPER_TABLES adds one at commit (once per transaction), in the same
 * transaction as the change. So every way a change can arrive counts: an API route of any
 * process, an order taking stock, the seed, a content import (`npm run content:import`), a
 * console's SQL. A table added later counts until it is listed here, the safe side, like the
 * response cache's CATALOGUE_NEUTRAL_WRITES (http/response-cache.ts).
 */

/**
 * Tables whose rows belong to one shopper (or to the server's own bookkeeping) and that no page
 * the server may cache shows anything of: their writes leave the version alone. Carts are the
 * busiest writer of a shop; `promos` only changes its use count there, and codes are shown only
 * on a shopper's own pages (cart, checkout), which are never cached. Bookings are not listed:
 * their holds count against a workshop slot's free places.
 */
export const SHOPPER_TABLES: readonly string[] = [
  'carts',
  'cart_items',
  'promos',
  'promo_amounts',
  'promo_redemptions',
  'users',
  'refresh_tokens',
  'token_families',
  'orders',
  'order_lines',
  'payments',
  'payment_events',
  'idempotency_keys',
  'gift_cards',
  'quiz_outcomes',
  'stock_notifications',
  'subscribers',
  'business_leads',
  'outbox_emails',
  'catalogue_version',
  // A member's own rows, and the console's bookkeeping: a staff session is touched every few
  // minutes while it is used, and counted here it emptied every process's page cache each time.
  'member_addresses',
  'wishlist_items',
  'password_reset_tokens',
  'business_lead_notes',
  'order_refunds',
  'staff',
  'staff_sessions',
  'audit_log',
];

const FUNCTION = 'catalogue_version_bump';
const ROW_TRIGGER = 'catalogue_version_bump';
const TRUNCATE_TRIGGER = 'catalogue_version_truncate';

/**
 * The channel the version's trigger notifies, at commit, when the committing session listens on
 * it. Only PGlite's one connection ever does (http/pushed-version.ts): there every commit is this
 * process's own, so the server keeps the version in memory instead of reading it.
 */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/**
 * The trigger function: the first change of a transaction (a transaction-local setting marks it)
 * adds one to the slot of its transaction id. As a deferred constraint trigger it runs at commit,
 * so the slot's row lock is held only for the commit itself.
 *
 * It also notifies CATALOGUE_VERSION_CHANNEL, but only when the session making the change listens
 * on it: PGlite's (the server's own connection). No PostgreSQL pool connection listens, so there no
 * commit queues a notification: NOTIFY serializes the commits of every notifying transaction of
 * the server on one lock, which orders taking stock would then queue on.
 */
const bumpFunction = `
create or replace function ${FUNCTION}() returns trigger language plpgsql as $fn$
begin
  if current_setting('atelier.catalogue_changed', true) is distinct from 'on' then
    perform set_config('atelier.catalogue_changed', 'on', true);
    update catalogue_version set version = version + 1
      where slot = (txid_current() % ${CATALOGUE_VERSION_SLOTS})::smallint;
    if '${CATALOGUE_VERSION_CHANNEL}' = any (array(select pg_listening_channels())) then
      perform pg_notify('${CATALOGUE_VERSION_CHANNEL}', '');
    end if;
  end if;
  return null;
end
$fn$`;

const quoted = (names: readonly string[]) => names.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ');

/**
 * Puts the triggers on every table of the schema but SHOPPER_TABLES and takes them off those
 * (a table moved to the list), at every start after the migrations (routines.ts).
 */
const installTriggers = `
do $do$
declare
  t record;
  shopper text[] := array[${quoted(SHOPPER_TABLES)}];
begin
  for t in
    select c.oid, c.relname from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
  loop
    if t.relname = any(shopper) then
      -- Only when there is one to drop: dropping locks the table.
      if exists (select 1 from pg_trigger where tgrelid = t.oid and tgname = '${ROW_TRIGGER}') then
        execute format('drop trigger ${ROW_TRIGGER} on %I', t.relname);
      end if;
      if exists (select 1 from pg_trigger where tgrelid = t.oid and tgname = '${TRUNCATE_TRIGGER}') then
        execute format('drop trigger ${TRUNCATE_TRIGGER} on %I', t.relname);
      end if;
    else
      if not exists (select 1 from pg_trigger where tgrelid = t.oid and tgname = '${ROW_TRIGGER}') then
        execute format(
          'create constraint trigger ${ROW_TRIGGER} after insert or update or delete on %I '
          'deferrable initially deferred for each row execute function ${FUNCTION}()',
          t.relname
        );
      end if;
      if not exists (select 1 from pg_trigger where tgrelid = t.oid and tgname = '${TRUNCATE_TRIGGER}') then
        execute format(
          'create trigger ${TRUNCATE_TRIGGER} after truncate on %I for each statement execute function ${FUNCTION}()',
          t.relname
        );
      end if;
    end if;
  end loop;
end
$do$`;

/** The statements that install the version's triggers (idempotent), run after the migrations. */
export const catalogueVersionTriggers: readonly string[] = [bumpFunction, installTriggers];

/** Reads the version: the sum of the slots. */
export const CATALOGUE_VERSION_QUERY = 'select sum(version)::int8::text as version from catalogue_version';
