/** The cms module's public surface: what other modules, the flows and the app use. */
export { cmsAdminRoutes } from './admin-routes';
export { cmsRoutes } from './routes';
export { sanitizeBlocks } from './sanitize';
