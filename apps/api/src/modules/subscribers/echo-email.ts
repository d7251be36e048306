import type { FastifyInstance } from 'fastify';

/**
 * SPEC §8's second request helper reads `{email}` from a failed newsletter or back-in-stock call
 * (the contract's `Error.email`). Every error these routes send — validation, 404, 409, rate
 * limit — therefore carries the submitted address back. Registered inside the routes' own plugin,
 * so it touches no other route.
 */
export function echoSubmittedEmailOnErrors(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    if (typeof email !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || 'email' in body) return payload;
      return JSON.stringify({ ...body, email: email.slice(0, 254) });
    } catch {
      return payload;
    }
  });
}
