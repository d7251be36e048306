import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/** Slots of the catalogue version (see catalogueVersion). */
export const CATALOGUE_VERSION_SLOTS = 16;

/**
 * How many transactions have changed what a shopper's page can show (the catalogue, prices,
 * stock, CMS pages, workshops, ...): the sum of `version` over the rows. A trigger on every such
 * table adds one at commit, in the same transaction as the change (db/catalogue-version.ts), so a
 * reader that sees the new sum sees the change too, in every process on the database. The server's
 * page cache reads it on every page request (web/page-cache.ts). One row per slot, the slot taken
 * from the transaction id, so concurrent writers (orders taking stock) do not queue on one row's
 * lock through their commits.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    slot: smallint('slot').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_slot', sql`${t.slot} >= 0 and ${t.slot} < 16`)],
);
