import type { AdminPromo, AdminPromoPage, AdminPromoTerms, AdminPromoUpdate } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { badRequest, notFound, versionConflict } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import {
  codeTakenByOther,
  countRedemptionsOf,
  findPromoById,
  insertPromo,
  knownCodes,
  lockPromo,
  replaceAmounts,
  selectAdminPromoPage,
  selectAmountsOf,
  updatePromo,
  type PromoState,
  type PromoValues,
} from './admin-queries';
import { adminPromoSummaryView, adminPromoView, promoTermsView } from './admin-view';
import type { PromoRow } from './queries';

const DEFAULT_PAGE_SIZE = 25;

export interface AdminPromoQuery {
  q?: string;
  state?: PromoState;
  page?: number;
  page_size?: number;
}

export async function listAdminPromos(
  db: Database,
  query: AdminPromoQuery,
  now = new Date(),
): Promise<AdminPromoPage> {
  if (query.q !== undefined && query.q.trim() === '') {
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  }
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, rows } = await selectAdminPromoPage(db, { q: query.q, state: query.state }, now, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const redemptions = await countRedemptionsOf(
    db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((row) => adminPromoSummaryView(row, redemptions.get(row.id) ?? 0, now)) };
}

/** The code with its amounts and redemptions, read on `db` (or the change's transaction). */
async function loadAdminPromo(db: Database, row: PromoRow, now: Date): Promise<AdminPromo> {
  const [amounts, redemptions] = await runAll(db, [
    () => selectAmountsOf(db, row.id),
    () => countRedemptionsOf(db, [row.id]),
  ]);
  return adminPromoView(row, amounts, redemptions.get(row.id) ?? 0, now);
}

export async function getAdminPromo(db: Database, id: number, now = new Date()): Promise<AdminPromo> {
  const row = await findPromoById(db, id);
  if (!row) throw notFound('Promo code not found');
  return loadAdminPromo(db, row, now);
}

interface CleanTerms {
  values: PromoValues;
  amounts: { currency: string; amountOff: number | null; minSpend: number | null }[];
}

const duplicates = <T>(items: readonly T[]) => items.filter((item, i) => items.indexOf(item) !== i);

/**
 * The checks the schema cannot make, each a 400 naming its field: what a kind needs (a percent
 * for `percentage`, an amount off for `fixed_amount`, neither otherwise), one entry per currency,
 * currencies and countries the shop has, a start before the end, a limit not below the uses made.
 */
async function cleanTerms(
  db: Database,
  terms: AdminPromoTerms,
  prefix: string,
  usedCount: number,
): Promise<CleanTerms> {
  const errors: FieldError[] = [];
  const field = (name: string) => `${prefix}${name}`;
  const known = await knownCodes(db);
  const code = terms.code.trim();
  if (terms.kind === 'percentage' && (terms.percent < 1 || terms.percent > 100))
    errors.push({ field: field('percent'), reason: 'must be between 1 and 100 for a percentage code' });
  if (terms.kind !== 'percentage' && terms.percent !== 0)
    errors.push({ field: field('percent'), reason: 'must be 0 unless the code is a percentage' });
  terms.amounts.forEach((a, i) => {
    if (!known.currencies.has(a.currency))
      errors.push({ field: field(`amounts.${i}.currency`), reason: 'is not a currency of the shop' });
    if (terms.kind !== 'fixed_amount' && a.amount_off !== null)
      errors.push({ field: field(`amounts.${i}.amount_off`), reason: 'is only for fixed amount codes' });
    if (terms.kind === 'fixed_amount' && a.amount_off === 0)
      errors.push({ field: field(`amounts.${i}.amount_off`), reason: 'must be more than 0' });
  });
  const amountCurrencies = terms.amounts.map((a) => a.currency);
  for (const twice of new Set(duplicates(amountCurrencies))) {
    errors.push({
      field: field(`amounts.${amountCurrencies.lastIndexOf(twice)}.currency`),
      reason: 'is listed twice',
    });
  }
  if (terms.kind === 'fixed_amount' && !terms.amounts.some((a) => a.amount_off !== null))
    errors.push({
      field: field('amounts'),
      reason: 'a fixed amount code needs an amount off in at least one currency',
    });
  terms.countries.forEach((c, i) => {
    if (!known.countries.has(c))
      errors.push({ field: field(`countries.${i}`), reason: 'is not a country of the shop' });
  });
  if (duplicates(terms.countries).length > 0)
    errors.push({ field: field('countries'), reason: 'lists a country twice' });
  (terms.currencies ?? []).forEach((c, i) => {
    if (!known.currencies.has(c))
      errors.push({ field: field(`currencies.${i}`), reason: 'is not a currency of the shop' });
  });
  if (terms.currencies && terms.currencies.length === 0)
    errors.push({ field: field('currencies'), reason: 'must list a currency, or be null for all' });
  if (duplicates(terms.currencies ?? []).length > 0)
    errors.push({ field: field('currencies'), reason: 'lists a currency twice' });
  if (terms.tiers && duplicates(terms.tiers).length > 0)
    errors.push({ field: field('tiers'), reason: 'lists a tier twice' });
  const startsAt = terms.starts_at === null ? null : new Date(terms.starts_at);
  const endsAt = terms.ends_at === null ? null : new Date(terms.ends_at);
  if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime())
    errors.push({ field: field('ends_at'), reason: 'must be after starts_at' });
  if (terms.usage_limit !== null && terms.usage_limit < usedCount)
    errors.push({
      field: field('usage_limit'),
      reason: `must be at least the ${usedCount} uses already made`,
    });
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(code))
    errors.push({ field: field('code'), reason: 'must be letters, digits, - and _' });
  if (terms.description.en.trim() === '')
    errors.push({ field: field('description.en'), reason: 'must not be blank' });
  if (errors.length > 0) throw badRequest(errors);
  return {
    values: {
      code,
      description: {
        en: terms.description.en.trim(),
        ar: terms.description.ar.trim(),
        'zh-hans': terms.description['zh-hans'].trim(),
        vi: terms.description.vi.trim(),
      },
      kind: terms.kind,
      percent: terms.percent,
      countries: [...terms.countries],
      currencies: terms.currencies ? [...terms.currencies] : null,
      startsAt,
      endsAt,
      usageLimit: terms.usage_limit,
      perCustomerLimit: terms.per_customer_limit,
      appliesTo: terms.applies_to,
      tiers: terms.tiers ? [...terms.tiers] : null,
    },
    amounts: terms.amounts.map((a) => ({
      currency: a.currency,
      amountOff: a.amount_off,
      minSpend: a.min_spend,
    })),
  };
}

