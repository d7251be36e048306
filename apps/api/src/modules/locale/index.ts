/** The locale module's public surface: what other modules, the flows and the app use. */
export { localeRoutes } from './routes';
export { listPageCountries } from './service';
