import type { Language } from '@atelier/commerce/enums';
import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  collections,
  productBundleItems,
  productCollections,
  productImages,
  productTags,
  productVariants,
  products,
  relatedProducts,
  tags,
  variantPrices,
} from '../../db/schema';
import { ARABIC_AND, ARABIC_THE, FOLD_FROM, FOLD_TO, HAN_CLASS, MARKS_CLASS } from './search-text';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

export interface ListingFilter {
  types?: readonly string[];
  collection?: string;
  tagId?: number;
}

/** Products on sale that match the listing filters: only what sorting and price filters need. */
export function selectListingCandidates(db: Database, filter: ListingFilter) {
  const conditions: SQL[] = [eq(products.active, true)];
  if (filter.types && filter.types.length > 0) conditions.push(inArray(products.type, [...filter.types]));
  if (filter.collection !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCollections)
          .innerJoin(collections, eq(collections.id, productCollections.collectionId))
          .where(and(eq(productCollections.productId, products.id), eq(collections.slug, filter.collection))),
      ),
    );
  }
  if (filter.tagId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productTags)
          .where(and(eq(productTags.productId, products.id), eq(productTags.tagId, filter.tagId))),
      ),
    );
  }
  return db
    .select({
      id: products.id,
      name: products.name,
      featuredRank: products.featuredRank,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.featuredRank), asc(products.id));
}

export async function selectVariantsOf(db: Database, productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** Prices of the given variants in the currencies asked for (plus SGD, the fallback). */
export async function selectPricesOf(db: Database, variantIds: readonly number[], currency: string) {
  if (variantIds.length === 0) return [];
  return db
    .select()
    .from(variantPrices)
    .where(
      and(
        inArray(variantPrices.variantId, [...variantIds]),
        or(eq(variantPrices.currency, currency), eq(variantPrices.currency, BASE_CURRENCY)),
      ),
    );
}

/** A product by numeric id or slug (ProductRef), withdrawn ones included (the caller decides). */
export async function findProductByRef(db: Database, ref: string): Promise<ProductRow | undefined> {
  if (/^\d+$/.test(ref) && Number(ref) <= 2_147_483_647) {
    const [byId] = await db
      .select()
      .from(products)
      .where(eq(products.id, Number(ref)))
      .limit(1);
    if (byId) return byId;
  }
  const [bySlug] = await db.select().from(products).where(eq(products.slug, ref)).limit(1);
  return bySlug;
}

export async function findProductById(db: Database, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function selectProductsByIds(db: Database, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function selectImagesOf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export async function selectTagsOf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productTags.productId, tag: tags })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, [...productIds]))
    .orderBy(asc(tags.group), asc(tags.sortOrder), asc(tags.id));
}

/** Each product's collections, primary (position 0) first. */
export async function selectCollectionsOf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productCollections.productId, slug: collections.slug })
    .from(productCollections)
    .innerJoin(collections, eq(collections.id, productCollections.collectionId))
    .where(inArray(productCollections.productId, [...productIds]))
    .orderBy(asc(productCollections.productId), asc(productCollections.position));
}

/** Related products on sale, in the editors' order. */
export function selectRelatedIds(db: Database, productId: number, limit: number) {
  return db
    .select({ id: relatedProducts.relatedProductId })
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedProductId))
    .where(and(eq(relatedProducts.productId, productId), eq(products.active, true)))
    .orderBy(asc(relatedProducts.position), asc(relatedProducts.relatedProductId))
    .limit(limit);
}

/** What each set holds, in order, with the contained product's name and the variant's label. */
export async function selectBundlePartsOf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productBundleItems.bundleProductId,
      slug: products.slug,
      name: products.name,
      variantLabel: productVariants.label,
      quantity: productBundleItems.quantity,
    })
    .from(productBundleItems)
    .innerJoin(products, eq(products.id, productBundleItems.itemProductId))
    .leftJoin(productVariants, eq(productVariants.id, productBundleItems.itemVariantId))
    .where(inArray(productBundleItems.bundleProductId, [...productIds]))
    .orderBy(asc(productBundleItems.bundleProductId), asc(productBundleItems.position));
}

/** A text folded for search in SQL, as `foldText` folds the query (search-text.ts). */
function folded(text: SQL): SQL {
  return arabicStems(
    sql`regexp_replace(regexp_replace(translate(lower(${text}), ${FOLD_FROM}::text, ${FOLD_TO}::text), ${MARKS_CLASS}::text, '', 'g'), ${HAN_CLASS}::text, '\\1 ', 'g')`,
  );
}

/**
 * Arabic writes "and" and "the" onto the word (عنبر وعود, العود): each such word is kept and also
 * added without them, so عود finds وعود. Only the catalogue's side: the query is left whole, as
 * و also begins words (ورد, rose).
 */
function arabicStems(text: SQL): SQL {
  const withoutAnd = sql`regexp_replace(${text}, ${ARABIC_AND}::text, '\\1و\\2 \\2', 'g')`;
  return sql`regexp_replace(${withoutAnd}, ${ARABIC_THE}::text, '\\1ال\\2 \\2', 'g')`;
}

/** A localized jsonb text in the language, English where that one is missing or empty. */
function localizedText(column: SQL, language: Language): SQL {
  return sql`coalesce(nullif(${column} ->> ${language}::text, ''), ${column} ->> 'en', '')`;
}

/**
 * A product's search document in a language: its name (weight A), its English name and its own
 * tags, scent families and occasions (B), its scent notes (C). Built per query: the catalogue is
 * dozens of products, and a stored document would need one per language plus the tags' names.
 */
function searchDocument(language: Language): SQL {
  const name = localizedText(sql`${products.name}`, language);
  const tagNames = sql`(select string_agg(${localizedText(sql`${tags.name}`, language)}, ' ')
    from ${productTags} join ${tags} on ${tags.id} = ${productTags.tagId}
    where ${productTags.productId} = ${products.id} and ${tags.partnerId} is null)`;
  const notes = sql`concat_ws(' ', ${localizedText(sql`${products.notes} -> 'top'`, language)}, ${localizedText(
    sql`${products.notes} -> 'heart'`,
    language,
  )}, ${localizedText(sql`${products.notes} -> 'base'`, language)})`;
  const english = language === 'en' ? sql`''` : sql`${products.name} ->> 'en'`;
  const part = (text: SQL, weight: 'A' | 'B' | 'C') =>
    sql`setweight(to_tsvector('simple', ${folded(sql`coalesce(${text}, '')`)}), ${sql.raw(`'${weight}'`)})`;
  return sql`(${part(name, 'A')} || ${part(sql`concat_ws(' ', ${english}, ${tagNames})`, 'B')} || ${part(notes, 'C')})`;
}

/**
 * Products on sale matching a search (`searchQuery`'s tsquery text), with their rank: a match in
 * the name outranks one in the families, which outranks one in the notes.
 */
export async function selectSearchRanks(
  db: Database,
  tsquery: string,
  language: Language,
): Promise<Map<number, number>> {
  const document = searchDocument(language);
  const query = sql`to_tsquery('simple', ${tsquery}::text)`;
  const rows = await db
    .select({ id: products.id, rank: sql<number>`ts_rank(${document}, ${query})::float8` })
    .from(products)
    .where(and(eq(products.active, true), sql`${document} @@ ${query}`));
  return new Map(rows.map((row) => [row.id, Number(row.rank)]));
}
