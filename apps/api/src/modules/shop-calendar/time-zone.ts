import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countries } from '../../db/schema';
import { unprocessable } from '../../http/errors';

/** A country's time zone (the `countries` row), or undefined for a country the shop does not have. */
export async function timeZoneOf(db: Database, country: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: countries.timeZone })
    .from(countries)
    .where(eq(countries.code, country))
    .limit(1);
  return row?.timeZone;
}

/** The shop's time zone for the request's country; the country is checked by the contract. */
export async function shopTimeZone(db: Database, country: string): Promise<string> {
  const zone = await timeZoneOf(db, country);
  if (!zone)
    throw unprocessable('header.accept-country', 'unknown_country', 'We have no shop in this country.');
  return zone;
}
