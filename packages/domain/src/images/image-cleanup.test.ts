import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_CLEANUP_THRESHOLD, imageKeysToRemove } from './image-cleanup';
import { imageKey } from './image-key';

const keysOf = (count: number, prefix = 'ITEM') =>
  Array.from({ length: count }, (_, i) => imageKey(`${prefix} ${i}`));

describe('local image cleanup (product spec §5: only over 2000 keys, images of items gone)', () => {
  it('uses the spec threshold of 2000 keys', () => {
    expect(IMAGE_CLEANUP_THRESHOLD).toBe(2000);
  });

  it('removes nothing at exactly 2000 keys, even when every item is gone', () => {
    expect(imageKeysToRemove(keysOf(2000), new Set())).toEqual([]);
  });

  it('over 2000 keys, removes the images of items no longer present and keeps the rest', () => {
    const keys = keysOf(2001);
    const live = new Set(Array.from({ length: 2000 }, (_, i) => `ITEM ${i}`));
    expect(imageKeysToRemove(keys, live)).toEqual([imageKey('ITEM 2000')]);
  });

  it('never removes keys that are not thumbnails', () => {
    const keys = [...keysOf(2000), 'lastVID', 'last_account', 'nutritionLabelFormat'];
    const removed = imageKeysToRemove(keys, new Set());
    expect(removed).toHaveLength(2000);
    expect(removed).not.toContain('lastVID');
  });

  it('never removes the image of a present item (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 2100 }),
        (names, extra) => {
          const live = new Set(names.filter((_, i) => i % 2 === 0));
          const keys = [...names.map(imageKey), ...keysOf(extra, 'GONE')];
          const removed = new Set(imageKeysToRemove(keys, live));
          for (const name of live) expect(removed.has(imageKey(name))).toBe(false);
          if (keys.length <= IMAGE_CLEANUP_THRESHOLD) expect(removed.size).toBe(0);
          else expect(removed.size).toBe(keys.length - live.size);
        },
      ),
      { numRuns: 50 },
    );
  });
});
