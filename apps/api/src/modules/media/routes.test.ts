import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { startTestServer, type TestServer } from '../../../test/support/test-server';
import type { MediaEvent } from './media-service';
import { localDiskStorage, mediaKey, type MediaStorage } from './storage';

// The pipeline reads no database; one PGlite server (unseeded) is enough.
const pglite = databases().find((target) => target.name === 'pglite')!;

/** A small photograph-like JPEG: a colour gradient, `width` × `height`. */
async function fixture(width: number, height: number, hue: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = hue;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const key = (path: string) => mediaKey(path)!;

describe('image pipeline over HTTP', () => {
  let dir: string;
  let storage: MediaStorage;
  let server: TestServer;
  const encodes: MediaEvent[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-test-'));
    storage = localDiskStorage(join(dir, 'sources'));
    await storage.write(key('products/bottle/set.jpg'), await fixture(640, 480, 40));
    await storage.write(key('products/bottle/detail.jpg'), await fixture(640, 800, 200));
    await storage.write(
      key('bottles/clear.svg'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      ),
    );
    server = await startTestServer(pglite, {
      seed: false,
      mail: false,
      paymentSweep: false,
      media: { storage, cacheDir: join(dir, 'cache'), onEncode: (event) => encodes.push(event) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    encodes.length = 0;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  it('encodes a width on its first request and serves the second from the cache', async () => {
    const first = await get('/media/products/bottle/set.jpg?w=320&fm=webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const size = await sharp(firstBytes).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 320, 240]);
    expect(encodes.map((e) => [e.key, e.width, e.format])).toEqual([
      ['products/bottle/set.jpg', 320, 'webp'],
    ]);

    const second = await get('/media/products/bottle/set.jpg?w=320&fm=webp');
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(encodes).toHaveLength(1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toContain('max-age=604800');
  });

  it('encodes once when many ask for the same new derivative at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/media/products/bottle/detail.jpg?w=480&fm=jpeg')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(encodes).toHaveLength(1);
  });

  it('picks AVIF or WebP from Accept unless the format is named, and says it varies', async () => {
    const avif = await get('/media/products/bottle/set.jpg?w=160', { accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toContain('Accept');
    const webp = await get('/media/products/bottle/set.jpg?w=160', { accept: 'image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const fallback = await get('/media/products/bottle/set.jpg?w=160', { accept: '*/*' });
    expect(fallback.headers.get('content-type')).toBe('image/jpeg');
    const named = await get('/media/products/bottle/set.jpg?w=160&fm=jpeg', { accept: 'image/avif' });
    expect(named.headers.get('content-type')).toBe('image/jpeg');
    expect(named.headers.get('vary') ?? '').not.toContain('Accept');
  });

  it('never enlarges: a width past the source gives the source’s width', async () => {
    const res = await get('/media/products/bottle/set.jpg?w=1920&fm=jpeg');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('refuses a width or format outside the fixed lists with a 400 naming the field', async () => {
    const odd = await get('/media/products/bottle/set.jpg?w=333');
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { errors: unknown }).errors).toEqual([{ field: 'w', reason: expect.stringContaining('160, 320') }]);
    const gif = await get('/media/products/bottle/set.jpg?w=320&fm=gif');
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as { errors: unknown }).errors).toEqual([{ field: 'fm', reason: expect.stringContaining('avif') }]);
    expect((await get('/media/products/bottle/set.jpg?w=1e3')).status).toBe(400);
    expect(encodes).toHaveLength(0);
  });

  it('answers 404 for an unknown picture and for paths that would leave the store', async () => {
    expect((await get('/media/products/nothing.jpg')).status).toBe(404);
    expect((await get('/media/products/nothing.jpg?w=320')).status).toBe(404);
    expect((await get('/media/products/%2e%2e/%2e%2e/sources/products/bottle/set.jpg')).status).toBe(404);
    expect((await get('/media/.hidden.jpg')).status).toBe(404);
  });

  it('serves the source itself, and a vector as it is whatever width is asked', async () => {
    const source = await get('/media/products/bottle/set.jpg');
    expect(source.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await source.arrayBuffer())).metadata()).width).toBe(640);
    const svg = await get('/media/bottles/clear.svg?w=320');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(encodes).toHaveLength(0);
  });

  it('answers 304 to a matching ETag and marks a URL naming the content hash immutable', async () => {
    const first = await get('/media/products/bottle/set.jpg?w=320&fm=webp');
    const etag = first.headers.get('etag')!;
    expect(
      (await get('/media/products/bottle/set.jpg?w=320&fm=webp', { 'if-none-match': etag })).status,
    ).toBe(304);
    const hash = etag.slice(1, 21);
    const pinned = await get(`/media/products/bottle/set.jpg?w=320&fm=webp&v=${hash}`);
    expect(pinned.headers.get('cache-control')).toContain('immutable');
  });

  it('gives a changed source a new hash, so its derivatives are made again', async () => {
    const before = await get('/media/products/bottle/set.jpg?w=320&fm=webp');
    await storage.write(key('products/bottle/set.jpg'), await fixture(640, 480, 250));
    const after = await get('/media/products/bottle/set.jpg?w=320&fm=webp');
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(encodes.map((e) => e.hash)).toEqual([after.headers.get('etag')!.slice(1, 21)]);
  });

  it('shares the disk cache with another server process: it serves what this one encoded', async () => {
    await get('/media/products/bottle/detail.jpg?w=640&fm=avif');
    const otherEncodes: MediaEvent[] = [];
    const other = await startTestServer(pglite, {
      seed: false,
      mail: false,
      paymentSweep: false,
      media: { storage, cacheDir: join(dir, 'cache'), onEncode: (event) => otherEncodes.push(event) },
    });
    try {
      const res = await fetch(`${other.url}/media/products/bottle/detail.jpg?w=640&fm=avif`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect(otherEncodes).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
