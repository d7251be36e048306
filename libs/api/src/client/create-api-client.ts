import createClient, { mergeHeaders, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { securedOperations, type BearerRequirement } from '../generated/secured-operations';
import { shouldReport, toApiResult, toEmailFlagResult, type ApiResult, type HttpOutcome } from './catalogue';
import { ApiError } from './api-error';
import { localeHeaders, normalizeLocale, type Locale, type ResolvedLocale } from './locale';
import { withResponseDeadline, type DeadlineOptions } from './response-deadline';
import type { ErrorReporter } from './reporter';
import type { TokenStore } from './token-store';
import type { CallOptions, EmailFlagMethod, HttpMethod, ResultMethod } from './types';

export type FetchLike = (input: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin of the API host, e.g. `https://shop.example` or `''` for same-origin; paths start with /api. */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** Read on every request: country from the URL path, language, currency (default sgd). */
  locale: () => Locale;
  tokens: TokenStore;
  /** Receives breadcrumbs for every call and the "other failures" of SPEC §8. */
  reporter?: ErrorReporter;
  /**
   * When a call without an answer counts as offline (response-deadline.ts): 4 s, 30 s for paying,
   * and at once when the window goes offline (the browser's window by default).
   */
  deadline?: DeadlineOptions;
}

export interface ApiClient {
  GET: ResultMethod<'get'>;
  POST: ResultMethod<'post'>;
  PUT: ResultMethod<'put'>;
  PATCH: ResultMethod<'patch'>;
  DELETE: ResultMethod<'delete'>;
  /** The SPEC §8 second helper: `{error: true, email}` on any failure (newsletter, notify-me). */
  emailFlag: { POST: EmailFlagMethod<'post'> };
  /** The current locale as sent in the headers. */
  locale(): ResolvedLocale;
  tokens: TokenStore;
}

/** Private header carrying the per-call `auth` option from the wrapper to the middleware. */
const AUTH_HINT_HEADER = 'x-atelier-client-auth';
const REFRESH_PATH = '/api/token/refresh/';

/** Marks a fetch rejection (no response at all) so it is not confused with a parsing bug. */
class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

function isAbortError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}

export function bearerRequirementOf(method: string, schemaPath: string): BearerRequirement | undefined {
  return (securedOperations as Record<string, BearerRequirement | undefined>)[
    `${method.toUpperCase()} ${schemaPath}`
  ];
}

