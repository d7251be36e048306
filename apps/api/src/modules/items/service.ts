import type { ProductSummary, StockNotification } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { localize } from '../pricing';
import { findProductById, productSummariesByIds, selectRelatedIds, selectVariantsOf } from '../products';
import type { CatalogueContext } from '../products';
import { insertStockNotification } from './queries';

/** The contract caps the related list at 24. */
const MAX_RELATED = 24;

async function productOnSale(db: Database, id: number) {
  const product = await findProductById(db, id);
  if (!product || !product.active) throw notFound('Product not found');
  return product;
}

/** Related products on sale, in the editors' order, priced like listing cards. */
export async function listRelatedItems(
  db: Database,
  productId: number,
  context: CatalogueContext,
): Promise<ProductSummary[]> {
  await productOnSale(db, productId);
  const ids = (await selectRelatedIds(db, productId, MAX_RELATED)).map((r) => r.id);
  const summaries = await productSummariesByIds(db, ids, context);
  return ids.flatMap((id) => summaries.get(id) ?? []);
}

/**
 * A back-in-stock request. The answer is the same whether or not the address was already on the
 * list. Asking for something that is in stock is a 409 (add it to the cart instead): for a
 * variant, that variant; for the whole product, when no variant is sold out.
 */
export async function notifyStock(
  db: Database,
  productId: number,
  body: { email: string; variant_id?: number | null },
  context: CatalogueContext,
): Promise<StockNotification> {
  const product = await productOnSale(db, productId);
  const variants = await selectVariantsOf(db, [product.id]);
  const variantId = body.variant_id ?? null;
  const name = localize(product.name, context.language);
  if (variantId !== null) {
    const variant = variants.find((v) => v.id === variantId);
    if (!variant)
      throw badRequest([{ field: 'body.variant_id', reason: 'is not a variant of this product' }]);
    if (variant.stock > 0) {
      throw conflict(`${name} ${localize(variant.label, context.language)} is in stock`);
    }
  } else if (variants.length > 0 && variants.every((v) => v.stock > 0)) {
    throw conflict(`${name} is in stock`);
  }
  await insertStockNotification(db, { productId: product.id, variantId, email: body.email });
  return { email: body.email, item_id: product.id, variant_id: variantId };
}
