import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import { MAX_UPLOAD_BYTES } from '../media';
import { createAdminProduct } from './admin-create';
import { addProductImage, deleteProductImage, updateProductImage } from './admin-images';
import {
  adjustStock,
  getAdminProduct,
  listAdminProducts,
  setVariantPrices,
  updateAdminProduct,
} from './admin-service';
import { listCatalogueTerms } from './admin-terms';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/**
 * The console's catalogue (issue 24): products, their texts, publication, prices per currency
 * and stock. Roles, session and CSRF are checked from the contract before these handlers run.
 * Every write is outside the response cache's neutral list, so it empties the store's cached
 * catalogue answers, and the catalogue version's triggers tell every process's page cache.
 */
export async function productAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/products/', (request) => listAdminProducts(app.db, request.query));

  route('POST', '/api/admin/products/', async (request, reply) => {
    const product = await createAdminProduct(app.db, staffOf(request), request.body);
    void reply.code(201);
    return product;
  });

  route('GET', '/api/admin/catalogue-terms/', () => listCatalogueTerms(app.db));

  route('GET', '/api/admin/products/{id}/', (request) => getAdminProduct(app.db, request.params.id));

  route('PATCH', '/api/admin/products/{id}/', (request) =>
    updateAdminProduct(app.db, staffOf(request), request.params.id, request.body),
  );

  route('PUT', '/api/admin/products/{id}/variants/{variantId}/prices/', (request) =>
    setVariantPrices(app.db, staffOf(request), request.params.id, request.params.variantId, request.body),
  );

  route('POST', '/api/admin/products/{id}/variants/{variantId}/stock-adjustments/', (request) =>
    adjustStock(app.db, staffOf(request), request.params.id, request.params.variantId, request.body),
  );

  // Photographs come as the request body itself, read whole up to 10 MB (Fastify answers 413
  // beyond); the type is decided from the bytes by the media module, not from this header.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  route('POST', '/api/admin/products/{id}/images/', async (request, reply) => {
    const product = await addProductImage(
      app.db,
      staffOf(request),
      request.params.id,
      request.query,
      request.body as unknown,
    );
    void reply.code(201);
    return product;
  });

  route('PATCH', '/api/admin/products/{id}/images/{imageId}/', (request) =>
    updateProductImage(app.db, staffOf(request), request.params.id, request.params.imageId, request.body),
  );

  route('DELETE', '/api/admin/products/{id}/images/{imageId}/', (request) =>
    deleteProductImage(
      app.db,
      staffOf(request),
      request.params.id,
      request.params.imageId,
      request.query.version,
    ),
  );
}
