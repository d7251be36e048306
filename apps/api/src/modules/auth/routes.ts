import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryOf, languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../plugins/auth';
import {
  changePassword,
  login,
  refresh,
  register,
  revoke,
  verifyAccessToken,
  type AuthDeps,
} from './service';

export interface AuthRouteOptions {
  /** Login attempts per IP and e-mail address per window. */
  loginLimit: { max: number; timeWindowMs: number };
  /** Registrations per IP per window. */
  registerLimit: { max: number; timeWindowMs: number };
}

/** Counts login attempts per client and address, so one shopper's typos do not lock out others. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `login|${request.ip}|${email}`;
}

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const route = routerFor(app);
  const deps: AuthDeps = { db: app.db, tokens: app.tokens };

  route('POST', '/api/token/', (request) => login(deps, request.body.email, request.body.password), {
    // preValidation: the body is parsed, so the key can include the e-mail address.
    rateLimit: {
      max: options.loginLimit.max,
      timeWindow: options.loginLimit.timeWindowMs,
      hook: 'preValidation',
      keyGenerator: loginKey,
    },
  });

  route('POST', '/api/token/refresh/', (request) => refresh(deps, request.body.refresh_token));

  route(
    'POST',
    '/api/token/revoke/',
    async (request) => {
      await revoke(deps, request.body.refresh_token);
      return undefined;
    },
    { invalidTokenAsGuest: true },
  );

  route('POST', '/api/token/verify/', (request) => verifyAccessToken(deps, request.body.token));

  route(
    'POST',
    '/api/users/password/',
    async (request) => {
      const userId = memberIdOf(request);
      await changePassword(
        deps,
        { userId, familyId: request.auth!.familyId },
        request.body.current_password,
        request.body.new_password,
      );
      return undefined;
    },
    {
      // Guessing the current password with a stolen session is limited like login. preHandler:
      // after the auth hook, so the count is per member, whatever their IP.
      rateLimit: {
        max: options.loginLimit.max,
        timeWindow: options.loginLimit.timeWindowMs,
        hook: 'preHandler',
        keyGenerator: (request) => `password|${request.auth?.userId ?? request.ip}`,
      },
    },
  );

  route(
    'POST',
    '/api/users/register/',
    async (request, reply) => {
      const record = await register(deps, {
        ...request.body,
        country: countryOf(request),
        language: languageOf(request),
      });
      reply.code(201);
      return record;
    },
    {
      rateLimit: {
        max: options.registerLimit.max,
        timeWindow: options.registerLimit.timeWindowMs,
        keyGenerator: (request) => `register|${request.ip}`,
      },
    },
  );
}
