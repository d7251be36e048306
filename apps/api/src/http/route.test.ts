import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import { registerErrorHandling } from './errors';
import { routeSchema, routerFor, toFastifyPath } from './route';
import { contractValidatorCompiler } from './validation';

const contract = loadContract();

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(contractValidatorCompiler(contract));
  app.decorate('contractOperation', contract.operation);
  const pass = async () => undefined;
  app.decorate('authHooks', { required: pass, optional: pass, lenient: pass });
  registerErrorHandling(app);
  return app;
}

describe('route helper', () => {
  it('refuses at start a path or method that is not in the contract', () => {
    const app = bareApp();
    const route = routerFor(app) as (method: string, path: string, handler: () => Promise<undefined>) => void;
    expect(() => route('GET', '/api/no-such-thing/', async () => undefined)).toThrow(
      'GET /api/no-such-thing/ is not an operation of openapi.yaml',
    );
    expect(() => route('DELETE', '/api/countries/', async () => undefined)).toThrow(/not an operation/);
  });

  it('builds params, query, header and body schemas from the operation', () => {
    expect(toFastifyPath('/api/carts/{cartPk}/items/{id}/')).toBe('/api/carts/:cartPk/items/:id/');
    const schema = routeSchema(contract.operation('POST', '/api/carts/{cartPk}/items/'));
    expect(Object.keys(schema).sort()).toEqual(['body', 'headers', 'params']);
    expect(schema.params).toMatchObject({ required: ['cartPk'] });
    expect(Object.keys((schema.headers as { properties: object }).properties)).toEqual([
      'accept-country',
      'accept-language',
      'accept-currency',
    ]);
  });

  describe('the cart id named {cartPk} on some paths and {id} on others', () => {
    const app = bareApp();
    let base = '';
    beforeAll(async () => {
      const route = routerFor(app);
      route('GET', '/api/carts/{cartPk}/', async (request) => ({ seen: request.params }) as never);
      route('POST', '/api/carts/{id}/clear/', async (request) => ({ seen: request.params }) as never);
      route('POST', '/api/carts/{id}/transfer/', async (request) => ({ seen: request.params }) as never);
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app.close());

    it('reaches each route with the parameter under the contract’s name for that path', async () => {
      const id = '6b1f3a52-8f0e-4c7e-9a51-1f2d3c4b5a69';
      const get = await fetch(`${base}/api/carts/${id}/`);
      expect(await get.json()).toEqual({ seen: { cartPk: id } });
      const clear = await fetch(`${base}/api/carts/${id}/clear/`, { method: 'POST' });
      expect(await clear.json()).toEqual({ seen: { id } });
      const bad = await fetch(`${base}/api/carts/not-a-uuid/clear/`, { method: 'POST' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        errors: [{ field: 'path.id', reason: 'must match format "uuid"' }],
      });
    });
  });
});
