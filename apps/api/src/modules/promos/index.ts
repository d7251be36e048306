/** The promos module's public surface: what other modules, the flows and the app use. */
export { priceRuleIn, promoTermsIn } from './promo-terms';
export { promoView } from './promo-view';
export {
  countRedemptions,
  findPromoByCode,
  type PromoAmountRow,
  type PromoRow,
  returnPromoUse,
  selectPromoAmounts,
  selectPromosByIds,
  takePromoUse,
} from './queries';
export { promoRoutes } from './routes';
export { promoAdminRoutes } from './admin-routes';
