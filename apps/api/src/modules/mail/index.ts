/** The mail module's public surface: what other modules, the flows and the app use. */
export { queueAccountCreatedEmail, queueRegistrationAttemptEmail } from './account-emails';
export { type BookingEmailKind, renderBookingEmail } from './booking-confirmation';
export { queueBusinessLeadEmail } from './business-lead-email';
export { type MailDispatcher, startMailDispatcher } from './dispatcher';
export { renderGiftCardEmail } from './gift-card-delivery';
export { logSender, smtpSender } from './mail-sender';
export { renderOrderConfirmation } from './order-confirmation';
export { ORDER_REFUND_EMAIL, renderOrderRefundEmail } from './order-refund-email';
export { ORDER_SHIPPED_EMAIL, renderOrderShippedEmail } from './order-shipped-email';
export { insertOutboxEmail, queueEmail } from './outbox-queries';
export {
  EMAIL_CHANGED_EMAIL,
  PASSWORD_RESET_EMAIL,
  queueEmailChangedEmail,
  queuePasswordResetEmail,
} from './password-reset-email';
export {
  NEWSLETTER_CONFIRMATION_EMAIL,
  NEWSLETTER_WELCOME_EMAIL,
  newsletterUnsubscribePageUrl,
  queueNewsletterConfirmation,
  queueNewsletterWelcome,
} from './newsletter-emails';
export {
  configureStoreLinks,
  orderPageUrl,
  storeLinks,
  type StoreLinks,
  workshopBookingUrl,
} from './store-links';
