import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, instant, minorUnits } from './columns';
import { currencies } from './locale';
import type { LocalizedText } from './localized';
import { users } from './users';

/** The SPEC §3 services keep their SPEC ids (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
export const workshopServices = pgTable(
  'workshop_services',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    itemFeedId: text('item_feed_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Places per time slot. */
    capacityPerSlot: integer('capacity_per_slot').notNull(),
    /** Most guests one booking line may bring. */
    maxGuests: integer('max_guests').notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday) the service runs on, in the shop's time zone. */
    openingDays: integer('opening_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6,7}'`),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The first and last start of the day (HH:MM, the studio's time zone) within the shop's
     * 10:30–19:00 slots; set in the console (issue 24).
     */
    firstStart: text('first_start').notNull().default('10:30'),
    lastStart: text('last_start').notNull().default('19:00'),
    /** Raised by every console change, so a change made on an older read is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'workshop_services_hours',
      sql`${t.firstStart} ~ '^1[0-9]:[03]0$' and ${t.lastStart} ~ '^1[0-9]:[03]0$' and ${t.firstStart} >= '10:30' and ${t.lastStart} <= '19:00' and ${t.firstStart} <= ${t.lastStart}`,
    ),
    check('workshop_services_version', sql`${t.version} >= 1`),
    check('workshop_services_id', sql`${t.id} in (1, 3, 8, 11, 18, 22, 12)`),
    check('workshop_services_code', sql`${t.code} in ('PCA', 'LA', 'FA', 'AA', 'BA', 'TBA', 'HA')`),
    check(
      'workshop_services_duration',
      sql`${t.durationMinutes} between 30 and 480 and ${t.durationMinutes} % 30 = 0`,
    ),
    check('workshop_services_capacity', sql`${t.capacityPerSlot} >= 0 and ${t.maxGuests} between 1 and 50`),
    check(
      'workshop_services_opening_days',
      sql`${t.openingDays} <@ '{1,2,3,4,5,6,7}'::integer[] and cardinality(${t.openingDays}) between 1 and 7`,
    ),
  ],
);

/** Price per guest, per currency. */
export const workshopServicePrices = pgTable(
  'workshop_service_prices',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => workshopServices.id, { onDelete: 'cascade' }),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    amount: minorUnits('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.currency] }),
    check('workshop_service_prices_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * A bookable time slot. Rows are created on the first booking of a slot (capacity copied from the
 * service); `booked` is raised with the guard `booked + n <= capacity` so places can never be
 * oversold, and the CHECK backs that up under any concurrency.
 */
export const workshopSlots = pgTable(
  'workshop_slots',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => workshopServices.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('workshop_slots_service_start_uq').on(t.serviceId, t.startsAt),
    check(
      'workshop_slots_capacity',
      sql`${t.capacity} >= 0 and ${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`,
    ),
    check('workshop_slots_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export interface BookingClientRow {
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
}

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending_payment'),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    amount: minorUnits('amount').notNull(),
    discount: minorUnits('discount').notNull().default(0),
    discountCode: text('discount_code'),
    /**
     * The tax included in `amount` (prices are tax-inclusive): its name (gst, vat, sales_tax), rate
     * in basis points and amount, at the booking country's rate when it was made, as orders keep
     * theirs: a later rate change or a refund changes no past booking. `none` for bookings made
     * before tax was recorded (migration 0021: which rate applied then is not known from the row).
     */
    taxName: text('tax_name').notNull().default('none'),
    taxRate: integer('tax_rate').notNull().default(0),
    taxAmount: minorUnits('tax_amount').notNull().default(0),
    client: jsonb('client').$type<BookingClientRow>().notNull(),
    /** Where and in which language it was booked: the studio, its time zone and the e-mails' language. */
    country: text('country'),
    language: text('language'),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
    /**
     * Until when an unpaid booking holds its places (BOOKING_HOLD_SECONDS after it was made, fixed
     * then); past it the places go back (workshops/seat-hold.ts). The default only serves rows
     * written by hand.
     */
    holdExpiresAt: instant('hold_expires_at')
      .notNull()
      .default(sql`now() + interval '15 minutes'`),
  },
  (t) => [
    check(
      'bookings_status',
      sql`${t.status} in ('pending_payment', 'payment_failed', 'confirmed', 'cancelled')`,
    ),
    check('bookings_amounts', sql`${t.amount} >= 0 and ${t.discount} >= 0`),
    check('bookings_tax_name', sql`${t.taxName} in ('gst', 'vat', 'sales_tax', 'none')`),
    check('bookings_tax', sql`${t.taxRate} between 0 and 10000 and ${t.taxAmount} between 0 and ${t.amount}`),
    index('bookings_user_idx').on(t.userId),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('pending_payment', 'payment_failed')`),
  ],
);

export const bookingLines = pgTable(
  'booking_lines',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amount: minorUnits('amount').notNull(),
  },
  (t) => [
    uniqueIndex('booking_lines_position_uq').on(t.bookingId, t.position),
    check('booking_lines_amount', sql`${t.amount} >= 0`),
  ],
);

/** Places held in one slot by one booking line. */
export const bookingEntries = pgTable(
  'booking_entries',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => bookingLines.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => workshopSlots.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => workshopServices.id),
    guests: integer('guests').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('booking_entries_guests', sql`${t.guests} between 1 and 50`),
    index('booking_entries_slot_idx').on(t.slotId),
  ],
);
