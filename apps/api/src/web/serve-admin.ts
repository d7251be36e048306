import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendHtml } from './compressed-html';

export interface AdminWebOptions {
  /** Folder of the built console (`apps/admin/dist`, built with base `/admin/`). */
  adminDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The console's policy, stricter than the shop pages' (security-headers.ts): staff pages run and
 * load only our own files (no inline style, no CDN, no data: fonts), talk only to our own API,
 * are framed by nobody (and frame only our own store's draft previews), and Trusted Types refuse
 * any script-made HTML (the console renders none).
 */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The pages screen's preview: the store's draft page (same origin), which allows only us to frame it.
  "frame-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
].join(';');

/** Every console answer (its page and its assets): out of search engines, no referrer sent on. */
function adminHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', ADMIN_CSP)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY');
}

const NOT_BUILT =
  '<!doctype html><html lang="en"><head><title>Not built</title></head><body><p>The console is not built yet: run <code>npm start</code>.</p></body></html>';

/**
 * The operator console (apps/admin) at `/admin/`: staff only, so it is rendered in the browser (no
 * server render, no page cache), its hashed assets live under `/admin/assets/` (never part of a
 * shopper's page), and every other path under `/admin/` gets its page, whose router draws the
 * screen (a deep link or a reload keeps the screen). It is in no sitemap and linked from no shop
 * page; `X-Robots-Tag: noindex` keeps it out of search results should a link leak.
 */
export async function serveAdmin(app: FastifyInstance, options: AdminWebOptions): Promise<void> {
  const page = join(options.adminDist, 'index.html');
  const html = existsSync(page) ? readFileSync(page, 'utf8') : NOT_BUILT;

  const assets = join(options.adminDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE).header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(request, adminHeaders(reply), 200, html);
  app.get('/admin', async (request, reply) => {
    const query = request.url.slice('/admin'.length);
    return adminHeaders(reply).redirect(`/admin/${query}`, 301);
  });
  app.get('/admin/', sendPage);
  app.get('/admin/*', sendPage);
}
