import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../http/member-id';
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
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { updateProfile } from './profile';

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
  /** Password reset e-mails asked for per IP. */
  passwordResetLimit: Limit;
  /** Password reset e-mails asked for per e-mail address from any IP: each one e-mails its owner. */
  passwordResetPerAccountLimit: Limit;
  /** New passwords set with a reset link per IP (the tokens cannot be guessed; this keeps it so). */
  passwordResetConfirmLimit: Limit;
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

  limitRoute(app, { method: 'POST', url: '/api/users/password-reset/' }, [
    { name: 'reset-ip', ...options.passwordResetLimit, key: byIp },
    { name: 'reset-account', ...options.passwordResetPerAccountLimit, key: bodyEmailKey },
  ]);

  route('POST', '/api/token/', (request) => login(deps, request.body.email, request.body.password), {
    rateLimit: false,
  });

  // Guessing the current password with a stolen session is limited like login. preHandler: after
  // the auth hook, so the count is per member, whatever their IP.
  const passwordCheckLimit = {
    max: options.loginLimit.max,
    timeWindow: options.loginLimit.timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `password|${request.auth?.userId ?? request.ip}`,
  } as const;

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
      rateLimit: passwordCheckLimit,
    },
  );

  // A new e-mail address needs the current password: limited like a password change, per member.
  route('PATCH', '/api/users/detail/', (request) => updateProfile(deps, memberIdOf(request), request.body), {
    rateLimit: {
      ...passwordCheckLimit,
      keyGenerator: (request) => `profile|${request.auth?.userId ?? request.ip}`,
    },
  });

  route(
    'POST',
    '/api/users/password-reset/',
    async (request, reply) => {
      const received = await requestPasswordReset(deps, request.body.email);
      reply.code(202);
      return received;
    },
    { rateLimit: false },
  );

  route(
    'POST',
    '/api/users/password-reset/confirm/',
    async (request) => {
      await confirmPasswordReset(deps, request.body.token, request.body.new_password);
      return undefined;
    },
    {
      rateLimit: {
        max: options.passwordResetConfirmLimit.max,
        timeWindow: options.passwordResetConfirmLimit.timeWindowMs,
        keyGenerator: (request) => `reset-confirm|${request.ip}`,
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
        language: request.market.language,
      });
      reply.code(202);
      return received;
    },
    { rateLimit: false },
  );
}
