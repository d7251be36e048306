import type {
  AdminPartner,
  AdminPartnerCreate,
  AdminPartnerList,
  AdminPartnerUpdate,
} from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partners } from '../../db/schema';
import { badRequest, conflict, notFound, versionConflict } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import { countQuizQuestions, lockPartner, selectAdminPartners } from './admin-queries';
import { partnerQuizView } from './admin-quiz-view';
import { findPartnerBySlug, type PartnerRow } from './queries';

export interface AdminPartnersOptions {
  /** Our origin, written into the snippet (as /embed/snippet.js is). */
  publicOrigin: string;
}

/**
 * What the partner pastes: the embed README's two lines ("For partners: what to paste"), the
 * stub of libs/quiz-widget `snippet.js` minified as the build serves it, with our origin and
 * their partnership.
 */
export function partnerSnippet(publicOrigin: string, slug: string): string {
  const stub =
    "(function(w,d,n){if(w[n])return;var f=(w[n]=function(){f.q.push(arguments);});f.q=[];var s=d.createElement('script');s.async=true;" +
    `s.src='${publicOrigin}/embed/loader.js';d.head.appendChild(s);})(window,document,'atelierEmbed');`;
  return `<script>${stub}</script>\n<scent-quiz partnership="${slug}" country="sg" lang="en"></scent-quiz>`;
}

export async function partnerView(
  db: Database,
  options: AdminPartnersOptions,
  row: PartnerRow,
): Promise<AdminPartner> {
  return {
    partnership: row.slug,
    name: row.name,
    allowed_origins: [...row.allowedOrigins],
    theme: { ...row.theme },
    quiz_questions: await countQuizQuestions(db, row.id),
    quiz: await partnerQuizView(db, row),
    snippet: partnerSnippet(options.publicOrigin, row.slug),
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

const DEFAULT_PAGE_SIZE = 25;

export async function listAdminPartners(
  db: Database,
  query: { q?: string; page?: number; page_size?: number },
): Promise<AdminPartnerList> {
  if (query.q !== undefined && query.q.trim() === '')
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, rows } = await selectAdminPartners(db, query.q?.trim(), {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    count,
    results: rows.map((row) => ({
      partnership: row.slug,
      name: row.name,
      allowed_origins: [...row.allowedOrigins],
      version: row.version,
    })),
  };
}

export async function getAdminPartner(
  db: Database,
  options: AdminPartnersOptions,
  slug: string,
): Promise<AdminPartner> {
  const row = await findPartnerBySlug(db, slug);
  if (!row) throw notFound('Partner not found');
  return partnerView(db, options, row);
}

/** The only http origins allowed: a partner page on the same machine (browsers treat it as secure). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Allowed origins as `frame-ancestors` needs them: https (or loopback http), a host and maybe a port, nothing else
 * (the contract's pattern already refuses paths and wildcards; the URL parser refuses what only
 * looks like a host). Kept once each, in the order given.
 */
function checkOrigins(origins: readonly string[]): string[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  origins.forEach((origin, i) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    const secure =
      parsed?.protocol === 'https:' ||
      (parsed?.protocol === 'http:' && LOOPBACK_HOSTS.includes(parsed.hostname));
    if (!parsed || !secure || parsed.origin !== origin) {
      errors.push({
        field: `body.allowed_origins.${i}`,
        reason: 'must be an https origin (https://host[:port]), or http for localhost and 127.0.0.1',
      });
    } else if (seen.has(origin)) {
      errors.push({ field: `body.allowed_origins.${i}`, reason: 'is listed twice' });
    }
    seen.add(origin);
  });
  if (errors.length > 0) throw badRequest(errors);
  return [...origins];
}

const cleanName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest([{ field: 'body.name', reason: 'must not be blank' }]);
  return trimmed;
};

const cleanTheme = (theme: Record<string, string>) =>
  Object.fromEntries(Object.entries(theme).map(([key, value]) => [key, value.trim()]));

const editable = (row: PartnerRow) => ({
  name: row.name,
  allowed_origins: row.allowedOrigins,
  theme: row.theme,
});

/**
 * The partner locked for a change made on `version`: 404 when there is none, 409 with the partner
 * as it is now when someone else changed it since (quiz changes count: they raise the version).
 */
export async function lockPartnerAt(
  tx: Database,
  options: AdminPartnersOptions,
  slug: string,
  version: number,
): Promise<PartnerRow> {
  const row = await lockPartner(tx, slug);
  if (!row) throw notFound('Partner not found');
  if (row.version !== version)
    throw versionConflict(
      await partnerView(tx, options, row),
      'Someone else changed this partner while you were editing it',
    );
  return row;
}

export async function createAdminPartner(
  db: Database,
  options: AdminPartnersOptions,
  staff: AuditActor,
  body: AdminPartnerCreate,
): Promise<AdminPartner> {
  const values = {
    slug: body.partnership,
    name: cleanName(body.name),
    allowedOrigins: checkOrigins(body.allowed_origins),
    theme: cleanTheme(body.theme),
  };
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(partners)
      .values(values)
      .onConflictDoNothing()
      .returning()) as PartnerRow[];
    if (!row)
      throw conflict('A partner with this slug already exists', {
        errors: [{ field: 'body.partnership', reason: 'is taken' }],
      });
    await recordAudit(tx as unknown as Database, staff, {
      action: 'partner.create',
      entity: 'partner',
      entityId: row.slug,
      before: null,
      after: editable(row),
    });
    return partnerView(tx as unknown as Database, options, row);
  });
}

export async function updateAdminPartner(
  db: Database,
  options: AdminPartnersOptions,
  staff: AuditActor,
  slug: string,
  body: AdminPartnerUpdate,
): Promise<AdminPartner> {
  const name = body.name === undefined ? undefined : cleanName(body.name);
  const origins = body.allowed_origins === undefined ? undefined : checkOrigins(body.allowed_origins);
  const theme = body.theme === undefined ? undefined : cleanTheme(body.theme);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockPartnerAt(tx, options, slug, body.version);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set: Partial<Pick<PartnerRow, 'name' | 'allowedOrigins' | 'theme'>> = {};
    if (name !== undefined && name !== row.name) {
      before.name = row.name;
      after.name = set.name = name;
    }
    if (origins !== undefined && JSON.stringify(origins) !== JSON.stringify(row.allowedOrigins)) {
      before.allowed_origins = row.allowedOrigins;
      after.allowed_origins = set.allowedOrigins = origins;
    }
    if (theme !== undefined && JSON.stringify(theme) !== JSON.stringify(row.theme)) {
      before.theme = row.theme;
      after.theme = set.theme = theme;
    }
    if (Object.keys(set).length === 0) return partnerView(tx, options, row);
    const [updated] = (await tx
      .update(partners)
      .set({ ...set, version: sql`${partners.version} + 1` })
      .where(eq(partners.id, row.id))
      .returning()) as PartnerRow[];
    await recordAudit(tx, staff, {
      action: 'partner.update',
      entity: 'partner',
      entityId: slug,
      before,
      after,
    });
    return partnerView(tx, options, updated as PartnerRow);
  });
}
