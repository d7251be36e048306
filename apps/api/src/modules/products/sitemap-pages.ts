import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';

type PageFields = Pick<typeof products.$inferSelect, 'slug' | 'type' | 'routeType' | 'diaryEdition'>;

/**
 * A product page's path segments after the locale: `product/{routeType}/{slug}` for the SPEC §2
 * detail routes (a scent diary adds its edition), `products/{type}/{slug}` otherwise — the same
 * URLs the store links to.
 */
export function productPageSegments(p: PageFields): string[] {
  if (!p.routeType) return ['products', p.type, p.slug];
  if (p.routeType === 'scent_diary')
    return ['product', p.routeType, p.slug, p.diaryEdition?.slug ?? 'latest'];
  return ['product', p.routeType, p.slug];
}

/** Every product page as path segments after the locale, for sitemap.xml. */
export async function listProductPages(db: Database): Promise<string[][]> {
  const rows = await db
    .select({
      slug: products.slug,
      type: products.type,
      routeType: products.routeType,
      diaryEdition: products.diaryEdition,
    })
    .from(products)
    .orderBy(asc(products.id));
  return rows.map(productPageSegments);
}
