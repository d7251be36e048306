export { createApiClient, bearerRequirementOf } from './create-api-client';
export { ApiError, unwrap } from './api-error';
export { createDeferredApiClient } from './deferred-api-client';
export {
  RESPONSE_DEADLINE_MS,
  READ_RESPONSE_DEADLINE_MS,
  PAYMENT_RESPONSE_DEADLINE_MS,
  responseDeadlineOf,
  type DeadlineOptions,
  type OfflineEvents,
} from './response-deadline';
export type { ApiClient, ApiClientOptions, FetchLike } from './create-api-client';
export {
  toApiResult,
  toEmailFlagResult,
  shouldReport,
  readErrorBody,
  OFFLINE_MESSAGE,
  EMAIL_EXISTS_MESSAGE,
} from './catalogue';
export type {
  ApiResult,
  ApiSuccess,
  ApiFailure,
  ApiFailureKind,
  EmailFlagResult,
  FieldError,
  HttpOutcome,
} from './catalogue';
export { createMemoryTokenStore, createStorageTokenStore, readStoredValue } from './token-store';
export type { TokenStore, TokenPairValue, StorageLike, StorageTokenStoreOptions } from './token-store';
export { createBreadcrumbReporter, MAX_BREADCRUMBS } from './reporter';
export type {
  Breadcrumb,
  BreadcrumbLevel,
  BreadcrumbReporter,
  BreadcrumbReporterOptions,
  ErrorReporter,
  ReportContext,
} from './reporter';
export { localeHeaders, DEFAULT_CURRENCY } from './locale';
export type { Locale, ResolvedLocale } from './locale';
export { securedOperations } from '../generated/secured-operations';
export type { BearerRequirement, SecuredOperationKey } from '../generated/secured-operations';
export type { CallOptions, HttpMethod, PathsWith, ResultMethod, EmailFlagMethod, SuccessBody } from './types';
