import type { AdminProduct, Product } from '@atelier/api/schema';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsPages, mediaUploads } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { seedTestStaff, signInAs, type StaffClient } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const SG = { 'accept-country': 'sg', 'accept-language': 'en', 'accept-currency': 'sgd' };
const UPLOAD = '/api/admin/products/{id}/images/';
const IMAGE = '/api/admin/products/{id}/images/{imageId}/';

/** A camera-like JPEG: 64×48 stored sideways (EXIF orientation 6), with the author and a GPS position. */
async function photoWithGps(colour = '#a33'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Secret Person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '103/1 51/1 0/1',
      },
    })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825, little-endian as libexif writes it) inside an EXIF block. */
const hasGpsPointer = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

describe.each(databases())('console photographs on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);
  let merchandiser: StaffClient;
  let editor: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    merchandiser = await signInAs(server.url, 'merchandiser');
    editor = await signInAs(server.url, 'editor');
  });

  /** POSTs the bytes as they are, the way the console sends a chosen file. */
  async function upload(
    id: number,
    data: Buffer | string,
    query: Record<string, string>,
    options: { type?: string; as?: StaffClient } = {},
  ) {
    const who = options.as ?? merchandiser;
    const response = await fetch(
      `${server.url}/api/admin/products/${id}/images/?${new URLSearchParams(query)}`,
      {
        method: 'POST',
        headers: {
          cookie: who.cookie,
          'x-csrf-token': who.csrf,
          'content-type': options.type ?? 'image/jpeg',
        },
        body: data,
      },
    );
    const body = (await response.json()) as unknown;
    expectToMatchContract('POST', UPLOAD, response.status, body);
    return { status: response.status, body };
  }
  const detail = async (id: number) =>
    (await merchandiser.call<AdminProduct>('GET', `/api/admin/products/${id}/`)).body;

  it('stores a JPEG without its EXIF or GPS, upright, adds it to the gallery, raises the version and audits it', async () => {
    const amber = shop.product('amber-oud');
    const before = await detail(amber.id);
    const original = await photoWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);

    const res = await upload(amber.id, original, {
      version: String(before.version),
      alt_en: 'Amber Oud on the studio bench',
      alt_ar: 'عنبر عود على طاولة المشغل',
      alt_zh_hans: '工作室长凳上的琥珀沉香',
      alt_vi: 'Amber Oud trên bàn xưởng',
    });
    expect(res.status).toBe(201);
    const after = res.body as AdminProduct;
    expect(after.version).toBe(before.version + 1);
    expect(after.images).toHaveLength(before.images.length + 1);
    const added = after.images.at(-1)!;
    expect(added.url).toMatch(/^\/media\/uploads\/[0-9a-f]{20}\.jpg$/);
    expect(added.type).toBe('gallery');
    expect(added.alt.ar).toBe('عنبر عود على طاولة المشغل');

    // The bytes kept in the database: a JPEG, turned upright, with no EXIF (no GPS, no author).
    const hash = /uploads\/([0-9a-f]{20})/.exec(added.url)![1]!;
    const [row] = await server.db.select().from(mediaUploads).where(eq(mediaUploads.hash, hash));
    expect(row).toMatchObject({ contentType: 'image/jpeg', width: 48, height: 64 });
    const stored = await sharp(row!.data).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(row!.data.includes(Buffer.from('Secret Person'))).toBe(false);

    // /media/ serves it as stored, and its derivatives in AVIF, WebP and JPEG.
    const source = await fetch(`${server.url}${added.url}`);
    expect(source.status).toBe(200);
    expect(source.headers.get('content-type')).toBe('image/jpeg');
    expect(hasGpsPointer((await sharp(Buffer.from(await source.arrayBuffer())).metadata()).exif)).toBe(false);
    for (const [accept, format] of [
      ['image/avif,image/webp,*/*', 'heif'],
      ['image/webp,*/*', 'webp'],
      ['*/*', 'jpeg'],
    ] as const) {
      const derivative = await fetch(`${server.url}${added.url}?w=320`, { headers: { accept } });
      expect(derivative.status, accept).toBe(200);
      expect((await sharp(Buffer.from(await derivative.arrayBuffer())).metadata()).format, accept).toBe(
        format,
      );
    }

    // The store's product answer lists it with its alt text in the shopper's language.
    const store = await request<Product>(
      server.url,
      'GET',
      `/api/products/get/?type=${amber.seed.type}&id=${amber.seed.slug}`,
      { headers: SG },
    );
    expect(store.status).toBe(200);
    expect(store.body.images).toContainEqual(
      expect.objectContaining({ url: added.url, alt: 'Amber Oud on the studio bench' }),
    );

    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image.add'), eq(auditLog.entityId, String(amber.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staffEmail: merchandiser.member.email,
      entity: 'product',
      before: null,
      after: expect.objectContaining({ path: added.url, image_id: added.id, content_type: 'image/jpeg' }),
    });
  });

  it('refuses a text file sent as a JPEG, a GIF, an empty body and JSON with 400 on body, writing nothing', async () => {
    const candle = shop.product('kaya-toast-candle');
    const { version, images } = await detail(candle.id);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [data, type] of [
      ['this is not a photograph, only named photo.jpg', 'image/jpeg'],
      [gif, 'image/png'],
      [Buffer.alloc(0), 'image/jpeg'],
      ['{"url":"https://example.com/x.jpg"}', 'application/json'],
    ] as const) {
      const res = await upload(candle.id, data, { version: String(version) }, { type });
      expect(res.status, type).toBe(400);
      expect((res.body as { errors: { field: string }[] }).errors[0]!.field).toBe('body');
    }
    const after = await detail(candle.id);
    expect(after.version).toBe(version);
    expect(after.images).toEqual(images);
  });

  it('refuses more than 10 MB with 413, a stale version with 409, and an editor with 403', async () => {
    const candle = shop.product('kaya-toast-candle');
    const { version } = await detail(candle.id);
    const tooLarge = Buffer.concat([await photoWithGps(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await upload(candle.id, tooLarge, { version: String(version) });
    expect(large.status).toBe(413);
    expect((large.body as { message: string }).message).toMatch(/too large/i);

    const stale = await upload(candle.id, await photoWithGps(), { version: String(version - 1 || 99) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', current: { id: candle.id, version } });

    const refused = await upload(
      candle.id,
      await photoWithGps(),
      { version: String(version) },
      { as: editor },
    );
    expect(refused.status).toBe(403);
    expect((await detail(candle.id)).version).toBe(version);
  });

  it('refuses a picture larger than 8000 pixels a side', async () => {
    const candle = shop.product('kaya-toast-candle');
    const { version } = await detail(candle.id);
    const wide = await sharp({ create: { width: 8001, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(candle.id, wide, { version: String(version) }, { type: 'image/png' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('8000');
  });

  it('moves a picture first (it becomes the main one), changes its alt text and takes it off again', async () => {
    const tea = shop.product('white-tea-yuzu');
    const start = await detail(tea.id);
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const added = (await upload(tea.id, png, { version: String(start.version) }, { type: 'image/png' }))
      .body as AdminProduct;
    const image = added.images.at(-1)!;
    expect(image.url).toMatch(/\.png$/);

    const moved = await merchandiser.call<AdminProduct>(
      'PATCH',
      `/api/admin/products/${tea.id}/images/${image.id}/`,
      {
        body: {
          version: added.version,
          position: 0,
          alt: { en: 'Green', ar: 'أخضر', 'zh-hans': '绿色', vi: 'Xanh' },
        },
      },
    );
    expectToMatchContract('PATCH', IMAGE, moved.status, moved.body);
    expect(moved.status).toBe(200);
    expect(moved.body.images[0]).toMatchObject({ id: image.id, type: 'main', alt: { en: 'Green' } });
    expect(moved.body.images.filter((i) => i.type === 'main')).toHaveLength(1);
    const store = await request<Product>(
      server.url,
      'GET',
      `/api/products/get/?type=${tea.seed.type}&id=${tea.seed.slug}`,
      { headers: SG },
    );
    expect(store.body.images.find((i) => i.type === 'main')?.url).toBe(image.url);

    const removed = await merchandiser.call<AdminProduct>(
      'DELETE',
      `/api/admin/products/${tea.id}/images/${image.id}/?version=${moved.body.version}`,
    );
    expectToMatchContract('DELETE', IMAGE, removed.status, removed.body);
    expect(removed.status).toBe(200);
    expect(removed.body.images.map((i) => i.id)).not.toContain(image.id);
    expect(removed.body.images.filter((i) => i.type === 'main')).toHaveLength(1);
    expect(removed.body.images.map((i) => i.id).sort()).toEqual(start.images.map((i) => i.id).sort());
  });

  it('deletes a removed photograph’s bytes once nothing uses it, and stops serving it (derivatives too)', async () => {
    const candle = shop.product('kaya-toast-candle');
    const tea = shop.product('white-tea-yuzu');
    const photo = await photoWithGps('#35a');
    const onCandle = (await upload(candle.id, photo, { version: String((await detail(candle.id)).version) }))
      .body as AdminProduct;
    const onTea = (await upload(tea.id, photo, { version: String((await detail(tea.id)).version) }))
      .body as AdminProduct;
    const candleImage = onCandle.images.at(-1)!;
    const teaImage = onTea.images.at(-1)!;
    // The same picture twice is one stored photograph.
    expect(teaImage.url).toBe(candleImage.url);
    const hash = /uploads\/([0-9a-f]{20})/.exec(candleImage.url)![1]!;
    const stored = () => server.db.select().from(mediaUploads).where(eq(mediaUploads.hash, hash));
    expect((await fetch(`${server.url}${candleImage.url}?w=320`)).status).toBe(200);

    const remove = (id: number, imageId: number, version: number) =>
      merchandiser.call<AdminProduct>(
        'DELETE',
        `/api/admin/products/${id}/images/${imageId}/?version=${version}`,
      );
    // Still the tea's picture: kept and served.
    expect((await remove(candle.id, candleImage.id, onCandle.version)).status).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect((await fetch(`${server.url}${candleImage.url}`)).status).toBe(200);

    // The last product lets go of it: gone in the same change, and no longer served in any size.
    const removed = await remove(tea.id, teaImage.id, onTea.version);
    expect(removed.status).toBe(200);
    expect(await stored()).toHaveLength(0);
    expect((await fetch(`${server.url}${teaImage.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${teaImage.url}?w=320`)).status).toBe(404);
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image.delete'), eq(auditLog.entityId, String(tea.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toEqual({ stored_photograph: 'deleted' });

    // Uploaded again later, it is stored again.
    const back = (await upload(tea.id, photo, { version: String(removed.body.version) }))
      .body as AdminProduct;
    expect(back.images.at(-1)!.url).toBe(teaImage.url);
    expect(await stored()).toHaveLength(1);
  });

  it('keeps a removed photograph a CMS page still shows', async () => {
    const tea = shop.product('white-tea-yuzu');
    const start = await detail(tea.id);
    const added = (await upload(tea.id, await photoWithGps('#5a3'), { version: String(start.version) }))
      .body as AdminProduct;
    const image = added.images.at(-1)!;
    const path = new URL(image.url, server.url).pathname;
    await server.db
      .update(cmsPages)
      .set({ seo: { title: 'FAQ', description: null, image: path } })
      .where(and(eq(cmsPages.slug, 'faq'), eq(cmsPages.country, 'vn'), eq(cmsPages.language, 'vi')));
    const removed = await merchandiser.call<AdminProduct>(
      'DELETE',
      `/api/admin/products/${tea.id}/images/${image.id}/?version=${added.version}`,
    );
    expect(removed.status).toBe(200);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(200);
  });
});
