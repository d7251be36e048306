/** The tags module's public surface: what other modules, the flows and the app use. */
export { tagRoutes } from './routes';
