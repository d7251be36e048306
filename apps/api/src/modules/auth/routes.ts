import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryOf, languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../plugins/auth';
import { bodyEmailKey, limitRoute } from '../../plugins/rate-limit';
import {
  changePassword,
  login,
  refresh,
  register,
  revoke,
  verifyAccessToken,
  type AuthDeps,
} from './service';

type Limit = { max: number; timeWindowMs: number };

export interface AuthRouteOptions {
  /** Login attempts per IP and e-mail address per window: one shopper's typos lock out no one else. */
  loginLimit: Limit;
  /** Login attempts per e-mail address from any IP: a guess spread over many IPs. */
  loginPerAccountLimit: Limit;
  /** Login attempts per IP whatever the address: credential stuffing from one client. */
  loginPerIpLimit: Limit;
  /** Registrations per IP per window. */
  registerLimit: Limit;
  /** Registrations per e-mail address from any IP: each one e-mails the address's owner. */
  registerPerAccountLimit: Limit;
}

const byIp = (request: FastifyRequest) => request.ip;
const byIpAndEmail = (request: FastifyRequest) => `${request.ip}|${bodyEmailKey(request) ?? ''}`;

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const route = routerFor(app);
  const deps: AuthDeps = { db: app.db, tokens: app.tokens };

  // Broadest first: a request one rule refuses is not counted by the rules after it.
  limitRoute(app, { method: 'POST', url: '/api/token/' }, [
    { name: 'login-ip', ...options.loginPerIpLimit, key: byIp },
    { name: 'login', ...options.loginLimit, key: byIpAndEmail },
    { name: 'login-account', ...options.loginPerAccountLimit, key: bodyEmailKey },
  ]);
  limitRoute(app, { method: 'POST', url: '/api/users/register/' }, [
    { name: 'register-ip', ...options.registerLimit, key: byIp },
    { name: 'register-account', ...options.registerPerAccountLimit, key: bodyEmailKey },
  ]);

  route('POST', '/api/token/', (request) => login(deps, request.body.email, request.body.password), {
    rateLimit: false,
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
      const received = await register(deps, {
        ...request.body,
        country: countryOf(request),
        language: languageOf(request),
      });
      reply.code(202);
      return received;
    },
    { rateLimit: false },
  );
}
