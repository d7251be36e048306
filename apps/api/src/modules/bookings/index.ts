/** The bookings module's public surface: what other modules, the flows and the app use. */
export { assertBookingAccess } from './booking-access';
export { bookingView, cancellationDeadline } from './booking-view';
export {
  type BookingRow,
  findBooking,
  firstSessionOf,
  givePlacesBack,
  lockBooking,
  releaseExpiredHolds,
  selectBookingDetails,
  setBookingCancelled,
  setBookingStatus,
} from './queries';
export { bookingRoutes, type BookingRouteOptions } from './routes';
export { getBooking } from './service';