interface AuthenticatedCall {
  usedToken: string;
  /** An unsent copy of the request, for the one retry after a refresh. */
  replay: Request;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, reporter } = options;
  const baseFetch: FetchLike = withResponseDeadline(
    options.fetch ?? ((request) => globalThis.fetch(request)),
    {
      events: typeof window === 'undefined' ? null : window,
      ...options.deadline,
    },
  );
  const fetchImpl: FetchLike = async (request) => {
    try {
      return await baseFetch(request);
    } catch (error) {
      if (isAbortError(error) || request.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
  };

  const headersMiddleware: Middleware = {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(localeHeaders(options.locale()))) {
        // A header given for one call (e.g. another Accept-Language for alternates) wins.
        if (!request.headers.has(name)) request.headers.set(name, value);
      }
      return request;
    },
  };

  // The refresh call goes through its own client: same headers, but no auth middleware (no loops).
  const refreshClient = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
  refreshClient.use(headersMiddleware);

  let refreshing: Promise<string | null> | null = null;

  /** A usable access token after `usedToken` was refused, or null (then the 401 stands). */
  function freshToken(usedToken: string): Promise<string | null> {
    const current = tokens.getToken();
    // Another call already refreshed while this one was in flight: just retry with the new token.
    if (current && current !== usedToken) return Promise.resolve(current);
    if (refreshing) return refreshing;
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      tokens.clear();
      return Promise.resolve(null);
    }
    refreshing = (async () => {
      try {
        const { data, response } = await refreshClient.POST(REFRESH_PATH, {
          body: { refresh_token: refreshToken },
        });
        if (response.ok && data) {
          tokens.setTokens({ token: data.token, refreshToken: data.refresh_token });
          return data.token;
        }
        // The server refused the refresh token (expired, spent, revoked): the session is over.
        tokens.clear();
        return null;
      } catch {
        // Offline while refreshing: keep the tokens (the session may still be valid) and let the
        // original 401 through.
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const authenticatedCalls = new Map<string, AuthenticatedCall>();

  const authMiddleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      const hint = request.headers.get(AUTH_HINT_HEADER);
      request.headers.delete(AUTH_HINT_HEADER);
      const requirement = bearerRequirementOf(request.method, schemaPath);
      const wantsAuth = hint === 'force' || (hint !== 'never' && requirement !== undefined);
      const token = wantsAuth ? tokens.getToken() : null;
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
        authenticatedCalls.set(id, { usedToken: token, replay: request.clone() });
      }
      return request;
    },
    async onResponse({ response, id }) {
      const call = authenticatedCalls.get(id);
      authenticatedCalls.delete(id);
      if (!call || response.status !== 401) return undefined;
      const token = await freshToken(call.usedToken);
      if (!token) return undefined;
      const retry = new Request(call.replay);
      retry.headers.set('Authorization', `Bearer ${token}`);
      // Exactly one retry: this response is final even if it is another 401.
      return fetchImpl(retry);
    },
    onError({ id }) {
      authenticatedCalls.delete(id);
    },
  };

  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
  raw.use(headersMiddleware, authMiddleware);

  type AnyInit = (CallOptions & { headers?: unknown; body?: unknown; parseAs?: unknown }) | undefined;

  async function send(method: HttpMethod, path: string, init: AnyInit): Promise<HttpOutcome> {
    const { auth, ...rest } = init ?? {};
    const headers =
      auth === undefined
        ? rest.headers
        : mergeHeaders(rest.headers as HeadersInit | undefined, {
            [AUTH_HINT_HEADER]: auth ? 'force' : 'never',
          });
    try {
      // Parse ourselves: a 2xx with a broken body must not look like "offline".
      const { data, error, response } = await raw.request(
        method,
        path as never,
        {
          ...rest,
          headers,
          parseAs: 'text',
        } as never,
      );
      const text = (response.ok ? data : error) as unknown;
      if (!response.ok) return { status: response.status, body: text };
      if (typeof text !== 'string' || text === '') return { status: response.status, body: undefined };
      try {
        return { status: response.status, body: JSON.parse(text) };
      } catch {
        return { status: 502, body: { message: 'The server sent an unreadable response', status: 502 } };
      }
    } catch (error) {
      if (error instanceof NetworkError) return { networkError: error.cause };
      throw error;
    }
  }

  function breadcrumb(method: HttpMethod, path: string, outcome: HttpOutcome) {
    const status = 'status' in outcome ? outcome.status : 0;
    reporter?.addBreadcrumb({
      type: 'http',
      category: 'fetch',
      level: status === 0 || status >= 500 ? 'error' : status >= 400 ? 'warning' : 'info',
      // The path template, not the URL: no ids, codes or e-mails in the trail.
      data: { method: method.toUpperCase(), url: path, status_code: status },
    });
  }

  function resultMethod<M extends HttpMethod>(method: M): ResultMethod<M> {
    return (async (path: string, init?: AnyInit) => {
      const outcome = await send(method, path, init);
      breadcrumb(method, path, outcome);
      const result: ApiResult<unknown> = toApiResult(outcome);
      if (shouldReport(result)) {
        reporter?.captureException(new ApiError(result, { method: method.toUpperCase(), path }), {
          tags: {
            'http.method': method.toUpperCase(),
            'http.path': path,
            'http.status': String(result.status),
          },
          extra: { message: result.message, errors: result.errors },
        });
      }
      return result;
    }) as ResultMethod<M>;
  }

  function emailFlagMethod<M extends HttpMethod>(method: M): EmailFlagMethod<M> {
    return (async (path: string, init?: AnyInit) => {
      const outcome = await send(method, path, init);
      breadcrumb(method, path, outcome);
      const body = init?.body as { email?: unknown } | undefined;
      return toEmailFlagResult(outcome, typeof body?.email === 'string' ? body.email : undefined);
    }) as EmailFlagMethod<M>;
  }

  return {
    GET: resultMethod('get'),
    POST: resultMethod('post'),
    PUT: resultMethod('put'),
    PATCH: resultMethod('patch'),
    DELETE: resultMethod('delete'),
    emailFlag: { POST: emailFlagMethod('post') },
    locale: () => normalizeLocale(options.locale()),
    tokens,
  };
}
