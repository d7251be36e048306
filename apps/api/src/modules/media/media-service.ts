import { extname } from 'node:path';
import type { MediaWidth } from '@atelier/commerce/media';
import sharp from 'sharp';
import type { DerivativeCache } from './derivative-cache';
import { contentHash, type MediaKey, type MediaStorage } from './storage';

export type EncodedFormat = 'avif' | 'webp' | 'jpeg';

export interface MediaEvent {
  key: MediaKey;
  hash: string;
  width: MediaWidth;
  format: EncodedFormat;
}

export interface MediaServiceOptions {
  storage: MediaStorage;
  cache: DerivativeCache;
  /** Called after each encode (tests count them; logs could too). */
  onEncode?: (event: MediaEvent) => void;
}

export interface MediaFile {
  data: Buffer;
  hash: string;
  contentType: string;
}

const SOURCE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);
const ENCODED_TYPES: Readonly<Record<EncodedFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Sources we serve, by extension; anything else under /media/ is not ours to serve. */
export function sourceType(key: MediaKey): string | null {
  return SOURCE_TYPES[extname(key).toLowerCase()] ?? null;
}

export function isResizableKey(key: MediaKey): boolean {
  return RESIZABLE.has(extname(key).toLowerCase());
}

/**
 * The image pipeline: sources from a MediaStorage, and each width × format made by sharp on its
 * first request into a DerivativeCache keyed by the source's content hash. Requests for the same
 * derivative that arrive while it is being made share that one encode.
 */
export function createMediaService({ storage, cache, onEncode }: MediaServiceOptions) {
  // The content hash per key, kept while the storage's version token stays the same.
  const hashes = new Map<MediaKey, { version: string; hash: string }>();
  const inFlight = new Map<string, Promise<Buffer>>();

  async function current(key: MediaKey): Promise<{ hash: string; data: Buffer | null } | null> {
    const version = await storage.version(key);
    if (version === null) return null;
    const known = hashes.get(key);
    if (known && known.version === version) return { hash: known.hash, data: null };
    const data = await storage.read(key);
    if (!data) return null;
    const hash = contentHash(data);
    hashes.set(key, { version, hash });
    return { hash, data };
  }

  return {
    /** The source file as stored, with its content hash. */
    async original(key: MediaKey): Promise<MediaFile | null> {
      const contentType = sourceType(key);
      if (!contentType) return null;
      const found = await current(key);
      if (!found) return null;
      const data = found.data ?? (await storage.read(key));
      return data ? { data, hash: found.hash, contentType } : null;
    },

    /** One derivative: from the cache, or encoded now (once, however many ask at the same time). */
    async derivative(key: MediaKey, width: MediaWidth, format: EncodedFormat): Promise<MediaFile | null> {
      if (!isResizableKey(key)) return null;
      const found = await current(key);
      if (!found) return null;
      const name = `${found.hash}-${width}.${format}`;
      const contentType = ENCODED_TYPES[format];
      const cached = await cache.read(name);
      if (cached) return { data: cached, hash: found.hash, contentType };
      let pending = inFlight.get(name);
      if (!pending) {
        pending = cache
          .produce(name, async () => {
            const source = found.data ?? (await storage.read(key));
            if (!source) throw new Error(`media source vanished: ${key}`);
            const encoded = await encode(source, width, format);
            onEncode?.({ key, hash: found.hash, width, format });
            return encoded;
          })
          .finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return { data: await pending, hash: found.hash, contentType };
    },

    storage,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** Never enlarges; strips metadata; settings chosen for photographs at reasonable encode time. */
async function encode(source: Buffer, width: MediaWidth, format: EncodedFormat): Promise<Buffer> {
  const resized = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'avif') return resized.avif({ quality: 52, effort: 2 }).toBuffer();
  if (format === 'webp') return resized.webp({ quality: 74, effort: 4 }).toBuffer();
  return resized.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
}
