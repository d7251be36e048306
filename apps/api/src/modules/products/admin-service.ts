import type {
  AdminProduct,
  AdminProductPage,
  AdminProductUpdate,
  AdminStockAdjustment,
  AdminStockLevel,
  AdminVariantPrices,
} from '@atelier/api/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { currencies, products, variantPrices } from '../../db/schema';
import type { LocalizedText } from '../../db/schema/localized';
import { badRequest, notFound, versionConflict } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import {
  addStock,
  findVariantOf,
  lockProduct,
  selectAdminProductPage,
  selectAllPricesOf,
  selectMainImagesOf,
} from './admin-queries';
import { checkTermIds, replaceCollections, replaceStoreTags, selectTermsOf } from './admin-terms';
import { adminProductView, adminSummaryView } from './admin-view';
import { findProductById, selectImagesOf, selectVariantsOf, type ProductRow } from './queries';

export interface AdminListingQuery {
  q?: string;
  type?: string;
  published?: boolean;
  low_stock?: boolean;
  page?: number;
  page_size?: number;
}

const DEFAULT_PAGE_SIZE = 25;

/** The console's product list: every product, published or not, by English name. */
export async function listAdminProducts(db: Database, query: AdminListingQuery): Promise<AdminProductPage> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  if (query.q !== undefined && query.q.trim() === '') {
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  }
  const { count, rows } = await selectAdminProductPage(
    db,
    { q: query.q, type: query.type, published: query.published, lowStock: query.low_stock },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  const ids = rows.map((row) => row.id);
  const [variants, images] = await runAll(db, [
    () => selectVariantsOf(db, ids),
    () => selectMainImagesOf(db, ids),
  ]);
  const mainImage = new Map(images.map((image) => [image.productId, image.path]));
  return {
    count,
    results: rows.map((row) =>
      adminSummaryView(
        row,
        variants.filter((v) => v.productId === row.id),
        mainImage.get(row.id) ?? null,
      ),
    ),
  };
}

/**
 * The product with its variants, every price, its pictures, collections and tags, read on `db`
 * (or a transaction).
 */
export async function loadAdminProduct(db: Database, row: ProductRow): Promise<AdminProduct> {
  const [variants, images, terms] = await runAll(db, [
    () => selectVariantsOf(db, [row.id]),
    () => selectImagesOf(db, [row.id]),
    () => selectTermsOf(db, row.id),
  ]);
  const prices = await selectAllPricesOf(
    db,
    variants.map((v) => v.id),
  );
  return adminProductView(row, variants, prices, images, terms);
}

export async function getAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const row = await findProductById(db, id);
  if (!row) throw notFound('Product not found');
  return loadAdminProduct(db, row);
}

/** Texts as stored: trimmed, and an English name is required (the store's fallback language). */
function cleanText(text: LocalizedText, field: string, requireEnglish: boolean): LocalizedText {
  const cleaned = {
    en: text.en.trim(),
    ar: text.ar.trim(),
    'zh-hans': text['zh-hans'].trim(),
    vi: text.vi.trim(),
  };
  if (requireEnglish && cleaned.en === '')
    throw badRequest([{ field: `${field}.en`, reason: 'must not be blank' }]);
  return cleaned;
}

const sameText = (a: LocalizedText, b: LocalizedText) =>
  a.en === b.en && a.ar === b.ar && a['zh-hans'] === b['zh-hans'] && a.vi === b.vi;

/** The locked row at the version the change was made on, or 404 / 409 with the product as it is. */
export async function productAtVersion(tx: Database, id: number, version: number): Promise<ProductRow> {
  const row = await lockProduct(tx, id);
  if (!row) throw notFound('Product not found');
  if (row.version !== version)
    throw versionConflict(
      await loadAdminProduct(tx, row),
      'Someone else changed this product while you were editing it',
    );
  return row;
}

/** Raises the product's version (any change of its texts, publication or prices). */
export async function bumpVersion(
  tx: Database,
  id: number,
  set: Partial<Pick<ProductRow, 'name' | 'description' | 'active'>> = {},
): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...set, version: sql`${products.version} + 1` })
    .where(eq(products.id, id))
    .returning();
  return row as ProductRow;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Changes names, descriptions, publication, collections or tags, only on the version the console
 * showed; the audit row holds the changed fields before and after. A change to what is already
 * stored writes nothing. Collections keep the order sent (the first is the primary one); tags are
 * a set.
 */
export async function updateAdminProduct(
  db: Database,
  staff: AuditActor,
  id: number,
  body: AdminProductUpdate,
): Promise<AdminProduct> {
  const name = body.name && cleanText(body.name, 'body.name', true);
  const description = body.description && cleanText(body.description, 'body.description', false);
  return db.transaction(async (tx) => {
    const row = await productAtVersion(tx, id, body.version);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set: Partial<Pick<ProductRow, 'name' | 'description' | 'active'>> = {};
    if (name && !sameText(row.name, name)) {
      before.name = row.name;
      after.name = set.name = name;
    }
    if (description && !sameText(row.description, description)) {
      before.description = row.description;
      after.description = set.description = description;
    }
    if (body.published !== undefined && body.published !== row.active) {
      before.published = row.active;
      after.published = set.active = body.published;
    }
    await checkTermIds(tx, body.collection_ids, body.tag_ids);
    const terms = await selectTermsOf(tx, id);
    const collectionIds = body.collection_ids;
    const currentCollections = terms.collections.map((c) => c.id);
    if (collectionIds && !sameIds(currentCollections, collectionIds)) {
      await replaceCollections(tx, id, collectionIds);
      before.collection_ids = currentCollections;
      after.collection_ids = collectionIds;
    }
    const tagIds = body.tag_ids && [...body.tag_ids].sort((a, b) => a - b);
    const currentTags = terms.tags.map((t) => t.id).sort((a, b) => a - b);
    if (tagIds && !sameIds(currentTags, tagIds)) {
      await replaceStoreTags(tx, id, tagIds);
      before.tag_ids = currentTags;
      after.tag_ids = tagIds;
    }
    if (Object.keys(after).length === 0) return loadAdminProduct(tx, row);
    const updated = await bumpVersion(tx, id, set);
    await recordAudit(tx, staff, {
      action: 'product.update',
      entity: 'product',
      entityId: String(id),
      before,
      after,
    });
    return loadAdminProduct(tx, updated);
  });
}

