import { imageSearchAnswerSchema, IMAGE_SEARCH_PREVIEW_EDGE } from '@larder/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_RATE_LIMIT } from '../../limits.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import {
  OTHER_HOST,
  PRIVATE_HOST,
  PROVIDER_HOST,
  resolveTestHost,
  startLocalImageSearch,
  THUMB_HOST,
  type LocalImageSearch,
} from '../../test-support/local-image-search.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * GET /api/venues/:venueId/image-search (product spec §7: an image search page is fetched by
 * ingredient name to obtain a thumbnail, https only; sync-and-security-notes §3 item 16),
 * driven against a local https provider speaking the Openverse images API's subset.
 */
const kind = testDatabaseKinds[0]!;
let local: LocalImageSearch;
let database: TestDatabase;
let t: TestApp;
let off: TestApp;
let venueId: string;

const result = (thumbnail: string, title: string, extra: object = {}) => ({
  id: title,
  title,
  url: thumbnail,
  thumbnail,
  creator: 'A. Cook',
  license: 'by',
  license_version: '4.0',
  foreign_landing_url: `https://www.flickr.com/photos/${title}`,
  ...extra,
});

beforeAll(async () => {
  local = await startLocalImageSearch();
  database = await kind.open();
  const env = {
    IMAGE_SEARCH_URL: local.searchUrl,
    IMAGE_SEARCH_HOSTS: [PROVIDER_HOST, THUMB_HOST, PRIVATE_HOST].join(','),
  };
  const imageFetch = {
    ca: local.ca,
    resolve: resolveTestHost,
    trustedAddresses: new Set(['127.0.0.1']),
  };
  t = await buildTestApp(database, { env, imageFetch });
  off = await buildTestApp(database);
  venueId = await t.addVenue('cook', 'Garden Bistro');
  const thumb = (host: string, name: string) => local.url(host, `/thumb/${name}`);
  local.results.set('Tomatoes', [
    result(thumb(THUMB_HOST, 'red.png'), 'red'),
    result(thumb(PROVIDER_HOST, 'green.png'), 'green'),
  ]);
  local.results.set('Refused', [
    result(`http://${THUMB_HOST}:${local.port}/thumb/red.png`, 'plain-http'),
    result(thumb(PRIVATE_HOST, 'red.png'), 'private'),
    result(thumb(OTHER_HOST, 'red.png'), 'off-list'),
    result(thumb(THUMB_HOST, 'redirect-away'), 'redirect-away'),
    result(thumb(THUMB_HOST, 'huge.png'), 'huge'),
    result(thumb(THUMB_HOST, 'picture.svg'), 'svg'),
    result(thumb(THUMB_HOST, 'page.html'), 'html'),
    result(thumb(THUMB_HOST, 'green.png'), 'kept'),
  ]);
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  await off?.app.close();
  await database?.dispose();
  await local?.close();
});

const search = async (name: string, app = t, as = 'cook', venue = venueId) =>
  app.app.inject({
    url: `/api/venues/${venue}/image-search?name=${encodeURIComponent(name)}`,
    headers: await app.auth(as),
  });

describe('image search (product spec §7; sync-and-security-notes §3 item 16)', () => {
  it('asks the provider by name and answers its pictures re-encoded as small WebP', async () => {
    const res = await search('Tomatoes');
    expect(res.statusCode).toBe(200);
    const { candidates } = imageSearchAnswerSchema.parse(res.json());
    expect(candidates.map((c) => c.title)).toEqual(['red', 'green']);
    expect(candidates[0]).toMatchObject({
      width: IMAGE_SEARCH_PREVIEW_EDGE,
      height: 144,
      creator: 'A. Cook',
      license: 'BY 4.0',
      source: 'https://www.flickr.com/photos/red',
    });
    expect(candidates[1]).toMatchObject({ width: 96, height: IMAGE_SEARCH_PREVIEW_EDGE });
    const bytes = Buffer.from(candidates[0]!.dataUrl.split(',')[1]!, 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(local.requests).toContain(`${PROVIDER_HOST} /v1/images/?q=Tomatoes&page_size=8`);
  });

  it('leaves out http, private, off-list, redirected-away, huge, SVG and non-image pictures', async () => {
    const res = await search('Refused');
    expect(res.statusCode).toBe(200);
    expect(res.json().candidates.map((c: { title: string }) => c.title)).toEqual(['kept']);
    // None of them was fetched from a host it should not be.
    expect(local.requests.some((r) => r.startsWith(OTHER_HOST))).toBe(false);
    expect(local.requests.some((r) => r.startsWith(PRIVATE_HOST))).toBe(false);
  });

  it('fetches no more pictures than it needs: four, in the order found', async () => {
    local.results.set(
      'Many',
      Array.from({ length: 6 }, (_, i) => result(local.url(THUMB_HOST, '/thumb/red.png'), `r${i}`)),
    );
    const before = local.requests.length;
    const res = await search('Many');
    expect(res.json().candidates.map((c: { title: string }) => c.title)).toEqual([
      'r0',
      'r1',
      'r2',
      'r3',
    ]);
    // The search, then four pictures.
    expect(local.requests.length - before).toBe(5);
  });

  it('answers no candidates when the provider finds nothing', async () => {
    const res = await search('Nothing at all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ candidates: [] });
  });

  it('answers another user the same 404 as an unknown venue', async () => {
    const theirs = await search('Tomatoes', t, 'someone-else');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('ERR_NOT_FOUND');
    const unknown = await search('Tomatoes', t, 'cook', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a missing or overlong name with 400 naming the field', async () => {
    const none = await t.app.inject({
      url: `/api/venues/${venueId}/image-search`,
      headers: await t.auth('cook'),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().issue).toMatchObject({ path: 'name' });
    const long = await search('x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().issue).toMatchObject({ reason: 'field-too-long', path: 'name' });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ url: `/api/venues/${venueId}/image-search?name=Salt` });
    expect(res.statusCode).toBe(401);
  });

  it('answers 409 ERR_IMAGE_SEARCH_OFF when image search is not configured', async () => {
    const res = await search('Tomatoes', off);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ERR_IMAGE_SEARCH_OFF');
  });

  it('answers 502 ERR_IMAGE_SEARCH_FAILED when the provider cannot be reached safely', async () => {
    const untrusted = await buildTestApp(database, {
      env: { IMAGE_SEARCH_URL: local.searchUrl },
      // The real resolver and no trusted address: the local provider is loopback, refused.
      imageFetch: { ca: local.ca, resolve: resolveTestHost },
    });
    try {
      const venue = await untrusted.addVenue('baker', 'Bakery');
      const res = await search('Tomatoes', untrusted, 'baker', venue);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('ERR_IMAGE_SEARCH_FAILED');
    } finally {
      await untrusted.app.close();
    }
  });

  it(`is rate limited per user (${IMAGE_SEARCH_RATE_LIMIT.max} per 10 minutes)`, async () => {
    const venue = await t.addVenue('busy', 'Busy Bistro');
    let last = 0;
    for (let i = 0; i <= IMAGE_SEARCH_RATE_LIMIT.max; i++) {
      last = (await search('Nothing at all', t, 'busy', venue)).statusCode;
    }
    expect(last).toBe(429);
    expect((await search('Nothing at all', t, 'cook')).statusCode).toBe(200);
  });
});
