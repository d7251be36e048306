import type { ApiClient, ApiClientOptions } from './create-api-client';
import { resolveLocale } from './locale';

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * The API client with its code (openapi-fetch, the auth and refresh middleware, the error
 * catalogue) loaded on the first call rather than with the page: a server-rendered page hydrates
 * from the data in its state block and calls the API only afterwards (the cart, a form), so this
 * code is off the first load (≈ 4.5 KB gzip of the store's and the business area's, measured with
 * `npm run budgets`: docs/performance.md, "Page weight"). Same interface and behaviour as
 * `createApiClient`; a failed load is retried on the next call.
 */
export function createDeferredApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () =>
    (client ??= import('./create-api-client').then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  const method =
    (pick: (api: ApiClient) => unknown): Call =>
    async (...args) =>
      ((await load().then(pick)) as Call)(...args);
  return {
    GET: method((api) => api.GET) as ApiClient['GET'],
    POST: method((api) => api.POST) as ApiClient['POST'],
    PATCH: method((api) => api.PATCH) as ApiClient['PATCH'],
    DELETE: method((api) => api.DELETE) as ApiClient['DELETE'],
    emailFlag: { POST: method((api) => api.emailFlag.POST) as ApiClient['emailFlag']['POST'] },
    locale: () => resolveLocale(options.locale()),
    tokens: options.tokens,
  };
}
