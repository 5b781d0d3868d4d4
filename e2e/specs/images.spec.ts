import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientImage, type PickedFile } from '../page-models/ingredient-image.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import { fastSyncPage, screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Picture Chef',
  email: uniqueEmail('images'),
  password: 'picture chef password',
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG: a red-to-blue gradient with a green band, made in memory. */
function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = Math.round((255 * x) / (width - 1));
      rows[at + 1] = y > height / 3 && y < (2 * height) / 3 ? 200 : 0;
      rows[at + 2] = 255 - rows[at]!;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo: PickedFile = {
  name: 'cherry-tomatoes.png',
  mimeType: 'image/png',
  buffer: gradientPng(400, 300),
};

/**
 * An ingredient's picture (product spec §3 image, fcp_image_{foodkey}; §7 thumbnails at the
 * default size 'small', 96 px on the longest edge): picked from a file, made a thumbnail in
 * the browser, kept on the device and shown on the detail page after a reload.
 */
describe('ingredient image journey', () => {
  const browser = useBrowser();
  const tablet = useBrowser();
  let shownOnLaptop: Awaited<ReturnType<IngredientImage['picture']>> | undefined;

  it('adds an ingredient with a picture and still shows its thumbnail after a reload', async () => {
    const page = await fastSyncPage(browser);
    await signUpWithVenue(page, { account, venue: { name: 'Picture Bistro' } });

    const image = new IngredientImage(page);
    await image.startAdding('Cherry tomatoes');
    await image.choose({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    expect(await image.error().textContent()).toBe(
      'Image: choose a picture file (PNG, JPEG, WebP, GIF, BMP or AVIF)',
    );

    await image.choose(photo);
    const inForm = await image.picture(image.formThumbnail());
    expect(inForm).toMatchObject({ width: 96, height: 72 });
    expect(await image.error().count()).toBe(0);
    await screenshot(page, 'images-form');
    await image.save();
    await page.waitForURL((url) => url.pathname === '/ingredients/CHERRY%20TOMATOES');

    const shown = await image.picture(image.detailThumbnail());
    expect(shown.width).toBe(96);
    expect(shown.height).toBe(72);
    expect(shown.src.startsWith('data:image/webp')).toBe(true);
    // The thumbnail, not the picture, is what the device keeps.
    const kept = Buffer.from(shown.src.slice(shown.src.indexOf(',') + 1), 'base64');
    expect(kept.length).toBeLessThan(photo.buffer.length);
    await screenshot(page, 'images-detail');

    await page.reload();
    const afterReload = await image.picture(image.detailThumbnail());
    expect(afterReload).toEqual(shown);
    shownOnLaptop = shown;
  });

  it('brings the thumbnail to another device of the user (thumbnail sync)', async () => {
    expect(shownOnLaptop).toBeDefined();
    // The laptop sends it at its next thumbnail sync (every 10th cycle), the tablet fetches it
    // at its first or its 10th; the detail page shows it as soon as it is on the tablet.
    const page = await fastSyncPage(tablet);
    await signInToDashboard(page, account);
    const image = new IngredientImage(page);
    await page.goto('/ingredients/CHERRY%20TOMATOES');
    const thumbnail = image.detailThumbnail();
    await expect
      .poll(async () => ((await thumbnail.count()) > 0 ? thumbnail.getAttribute('src') : null), {
        timeout: 40_000,
      })
      .toBe(shownOnLaptop!.src);
    expect(await image.picture(thumbnail)).toEqual(shownOnLaptop);
    await screenshot(page, 'images-other-device');
  });
});
