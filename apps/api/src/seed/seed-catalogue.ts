import type { Database } from '../db/database';
import {
  bottleImages,
  collections,
  partners,
  productBundleItems,
  productCollections,
  productImages,
  productTags,
  productVariants,
  products,
  relatedProducts,
  tags,
  variantPrices,
} from '../db/schema';
import type { SeedData, StoreCurrencyCode } from './data/types';
import { idsByKey, insertInChunks, must } from './seed-ids';

export interface CatalogueIds {
  partners: Map<string, number>;
  tags: Map<string, number>;
  products: Map<string, number>;
  variants: Map<string, number>;
}

export async function seedCatalogue(db: Database, data: SeedData): Promise<CatalogueIds> {
  if (data.partners.length > 0) {
    await db
      .insert(partners)
      .values(
        data.partners.map((p) => ({
          slug: p.slug,
          name: p.name,
          allowedOrigins: [...p.allowedOrigins],
          theme: { ...p.theme },
          // A partner with questions of its own in the seed shows them (migration 0017).
          quizSource: data.questions.some((q) => q.partnership === p.slug)
            ? ('own' as const)
            : ('store' as const),
        })),
      )
      .onConflictDoNothing();
  }
  const partnerIds = await idsByKey(
    db,
    partners,
    partners.slug,
    partners.id,
    data.partners.map((p) => p.slug),
  );
  const partnerId = (slug: string | null) => (slug === null ? null : must(partnerIds, slug, 'partner'));

  if (data.collections.length > 0) {
    await db
      .insert(collections)
      .values(
        data.collections.map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          sortOrder: c.order,
        })),
      )
      .onConflictDoNothing();
  }
  const collectionIds = await idsByKey(
    db,
    collections,
    collections.slug,
    collections.id,
    data.collections.map((c) => c.slug),
  );

  if (data.tags.length > 0) {
    await db
      .insert(tags)
      .values(
        data.tags.map((t) => ({
          slug: t.slug,
          group: t.group,
          name: t.name,
          description: t.description,
          image: t.image,
          quiz: t.quiz,
          partnerId: partnerId(t.partnership),
          sortOrder: t.order,
        })),
      )
      .onConflictDoNothing();
  }
  const tagIds = await idsByKey(
    db,
    tags,
    tags.slug,
    tags.id,
    data.tags.map((t) => t.slug),
  );

  await insertInChunks(data.products, (chunk) =>
    db
      .insert(products)
      .values(
        chunk.map((p) => ({
          slug: p.slug,
          sku: p.sku,
          type: p.type,
          routeType: p.routeType,
          name: p.name,
          description: p.description,
          details: p.details,
          notes: p.notes,
          moods: [...p.moods],
          genders: [...p.genders],
          diaryEdition: p.diaryEdition,
          giftable: p.giftable,
          bestSeller: p.bestSeller,
          limited: p.limited,
          featuredRank: p.featuredRank,
          createdAt: new Date(p.createdAt),
        })),
      )
      .onConflictDoNothing(),
  );
  const productIds = await idsByKey(
    db,
    products,
    products.slug,
    products.id,
    data.products.map((p) => p.slug),
  );
  const product = (slug: string) => must(productIds, slug, 'product');

  await insertInChunks(
    data.products.flatMap((p) =>
      p.variants.map((v, position) => ({
        productId: product(p.slug),
        sku: v.sku,
        label: v.label,
        size: v.size,
        stock: v.stock,
        position,
      })),
    ),
    (chunk) => db.insert(productVariants).values(chunk).onConflictDoNothing(),
  );
  const variantIds = await idsByKey(
    db,
    productVariants,
    productVariants.sku,
    productVariants.id,
    data.products.flatMap((p) => p.variants.map((v) => v.sku)),
  );
  const variant = (sku: string) => must(variantIds, sku, 'variant');

  await insertInChunks(
    data.products.flatMap((p) =>
      p.variants.flatMap((v) =>
        (Object.entries(v.prices) as [StoreCurrencyCode, number][]).map(([currency, amount]) => ({
          variantId: variant(v.sku),
          currency,
          amount,
          compareAtAmount: v.compareAtPrices?.[currency] ?? null,
        })),
      ),
    ),
    (chunk) => db.insert(variantPrices).values(chunk).onConflictDoNothing(),
  );

  await insertInChunks(
    data.products.flatMap((p) =>
      p.collections.map((slug, position) => ({
        productId: product(p.slug),
        collectionId: must(collectionIds, slug, 'collection'),
        position,
      })),
    ),
    (chunk) => db.insert(productCollections).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    data.products.flatMap((p) =>
      p.tags.map((slug) => ({ productId: product(p.slug), tagId: must(tagIds, slug, 'tag') })),
    ),
    (chunk) => db.insert(productTags).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    data.products.flatMap((p) =>
      p.images.map((img, position) => ({
        productId: product(p.slug),
        type: img.type,
        path: img.path,
        alt: img.alt,
        position,
      })),
    ),
    (chunk) => db.insert(productImages).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    data.products.flatMap((p) =>
      (p.bundle ?? []).map((item, position) => ({
        bundleProductId: product(p.slug),
        position,
        itemProductId: product(item.productSlug),
        itemVariantId: item.variantSku ? variant(item.variantSku) : null,
        quantity: item.quantity,
      })),
    ),
    (chunk) => db.insert(productBundleItems).values(chunk).onConflictDoNothing(),
  );
  await insertInChunks(
    data.products.flatMap((p) =>
      p.related.map((slug, position) => ({
        productId: product(p.slug),
        relatedProductId: product(slug),
        position,
      })),
    ),
    (chunk) => db.insert(relatedProducts).values(chunk).onConflictDoNothing(),
  );

  if (data.bottleImages.length > 0) {
    await db
      .insert(bottleImages)
      .values(
        data.bottleImages.map((b) => ({
          bottleColour: b.bottleColour,
          capColour: b.capColour,
          size: b.size,
          path: b.path,
        })),
      )
      .onConflictDoNothing();
  }

  return { partners: partnerIds, tags: tagIds, products: productIds, variants: variantIds };
}
