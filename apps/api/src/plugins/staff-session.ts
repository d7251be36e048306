import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation } from '../http/contract';
import { HttpError } from '../http/errors';
import {
  type ActiveSession,
  clearedSessionCookie,
  loadSession,
  sessionTokenOf,
  type StaffRole,
  staffUnauthorized,
} from '../modules/staff';

export interface StaffSessionOptions {
  /** The clock (tests move it past the idle and absolute ends). */
  now?: () => Date;
}

/** The signed-in staff member of a console operation (issue 24's conventions). */
export interface StaffContext {
  id: number;
  email: string;
  role: StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff-session hook for every operation whose security names staffSession. */
    staff: StaffContext | null;
    /** The session behind `staff` (its CSRF token, ends and the member's row). */
    staffSession: ActiveSession | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The console's access check, generic from the contract: for an operation whose security names
 * `staffSession`, the `atelier_staff` cookie must name a live session (401 otherwise, and the dead
 * cookie is cleared), the member's role must be in the operation's `x-roles` (403 `role`), a write
 * must carry the session's `X-CSRF-Token` (403 `csrf`), and a member with a one-time password may
 * only change it, read the session or sign out (403 `password_change_required`). A shopper's
 * bearer token is no staff credential: without the cookie it is a 401.
 */
export function registerStaffSession(app: FastifyInstance, options: StaffSessionOptions = {}): void {
  const now = options.now ?? (() => new Date());
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);

  app.decorate('staffSessionHook', (operation: ContractOperation) => {
    const requirement = operation.staff!;
    const write = WRITES.has(operation.method);
    return async function staffSessionHook(request: FastifyRequest, reply: FastifyReply) {
      const token = sessionTokenOf(request.headers.cookie);
      if (token === null) throw staffUnauthorized();
      const session = await loadSession(app.db, token, now());
      if (!session) {
        reply.header('set-cookie', clearedSessionCookie());
        throw staffUnauthorized('Your session has ended; sign in again');
      }
      const member = session.member;
      request.staff = {
        id: member.id,
        email: member.email,
        role: member.role as StaffRole,
        sessionId: session.id,
      };
      request.staffSession = session;
      if (!requirement.roles.includes(member.role))
        throw new HttpError(403, 'Your role does not allow this', { code: 'role' });
      if (write && !sameToken(request.headers['x-csrf-token'], session.csrfToken))
        throw new HttpError(403, 'The security token of this page is missing or out of date; reload it', {
          code: 'csrf',
        });
      if (member.mustChangePassword && !requirement.beforePasswordChange)
        throw new HttpError(403, 'Change your one-time password first', { code: 'password_change_required' });
    };
  });
}
