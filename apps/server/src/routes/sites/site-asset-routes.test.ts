import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultSiteSettings } from '@larder/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAssets } from '../../db/schema.js';
import { MAX_SITE_IMAGE_BYTES } from '../../sites/assets/site-image.js';
import { assetContainer } from '../../sites/site-urls.js';
import { grantLicencePack } from '../../test-support/billing-rows.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { multipartForm, withToken } from '../../test-support/multipart-form.js';
import { startS3rver, type LocalS3 } from '../../test-support/local-s3.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .png()
    .withExif({ IFD0: { Copyright: 'Secret camera owner' } })
    .toBuffer();

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** Files below a folder, recursively. */
async function filesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

describe.each(testDatabaseKinds)('site images (POST /api/SiteAssetUpdate) on $name', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let t: TestApp;

  beforeAll(async () => {
    database = await kind.open();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'larder-assets-'));
    t = await buildTestApp(database, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.app.close();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const proVenue = async (sub: string) => {
    const venueId = await t.addVenue(sub, `${sub} venue`);
    await grantLicencePack(database.db, sub, 1);
    return venueId;
  };
  const upload = async (sub: string, form: ReturnType<typeof multipartForm>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/SiteAssetUpdate',
      headers: { ...(await t.auth(sub)), ...form.headers },
      payload: form.payload,
    });
  const storedFor = (venueId: string) =>
    database.db.select().from(siteAssets).where(eq(siteAssets.venueId, venueId));

  it('re-encodes an image as WebP, resized, without metadata, under its content hash', async () => {
    const venueId = await proVenue('uploader');
    const res = await upload(
      'uploader',
      multipartForm(
        { container: venueId, fileName: 'terrace.png', token: 'ignored', userId: 'someone-else' },
        { bytes: await png(2400, 1200), name: 'terrace.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const asset = res.json();
    expect(asset).toMatchObject({
      width: 1600,
      height: 800,
      name: expect.stringMatching(/^[a-f0-9]{32}\.webp$/),
    });
    expect(asset.url).toMatch(/^\/site-assets\/v[0-9a-f]{24}\/[a-f0-9]{32}\.webp$/);
    expect(asset.url).not.toContain(venueId);
    const served = await t.app.inject({ url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(await storedFor(venueId)).toEqual([
      expect.objectContaining({
        name: asset.name,
        label: 'terrace.png',
        bytes: served.rawPayload.length,
      }),
    ]);
    // The same picture again is the same asset.
    const again = await upload(
      'uploader',
      multipartForm({ container: venueId, fileName: 'copy.png' }, { bytes: await png(2400, 1200) }),
    );
    expect(again.json().name).toBe(asset.name);
    expect(await storedFor(venueId)).toHaveLength(1);
  });

  it('scales a logo to 256 pixels and shows it on the published page', async () => {
    const venueId = await proVenue('logo-owner');
    const res = await upload(
      'logo-owner',
      multipartForm(
        { container: venueId, fileName: 'logo.png', purpose: 'logo' },
        { bytes: await png(600, 600) },
      ),
    );
    expect(res.json()).toMatchObject({ width: 256, height: 256 });
    const headers = await t.auth('logo-owner');
    await t.app.inject({
      method: 'PUT',
      url: `/api/venues/${venueId}/site/tag`,
      headers,
      payload: { tag: 'logo-cafe' },
    });
    const pub = await t.app.inject({
      method: 'PUT',
      url: `/api/venues/${venueId}/site`,
      headers,
      payload: { settings: { ...defaultSiteSettings(), published: true, logo: res.json().name } },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().assets).toEqual([res.json()]);
    const page = (await t.app.inject({ url: '/s/logo-cafe' })).body;
    expect(page).toContain(`<img class="logo" src="${res.json().url}"`);
    expect(page).toContain(
      `<meta property="og:image" content="http://localhost:8080${res.json().url}">`,
    );
  });

  it('refuses bad uploads with a clear 4xx naming the field, and stores nothing', async () => {
    const venueId = await proVenue('careful');
    const stranger = await proVenue('stranger');
    const free = await t.addVenue('free-uploader', 'Free');
    const image = await png(64, 64);
    const cases: [string, string, ReturnType<typeof multipartForm>, number, object][] = [
      [
        'careful',
        'too big (stopped while streaming)',
        multipartForm(
          { container: venueId, fileName: 'big.png' },
          { bytes: Buffer.concat([image, Buffer.alloc(MAX_SITE_IMAGE_BYTES)]) },
        ),
        413,
        { error: 'ERR_TOO_LARGE', issue: { reason: 'field-too-large', path: 'file' } },
      ],
      [
        'careful',
        'not an image',
        multipartForm(
          { container: venueId, fileName: 'menu.png' },
          { bytes: Buffer.from('just text, named like a picture') },
        ),
        400,
        { issue: { reason: 'image-type', path: 'file' } },
      ],
      [
        'careful',
        'an SVG with script',
        multipartForm(
          { container: venueId, fileName: 'logo.svg' },
          { bytes: svgWithScript, type: 'image/svg+xml' },
        ),
        400,
        { issue: { reason: 'image-type', path: 'file' } },
      ],
      [
        'careful',
        'a broken PNG',
        multipartForm(
          { container: venueId, fileName: 'broken.png' },
          { bytes: image.subarray(0, 40) },
        ),
        400,
        { issue: { reason: 'image-unreadable', path: 'file' } },
      ],
      [
        'careful',
        'a path in fileName',
        multipartForm({ container: venueId, fileName: '../../etc/passwd.png' }, { bytes: image }),
        400,
        { issue: { reason: 'file-name-path', path: 'fileName' } },
      ],
      [
        'careful',
        'a Windows path in fileName',
        multipartForm({ container: venueId, fileName: 'C:\\photos\\a.png' }, { bytes: image }),
        400,
        { issue: { reason: 'file-name-path', path: 'fileName' } },
      ],
      [
        'careful',
        'no container',
        multipartForm({ fileName: 'a.png' }, { bytes: image }),
        400,
        { issue: { reason: 'field-required', path: 'container' } },
      ],
      [
        'careful',
        'no file',
        multipartForm({ container: venueId, fileName: 'a.png' }),
        400,
        { issue: { reason: 'field-required', path: 'file' } },
      ],
      [
        'careful',
        'another user’s venue as container',
        multipartForm({ container: stranger, fileName: 'a.png' }, { bytes: image }),
        404,
        { error: 'ERR_NOT_FOUND' },
      ],
      [
        'careful',
        'a path as container',
        multipartForm({ container: '../../other', fileName: 'a.png' }, { bytes: image }),
        404,
        { error: 'ERR_NOT_FOUND' },
      ],
      [
        'free-uploader',
        'a venue that is not Pro',
        multipartForm({ container: free, fileName: 'a.png' }, { bytes: image }),
        402,
        { error: 'ERR_PRO_REQUIRED' },
      ],
    ];
    for (const [sub, why, form, status, body] of cases) {
      const res = await upload(sub, form);
      expect(res.statusCode, `${why}: ${res.body}`).toBe(status);
      expect(res.json(), why).toMatchObject(body);
    }
    for (const id of [venueId, stranger, free]) expect(await storedFor(id)).toEqual([]);
    for (const id of [venueId, stranger, free]) {
      expect(await filesIn(path.join(dataDir, 'site-assets', assetContainer(id)))).toEqual([]);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/SiteAssetUpdate',
      ...multipartForm({ container: venueId }, { bytes: image }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an image address the server did not make', async () => {
    for (const url of [
      '/site-assets/v000000000000000000000000/00000000000000000000000000000000.webp',
      '/site-assets/..%2F..%2Fetc/passwd',
      '/site-assets/vABC/x.webp',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('site images in S3-compatible storage (S3_*)', () => {
  let s3: LocalS3;
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3rver('larder-sites');
    database = await testDatabaseKinds[0]!.open();
    t = await buildTestApp(database, { env: s3.env });
  });
  afterAll(async () => {
    await t.app.close();
    await database.dispose();
    await s3.stop();
  });

  it('stores the re-encoded image in the bucket and serves it from there', async () => {
    const venueId = await t.addVenue('s3-owner', 'Bucket Bistro');
    await grantLicencePack(database.db, 's3-owner', 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/SiteAssetUpdate',
      ...withToken(
        await t.auth('s3-owner'),
        multipartForm({ container: venueId, fileName: 'dish.png' }, { bytes: await png(300, 200) }),
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, name } = res.json();
    expect(await s3.keys()).toEqual([`${url.split('/')[2]}/${name}`]);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const missing = await t.app.inject({ url: url.replace(/[a-f0-9]{32}/, '0'.repeat(32)) });
    expect(missing.statusCode).toBe(404);
  });
});
