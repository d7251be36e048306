import type { PartnerConfig } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { findPartnerBySlug, type PartnerRow } from './queries';

/** A partner by its slug, or a 404 that names no other partner. */
export async function requirePartner(db: Database, slug: string): Promise<PartnerRow> {
  const row = await findPartnerBySlug(db, slug);
  if (!row) throw notFound('Unknown partnership');
  return row;
}

/** What the embed widget page may show about a partner: never more than its public config. */
export async function getPartnerConfig(db: Database, slug: string): Promise<PartnerConfig> {
  const row = await requirePartner(db, slug);
  return {
    partnership: row.slug,
    name: row.name,
    allowed_origins: [...row.allowedOrigins],
    theme: { ...row.theme },
  };
}

/**
 * Origins allowed to frame the partner's widget (`Content-Security-Policy: frame-ancestors`), or
 * null for an unknown partner, so the embed server can refuse to be framed at all.
 */
export async function allowedOriginsOf(db: Database, partnership: string): Promise<string[] | null> {
  const row = await findPartnerBySlug(db, partnership);
  return row ? [...row.allowedOrigins] : null;
}
