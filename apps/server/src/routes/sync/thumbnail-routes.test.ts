import { createHash } from 'node:crypto';
import { MAX_THUMBNAILS_PER_REQUEST } from '@larder/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

const FLOUR_PICTURE = { dataUrl: 'data:image/webp;base64,UklGRiIAAABXRUJQ', width: 96, height: 64 };
const BASIL_PICTURE = { dataUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', width: 64, height: 96 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabaseKinds)('thumbnail sync routes on $name', (kind) => {
  const t = useTestApp(kind);
  let venueId: string;

  beforeAll(async () => {
    venueId = await t.addVenue('cook', 'Picture Kitchen');
  });

  const url = (rest = '', venue = venueId) => `/api/sync/v1/venues/${venue}/thumbnails${rest}`;
  const call = async (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    rest: string,
    payload?: object,
    sub = 'cook',
  ) =>
    t.app.inject({
      method,
      url: url(rest),
      headers: await t.auth(sub),
      ...(payload ? { payload } : {}),
    });

  it('stores a thumbnail, lists it with its hash and gives it back', async () => {
    const put = await call('PUT', `/${encodeURIComponent('FLOUR, PLAIN')}`, FLOUR_PICTURE);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ foodkey: 'FLOUR, PLAIN', hash: sha256(FLOUR_PICTURE.dataUrl) });
    await call('PUT', '/BASIL', BASIL_PICTURE);

    expect((await call('GET', '')).json()).toEqual({
      thumbnails: [
        { foodkey: 'BASIL', hash: sha256(BASIL_PICTURE.dataUrl) },
        { foodkey: 'FLOUR, PLAIN', hash: sha256(FLOUR_PICTURE.dataUrl) },
      ],
    });
    const read = await call('POST', '/read', { foodkeys: ['FLOUR, PLAIN', 'NOT THERE'] });
    expect(read.json()).toEqual({
      thumbnails: [
        { foodkey: 'FLOUR, PLAIN', hash: sha256(FLOUR_PICTURE.dataUrl), ...FLOUR_PICTURE },
      ],
    });
  });

  it('replaces a thumbnail and removes one', async () => {
    await call('PUT', '/BASIL', FLOUR_PICTURE);
    const [basil] = (await call('POST', '/read', { foodkeys: ['BASIL'] })).json().thumbnails;
    expect(basil.dataUrl).toBe(FLOUR_PICTURE.dataUrl);
    expect((await call('DELETE', '/BASIL')).statusCode).toBe(204);
    expect((await call('DELETE', '/BASIL')).statusCode).toBe(204);
    const keys = (await call('GET', ''))
      .json()
      .thumbnails.map((r: { foodkey: string }) => r.foodkey);
    expect(keys).toEqual(['FLOUR, PLAIN']);
  });

  it('refuses a body that is not a small image data URL, naming the field', async () => {
    const res = await call('PUT', '/MILK', {
      ...FLOUR_PICTURE,
      dataUrl: 'https://x.example/a.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('dataUrl: must be a base64 webp, jpeg or png data URL');
    const tall = await call('PUT', '/MILK', { ...FLOUR_PICTURE, height: 4000 });
    expect(tall.statusCode).toBe(400);
    expect(tall.json().message).toMatch(/^height: /);
    const many = Array.from({ length: MAX_THUMBNAILS_PER_REQUEST + 1 }, (_, i) => `K${i}`);
    expect((await call('POST', '/read', { foodkeys: many })).statusCode).toBe(400);
    const keys = (await call('GET', ''))
      .json()
      .thumbnails.map((r: { foodkey: string }) => r.foodkey);
    expect(keys).not.toContain('MILK');
  });

  it("answers 404 for another user's venue and changes nothing there", async () => {
    expect((await call('GET', '', undefined, 'intruder')).statusCode).toBe(404);
    expect((await call('PUT', '/FLOUR, PLAIN', BASIL_PICTURE, 'intruder')).statusCode).toBe(404);
    expect((await call('DELETE', '/FLOUR, PLAIN', undefined, 'intruder')).statusCode).toBe(404);
    const read = await call('POST', '/read', { foodkeys: ['FLOUR, PLAIN'] });
    expect(read.json().thumbnails[0].dataUrl).toBe(FLOUR_PICTURE.dataUrl);
  });
});
