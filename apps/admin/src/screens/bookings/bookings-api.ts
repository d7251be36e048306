import type {
  AdminBooking,
  AdminBookingDay,
  AdminCancelBookingRequest,
  AdminMoveBookingRequest,
} from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface DayQuery {
  country: string;
  date: string;
}

/** The bookings screen's calls, each throwing `AdminError`. */
export function bookingsApi(api: AdminApi) {
  const { client } = api;
  return {
    day: async (query: DayQuery): Promise<AdminBookingDay> =>
      unwrap(await client.GET('/api/admin/bookings/', { params: { query } })),
    move: async (id: string, body: AdminMoveBookingRequest): Promise<AdminBooking> =>
      unwrap(await client.POST('/api/admin/bookings/{id}/move/', { params: { path: { id } }, body })),
    cancel: async (id: string, body: AdminCancelBookingRequest): Promise<AdminBooking> =>
      unwrap(await client.POST('/api/admin/bookings/{id}/cancel/', { params: { path: { id } }, body })),
  };
}

export const dayKey = (query: DayQuery) => ['admin', 'bookings', 'day', query] as const;
