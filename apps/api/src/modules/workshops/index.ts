/** The workshops module's public surface: what other modules, the flows and the app use. */
export { workshopAdminRoutes } from './admin-routes';
export { endsByClosing, opensOn } from './opening-days';
export { startsWithinHours } from './opening-hours';
export { findService, selectServices, type WorkshopServiceRow } from './queries';
export { workshopRoutes } from './routes';
export { bookingHoldDeadline, holdExpired, holdExpiredAt, UNPAID } from './seat-hold';
export { atelierOf, studioClosing } from './studio';
