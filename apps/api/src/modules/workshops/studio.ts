import type { WorkshopStudio } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { wallClockInstant } from '@atelier/commerce/workshops';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
// The ateliers are static shop configuration (one address and opening hours per country, changed
// with a release, never by an editor), so the server reads the seed module itself instead of a
// table: a table would need a migration and an admin screen for five rows nobody edits at run time.
import { ateliers, type Atelier } from '../../seed/data/ateliers';
import { localize } from '../pricing';
import { timeZoneOf } from '../shop-calendar';

/**
 * When the country's studio closes on a day (its configured `closes`, in the shop's zone), as an
 * instant; null for a country without a studio (no session can be booked there).
 */
export function studioClosing(country: string, date: string, timeZone: string): string | null {
  const atelier = atelierOf(country);
  return atelier ? wallClockInstant(date, timeZone, atelier.closes) : null;
}

/** The atelier of a country, or undefined for a country without one. */
export function atelierOf(country: string): Atelier | undefined {
  return Object.hasOwn(ateliers, country) ? ateliers[country as keyof typeof ateliers] : undefined;
}

/**
 * GET /api/workshops/studio/: where the country's workshops take place, with the time zone every
 * slot is shown in (the country's, from the countries table). 404 for a country without a studio.
 */
export async function getWorkshopStudio(
  db: Database,
  country: string,
  language: Language,
): Promise<WorkshopStudio> {
  const atelier = atelierOf(country);
  const zone = atelier ? await timeZoneOf(db, country) : undefined;
  if (!atelier || !zone) throw notFound('There is no workshop studio in this country');
  return {
    name: localize(atelier.name, language),
    address: atelier.address,
    hours: localize(atelier.hours, language),
    time_zone: zone,
  };
}
