import type { FastifyInstance } from 'fastify';
import { countryOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { newsletterUnsubscribePageUrl, storeLinks } from '../mail';
import { echoSubmittedEmailOnErrors } from './echo-email';
import { confirmSubscription, localeOfToken, subscribe, unsubscribe } from './service';
import { unsubscribeTokens } from './tokens';

export interface SubscriberRouteOptions {
  /** The server's secret (JWT_SECRET); the unsubscribe links' key is derived from it. */
  secret: string;
}

export async function subscriberRoutes(app: FastifyInstance, options: SubscriberRouteOptions): Promise<void> {
  const route = routerFor(app);
  const deps = { db: app.db, tokens: unsubscribeTokens(options.secret) };
  echoSubmittedEmailOnErrors(app);
  // RFC 8058: a mailbox provider's one-click POST carries `List-Unsubscribe=One-Click` as a form
  // body; the token is in the URL, so the body is accepted and ignored (only in this plugin).
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
  }

  route('POST', '/api/subcribers/', async (request, reply) => {
    const answer = await subscribe(deps, request.body, {
      country: countryOf(request),
      language: request.market.language,
    });
    reply.code(201);
    return answer;
  });

  route('POST', '/api/subcribers/confirm/', (request) => confirmSubscription(deps, request.body.token));

  route('POST', '/api/subcribers/unsubscribe/', async (request) => {
    await unsubscribe(deps, request.query.token, 'query.token');
    return undefined;
  });

  // A mail client without one-click opens the List-Unsubscribe URL: the store's page asks to
  // confirm (a GET never unsubscribes, since link scanners open every link).
  route('GET', '/api/subcribers/unsubscribe/', async (request, reply) => {
    const locale = await localeOfToken(deps, request.query.token);
    const links = storeLinks();
    const page = newsletterUnsubscribePageUrl(
      links,
      { id: 0, email: '', country: locale.country, language: locale.language },
      request.query.token,
    );
    // On this origin the path alone (the store is served here); a country's own domain in full.
    const location = page.startsWith(`${links.origin}/`) ? page.slice(links.origin.length) : page;
    reply.code(303).header('location', location);
    return undefined;
  });
}
