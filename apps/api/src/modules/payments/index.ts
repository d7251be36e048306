/** The payments module's public surface: what other modules, the flows and the app use. */
export { methodOf, paymentView } from './payment-view';
export {
  type ChargeRequest,
  type PaymentProvider,
  type PaymentState,
  type ProviderCharge,
  RefundError,
  TestPaymentProvider,
} from './provider';
export {
  countPaymentsOf,
  findPaymentByReference,
  insertPayment,
  latestPaymentOf,
  markPaymentRefunded,
  type PaymentRow,
  PROCESSING_ROW_STATUS,
  recordEvent,
  setOrderStatus,
  succeededPaymentOfBooking,
  updatePaymentStatus,
} from './queries';
export { StripePaymentProvider } from './stripe-provider';
export { verifySignature } from './webhook-signature';
