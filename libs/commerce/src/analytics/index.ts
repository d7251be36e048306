export { toGa4Items, type AnalyticsItemInput, type Ga4Item, type MoneyContext } from './analytics-items';
export {
  ANALYTICS_CURRENCY,
  ECOMMERCE_RESET,
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewItemEvent,
  type Ecommerce,
  type EcommerceEvent,
  type PurchaseInput,
} from './ecommerce-events';
export {
  applyCouponEvent,
  loginEvent,
  logoutEvent,
  quizCompleteEvent,
  quizStartEvent,
  quizStepEvent,
  signUpEvent,
} from './other-events';
