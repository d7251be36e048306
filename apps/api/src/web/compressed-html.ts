import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends an HTML page compressed when the browser accepts it (Brotli, else gzip): a server-rendered
 * store page is 15–40 KB of markup and state, which on a slow phone connection is time before the
 * first paint. Brotli at quality 5 costs about a millisecond for such a page; the hashed assets are
 * compressed once at build time instead (serve-apps.ts, `preCompressed`).
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
): Promise<FastifyReply> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  }
  return reply.send(html);
}
