/**
 * Work that crosses modules (docs/architecture.md): placing an order and buying a gift card
 * (checkout/), paying, settling, refunding and the recovery sweep (payments/), and the e-mails that
 * follow (emails/). Flows import modules through their index; modules never import flows.
 */
export { adminOrderWriteRoutes, type AdminOrderRouteOptions } from './admin-orders/routes';
export { checkoutRoutes, type CheckoutRouteOptions } from './checkout/routes';
export { paymentRoutes, type PaymentRouteOptions } from './payments/routes';
export { registerRecoverySweep } from './payments/recovery-sweep-loop';
export { registerHoldSweep } from './payments/hold-sweep-loop';
export { releaseLapsedHoldsOfCard } from './payments/hold-release';
export { adminBookingWriteRoutes, type AdminBookingRouteOptions } from './admin-bookings/routes';
export { queueGiftCardEmail } from './emails/gift-card-email';
