import createClient, { type Middleware } from 'openapi-fetch';
import type { StaffSession } from '../generated/schema';
import type { paths } from '../generated/schema';
import type { HttpMethod } from '../client/types';
import { toAdminResult } from './admin-result';
import { createCsrfStore, type CsrfStore } from './csrf-store';
import type { AdminMethod } from './types';

export interface AdminClientOptions {
  /** Origin of the API, `''` for the same origin as the console (the usual case). */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Holds the CSRF token; a fresh in-memory one by default. */
  csrf?: CsrfStore;
  /** The console's language, sent as `Accept-Language` (messages of 400s). */
  language?: () => string;
  /** Called when an answer says the session is gone (401 other than a refused sign-in). */
  onSignedOut?: () => void;
}

export interface AdminClient {
  GET: AdminMethod<'get'>;
  POST: AdminMethod<'post'>;
  PUT: AdminMethod<'put'>;
  PATCH: AdminMethod<'patch'>;
  DELETE: AdminMethod<'delete'>;
  csrf: CsrfStore;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGN_IN = '/api/admin/token/';
const SIGN_OUT = '/api/admin/token/revoke/';
const SESSION = '/api/admin/session/';

class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * The operator console's typed client (openapi-fetch on the contract's `/api/admin/` paths): the
 * session cookie goes along by itself (`credentials: 'same-origin'`; the console and the API share
 * one origin), writes get `X-CSRF-Token` from the store that sign-in and the session call fill,
 * and every answer comes back as `AdminResult` with the console's own error codes.
 */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const csrf = options.csrf ?? createCsrfStore();
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const fetchImpl = async (request: Request) => {
    try {
      return await baseFetch(request);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new NetworkError('Network request failed', { cause: error });
    }
  };

  const middleware: Middleware = {
    onRequest({ request }) {
      const language = options.language?.();
      if (language && !request.headers.has('Accept-Language'))
        request.headers.set('Accept-Language', language);
      const token = csrf.get();
      if (WRITES.has(request.method) && token && !request.headers.has('X-CSRF-Token'))
        request.headers.set('X-CSRF-Token', token);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (response.ok && (schemaPath === SIGN_IN || schemaPath === SESSION)) {
        const session = (await response.clone().json()) as StaffSession;
        csrf.set(session.csrf_token);
      } else if (response.ok && schemaPath === SIGN_OUT) {
        csrf.set(null);
      } else if (response.status === 401 && schemaPath !== SIGN_IN) {
        csrf.set(null);
        options.onSignedOut?.();
      }
      return undefined;
    },
  };

  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl, credentials: 'same-origin' });
  raw.use(middleware);

  function method<M extends HttpMethod>(name: M): AdminMethod<M> {
    return (async (path: string, init?: Record<string, unknown>) => {
      try {
        const { data, error, response } = await raw.request(
          name,
          path as never,
          {
            ...init,
            parseAs: 'text',
          } as never,
        );
        const text = (response.ok ? data : error) as unknown;
        // openapi-fetch hands an error body over already parsed (or as text when it is not JSON).
        let body: unknown = typeof text === 'string' ? undefined : text;
        if (typeof text === 'string' && text !== '') {
          try {
            body = JSON.parse(text);
          } catch {
            if (response.ok) return toAdminResult({ status: 502, body: undefined });
          }
        }
        return toAdminResult({
          status: response.status,
          body,
          retryAfter: response.headers.get('retry-after'),
        });
      } catch (error) {
        if (error instanceof NetworkError) return toAdminResult({ networkError: error.cause });
        throw error;
      }
    }) as AdminMethod<M>;
  }

  return {
    GET: method('get'),
    POST: method('post'),
    PUT: method('put'),
    PATCH: method('patch'),
    DELETE: method('delete'),
    csrf,
  };
}
