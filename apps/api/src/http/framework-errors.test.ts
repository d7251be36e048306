import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrorReply } from './errors';

/** The router's refusals, answered in the contract's `Error` shape once `frameworkErrors` is set. */
describe('frameworkErrorReply', () => {
  async function app() {
    const server = Fastify({ frameworkErrors: frameworkErrorReply });
    server.get('/api/carts/:cartPk/', async () => ({ ok: true }));
    await server.ready();
    return server;
  }

  it('answers a path parameter over the router limit with a 414 Error body that does not echo the path', async () => {
    const server = await app();
    const res = await server.inject({ method: 'GET', url: `/api/carts/${'a'.repeat(2_000)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long', status: 414 });
    await server.close();
  });

  it('answers a malformed %-escape in the path with a 400 Error body', async () => {
    const server = await app();
    const res = await server.inject({ method: 'GET', url: '/api/carts/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid', status: 400 });
    await server.close();
  });
});
