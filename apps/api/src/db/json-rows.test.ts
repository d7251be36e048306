import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed';
import { databases, type TestDatabase } from '../../test/support/databases';
import type { Database } from './database';
import { jsonRows, rowsFromJson } from './json-rows';
import {
  cartItems,
  carts,
  exchangeRates,
  productBundleItems,
  productImages,
  productVariants,
  products,
  promoAmounts,
  promoRuleAmounts,
  promoRules,
  promos,
  shippingRules,
  variantPrices,
} from './schema';

describe.each(databases())('rows read as JSON on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await target.create();
    db = database.handle.db;
    await seed(db);
    // A cart line with every kind of column filled: uuid, jsonb, bigint, boolean, timestamps.
    const [cart] = await db
      .insert(carts)
      .values({ userId: null, currency: 'SGD', country: 'sg' })
      .returning();
    const [product] = await db.select().from(products).limit(1);
    await db.insert(cartItems).values({
      cartId: cart!.id,
      productId: product!.id,
      variantId: null,
      quantity: 2,
      customization: { size: '30ml', labels: [{ text: 'Für dich ✨' }] },
      isFreeGift: false,
      lastUnitPrice: 9_007_199_254_740_991,
    });
    // The seed sets no fixed-amount promo rule.
    const [rule] = await db.select().from(promoRules).limit(1);
    await db.insert(promoRuleAmounts).values({ ruleId: rule!.id, currency: 'VND', amount: 150_000 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function viaJson<T extends PgTable>(table: T) {
    const result = await db.execute(sql`select ${jsonRows(sql`select * from ${table}`)} as rows`);
    return rowsFromJson(table, (result as unknown as { rows: { rows: unknown }[] }).rows[0]!.rows);
  }

  // Every table the cart statements read this way.
  const tables = {
    cartItems,
    carts,
    productBundleItems,
    productImages,
    productVariants,
    products,
    promoAmounts,
    promoRuleAmounts,
    promoRules,
    promos,
    shippingRules,
    variantPrices,
  };

  it.each(Object.entries(tables))('gives %s exactly the rows drizzle selects', async (_name, table) => {
    const selected = await db.select().from(table as PgTable);
    expect(selected.length).toBeGreaterThan(0);
    const byJson = await viaJson(table as PgTable);
    const order = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(order(byJson)).toEqual(order(selected));
    // Dates stay Dates (JSON.stringify above would hide a string).
    for (const [index, row] of byJson.entries()) {
      for (const [field, value] of Object.entries(row as Record<string, unknown>)) {
        const same = selected.find((s) => JSON.stringify(s) === JSON.stringify(row)) as Record<
          string,
          unknown
        >;
        expect(typeof value, `${field} of row ${index}`).toBe(typeof same[field]);
        if (value instanceof Date) expect(same[field]).toBeInstanceOf(Date);
      }
    }
  });

  it('refuses a table with a numeric column, whose decimals JSON may not keep', async () => {
    const result = await db.execute(sql`select ${jsonRows(sql`select * from ${exchangeRates}`)} as rows`);
    const json = (result as unknown as { rows: { rows: unknown }[] }).rows[0]!.rows;
    expect(() => rowsFromJson(exchangeRates, json)).toThrow(/rateToSgd is a PgNumeric/);
  });
});