interface PriceInput {
  currency: string;
  amount: number;
  compareAt: number | null;
}

/** Per-line checks the schema cannot make: one price per currency, a compare-at above the price. */
function checkPrices(prices: AdminVariantPrices['prices']): PriceInput[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  prices.forEach((price, i) => {
    if (seen.has(price.currency))
      errors.push({ field: `body.prices.${i}.currency`, reason: 'is listed twice' });
    seen.add(price.currency);
    const compareAt = price.compare_at_amount ?? null;
    if (compareAt !== null && compareAt <= price.amount) {
      errors.push({ field: `body.prices.${i}.compare_at_amount`, reason: 'must be greater than amount' });
    }
  });
  if (errors.length > 0) throw badRequest(errors);
  return prices.map((p) => ({
    currency: p.currency,
    amount: p.amount,
    compareAt: p.compare_at_amount ?? null,
  }));
}

const priceList = (rows: readonly PriceInput[]) =>
  [...rows]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((p) => ({ currency: p.currency, amount: p.amount, compare_at_amount: p.compareAt }));

/**
 * Replaces a variant's prices (one per currency listed, minor units), on the version the console
 * showed. Carts price their lines from these rows when read, so new carts and the next
 * precheckout see the new price (a cart priced before is told its price moved).
 */
export async function setVariantPrices(
  db: Database,
  staff: AuditActor,
  id: number,
  variantId: number,
  body: AdminVariantPrices,
): Promise<AdminProduct> {
  const wanted = checkPrices(body.prices);
  return db.transaction(async (tx) => {
    const row = await productAtVersion(tx, id, body.version);
    const variant = await findVariantOf(tx, id, variantId);
    if (!variant) throw notFound('Variant not found');
    const known = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(
        inArray(
          currencies.code,
          wanted.map((p) => p.currency),
        ),
      );
    const knownCodes = new Set(known.map((c) => c.code));
    const unknown = wanted.flatMap((p, i) =>
      knownCodes.has(p.currency)
        ? []
        : [{ field: `body.prices.${i}.currency`, reason: 'is not a store currency' }],
    );
    if (unknown.length > 0) throw badRequest(unknown);

    const current = (await selectAllPricesOf(tx, [variantId])).map((p) => ({
      currency: p.currency,
      amount: p.amount,
      compareAt: p.compareAtAmount,
    }));
    const before = priceList(current);
    const after = priceList(wanted);
    if (JSON.stringify(before) === JSON.stringify(after)) return loadAdminProduct(tx, row);

    await tx.delete(variantPrices).where(eq(variantPrices.variantId, variantId));
    await tx.insert(variantPrices).values(
      wanted.map((p) => ({
        variantId,
        currency: p.currency,
        amount: p.amount,
        compareAtAmount: p.compareAt,
      })),
    );
    const updated = await bumpVersion(tx, id);
    await recordAudit(tx, staff, {
      action: 'product.prices',
      entity: 'product',
      entityId: String(id),
      before: { variant_id: variantId, sku: variant.sku, prices: before },
      after: { variant_id: variantId, sku: variant.sku, prices: after },
    });
    return loadAdminProduct(tx, updated);
  });
}

/**
 * Adds or removes units: one conditional UPDATE (race-safe against shoppers' orders, never below
 * zero), audited with the reason in the same transaction. Not version-checked: orders move stock
 * all the time, and a relative change cannot overwrite theirs.
 */
export async function adjustStock(
  db: Database,
  staff: AuditActor,
  id: number,
  variantId: number,
  body: AdminStockAdjustment,
): Promise<AdminStockLevel> {
  const reason = body.reason.trim();
  if (reason === '') throw badRequest([{ field: 'body.reason', reason: 'must not be blank' }]);
  return db.transaction(async (tx) => {
    const changed = await addStock(tx, id, variantId, body.delta);
    if (!changed) {
      const variant = await findVariantOf(tx, id, variantId);
      if (!variant) throw notFound('Variant not found');
      throw badRequest([
        { field: 'body.delta', reason: `would take the stock below zero (${variant.stock} on hand)` },
      ]);
    }
    await recordAudit(tx, staff, {
      action: 'product.stock',
      entity: 'product',
      entityId: String(id),
      before: { variant_id: variantId, stock: changed.stock - body.delta },
      after: { variant_id: variantId, stock: changed.stock, delta: body.delta, reason },
    });
    return { variant_id: variantId, stock: changed.stock };
  });
}
