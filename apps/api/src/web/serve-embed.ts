import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { allowedOriginsOf } from '../modules/partners';

export interface EmbedOptions {
  /** Folder of the embed build (`libs/quiz-widget/dist/embed`, `npm run build:embed`). */
  embedDist: string;
  db: Database;
  /** Our origin, written into the snippet partners paste. */
  publicOrigin: string;
}

/** Where `buildApp` finds the embed build when the caller names none. */
export interface EmbedWebOptions {
  embedDist?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Partners' pages point at the loader by name: a short cache lets a deploy reach them soon.
const SHORT = 'public, max-age=300';
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const NOT_BUILT = '<!doctype html><html lang="en"><head><title>Not built</title></head><body></body></html>';

/**
 * The embed for partner sites (DESIGN "Widgets"): the loader at its stable URL, the snippet with
 * our origin filled in, the content-hashed assets, and the widget pages, which only the partner's
 * allowed origins may frame (`frame-ancestors`; without a partnership only our own pages may).
 */
export async function serveEmbed(app: FastifyInstance, options: EmbedOptions): Promise<void> {
  const read = (file: string) => {
    const path = join(options.embedDist, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  };
  const loader = read('loader.js');
  const snippet = read('snippet.js')?.replaceAll('__EMBED_ORIGIN__', options.publicOrigin) ?? null;
  const pages = { quiz: read('quiz.html') ?? NOT_BUILT, builder: read('builder.html') ?? NOT_BUILT };

  const assets = join(options.embedDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/embed/assets/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  }

  // Loaded by <script> on partner pages: a cross-origin no-cors load the default
  // Cross-Origin-Resource-Policy (same-origin) would block.
  const script = (reply: FastifyReply, code: string | null) =>
    code === null
      ? reply.code(404).send({ message: 'Not found', status: 404 })
      : reply
          .header('cache-control', SHORT)
          .header('cross-origin-resource-policy', 'cross-origin')
          .type('text/javascript; charset=utf-8')
          .send(code);
  app.get('/embed/loader.js', async (_request, reply) => script(reply, loader));
  app.get('/embed/snippet.js', async (_request, reply) => script(reply, snippet));

  for (const widget of ['quiz', 'builder'] as const) {
    app.get<{ Querystring: Record<string, unknown> }>(`/embed/v1/${widget}`, async (request, reply) => {
      const partnership = request.query['partnership'];
      let ancestors = ["'self'"];
      if (partnership !== undefined && partnership !== '') {
        const origins =
          typeof partnership === 'string' && SLUG.test(partnership)
            ? await allowedOriginsOf(options.db, partnership)
            : null;
        if (!origins)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(NOT_BUILT.replace('Not built', 'Not found'));
        ancestors = origins.length > 0 ? origins : ["'none'"];
      }
      // Helmet's policy for our pages, with the frame ancestors of this partner instead of 'none'.
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      const frameAncestors = `frame-ancestors ${ancestors.join(' ')}`;
      reply.header(
        'content-security-policy',
        /frame-ancestors[^;]*/.test(policy)
          ? policy.replace(/frame-ancestors[^;]*/, frameAncestors)
          : frameAncestors,
      );
      // X-Frame-Options cannot name origins; the CSP above is the rule.
      reply.removeHeader('x-frame-options');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pages[widget]);
    });
  }
}
