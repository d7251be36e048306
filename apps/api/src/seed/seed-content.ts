import type { Database } from '../db/database';
import { cmsPages } from '../db/schema';
import type { SeedData } from './data/types';
import { insertInChunks } from './seed-ids';

export async function seedContent(db: Database, data: SeedData): Promise<void> {
  await insertInChunks(
    data.cmsPages.map((page) => ({
      slug: page.slug,
      country: page.country,
      language: page.language,
      status: page.status,
      title: page.title,
      seo: { ...page.seo },
      blocks: page.blocks.map((block) => ({
        id: block.id,
        type: block.type,
        data: JSON.parse(JSON.stringify(block.data)) as Record<string, unknown>,
      })),
      updatedAt: new Date(page.updatedAt),
      createdAt: new Date(page.updatedAt),
    })),
    (chunk) => db.insert(cmsPages).values(chunk).onConflictDoNothing(),
  );
}
