import { isLanguage } from '@atelier/commerce/validation';
import { FALLBACK_LANGUAGE, type Language } from '@atelier/commerce/enums';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countries, users } from '../../db/schema';
import { bookingView, findBooking, selectBookingDetails } from '../../modules/bookings';
import { localize } from '../../modules/pricing';
import { atelierOf } from '../../modules/workshops';
import { timeZoneOf } from '../../modules/shop-calendar';
import {
  type BookingEmailKind,
  queueEmail,
  renderBookingEmail,
  storeLinks,
  type StoreLinks,
  workshopBookingUrl,
} from '../../modules/mail';

export const BOOKING_CONFIRMATION = 'booking_confirmation';
export const BOOKING_CANCELLATION = 'booking_cancellation';
export const BOOKING_MOVED = 'booking_moved';

const KINDS: Record<BookingEmailKind, string> = {
  confirmation: BOOKING_CONFIRMATION,
  cancellation: BOOKING_CANCELLATION,
  moved: BOOKING_MOVED,
};

export interface BookingEmailOptions {
  /** The request's language when the caller has one; see `languageFor`. */
  language?: Language;
  /** The request's country (its studio and time zone); see `countryFor`. */
  country?: string;
  links?: StoreLinks;
}

/**
 * The caller's language when given, else the one it was booked in, else the member's saved
 * language (bookings made before the row kept it), else English.
 */
async function languageFor(tx: Database, userId: number | null, given: Language | undefined) {
  if (given) return given;
  if (userId !== null) {
    const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
    const saved = row?.language;
    if (isLanguage(saved)) return saved;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The studio's country: the caller's when given, else the one it was booked in, else (bookings made
 * before the row kept it) the first country selling in the booking's currency (each store country has its own currency), else Singapore, the home market.
 */
async function countryFor(tx: Database, currency: string, given: string | undefined): Promise<string> {
  if (given) return given;
  const [row] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.currency, currency))
    .orderBy(asc(countries.sortOrder), asc(countries.code))
    .limit(1);
  return row?.code ?? 'sg';
}

async function queueBookingMail(
  tx: Database,
  kind: BookingEmailKind,
  bookingId: string,
  options: BookingEmailOptions,
  reference: string = bookingId,
): Promise<boolean> {
  const booking = await findBooking(tx, bookingId);
  if (!booking) throw new Error(`Cannot queue the e-mail of booking ${bookingId}: no such booking`);
  const language = await languageFor(
    tx,
    booking.userId,
    options.language ?? (isLanguage(booking.language) ? booking.language : undefined),
  );
  const country = await countryFor(tx, booking.currency, options.country ?? booking.country ?? undefined);
  const atelier = atelierOf(country) ?? atelierOf('sg')!;
  const timeZone = (await timeZoneOf(tx, country)) ?? 'Asia/Singapore';
  const view = await bookingView(tx, booking);
  const { entries } = await selectBookingDetails(tx, booking.id);
  const email = renderBookingEmail(
    kind,
    view,
    entries.map((e) => ({
      service: localize(e.service.name, language),
      start: e.startsAt.toISOString(),
      end: new Date(e.startsAt.getTime() + e.service.durationMinutes * 60_000).toISOString(),
      guests: e.guests,
    })),
    { name: localize(atelier.name, language), address: atelier.address, timeZone },
    language,
    workshopBookingUrl(options.links ?? storeLinks(), country, language, booking.id),
  );
  return queueEmail(
    tx,
    {
      kind: KINDS[kind],
      recipient: booking.client.email,
      reference,
    },
    email,
  );
}

/**
 * Queues the booking confirmation e-mail inside the caller's transaction (the one that confirms
 * the booking: `markBookingPaid`), so it exists exactly when the payment does and rolls back with
 * it. Once per booking (kind + reference are unique in the outbox): pay, verify and webhook all
 * seeing the payment send one e-mail. False when it was already queued.
 */
export function queueBookingEmail(
  tx: Database,
  bookingId: string,
  options: BookingEmailOptions = {},
): Promise<boolean> {
  return queueBookingMail(tx, 'confirmation', bookingId, options);
}

/** Queues the cancellation e-mail (with the refund note for a paid booking), once per booking. */
export function queueBookingCancellationEmail(
  tx: Database,
  bookingId: string,
  options: BookingEmailOptions = {},
): Promise<boolean> {
  return queueBookingMail(tx, 'cancellation', bookingId, options);
}

/**
 * Queues the e-mail telling the shopper their session has a new time (a move in the console). One
 * per move: `moveReference` (e.g. the booking id and the move's instant) keeps each one distinct
 * in the outbox, where kind + reference are unique.
 */
export function queueBookingMovedEmail(
  tx: Database,
  bookingId: string,
  moveReference: string,
  options: BookingEmailOptions = {},
): Promise<boolean> {
  return queueBookingMail(tx, 'moved', bookingId, options, moveReference);
}
