/** The address book module's public surface: what the app registers. */
export { addressRoutes } from './routes';
export { ADDRESS_BOOK_LIMIT } from './service';
