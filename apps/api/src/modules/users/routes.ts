import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../http/member-id';
import { userDetail } from './service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/users/detail/', (request) => userDetail(app.db, memberIdOf(request)));
}
