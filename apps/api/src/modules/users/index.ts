/** The users module's public surface: what other modules, the flows and the app use. */
export { customerAdminRoutes } from './admin-routes';
export { findUserByEmail, findUserById, insertUser, lockUser, updateUser } from './queries';
export { userRoutes } from './routes';
export { userView } from './user-view';
