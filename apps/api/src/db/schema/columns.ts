import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money is an integer in minor units next to an ISO currency code, everywhere. bigint because a
 * VND or KRW order total can pass the 2^31 of `integer`; read back as a JS number (the contract
 * caps amounts at 10^12, far below 2^53).
 */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });

/** Upper-case ISO 4217 code; always a foreign key to `currencies`. */
export const currencyCode = (name = 'currency') => text(name);

/** Instants are stored with time zone so PGlite and PostgreSQL agree whatever the server's TZ. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
