import type { AdminProduct } from '@atelier/api/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { productImages } from '../../db/schema';
import type { LocalizedText } from '../../db/schema/localized';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';
import { cleanUpload, deleteUploadIfUnused, storeUpload } from '../media';
import { bumpVersion, loadAdminProduct, productAtVersion } from './admin-service';

const ALT_MAX = 500;

export interface AltQuery {
  alt_en?: string;
  alt_ar?: string;
  alt_zh_hans?: string;
  alt_vi?: string;
}

function altOf(query: AltQuery): LocalizedText {
  const alt = {
    en: (query.alt_en ?? '').trim(),
    ar: (query.alt_ar ?? '').trim(),
    'zh-hans': (query.alt_zh_hans ?? '').trim(),
    vi: (query.alt_vi ?? '').trim(),
  };
  const long = Object.entries(alt).filter(([, text]) => text.length > ALT_MAX);
  if (long.length > 0)
    throw badRequest(
      long.map(([lang]) => ({
        field: `query.alt_${lang.replace('-', '_')}`,
        reason: `must be at most ${ALT_MAX} characters`,
      })),
    );
  return alt;
}

const imagesOf = (tx: Database, productId: number) =>
  tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));

/**
 * Adds an uploaded photograph to a product's gallery: checked and cleaned by its bytes first
 * (outside the transaction: encoding takes time), then stored, placed last (as the main picture
 * when the product has none), the product's version raised and the change audited, all at once.
 */
export async function addProductImage(
  db: Database,
  staff: AuditActor,
  id: number,
  query: AltQuery & { version: number },
  body: unknown,
): Promise<AdminProduct> {
  if (!Buffer.isBuffer(body))
    throw badRequest([
      {
        field: 'body',
        reason: 'must be the photograph itself, sent as image/jpeg, image/png, image/webp or image/avif',
      },
    ]);
  const alt = altOf(query);
  const upload = await cleanUpload(body);
  return db.transaction(async (tx) => {
    await productAtVersion(tx, id, query.version);
    const images = await imagesOf(tx, id);
    if (images.length >= 50)
      throw badRequest([{ field: 'body', reason: 'the product already has 50 pictures' }]);
    await storeUpload(tx, upload);
    const type = images.some((image) => image.type === 'main') ? 'gallery' : 'main';
    const position = images.reduce((last, image) => Math.max(last, image.position + 1), 0);
    const path = `/media/${upload.key}`;
    const [added] = await tx
      .insert(productImages)
      .values({ productId: id, type, path, alt, position })
      .returning({ id: productImages.id });
    const updated = await bumpVersion(tx, id);
    await recordAudit(tx, staff, {
      action: 'product.image.add',
      entity: 'product',
      entityId: String(id),
      before: null,
      after: {
        image_id: added!.id,
        path,
        type,
        position,
        alt,
        content_type: upload.contentType,
        bytes: upload.data.length,
        width: upload.width,
        height: upload.height,
      },
    });
    return loadAdminProduct(tx, updated);
  });
}

/** Rewrites positions 0..n-1 in the order given (through negatives: positions are unique). */
async function renumber(tx: Database, ids: readonly number[]): Promise<void> {
  for (const [i, imageId] of ids.entries())
    await tx
      .update(productImages)
      .set({ position: -1 - i })
      .where(eq(productImages.id, imageId));
  for (const [i, imageId] of ids.entries())
    await tx.update(productImages).set({ position: i }).where(eq(productImages.id, imageId));
}

async function imageOf(tx: Database, id: number, imageId: number) {
  const [image] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, id)));
  if (!image) throw notFound('Image not found');
  return image;
}

/**
 * Takes a picture off a product. When it was the main picture, the next one becomes main. An
 * uploaded photograph's bytes go in the same transaction when nothing else names it (media
 * deleteUploadIfUnused): orders show the product's pictures as they are now, and this commit
 * empties the store's page caches, so only a page already open in a browser can still ask for it.
 */
export async function deleteProductImage(
  db: Database,
  staff: AuditActor,
  id: number,
  imageId: number,
  version: number,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await productAtVersion(tx, id, version);
    const image = await imageOf(tx, id, imageId);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    const rest = await imagesOf(tx, id);
    if (image.type === 'main' && rest[0])
      await tx.update(productImages).set({ type: 'main' }).where(eq(productImages.id, rest[0].id));
    await renumber(
      tx,
      rest.map((r) => r.id),
    );
    const bytesDeleted = await deleteUploadIfUnused(tx, image.path);
    const updated = await bumpVersion(tx, id);
    await recordAudit(tx, staff, {
      action: 'product.image.delete',
      entity: 'product',
      entityId: String(id),
      before: {
        image_id: image.id,
        path: image.path,
        type: image.type,
        position: image.position,
        alt: image.alt,
      },
      after: bytesDeleted ? { stored_photograph: 'deleted' } : null,
    });
    return loadAdminProduct(tx, updated);
  });
}

export interface ImageChange {
  version: number;
  alt?: LocalizedText;
  position?: number;
}

/**
 * Changes a picture's alt texts or moves it to another place in the gallery (0 = first, which
 * makes it the main picture: the store shows the first as the product's picture).
 */
export async function updateProductImage(
  db: Database,
  staff: AuditActor,
  id: number,
  imageId: number,
  body: ImageChange,
): Promise<AdminProduct> {
  const alt =
    body.alt &&
    altOf({
      alt_en: body.alt.en,
      alt_ar: body.alt.ar,
      alt_zh_hans: body.alt['zh-hans'],
      alt_vi: body.alt.vi,
    });
  return db.transaction(async (tx) => {
    const row = await productAtVersion(tx, id, body.version);
    const image = await imageOf(tx, id, imageId);
    const images = await imagesOf(tx, id);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (alt && JSON.stringify(alt) !== JSON.stringify(image.alt)) {
      before.alt = image.alt;
      after.alt = alt;
      await tx.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
    }
    const from = images.findIndex((i) => i.id === imageId);
    if (body.position !== undefined && body.position !== from) {
      if (body.position >= images.length)
        throw badRequest([{ field: 'body.position', reason: `must be below ${images.length}` }]);
      const order = images.map((i) => i.id).filter((i) => i !== imageId);
      order.splice(body.position, 0, imageId);
      await renumber(tx, order);
      // The first picture is the main one.
      const first = images.find((i) => i.id === order[0])!;
      if (first.type !== 'main') {
        await tx
          .update(productImages)
          .set({ type: 'gallery' })
          .where(and(eq(productImages.productId, id), eq(productImages.type, 'main')));
        await tx.update(productImages).set({ type: 'main' }).where(eq(productImages.id, first.id));
      }
      before.position = from;
      after.position = body.position;
    }
    if (Object.keys(after).length === 0) return loadAdminProduct(tx, row);
    const updated = await bumpVersion(tx, id);
    await recordAudit(tx, staff, {
      action: 'product.image.update',
      entity: 'product',
      entityId: String(id),
      before: { image_id: imageId, ...before },
      after: { image_id: imageId, ...after },
    });
    return loadAdminProduct(tx, updated);
  });
}
