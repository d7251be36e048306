import type { Database } from '../db/database';
import { countries, currencies, exchangeRates } from '../db/schema';
import type { SeedData } from './data/types';

export async function seedLocale(db: Database, data: SeedData): Promise<void> {
  await db
    .insert(currencies)
    .values(
      data.currencies.map((c) => ({
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        isLeft: c.isLeft,
        minorDigits: c.minorDigits,
      })),
    )
    .onConflictDoNothing();
  // Rates an operator has updated since are kept: the seed only fills what is missing.
  await db
    .insert(exchangeRates)
    .values(
      data.exchangeRates.map((r) => ({
        currency: r.currency,
        rateToSgd: r.rateToSgd,
        updatedAt: new Date(r.updatedAt),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(
      data.countries.map((c) => ({
        code: c.code,
        name: c.name,
        defaultLanguage: c.defaultLanguage,
        languages: [...c.languages],
        currency: c.currency,
        timeZone: c.timeZone,
        sortOrder: c.order,
      })),
    )
    .onConflictDoNothing();
}
