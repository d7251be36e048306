// Photograph upload in the console end to end (issue 24): the demo merchandiser opens a perfume,
// is told in words when the chosen file is not a photograph, uploads a camera JPEG with an alt
// text, sees it in the gallery; the store's product page then shows it (its derivative served by
// /media/), and axe finds nothing serious on the product screen with its photographs.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useJourney } from './support/journey';

const journey = useJourney();

const MERCHANDISER = 'merchandiser@atelier.test';
/** The demo password of every seeded account (README). */
const DEMO_PASSWORD = 'Scents2026!';
const STORE_PAGE = '/sg/products/best_seller/amber-oud';
const ALT = 'Amber Oud beside a bowl of resin';

/** A photograph as a phone takes it: with the place it was taken in its EXIF. */
const cameraJpeg = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '103/1 51/1 0/1',
      },
    })
    .toBuffer();

async function signIn(page: Page) {
  await page.goto(`${journey.stack.baseUrl}/admin/`);
  await page.getByLabel('E-mail').fill(MERCHANDISER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Catalogue' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
}

describe('console photographs', () => {
  it('a merchandiser uploads a photograph with its alt text and the store’s product page shows it', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    const table = page.getByRole('table', { name: 'Products, by name' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('amber oud');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await table.getByRole('link', { name: 'Amber Oud', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Amber Oud' }).waitFor();

    const photos = page.getByRole('region', { name: 'Photographs' });
    const gallery = photos.getByRole('list', { name: "Gallery, in the store's order" });
    const before = await gallery.getByRole('listitem').count();

    // A text file named like a photograph: the server reads its bytes and refuses it, in words.
    const file = photos.getByLabel('Photograph', { exact: true });
    await file.setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture'),
    });
    await photos.getByRole('button', { name: 'Upload' }).click();
    await photos
      .getByRole('alert')
      .filter({ hasText: 'This file is not a JPEG, PNG, WebP or AVIF photograph.' })
      .waitFor();
    expect(await gallery.getByRole('listitem').count()).toBe(before);

    await file.setInputFiles({ name: 'resin.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() });
    await photos.getByLabel('Alt text (English)').fill(ALT);
    await photos.getByRole('button', { name: 'Upload' }).click();
    await photos.getByText('Photograph added to the gallery.').waitFor();
    expect(await gallery.getByRole('listitem').count()).toBe(before + 1);
    await gallery.getByRole('img', { name: ALT }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The shopper's next load of the product page: the new photograph, loaded from /media/.
    const shopper = await journey.newPage();
    await shopper.goto(`${journey.stack.baseUrl}${STORE_PAGE}`);
    await shopper.getByRole('heading', { level: 1, name: 'Amber Oud' }).waitFor();
    const picture = shopper.getByRole('img', { name: ALT });
    await picture.scrollIntoViewIfNeeded();
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/uploads\/[0-9a-f]{20}\.jpg/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shopper.close();
    await page.close();
  });
});
