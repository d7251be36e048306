import type { ApiClient, ApiClientOptions } from './create-api-client';
// Small modules of their own: the catalogue and the deadline's code would be first-load weight.
import { READ_RESPONSE_DEADLINE_MS, RESPONSE_DEADLINE_MS } from './deadlines';
import { normalizeLocale } from './locale';
import { OFFLINE_MESSAGE } from './offline-message';

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * The API client with its code (openapi-fetch, the auth and refresh middleware, the error
 * catalogue) loaded on the first call rather than with the page: a server-rendered page hydrates
 * from the data in its state block and calls the API only afterwards (the cart, a form), so this
 * code is off the first load (≈ 4.5 KB gzip of the store's and the business area's, measured with
 * `npm run budgets`: docs/performance.md, "Page weight"). Same interface and behaviour as
 * `createApiClient`; a failed load is retried on the next call, and answers offline meanwhile.
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
  /**
   * A call waits for the client's code; when it fails to load (offline) or has not arrived by the
   * deadline (a dead network), the call answers like any request that got no answer, the SPEC §8
   * offline result, instead of rejecting with an import error (a generic message) or hanging. A
   * slow load goes on, so the next call may find it.
   */
  const method =
    (pick: (api: ApiClient) => unknown, deadline = RESPONSE_DEADLINE_MS): Call =>
    async (...args) => {
      const api = await Promise.race([
        load().catch(() => null),
        new Promise<null>((resolve) => setTimeout(resolve, deadline, null)),
      ]);
      return api ? (pick(api) as Call)(...args) : offline(args[1]);
    };
  // A network failure as both helpers answer it (catalogue.ts: `toApiResult`'s offline result,
  // and `toEmailFlagResult`'s with the e-mail submitted), in one object spelt here: importing the
  // catalogue would put all of it on the first load.
  const offline = (init: unknown) => ({
    ok: false,
    kind: 'offline',
    error: true,
    status: 0,
    offline: true,
    message: OFFLINE_MESSAGE,
    email: (init as { body?: { email?: string } } | undefined)?.body?.email,
  });
  return {
    GET: method((api) => api.GET, READ_RESPONSE_DEADLINE_MS) as ApiClient['GET'],
    POST: method((api) => api.POST) as ApiClient['POST'],
    PUT: method((api) => api.PUT) as ApiClient['PUT'],
    PATCH: method((api) => api.PATCH) as ApiClient['PATCH'],
    DELETE: method((api) => api.DELETE) as ApiClient['DELETE'],
    emailFlag: { POST: method((api) => api.emailFlag.POST) as ApiClient['emailFlag']['POST'] },
    locale: () => normalizeLocale(options.locale()),
    tokens: options.tokens,
  };
}
