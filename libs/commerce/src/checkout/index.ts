export {
  CHECKOUT_STEPS,
  CHECKOUT_SUBSTEPS,
  CHECKOUT_VIEWS,
  isCheckoutStep,
  isCheckoutView,
  isSubstepOf,
  nextStep,
  previousStep,
  stepIndex,
  type CheckoutStep,
  type CheckoutSubstep,
  type CheckoutView,
} from './checkout-flow';
export {
  buildCheckoutQuery,
  parseCheckoutQuery,
  type CheckoutQuery,
  type CheckoutQueryContext,
} from './checkout-query';
export { reachableCheckoutQuery, type CheckoutProgress } from './checkout-guard';
export {
  cardDigits,
  cardFieldProblem,
  checkCard,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  passesLuhn,
  type CardCheck,
  type CardField,
  type CardInput,
  type CardPaymentBody,
  type CardProblem,
  type YearMonth,
} from './card';
