/** The wishlist module's public surface: what the app registers. */
export { wishlistRoutes } from './routes';
export { WISHLIST_LIMIT } from './service';
