import { unprocessable } from '../carts/cart-promo';
import type { Database } from '../../db/database';
import { timeZoneOf } from './queries';

/** The shop's time zone for the request's country; the country is checked by the contract. */
export async function shopTimeZone(db: Database, country: string): Promise<string> {
  const zone = await timeZoneOf(db, country);
  if (!zone)
    throw unprocessable('header.accept-country', 'unknown_country', 'We have no shop in this country.');
  return zone;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
