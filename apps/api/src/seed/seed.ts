import type { Database } from '../db/database';
import { seedData } from './data';
import type { SeedData } from './data/types';
import { seedCatalogue } from './seed-catalogue';
import { seedCommerce } from './seed-commerce';
import { seedContent } from './seed-content';
import { seedLocale } from './seed-locale';
import { seedMembers } from './seed-members';
import { seedQuiz } from './seed-quiz';

/**
 * Inserts the store's starting data (src/seed/data) idempotently: every insert is
 * `on conflict do nothing` on a natural key (code, slug, sku, key, e-mail), so a second run
 * changes nothing and never overwrites what operators have edited since. One transaction: a
 * failed seed leaves no half-filled database, and the next start tries again.
 */
export async function seed(db: Database, data: SeedData = seedData): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await seedLocale(txDb, data);
    const ids = await seedCatalogue(txDb, data);
    await seedQuiz(txDb, data, ids);
    await seedContent(txDb, data);
    await seedCommerce(txDb, data, ids);
    await seedMembers(txDb, data);
  });
}
