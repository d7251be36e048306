import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { JsonResponse } from '../support/http-client';

/**
 * Distinct client IPs for limits counted per IP, without a proxy header the server would have to
 * trust: on Linux the whole 127.0.0.0/8 is loopback, so a request bound to 127.a.b.c reaches a
 * server on 127.0.0.1 and the server sees 127.a.b.c as the client. Each call gives a fresh random
 * /24, so counters left in a shared Redis by an earlier run (or another test) never meet this one.
 */
export function clientIps(): (n: number) => string {
  const prefix = `127.${randomInt(1, 255)}.${randomInt(0, 256)}`;
  return (n) => `${prefix}.${(n % 253) + 1}`;
}

/** One JSON request from a chosen local address (see `clientIps`). */
export function requestFrom<T = unknown>(
  ip: string,
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonResponse<T>> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: ip,
        // A fresh connection per request: a pooled one would keep the address of its first use.
        agent: false,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers.set(name, value);
            else if (Array.isArray(value)) headers.set(name, value.join(', '));
          }
          resolve({ status: res.statusCode ?? 0, headers, body: (text ? JSON.parse(text) : undefined) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
