import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Country',
  'Accept-Language',
  'Accept-Currency',
  'Idempotency-Key',
  'X-Preview-Token',
  'X-Request-Id',
].join(', ');
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * Answers whether the request was a preflight this function answered (204). Called by the
 * request hook for requests that carry an `Origin` only: a request without one (the shop itself,
 * same origin, and every non-browser client) needs no CORS work. Every answer says
 * `Vary: Origin` all the same (`request-hooks.ts`), since an allowed origin gets other headers.
 */
export type CorsCheck = (request: FastifyRequest, reply: FastifyReply, origin: string) => boolean;

/**
 * The shop calls its API from the same origin, so CORS is closed unless CORS_ORIGINS lists other
 * origins (e.g. a separately hosted storefront). Auth is a bearer header, never a cookie, so
 * credentials stay off. Same answers as @fastify/cors 11 with the options this app gave it
 * (reflected allowed origin, the methods and headers below, 10 minutes of preflight cache,
 * strict preflights; a malformed preflight is a 400 with the contract's `Error` body rather than
 * the plugin's plain text), without its per-request work for requests that have no `Origin`.
 * A preflight from an origin not listed falls through to the router: no OPTIONS route, so 404.
 */
export function corsCheck(allowedOrigins: readonly string[]): CorsCheck {
  const allowed = new Set(allowedOrigins);
  return (request, reply, origin) => {
    if (!allowed.has(origin)) return false;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS') return false;
    if (request.headers['access-control-request-method'] === undefined) {
      void reply.code(400).send(
        errorBody(400, 'Not a valid preflight request', {
          errors: [{ field: 'header.access-control-request-method', reason: 'is required' }],
        }),
      );
      return true;
    }
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    // Safari waits for a body on a 204 without an explicit length.
    void reply.code(204).header('content-length', '0').send();
    return true;
  };
}
