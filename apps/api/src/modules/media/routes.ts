import { isMediaWidth, MEDIA_FORMATS, MEDIA_WIDTHS, type MediaWidth } from '@atelier/commerce/media';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import type { EncodedFormat, MediaFile, MediaService } from './media-service';
import { mediaKey } from './storage';

export interface MediaRouteOptions {
  media: MediaService;
}

// Sources may be replaced in place (an operator re-uploads a picture): a day, then revalidate by
// ETag (the content hash). A URL that names the hash (`v=`) can never change: a year, immutable.
const SOURCE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const DERIVATIVE_CACHE = 'public, max-age=604800, stale-while-revalidate=2592000';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** AVIF, else WebP, else JPEG, as the browser's Accept header allows. */
function negotiated(accept: string | undefined): EncodedFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

function one(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * `GET /media/<key>`: the source; `?w=<width>` a derivative of an allowed width (400 otherwise)
 * in `fm=avif|webp|jpeg`, or `fm=auto` (the default) chosen by Accept. HEAD comes with it.
 */
export async function mediaRoutes(app: FastifyInstance, { media }: MediaRouteOptions): Promise<void> {
  app.get('/media/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = mediaKey((request.params as Record<string, string>)['*'] ?? '');
    if (!key) throw notFound();
    const query = request.query as Record<string, unknown>;
    const w = query.w;
    const fm = query.fm;
    let width: MediaWidth | null = null;
    if (w !== undefined) {
      const text = one(w);
      const number = text && /^\d{1,5}$/.test(text) ? Number(text) : NaN;
      if (!isMediaWidth(number))
        throw badRequest([{ field: 'w', reason: `must be one of ${MEDIA_WIDTHS.join(', ')}` }]);
      width = number;
    }
    let format: (typeof MEDIA_FORMATS)[number] = 'auto';
    if (fm !== undefined) {
      const text = one(fm);
      if (!text || !(MEDIA_FORMATS as readonly string[]).includes(text)) {
        throw badRequest([{ field: 'fm', reason: `must be one of ${MEDIA_FORMATS.join(', ')}` }]);
      }
      format = text as typeof format;
      if (width === null) throw badRequest([{ field: 'w', reason: 'is required with fm' }]);
    }
    const version = one(query.v);

    let file: MediaFile | null = null;
    let cacheControl = SOURCE_CACHE;
    if (width !== null) {
      const encoded = format === 'auto' ? negotiated(request.headers.accept) : format;
      file = await media.derivative(key, width, encoded);
      if (file) {
        cacheControl = DERIVATIVE_CACHE;
        if (format === 'auto') void reply.header('vary', 'Accept');
      }
    }
    // A vector or other source that has no sizes is served as it is, whatever was asked.
    file ??= await media.original(key);
    if (!file) throw notFound();

    const etag = `"${file.hash}${width === null ? '' : `-${width}-${file.contentType.slice(6)}`}"`;
    if (version && file.hash.startsWith(version) && version.length >= 8) cacheControl = IMMUTABLE;
    void reply.header('cache-control', cacheControl).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(file.data);
  });
}
