import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/users/queries';
import { verifyPassword } from '../modules/auth/passwords';
import { databases, type TestDatabase } from '../../test/support/databases';
import { DEMO_PASSWORD, seedData } from './data';
import { isEmpty } from './prepare-database';
import { seed } from './seed';

const TABLES = [
  'currencies',
  'exchange_rates',
  'countries',
  'partners',
  'collections',
  'tags',
  'products',
  'product_variants',
  'variant_prices',
  'product_images',
  'product_collections',
  'product_tags',
  'product_bundle_items',
  'related_products',
  'bottle_images',
  'quiz_questions',
  'quiz_answers',
  'quiz_answer_tags',
  'personalities',
  'personality_products',
  'cms_pages',
  'shipping_rules',
  'promos',
  'promo_amounts',
  'promo_rules',
  'promo_rule_amounts',
  'workshop_services',
  'workshop_service_prices',
  'gift_card_values',
  'gift_cards',
  'users',
];

describe.each(databases())('seed on %s', (target) => {
  let database: TestDatabase;

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const result = (await database.handle.db.execute(
        sql.raw(`select count(*)::int as n from "${table}"`),
      )) as unknown as {
        rows: { n: number }[];
      };
      out[table] = Number(result.rows[0]?.n);
    }
    return out;
  }

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.drop());

  it('fills an empty database and a second run changes nothing', async () => {
    expect(await isEmpty(database.handle)).toBe(true);
    await seed(database.handle.db);
    const first = await counts();
    expect(first.countries).toBe(seedData.countries.length);
    expect(first.products).toBe(seedData.products.length);
    expect(first.users).toBe(seedData.members.length);
    expect(first.cms_pages).toBe(seedData.cmsPages.length);
    expect(first.workshop_services).toBe(7);
    expect(await isEmpty(database.handle)).toBe(false);

    await seed(database.handle.db);
    expect(await counts()).toEqual(first);
  });

  it('stores demo members with argon2id hashes that accept the demo password', async () => {
    const member = seedData.members[0]!;
    const user = await findUserByEmail(database.handle.db, member.email.toUpperCase());
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(user!.passwordHash, 'wrong password')).toBe(false);
  });
});
