import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Sites that embed the scent quiz (`?partnership=acme`), with their own questions and tags. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Origins allowed to frame the widget (`frame-ancestors`). */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    /** Allowed `--atelier-*` CSS custom properties and their values. */
    theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
    /** Raised by every console change: a change made on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('partners_slug_format', sql`${t.slug} ~ '^[a-z0-9]+([-_][a-z0-9]+)*$'`),
    check('partners_version_positive', sql`${t.version} >= 1`),
  ],
);
