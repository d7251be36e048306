/** The business module's public surface: what other modules, the flows and the app use. */
export { leadAdminRoutes } from './admin-routes';
export { type BusinessRouteOptions, businessRoutes } from './routes';
