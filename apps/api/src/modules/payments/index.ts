/** The payments module's public surface: what other modules, the flows and the app use. */
export { methodOf, paymentView } from './payment-view';
export {
  type ChargeRequest,
  type PaymentProvider,
  type PaymentState,
  type ProviderCharge,
  RefundError,
  type RefundResult,
  type RefundState,
  TestPaymentProvider,
} from './provider';
export {
  countPaymentsOf,
  findPaymentByIntent,
  findPaymentByReference,
  insertPayment,
  latestPaymentOf,
  markPaymentRefunded,
  type PaymentRow,
  PROCESSING_ROW_STATUS,
  recordEvent,
  setOrderStatus,
  settlePaymentRefund,
  succeededPaymentOfBooking,
  updatePaymentStatus,
} from './queries';
export { stateOfRefund, StripePaymentProvider } from './stripe-provider';
export { verifiedEvent } from './webhook-signature';
