import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planThumbnailSync, type ThumbnailSyncPlan } from './thumbnail-sync-plan';
import { thumbnailBodySchema, MAX_THUMBNAIL_DATA_URL_LENGTH } from './thumbnail-wire';

const map = (entries: Record<string, string>) => new Map(Object.entries(entries));
const plan = (
  local: Record<string, string>,
  server: Record<string, string>,
  agreed: Record<string, string>,
) => planThumbnailSync(map(local), map(server), map(agreed));
/** The plan when nothing is held anywhere: every list empty. */
const nothing: ThumbnailSyncPlan = planThumbnailSync(new Map(), new Map(), new Map());

describe('planThumbnailSync', () => {
  it('does nothing when nothing is held anywhere', () => {
    expect(Object.values(nothing).every((list) => list.length === 0)).toBe(true);
  });

  it('sends a picture new on this device and fetches one new elsewhere', () => {
    expect(plan({ FLOUR: 'a' }, { MILK: 'b' }, {})).toEqual({
      ...nothing,
      upload: ['FLOUR'],
      download: ['MILK'],
    });
  });

  it('remembers pictures both sides hold, once', () => {
    expect(plan({ FLOUR: 'a' }, { FLOUR: 'a' }, {})).toEqual({
      ...nothing,
      agree: [['FLOUR', 'a']],
    });
    expect(plan({ FLOUR: 'a' }, { FLOUR: 'a' }, { FLOUR: 'a' })).toEqual(nothing);
  });

  it('takes the change of the side that changed its picture', () => {
    expect(plan({ FLOUR: 'new' }, { FLOUR: 'old' }, { FLOUR: 'old' }).upload).toEqual(['FLOUR']);
    expect(plan({ FLOUR: 'old' }, { FLOUR: 'new' }, { FLOUR: 'old' }).download).toEqual(['FLOUR']);
  });

  it('sends this device’s picture when both sides changed it', () => {
    expect(plan({ FLOUR: 'mine' }, { FLOUR: 'theirs' }, { FLOUR: 'old' }).upload).toEqual([
      'FLOUR',
    ]);
  });

  it('carries a removal either way, and never removes a picture changed since', () => {
    expect(plan({}, { FLOUR: 'a' }, { FLOUR: 'a' }).deleteOnServer).toEqual(['FLOUR']);
    expect(plan({ FLOUR: 'a' }, {}, { FLOUR: 'a' }).removeLocally).toEqual(['FLOUR']);
    // Removed here, changed elsewhere: the new picture comes back.
    expect(plan({}, { FLOUR: 'b' }, { FLOUR: 'a' }).download).toEqual(['FLOUR']);
    // Removed elsewhere, changed here: the new picture is sent.
    expect(plan({ FLOUR: 'b' }, {}, { FLOUR: 'a' }).upload).toEqual(['FLOUR']);
  });

  it('forgets an agreement when neither side holds the picture', () => {
    expect(plan({}, {}, { FLOUR: 'a' })).toEqual({ ...nothing, forget: ['FLOUR'] });
  });

  it('converges: after each side applies its plan, both hold the same pictures (property)', () => {
    const side = fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D'), fc.constantFrom('x', 'y', 'z'));
    fc.assert(
      fc.property(side, side, side, (localIn, serverIn, agreedIn) => {
        const local = map(localIn);
        const server = map(serverIn);
        const agreed = map(agreedIn);
        const p = planThumbnailSync(local, server, agreed);
        for (const k of p.upload) server.set(k, local.get(k)!);
        for (const k of p.download) local.set(k, server.get(k)!);
        for (const k of p.deleteOnServer) server.delete(k);
        for (const k of p.removeLocally) local.delete(k);
        expect(new Map([...local].sort())).toEqual(new Map([...server].sort()));
        // Every key is in at most one list.
        const listed = [
          ...p.upload,
          ...p.download,
          ...p.deleteOnServer,
          ...p.removeLocally,
          ...p.agree.map(([k]) => k),
          ...p.forget,
        ];
        expect(new Set(listed).size).toBe(listed.length);
      }),
    );
  });
});

describe('thumbnailBodySchema', () => {
  const dataUrl = 'data:image/webp;base64,UklGRiIAAABXRUJQ';
  it('takes a base64 image data URL with its size', () => {
    expect(thumbnailBodySchema.safeParse({ dataUrl, width: 96, height: 64 }).success).toBe(true);
  });

  it('refuses other URLs, other types, sizes past the thumbnail edge and long bodies', () => {
    const bad = [
      { dataUrl: 'https://example.com/flour.png', width: 96, height: 64 },
      { dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=', width: 96, height: 64 },
      { dataUrl, width: 97, height: 64 },
      { dataUrl, width: 0, height: 64 },
      {
        dataUrl: `data:image/png;base64,${'A'.repeat(MAX_THUMBNAIL_DATA_URL_LENGTH)}`,
        width: 1,
        height: 1,
      },
    ];
    for (const body of bad) expect(thumbnailBodySchema.safeParse(body).success).toBe(false);
  });
});
