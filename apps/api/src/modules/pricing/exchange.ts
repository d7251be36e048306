import { BASE_CURRENCY, convertFromSgd, toSgdMinor } from '@atelier/commerce/exchange';
import type { Database } from '../../db/database';
import { exchangeRates } from '../../db/schema';

/** Exact decimal rates (units of a currency per 1 SGD) by upper-case currency code. */
export type Rates = ReadonlyMap<string, string>;

export async function loadRates(db: Database): Promise<Rates> {
  const rows = await db.select().from(exchangeRates);
  return new Map(rows.map((row) => [row.currency, row.rateToSgd]));
}

/**
 * An amount in one currency expressed in another, through SGD (the rates' base): converted to the
 * SGD cent, then to the target's smallest unit, each step rounded half away from zero by
 * @atelier/commerce/exchange. Null when a rate is missing. Used only for money that is not set
 * per market (a shipping fee shown in a currency other than its country's).
 */
export function convertMinor(amount: number, from: string, to: string, rates: Rates): number | null {
  if (from === to) return amount;
  const fromRate = from === BASE_CURRENCY ? '1' : rates.get(from);
  const toRate = to === BASE_CURRENCY ? '1' : rates.get(to);
  if (!fromRate || !toRate) return null;
  return convertFromSgd(toSgdMinor(amount, from, fromRate), to, toRate);
}

/** The `exchange_rate` a cart reports: units of `currency` per 1 SGD as a JSON number. */
export function rateNumber(currency: string, rates: Rates): number {
  if (currency === BASE_CURRENCY) return 1;
  const rate = Number(rates.get(currency));
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}
