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
    /**
     * Which quiz the embed shows: `store` (the shop's) or `own` (its quiz_questions). Kept apart
     * from the questions so going back to the shop's quiz deletes nothing (past outcomes keep
     * their answers' tags, and `own` brings the partner's questions back).
     */
    quizSource: text('quiz_source').$type<'store' | 'own'>().notNull().default('store'),
    /** Raised by every console change: a change made on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('partners_slug_format', sql`${t.slug} ~ '^[a-z0-9]+([-_][a-z0-9]+)*$'`),
    check('partners_version_positive', sql`${t.version} >= 1`),
    check('partners_quiz_source', sql`${t.quizSource} in ('store', 'own')`),
  ],
);
