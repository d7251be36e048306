import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The shop calls its API from the same origin, so CORS is closed unless CORS_ORIGINS lists other
 * origins (e.g. a separately hosted storefront). Auth is a bearer header, never a cookie, so
 * credentials stay off.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Country',
      'Accept-Language',
      'Accept-Currency',
      'Idempotency-Key',
      'X-Preview-Token',
      'X-Request-Id',
    ],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  });
}
