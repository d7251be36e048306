/** `@atelier/api/admin-client`: the operator console's typed client and its error mapping. */
export { type AdminClient, type AdminClientOptions, createAdminClient } from './create-admin-client';
export {
  type AdminErrorCode,
  type AdminFailure,
  type AdminResult,
  type AdminSuccess,
  toAdminResult,
} from './admin-result';
export { createCsrfStore, type CsrfStore } from './csrf-store';
export type { AdminMethod, AdminPathsWith } from './types';
