import type { LocaleKey } from '../types';

/**
 * Workshop catalogue: services and studio depend on the locale (names, prices, opening hours), the
 * slots of a day also on the moment they are read (seats left), so they are short-lived.
 */
export const workshopKeys = {
  all: ['workshops'] as const,
  services: (locale: LocaleKey) => [...workshopKeys.all, 'services', locale] as const,
  studio: (locale: LocaleKey) => [...workshopKeys.all, 'studio', locale] as const,
  allSlots: () => [...workshopKeys.all, 'slots'] as const,
  /** One service's slots on one shop day (`YYYY-MM-DD`). */
  slots: (serviceId: number, date: string, locale: LocaleKey) =>
    [...workshopKeys.allSlots(), serviceId, date, locale] as const,
};

/**
 * Bookings belong to a member (or to whoever holds a guest booking's id): drop `bookingKeys.all` on
 * login/logout so one session never sees another's cached bookings.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  /** The signed-in member's bookings (`GET /api/bookings/`). */
  list: (locale: LocaleKey) => [...bookingKeys.lists(), locale] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  detail: (bookingId: string, locale: LocaleKey) => [...bookingKeys.details(), bookingId, locale] as const,
};
