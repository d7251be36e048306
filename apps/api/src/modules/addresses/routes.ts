import type { FastifyInstance } from 'fastify';
import { memberIdOf } from '../../http/member-id';
import { routerFor } from '../../http/route';
import { addAddress, changeAddress, getAddressBook, removeAddress } from './service';

/** `/api/users/addresses/`: the signed-in member's address book (the contract's `bearerAuth`). */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/users/addresses/', (request) => getAddressBook(app.db, memberIdOf(request)));
  route('POST', '/api/users/addresses/', async (request, reply) => {
    const book = await addAddress(app.db, memberIdOf(request), request.body);
    reply.code(201);
    return book;
  });
  route('PUT', '/api/users/addresses/{addressId}/', (request) =>
    changeAddress(app.db, memberIdOf(request), request.params.addressId, request.body),
  );
  route('DELETE', '/api/users/addresses/{addressId}/', (request) =>
    removeAddress(app.db, memberIdOf(request), request.params.addressId),
  );
}
