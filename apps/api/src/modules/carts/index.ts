/** The carts module's public surface: what other modules, the flows and the app use. */
export {
  CART_ANSWER_CACHE_ENABLED,
  type CartAnswerCacheOptions,
  registerCartAnswerCache,
} from './caches/cart-answer-cache';
export { cartMessages } from './cart-messages';
export { customerOf } from './cart-promo';
export { type CartMarket, itemDisplayName, priceCartIn } from './cart-pricing';
export { watchCatalogue } from './caches/known-carts';
export { readCart } from './cart-contents';
export { lockCart, saveCart } from './queries';
export { quickAddBatchRoutine } from './quick-add-write';
export { cartRoutes, type CartRouteOptions } from './routes';
export { redisCartVersions } from './caches/shared-cart-versions';
export { variantValues } from './variant-values';