const codeTaken = (field: string) => badRequest([{ field, reason: 'is already used by another promo code' }]);

/** PostgreSQL's unique violation: two creations of one code at the same moment. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A new code, usable in the store's carts at once (from its start). Audited with its terms. */
export async function createAdminPromo(
  db: Database,
  staff: AuditActor,
  terms: AdminPromoTerms,
  now = new Date(),
): Promise<AdminPromo> {
  const clean = await cleanTerms(db, terms, 'body.', 0);
  try {
    return await db.transaction(async (tx) => {
      if (await codeTakenByOther(tx, clean.values.code, null)) throw codeTaken('body.code');
      const row = await insertPromo(tx, clean.values);
      if (!row) throw codeTaken('body.code');
      await replaceAmounts(tx, row.id, clean.amounts);
      const view = await loadAdminPromo(tx, row, now);
      await recordAudit(tx, staff, {
        action: 'promo.create',
        entity: 'promo',
        entityId: String(row.id),
        before: null,
        after: { ...view.terms },
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken('body.code');
    throw error;
  }
}

/** The locked row at the version the change was made on, or 404 / 409 with the code as it is. */
async function promoAtVersion(tx: Database, id: number, version: number, now: Date): Promise<PromoRow> {
  const row = await lockPromo(tx, id);
  if (!row) throw notFound('Promo code not found');
  if (row.version !== version)
    throw versionConflict(
      await loadAdminPromo(tx, row, now),
      'Someone else changed this promo code while you were editing it',
    );
  return row;
}

/** Only the terms that changed, for the audit row. */
function changedTerms(before: AdminPromoTerms, after: AdminPromoTerms) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminPromoTerms)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { was, now };
}

/** Replaces the code's terms on the version read (409 otherwise). Identical terms write nothing. */
export async function updateAdminPromo(
  db: Database,
  staff: AuditActor,
  id: number,
  body: AdminPromoUpdate,
  now = new Date(),
): Promise<AdminPromo> {
  try {
    return await db.transaction(async (tx) => {
      const row = await promoAtVersion(tx, id, body.version, now);
      const clean = await cleanTerms(tx, body.terms, 'body.terms.', row.usedCount);
      if (await codeTakenByOther(tx, clean.values.code, id)) throw codeTaken('body.terms.code');
      const before = promoTermsView(row, await selectAmountsOf(tx, id));
      const updated = await updatePromo(tx, id, clean.values);
      await replaceAmounts(tx, id, clean.amounts);
      const view = await loadAdminPromo(tx, updated, now);
      const { was, now: is } = changedTerms(before, view.terms);
      if (Object.keys(is).length === 0) throw new Unchanged();
      await recordAudit(tx, staff, {
        action: 'promo.update',
        entity: 'promo',
        entityId: String(id),
        before: was,
        after: is,
      });
      return view;
    });
  } catch (error) {
    // Nothing changed: the transaction rolled back (no new version), answer the code as it is.
    if (error instanceof Unchanged) return getAdminPromo(db, id, now);
    if (isUniqueViolation(error)) throw codeTaken('body.terms.code');
    throw error;
  }
}

class Unchanged extends Error {}

/**
 * Stops the code now: its end becomes now (every cart, promo check and precheckout then refuses it
 * as ended, without those knowing about deactivation). A start still ahead moves to just before,
 * so the dates stay in order. Orders placed keep their discount. Already deactivated: as it is.
 */
export async function deactivateAdminPromo(
  db: Database,
  staff: AuditActor,
  id: number,
  version: number,
  now = new Date(),
): Promise<AdminPromo> {
  return db.transaction(async (tx) => {
    const row = await promoAtVersion(tx, id, version, now);
    if (row.deactivatedAt !== null) return loadAdminPromo(tx, row, now);
    const endsAt = row.endsAt !== null && row.endsAt.getTime() < now.getTime() ? row.endsAt : now;
    const startsAt =
      row.startsAt !== null && row.startsAt.getTime() >= endsAt.getTime()
        ? new Date(endsAt.getTime() - 1000)
        : row.startsAt;
    const updated = await updatePromo(tx, id, { deactivatedAt: now, endsAt, startsAt });
    await recordAudit(tx, staff, {
      action: 'promo.deactivate',
      entity: 'promo',
      entityId: String(id),
      before: { ends_at: row.endsAt?.toISOString() ?? null, starts_at: row.startsAt?.toISOString() ?? null },
      after: {
        deactivated_at: now.toISOString(),
        ends_at: endsAt.toISOString(),
        starts_at: startsAt?.toISOString() ?? null,
      },
    });
    return loadAdminPromo(tx, updated, now);
  });
}
