import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaOf } from '@atelier/commerce/paths';

export interface WebAppsOptions {
  /** Folder of the built store (`apps/store/dist`). */
  storeDist: string;
  /** Folder of the built business area (`apps/business/dist`, built with base `/business/`). */
  businessDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the two browser areas from one origin. Hashed assets are cached for a year; the HTML page
 * is never cached, so a deploy is picked up on the next navigation. Which page a path gets follows
 * the area split of SPEC §2: `/{cc}/{lang?}/business-scenting/...` gets the business page, every
 * other non-API path the store's, so each area loads only its own code.
 */
export async function serveApps(app: FastifyInstance, options: WebAppsOptions): Promise<void> {
  const pages = {
    store: readPage(options.storeDist),
    business: readPage(options.businessDist),
  };

  await app.register(fastifyStatic, {
    root: join(options.storeDist, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: join(options.businessDist, 'assets'),
    prefix: '/business/assets/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ message: 'Not found', status: 404 });
    }
    const page = pages[areaOf(pathname)];
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}

function readPage(dist: string): string {
  const file = join(dist, 'index.html');
  if (!existsSync(file)) {
    return '<!doctype html><title>Not built</title><p>This area is not built yet: run <code>npm start</code>.</p>';
  }
  return readFileSync(file, 'utf8');
}
