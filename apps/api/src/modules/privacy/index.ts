/** The privacy module's public surface: what the app registers. */
export { type PrivacyRouteOptions, privacyRoutes } from './routes';
