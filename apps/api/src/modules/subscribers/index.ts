/** The subscribers module's public surface: what other modules, the flows and the app use. */
export { echoSubmittedEmailOnErrors } from './echo-email';
export { deleteSubscriberByEmail, findSubscriberByEmail } from './queries';
export { subscriberRoutes, type SubscriberRouteOptions } from './routes';
export { subscriberAdminRoutes } from './admin-routes';
