import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What we accept from a proxy or client as a request id: short, log-safe characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Request ids: the incoming `x-request-id` when it is sane (so a trace spans the proxy and us),
 * else a random UUID. Used by Fastify's logger for every log line of the request, and echoed in
 * `x-request-id` (`response-headers.ts`).
 */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
