import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../plugins/auth';
import { listUserCarts, userDetail } from './service';

export async function userRoutes(app: FastifyInstance, options: { publicOrigin: string }): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/users/detail/', (request) => userDetail(app.db, memberIdOf(request)));

  route('GET', '/api/users/{userId}/carts/', (request) =>
    listUserCarts(app.db, memberIdOf(request), request.params.userId, {
      language: languageOf(request),
      publicOrigin: options.publicOrigin,
    }),
  );
}
