import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import { bodyEmailKey } from '../../plugins/rate-limit';
import { changeOwnPassword, beginTotp, confirmTotp, disableTotp, type StaffActor } from './own-account';
import { clearedSessionCookie, revokeSession, sessionCookie } from './sessions';
import { sessionAnswer, signIn } from './sign-in';
import { failureThrottle, type FailureLimit } from './sign-in-throttle';
import { inviteStaff, listStaff, updateStaff } from './staff-accounts';

export interface StaffRouteOptions {
  /** Failed sign-ins per account (e-mail) from any IP per window. */
  signInPerAccountLimit: FailureLimit;
  /** Failed sign-ins per client IP whatever the account. */
  signInPerIpLimit: FailureLimit;
  /** The clock (tests move it). */
  now?: () => Date;
}

const actorOf = (request: FastifyRequest): StaffActor => request.staff as StaffActor;

/**
 * The console's own accounts (issue 24): sign-in and sign-out, the session, one's password and
 * second factor, and the owner's staff accounts. Session, role and CSRF are checked from the
 * contract by the staff-session plugin before every handler but sign-in.
 */
export async function staffAdminRoutes(app: FastifyInstance, options: StaffRouteOptions): Promise<void> {
  const route = routerFor(app);
  const now = options.now ?? (() => new Date());

  // Broadest first: a request refused by the IP's counter does not also count against the account.
  const signInThrottle = failureThrottle(app, [
    { name: 'staff-signin-ip', limit: options.signInPerIpLimit, key: (request) => request.ip },
    { name: 'staff-signin-account', limit: options.signInPerAccountLimit, key: bodyEmailKey },
  ]);
  // Guessing the current password or a TOTP code with a stolen session: per member, like sign-in.
  const ownAccountThrottle = failureThrottle(app, [
    {
      name: 'staff-own-account',
      limit: options.signInPerAccountLimit,
      key: (request) => (request.staff ? String(request.staff.id) : null),
    },
  ]);

  route('POST', '/api/admin/token/', async (request, reply) => {
    const { answer, session } = await signInThrottle.guard(request, reply, () =>
      signIn(app.db, request.body, now()),
    );
    reply.header('set-cookie', sessionCookie(session.token));
    return answer;
  });

  route('POST', '/api/admin/token/revoke/', async (request, reply) => {
    await revokeSession(app.db, actorOf(request).sessionId, now());
    reply.header('set-cookie', clearedSessionCookie());
    return undefined;
  });

  route('GET', '/api/admin/session/', async (request) => {
    const session = request.staffSession!;
    return sessionAnswer(session.member, session.csrfToken, session.expiresAt);
  });

  route('POST', '/api/admin/password/', (request, reply) =>
    ownAccountThrottle.guard(request, reply, () =>
      changeOwnPassword(app.db, actorOf(request), request.body, now()),
    ),
  );

  route('POST', '/api/admin/totp/', (request) => beginTotp(app.db, actorOf(request)));

  route('POST', '/api/admin/totp/confirm/', (request, reply) =>
    ownAccountThrottle.guard(request, reply, () =>
      confirmTotp(app.db, actorOf(request), request.body.code, now()),
    ),
  );

  route('POST', '/api/admin/totp/disable/', (request, reply) =>
    ownAccountThrottle.guard(request, reply, () =>
      disableTotp(app.db, actorOf(request), request.body, now()),
    ),
  );

  route('GET', '/api/admin/staff/', (request) => listStaff(app.db, request.query));

  route('POST', '/api/admin/staff/', async (request, reply) => {
    const invitation = await inviteStaff(app.db, actorOf(request), request.body);
    reply.code(201);
    return invitation;
  });

  route('PATCH', '/api/admin/staff/{id}/', (request) =>
    updateStaff(app.db, actorOf(request), request.params.id, request.body, now()),
  );
}
