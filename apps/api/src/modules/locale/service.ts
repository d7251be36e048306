import type { Country, ExchangeRate } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import type { Database } from '../../db/database';
import type { PageCountry } from '../../web/render-page';
import { selectCountries, selectExchangeRates } from './queries';

export async function listCountries(db: Database, language: Language): Promise<Country[]> {
  const rows = await selectCountries(db);
  return rows.map(({ country, currency }) => ({
    code: country.code,
    name: country.name[language] || country.name.en,
    language: { code: country.defaultLanguage as Country['language']['code'] },
    currency: {
      code: currency.code as Country['currency']['code'],
      name: currency.name,
      symbol: currency.symbol,
      is_left: currency.isLeft,
      decimals: currency.minorDigits as 0 | 2,
    },
  }));
}

/** The countries as the page renderer and the browser apps' app-config block need them. */
export async function listPageCountries(db: Database): Promise<PageCountry[]> {
  const rows = await selectCountries(db);
  return rows.map(({ country, currency }) => ({
    code: country.code,
    name: country.name.en,
    defaultLanguage: country.defaultLanguage as Language,
    languages: country.languages as Language[],
    currency: { code: currency.code, name: currency.name, symbol: currency.symbol, is_left: currency.isLeft },
  }));
}

/** Rates are stored as exact decimals; the contract sends them as JSON numbers. */
export async function listExchangeRates(db: Database): Promise<ExchangeRate[]> {
  const rows = await selectExchangeRates(db);
  const rates = rows.map((row) => ({
    base: BASE_CURRENCY as typeof BASE_CURRENCY,
    currency: row.currency as ExchangeRate['currency'],
    rate: Number(row.rateToSgd),
    updated_at: row.updatedAt.toISOString(),
  }));
  // The base currency first (rate 1), then the others alphabetically.
  return rates.sort((a, b) => Number(b.currency === BASE_CURRENCY) - Number(a.currency === BASE_CURRENCY));
}
