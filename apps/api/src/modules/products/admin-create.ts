import type { AdminProduct, AdminProductCreate } from '@atelier/api/schema';
import { PRODUCT_TYPE_FOR_ROUTE } from '@atelier/commerce/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { currencies, products, productVariants, variantPrices } from '../../db/schema';
import type { LocalizedText } from '../../db/schema/localized';
import { badRequest, conflict } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import { loadAdminProduct } from './admin-service';
import type { ProductRow } from './queries';

const EMPTY_TEXT: LocalizedText = { en: '', ar: '', 'zh-hans': '', vi: '' };

const trimmed = (text: LocalizedText): LocalizedText => ({
  en: text.en.trim(),
  ar: text.ar.trim(),
  'zh-hans': text['zh-hans'].trim(),
  vi: text.vi.trim(),
});

/**
 * The `/product/{routeType}/{slug}` spelling the store links a new product of `type` to (SPEC §2),
 * as the seed has it: the route spelled like the type (`perfume_oil`, or `dual-candles` for
 * `dual_candles`), else none (`/products/{type}/{slug}`). Holders and dual crayons are seed-only
 * spellings of single_candle and dual_crayon_spray, never chosen here.
 */
export function routeTypeFor(type: string): string | null {
  const routes = Object.keys(PRODUCT_TYPE_FOR_ROUTE) as (keyof typeof PRODUCT_TYPE_FOR_ROUTE)[];
  return (
    routes.find((route) => route === type && PRODUCT_TYPE_FOR_ROUTE[route] === type) ??
    routes.find((route) => route === type.replace(/_/g, '-') && PRODUCT_TYPE_FOR_ROUTE[route] === type) ??
    null
  );
}

/** Checks the schema cannot make: blank texts, an all-digit slug, one price per store currency. */
function checkCreate(body: AdminProductCreate, storeCurrencies: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  // A ProductRef of digits is read as an id first, so such a slug could never be reached.
  if (/^\d+$/.test(body.slug)) errors.push({ field: 'body.slug', reason: 'must contain a letter' });
  if (body.name.en.trim() === '') errors.push({ field: 'body.name.en', reason: 'must not be blank' });
  if (body.variant.label.en.trim() === '')
    errors.push({ field: 'body.variant.label.en', reason: 'must not be blank' });
  if (body.variant.sku === body.sku)
    errors.push({ field: 'body.variant.sku', reason: "must differ from the product's SKU" });
  const seen = new Set<string>();
  body.variant.prices.forEach((price, i) => {
    const field = `body.variant.prices.${i}`;
    if (!storeCurrencies.includes(price.currency))
      errors.push({ field: `${field}.currency`, reason: 'is not a store currency' });
    else if (seen.has(price.currency)) errors.push({ field: `${field}.currency`, reason: 'is listed twice' });
    seen.add(price.currency);
    const compareAt = price.compare_at_amount ?? null;
    if (compareAt !== null && compareAt <= price.amount)
      errors.push({ field: `${field}.compare_at_amount`, reason: 'must be greater than amount' });
  });
  const missing = storeCurrencies.filter((code) => !seen.has(code));
  if (missing.length > 0)
    errors.push({ field: 'body.variant.prices', reason: `needs a price in ${missing.join(', ')}` });
  return errors;
}

/** 409 naming every field whose value another product or variant already has. */
async function checkTaken(tx: Database, body: AdminProductCreate): Promise<void> {
  const [bySlug, bySku, byVariantSku] = await runAll(tx, [
    () => tx.select({ id: products.id }).from(products).where(eq(products.slug, body.slug)).limit(1),
    () => tx.select({ id: products.id }).from(products).where(eq(products.sku, body.sku)).limit(1),
    () =>
      tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.sku, body.variant.sku))
        .limit(1),
  ]);
  const errors: FieldError[] = [
    ...(bySlug.length > 0 ? [{ field: 'body.slug', reason: 'is taken by another product' }] : []),
    ...(bySku.length > 0 ? [{ field: 'body.sku', reason: 'is taken by another product' }] : []),
    ...(byVariantSku.length > 0
      ? [{ field: 'body.variant.sku', reason: 'is taken by another variant' }]
      : []),
  ];
  if (errors.length > 0) throw conflict('Another product already uses this address or SKU', { errors });
}

/** A unique-index violation (SQLSTATE 23505), wrapped by drizzle or not. */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

/**
 * Adds a product with its first variant and its prices, unpublished unless asked, in one
 * transaction with its audit entry: a refusal leaves nothing behind. Two staff adding the same
 * slug at once: the unique index decides, and the second is told 409 like the first check would.
 */
export async function createAdminProduct(
  db: Database,
  staff: AuditActor,
  body: AdminProductCreate,
): Promise<AdminProduct> {
  try {
    return await db.transaction(async (tx) => {
      const storeCurrencies = (await tx.select({ code: currencies.code }).from(currencies)).map(
        (c) => c.code,
      );
      const errors = checkCreate(body, storeCurrencies);
      if (errors.length > 0) throw badRequest(errors);
      await checkTaken(tx, body);
      const [row] = (await tx
        .insert(products)
        .values({
          slug: body.slug,
          sku: body.sku,
          type: body.type,
          routeType: routeTypeFor(body.type),
          name: trimmed(body.name),
          description: trimmed(body.description ?? EMPTY_TEXT),
          active: body.published ?? false,
        })
        .returning()) as ProductRow[];
      const product = row!;
      const [variant] = await tx
        .insert(productVariants)
        .values({
          productId: product.id,
          sku: body.variant.sku,
          label: trimmed(body.variant.label),
          size: body.variant.size ?? null,
          stock: body.variant.stock,
        })
        .returning({ id: productVariants.id });
      await tx.insert(variantPrices).values(
        body.variant.prices.map((price) => ({
          variantId: variant!.id,
          currency: price.currency,
          amount: price.amount,
          compareAtAmount: price.compare_at_amount ?? null,
        })),
      );
      const created = await loadAdminProduct(tx, product);
      await recordAudit(tx, staff, {
        action: 'product.create',
        entity: 'product',
        entityId: String(product.id),
        before: null,
        after: {
          slug: created.slug,
          sku: created.sku,
          type: created.type,
          name: created.name,
          published: created.published,
          variant: created.variants[0],
        },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another product already uses this address or SKU', {
        errors: [{ field: 'body.slug', reason: 'or a SKU was taken by another product meanwhile' }],
      });
    throw error;
  }
}
