import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { countries } from './locale';

export interface CmsSeo {
  title: string;
  description: string | null;
  /** Server path under /media/, or null. */
  image: string | null;
}

export interface CmsBlockRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * One CMS page per base slug, country and language; a page may have a published row and a draft
 * row at once (editors preview the draft while shoppers see the published one).
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    /** Base slug; the API's slug is `{slug}-{country}-{language}`. */
    slug: text('slug').notNull(),
    country: text('country')
      .notNull()
      .references(() => countries.code),
    language: text('language').notNull(),
    status: text('status').notNull(),
    title: text('title').notNull(),
    seo: jsonb('seo').$type<CmsSeo>().notNull(),
    blocks: jsonb('blocks').$type<CmsBlockRow[]>().notNull().default([]),
    /**
     * Raised by every console save or publish (issue 24): an edit made on an older version is
     * refused (409), so two editors never overwrite each other silently. A page's editing
     * version is its draft's when it has one, else its published row's.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_pages_slug_locale_status_uq').on(t.slug, t.country, t.language, t.status),
    check('cms_pages_status', sql`${t.status} in ('published', 'draft')`),
    check('cms_pages_version_positive', sql`${t.version} >= 1`),
    check('cms_pages_language', sql`${t.language} in ('en', 'ar', 'zh-hans', 'vi')`),
    check('cms_pages_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
