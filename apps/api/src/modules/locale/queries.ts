import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countries, currencies, exchangeRates } from '../../db/schema';

export function selectCountries(db: Database) {
  return db
    .select({ country: countries, currency: currencies })
    .from(countries)
    .innerJoin(currencies, eq(currencies.code, countries.currency))
    .orderBy(asc(countries.sortOrder), asc(countries.code));
}

export function selectExchangeRates(db: Database) {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
}
