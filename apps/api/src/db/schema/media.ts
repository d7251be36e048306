import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** `bytea` read back as a Buffer (postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photographs uploaded in the console (issue 24): the cleaned original, by content hash, in the
 * database every server process reads (`/media/uploads/<hash>.<ext>`). Never changed once
 * written; the derivatives stay a per-process cache keyed by the same hash.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    hash: text('hash').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'media_uploads_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')`,
    ),
    check('media_uploads_size', sql`${t.size} between 1 and 10485760`),
  ],
);
