/** The gift-cards module's public surface: what other modules, the flows and the app use. */
export { newGiftCardCode } from './gift-card-code';
export { giftCardTexts } from './gift-card-messages';
export {
  activateCardsOfOrder,
  findGiftCardByCode,
  insertGiftCard,
  lockGiftCard,
  returnBalance,
  selectOfferedValues,
  takeBalance,
} from './queries';
export { redeemGiftCard } from './redemption';
export { type GiftCardRouteOptions, giftCardRoutes } from './routes';
export { VALID_MONTHS } from './service';
export { giftCardAdminRoutes, type GiftCardAdminRouteOptions } from './admin-routes';
