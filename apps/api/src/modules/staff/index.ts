/** The staff module: the operator console's accounts, sessions, roles and second factor. */
export { staffAdminRoutes, type StaffRouteOptions } from './admin-routes';
export { createOwner, type CreatedOwner, CreateOwnerError } from './create-owner';
export { type StaffRole, STAFF_ROLES } from './roles';
export { seedDemoStaff, DEMO_STAFF } from './demo-staff';
export {
  type ActiveSession,
  clearedSessionCookie,
  loadSession,
  sessionTokenOf,
  STAFF_COOKIE,
} from './sessions';
export { staffUnauthorized } from './sign-in';
