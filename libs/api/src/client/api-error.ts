import type { ApiFailure, ApiResult } from './catalogue';

/** The error thrown by query fetchers (react-query needs a rejection) and given to the reporter. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly result: ApiFailure,
    readonly request?: { method: string; path: string },
  ) {
    super(result.message);
    this.status = result.status;
  }
}

/** Data of a success, or throws the failure as an `ApiError` (for react-query fetchers). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}
