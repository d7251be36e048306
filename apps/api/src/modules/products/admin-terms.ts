import type { AdminCatalogueTerms, AdminCollectionRef, AdminTagRef } from '@atelier/api/schema';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { collections, productCollections, productTags, tags } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { FieldError } from '../../http/validation';

/**
 * A product's collections and tags as the console edits them. Only the store's own tags: a
 * partner's tags (its quiz preferences) belong to the partner's screens and are never listed,
 * chosen or removed here.
 */
export interface ProductTerms {
  collections: AdminCollectionRef[];
  tags: AdminTagRef[];
}

const collectionRef = (row: typeof collections.$inferSelect): AdminCollectionRef => ({
  id: row.id,
  slug: row.slug,
  name: { ...row.name },
});

const tagRef = (row: typeof tags.$inferSelect): AdminTagRef => ({
  id: row.id,
  slug: row.slug,
  group: row.group,
  name: { ...row.name },
});

/** Everything a product can be given, in the store's order. */
export async function listCatalogueTerms(db: Database): Promise<AdminCatalogueTerms> {
  const [collectionRows, tagRows] = await runAll(db, [
    () => db.select().from(collections).orderBy(asc(collections.sortOrder), asc(collections.id)),
    () =>
      db
        .select()
        .from(tags)
        .where(isNull(tags.partnerId))
        .orderBy(asc(tags.group), asc(tags.sortOrder), asc(tags.id)),
  ]);
  return { collections: collectionRows.map(collectionRef), tags: tagRows.map(tagRef) };
}

/** The product's collections (primary first) and store tags. */
export async function selectTermsOf(db: Database, productId: number): Promise<ProductTerms> {
  const [collectionRows, tagRows] = await runAll(db, [
    () =>
      db
        .select({ collection: collections })
        .from(productCollections)
        .innerJoin(collections, eq(collections.id, productCollections.collectionId))
        .where(eq(productCollections.productId, productId))
        .orderBy(asc(productCollections.position), asc(collections.id)),
    () =>
      db
        .select({ tag: tags })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .where(and(eq(productTags.productId, productId), isNull(tags.partnerId)))
        .orderBy(asc(tags.group), asc(tags.sortOrder), asc(tags.id)),
  ]);
  return {
    collections: collectionRows.map((r) => collectionRef(r.collection)),
    tags: tagRows.map((r) => tagRef(r.tag)),
  };
}

/** One error per index of `ids` that is not in `known`. */
const unknownIds = (ids: readonly number[], known: ReadonlySet<number>, field: string, reason: string) =>
  ids.flatMap((id, i): FieldError[] => (known.has(id) ? [] : [{ field: `${field}.${i}`, reason }]));

/** 400 naming each index that is not a collection / store tag, before anything is written. */
export async function checkTermIds(
  tx: Database,
  collectionIds: readonly number[] = [],
  tagIds: readonly number[] = [],
): Promise<void> {
  const [collectionRows, tagRows] = await runAll(tx, [
    () =>
      collectionIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: collections.id })
            .from(collections)
            .where(inArray(collections.id, [...collectionIds])),
    () =>
      tagIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: tags.id })
            .from(tags)
            .where(and(inArray(tags.id, [...tagIds]), isNull(tags.partnerId))),
  ]);
  const errors = [
    ...unknownIds(
      collectionIds,
      new Set(collectionRows.map((r) => r.id)),
      'body.collection_ids',
      'is not a collection',
    ),
    ...unknownIds(tagIds, new Set(tagRows.map((r) => r.id)), 'body.tag_ids', 'is not a store tag'),
  ];
  if (errors.length > 0) throw badRequest(errors);
}

/** Replaces the product's collections (in the order given: the first is the primary one). */
export async function replaceCollections(tx: Database, productId: number, ids: readonly number[]) {
  await tx.delete(productCollections).where(eq(productCollections.productId, productId));
  if (ids.length > 0)
    await tx
      .insert(productCollections)
      .values(ids.map((collectionId, position) => ({ productId, collectionId, position })));
}

/** Replaces the product's store tags; a partner's tags on it stay. */
export async function replaceStoreTags(tx: Database, productId: number, ids: readonly number[]) {
  const storeTagIds = tx.select({ id: tags.id }).from(tags).where(isNull(tags.partnerId));
  await tx
    .delete(productTags)
    .where(and(eq(productTags.productId, productId), inArray(productTags.tagId, storeTagIds)));
  if (ids.length > 0) await tx.insert(productTags).values(ids.map((tagId) => ({ productId, tagId })));
}
