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
