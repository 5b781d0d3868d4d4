import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THUMBNAIL_SIZE, THUMBNAIL_EDGES, thumbnailSize } from './thumbnail-size';

describe('thumbnailSize (product spec §7: default size small)', () => {
  it("defaults to 'small', 96 px on the longest edge", () => {
    expect(DEFAULT_THUMBNAIL_SIZE).toBe('small');
    expect(THUMBNAIL_EDGES.small).toBe(96);
  });

  it('scales a landscape picture to 96 px wide, keeping its aspect ratio', () => {
    expect(thumbnailSize({ width: 400, height: 300 })).toEqual({ width: 96, height: 72 });
  });

  it('scales a portrait picture to 96 px high', () => {
    expect(thumbnailSize({ width: 300, height: 1200 })).toEqual({ width: 24, height: 96 });
  });

  it('never enlarges a small picture', () => {
    expect(thumbnailSize({ width: 40, height: 20 })).toEqual({ width: 40, height: 20 });
  });

  it('keeps at least one pixel on a very thin picture', () => {
    expect(thumbnailSize({ width: 5000, height: 2 })).toEqual({ width: 96, height: 1 });
  });

  it('has no size for a picture without one', () => {
    expect(thumbnailSize({ width: 0, height: 10 })).toBeNull();
    expect(thumbnailSize({ width: Number.NaN, height: 10 })).toBeNull();
  });

  it('fits within the edge and keeps the ratio within rounding (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 1, max: 10000 }),
        (w, h) => {
          const t = thumbnailSize({ width: w, height: h })!;
          expect(Math.max(t.width, t.height)).toBe(Math.min(96, Math.max(w, h)));
          expect(t.width).toBeLessThanOrEqual(w);
          expect(t.height).toBeLessThanOrEqual(h);
          if (w >= h) expect(Math.abs(t.height - (h * t.width) / w)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
