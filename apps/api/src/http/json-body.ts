import type { FastifyInstance } from 'fastify';

/**
 * SPEC §7 has every request carry `Content-Type: application/json`, bodiless POSTs included (create
 * cart, clear, precheckout, transfer). Fastify answers an empty JSON body with 400, so an empty body
 * is read as "no body" here; anything else goes through Fastify's own parser, which keeps its
 * protection against `__proto__`/`constructor` poisoning and its 400 for malformed JSON.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
