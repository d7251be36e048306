import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { productVariants, products } from '../../src/db/schema';
import { seedData, type SeedProduct, type SeedVariant } from '../../src/seed/data';

export interface SeededProduct {
  id: number;
  seed: SeedProduct;
  /** Variant ids by sku. */
  variants: Map<string, number>;
  variant(index?: number): { id: number; seed: SeedVariant };
}

/**
 * Test helper: the database ids of the seeded catalogue, with the seed record next to them so a
 * test can state its expectations from the demo data (prices per currency, stock, names).
 */
export async function catalogueIds(db: Database): Promise<(slug: string) => SeededProduct> {
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      variantId: productVariants.id,
      sku: productVariants.sku,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id));
  const bySlug = new Map<string, SeededProduct>();
  for (const seed of seedData.products) {
    const own = rows.filter((r) => r.slug === seed.slug);
    const variants = new Map(own.map((r) => [r.sku, r.variantId]));
    bySlug.set(seed.slug, {
      id: own[0]!.productId,
      seed,
      variants,
      variant(index = 0) {
        const variantSeed = seed.variants[index]!;
        return { id: variants.get(variantSeed.sku)!, seed: variantSeed };
      },
    });
  }
  return (slug) => {
    const found = bySlug.get(slug);
    if (!found) throw new Error(`no seeded product ${slug}`);
    return found;
  };
}
