/** The shipping module's public surface: what other modules, the flows and the app use. */
export { findShippingRule, type ShippingRuleRow } from './queries';
export { shippingRoutes } from './routes';
export { shippingTermsIn } from './shipping-terms';
