/** The partners module's public surface: what other modules, the flows and the app use. */
export { partnerAdminRoutes } from './admin-routes';
export { findPartnerBySlug, type PartnerRow } from './queries';
export { partnerRoutes } from './routes';
export { allowedOriginsOf, requirePartner } from './service';
