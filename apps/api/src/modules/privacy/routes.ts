import type { FastifyInstance } from 'fastify';
import { memberIdOf } from '../../http/member-id';
import { routerFor } from '../../http/route';
import { deleteAccount, exportMemberData } from './service';

export interface PrivacyRouteOptions {
  /** Password confirmations per member (guessing with a stolen session is limited like login). */
  passwordLimit: { max: number; timeWindowMs: number };
}

/** The member's own data: download it, or delete the account (PDPA, PIPA, PDPD). */
export async function privacyRoutes(app: FastifyInstance, options: PrivacyRouteOptions): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/users/detail/data/', async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="atelier-scents-my-data.json"');
    return exportMemberData(app.db, memberIdOf(request));
  });

  route(
    'DELETE',
    '/api/users/detail/',
    async (request) => {
      await deleteAccount(app.db, memberIdOf(request), request.body.password);
      return undefined;
    },
    {
      rateLimit: {
        max: options.passwordLimit.max,
        timeWindow: options.passwordLimit.timeWindowMs,
        hook: 'preHandler',
        keyGenerator: (request) => `delete-account|${request.auth?.userId ?? request.ip}`,
      },
    },
  );
}
