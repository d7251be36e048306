import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberIdOf } from '../../http/member-id';
import { routerFor } from '../../http/route';
import type { CatalogueContext } from '../products';
import { getWishlist, removeFromWishlist, saveToWishlist } from './service';

/** `/api/users/wishlist/`: the signed-in member's saved products (the contract's `bearerAuth`). */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  const context = (request: FastifyRequest): CatalogueContext => ({
    language: request.market.language,
    currency: request.market.currency,
  });

  route('GET', '/api/users/wishlist/', (request) =>
    getWishlist(app.db, memberIdOf(request), context(request)),
  );
  route('PUT', '/api/users/wishlist/{id}/', (request) =>
    saveToWishlist(app.db, memberIdOf(request), request.params.id, context(request)),
  );
  route('DELETE', '/api/users/wishlist/{id}/', (request) =>
    removeFromWishlist(app.db, memberIdOf(request), request.params.id, context(request)),
  );
}
