/** The items module's public surface: what other modules, the flows and the app use. */
export { itemRoutes } from './routes';
