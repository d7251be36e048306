/** The bookings module's public surface: what other modules, the flows and the app use. */
export { findEntryOf, freePlaces, setEntrySlot } from './admin-queries';
export { bookingAdminRoutes } from './admin-routes';
export { loadAdminBooking } from './admin-service';
export { assertBookingAccess } from './booking-access';
export { bookingView, cancellationDeadline } from './booking-view';
export { checkGuestCode, guestCodeRefusalMessage, type GuestCodeRefusal } from './guest-code';
export {
  type BookingRow,
  ensureSlot,
  findBooking,
  firstSessionOf,
  givePlacesBack,
  lockBooking,
  releaseExpiredHolds,
  selectBookingDetails,
  setBookingCancelled,
  setBookingStatus,
  takePlaces,
} from './queries';
export { bookingRoutes, type BookingRouteOptions } from './routes';
export { getBooking } from './service';
