/** The auth module's public surface: what other modules, the flows and the app use. */
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
export { refuseGuessablePassword } from './password-strength';
export { isSessionActive } from './queries';
export { type AuthRouteOptions, authRoutes } from './routes';
export { type AccessClaims, createTokenSigner, type TokenSigner } from './tokens';
