/**
 * The shop's calendar: each country's time zone; calendar days in it come from
 * `@atelier/commerce/dates`, shared with the browsers (workshop sessions, gift card delivery dates,
 * e-mails).
 */
export { addMonths, localDate, startOfDay } from '@atelier/commerce/dates';
export { shopTimeZone, timeZoneOf } from './time-zone';
