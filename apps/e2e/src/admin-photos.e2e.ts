// Photographs in the console end to end (issue 24): the demo merchandiser opens a perfume, is told
// in words when the chosen file is not a photograph, uploads a camera JPEG with an alt text and the
// store's product page shows it (a derivative served by /media/). Then the second photograph gets a
// new English alt text and is moved up to first: the store's main picture is that photograph with
// that alt (its <img>'s src and alt). Removing the upload makes its address (and its derivatives)
// 404. axe and overflow on the photo controls at 1440 and 390 px in English and Arabic;
// SCREENSHOTS=<folder> keeps pictures of them.
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, expectScreenClean, signInToConsole } from './support/console';
import { useJourney } from './support/journey';

const journey = useJourney();

const STORE_PAGE = '/sg/products/best_seller/amber-oud';
const ALT = 'Amber Oud beside a bowl of resin';
/** The seed's second photograph of Amber Oud (its close-up), and the alt text it is given. */
const SECOND_ALT = 'Amber Oud, close-up';
const NEW_ALT = 'Amber Oud’s cap and neck, close up';

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

/** SCREENSHOTS=<folder> keeps pictures of the part being checked at a phone's and a desktop's width. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .locator('.admin-catalogue__section:has(.admin-catalogue__gallery)')
      .screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The photo controls (an alt text editor open) clean for axe and fitting, at 1440 and 390 px. */
async function checkPhotoControls(page: Page, language: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectScreenClean(page, `photographs (${language}) at ${width} px`);
  }
  await screenshot(page, `admin-photos-${language}`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The picture's address without its `?w=` width. */
const addressOf = (src: string | null): string => (src ?? '').split('?')[0] ?? '';
const statusOf = async (path: string) => (await fetch(`${journey.stack.baseUrl}${path}`)).status;

/** The store's product page as a shopper loads it: the gallery's main (first) picture. */
async function storeMainPicture(shopper: Page) {
  await shopper.goto(`${journey.stack.baseUrl}${STORE_PAGE}`);
  await shopper.getByRole('heading', { level: 1, name: 'Amber Oud' }).waitFor();
  const main = shopper.getByRole('region', { name: 'Pictures of Amber Oud' }).getByRole('img').first();
  return { src: addressOf(await main.getAttribute('src')), alt: await main.getAttribute('alt') };
}

describe('console photographs', () => {
  it('a merchandiser uploads a photograph, re-describes and reorders the gallery, removes the upload: the store follows', async () => {
    const page = await journey.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToConsole(page, journey.stack.baseUrl, DEMO_STAFF.merchandiser);
    await page.getByRole('link', { name: 'Catalogue' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    const table = page.getByRole('table', { name: 'Products, by name' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('amber oud');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await table.getByRole('link', { name: 'Amber Oud', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Amber Oud' }).waitFor();
    const productPath = new URL(page.url()).pathname;

    const photos = page.getByRole('region', { name: 'Photographs' });
    const gallery = photos.getByRole('list', { name: "Gallery, in the store's order" });
    const cards = gallery.getByRole('listitem');
    const before = await cards.count();
    expect(before).toBe(3);

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
    expect(await cards.count()).toBe(before);

    await file.setInputFiles({ name: 'resin.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() });
    await photos.getByLabel('Alt text (English)').fill(ALT);
    await photos.getByRole('button', { name: 'Upload' }).click();
    await photos.getByText('Photograph added to the gallery.').waitFor();
    expect(await cards.count()).toBe(before + 1);
    const uploaded = addressOf(await gallery.getByRole('img', { name: ALT }).getAttribute('src'));
    expect(uploaded).toMatch(/^\/media\/uploads\/[0-9a-f]{20}\.jpg$/);

    // The shopper's next load of the product page: the new photograph, loaded from /media/.
    const shopper = await journey.newPage();
    await storeMainPicture(shopper);
    const picture = shopper.getByRole('img', { name: ALT });
    await picture.scrollIntoViewIfNeeded();
    expect(addressOf(await picture.getAttribute('src'))).toBe(uploaded);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // The second photograph: a new English alt text, then moved up to first (the main picture).
    const second = cards.nth(1);
    const secondAddress = addressOf(await second.getByRole('img').getAttribute('src'));
    expect(await second.getByRole('img').getAttribute('alt')).toBe(SECOND_ALT);
    await second.getByRole('button', { name: `Edit alt text: ${SECOND_ALT}` }).click();
    const altForm = second.getByRole('form', { name: `Alt text of ${SECOND_ALT}` });
    await altForm.getByLabel('Alt text (English)').fill(NEW_ALT);
    await checkPhotoControls(page, 'en');
    await altForm.getByRole('button', { name: 'Save alt text' }).click();
    await photos.getByRole('status').filter({ hasText: 'Alt text saved.' }).waitFor();
    await second.getByRole('button', { name: `Move up: ${NEW_ALT}` }).click();
    await photos
      .getByRole('status')
      .filter({ hasText: `${NEW_ALT} is now picture 1.` })
      .waitFor();
    // Focus stays on the moved photograph's card, now at the top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Move down');
    const first = cards.first();
    await first.getByText('Main picture.').waitFor();
    expect(addressOf(await first.getByRole('img').getAttribute('src'))).toBe(secondAddress);
    expect(await first.getByRole('img').getAttribute('alt')).toBe(NEW_ALT);

    expect(await storeMainPicture(shopper)).toEqual({ src: secondAddress, alt: NEW_ALT });

    // Removing the upload: its address and its derivatives answer 404 from then on.
    expect(await statusOf(uploaded)).toBe(200);
    expect(await statusOf(`${uploaded}?w=320`)).toBe(200);
    await photos.getByRole('button', { name: `Remove: ${ALT}` }).click();
    await expect.poll(() => cards.count()).toBe(before);
    expect(await statusOf(uploaded)).toBe(404);
    expect(await statusOf(`${uploaded}?w=320`)).toBe(404);
    await storeMainPicture(shopper);
    expect(await shopper.getByRole('img', { name: ALT }).count()).toBe(0);
    await shopper.close();

    // The photo controls in Arabic (right to left) with an alt text editor open.
    await page.evaluate(() => localStorage.setItem('atelier-admin-language', 'ar'));
    await page.goto(`${journey.stack.baseUrl}${productPath}`);
    await page.locator('.admin-catalogue__gallery').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('.admin-catalogue__photo').nth(1).locator('[id$="-alt"]').click();
    await page.locator('.admin-catalogue__alt').waitFor();
    await checkPhotoControls(page, 'ar');
    await page.close();
  });
});
