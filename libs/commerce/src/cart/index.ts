export { lineTotal, type CartLineInput, type PricedLine } from './cart-line';
export { percentOf } from './percent-of';
export {
  applyPriceRules,
  paidQuantitiesByType,
  rulesInForce,
  unitDiscount,
  type PriceRule,
} from './price-rules';
export type {
  PromoContext,
  PromoEffect,
  PromoEvaluation,
  PromoKind,
  PromoRefusal,
  PromoRefusalReason,
  PromoTerms,
} from './promo-terms';
export { evaluatePromo, promoDiscount, promoRefusal, tierRefusal } from './promo-evaluation';
export { amountToFreeShipping, shippingPrice, type ShippingTerms } from './shipping-price';
export { priceCart, type CartPricing, type CartPricingInput } from './price-cart';
export { capToStock, MAX_LINE_QUANTITY, type StockCap } from './stock-cap';
