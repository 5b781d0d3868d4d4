import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../records/item';
import {
  ingredientsToLookUp,
  WEB_IMAGE_LOOKUP_MAX_DELAY_MS,
  WEB_IMAGE_LOOKUP_MIN_DELAY_MS,
  webImageLookupDelay,
} from './web-image-lookup';

describe('webImageLookupDelay (product spec §9: delay between web image lookups, random 30 to 90 s)', () => {
  it('names the 30 and 90 s', () => {
    expect(WEB_IMAGE_LOOKUP_MIN_DELAY_MS).toBe(30_000);
    expect(WEB_IMAGE_LOOKUP_MAX_DELAY_MS).toBe(90_000);
  });

  it('spreads the delay over 30 to 90 s by the random source given', () => {
    expect(webImageLookupDelay(() => 0)).toBe(30_000);
    expect(webImageLookupDelay(() => 0.5)).toBe(60_000);
    expect(webImageLookupDelay(() => 0.999999)).toBe(90_000);
  });

  it('stays within 30 to 90 s whatever the source answers', () => {
    for (const r of [-1, 2, Number.NaN, 0.25]) {
      const delay = webImageLookupDelay(() => r);
      expect(delay).toBeGreaterThanOrEqual(30_000);
      expect(delay).toBeLessThanOrEqual(90_000);
    }
  });
});

describe('ingredientsToLookUp (product spec §4: then fetch web images)', () => {
  const items = [
    { type: 'single', foodkey: 'SALT', name: 'Salt' },
    { type: 'single', foodkey: 'FLOUR', name: 'Flour', image: '' },
    { type: 'multiple', foodkey: 'EGGS', name: 'Eggs', image: 'eggs.png' },
    { type: 'part', foodkey: 'OLD', name: 'Old', deleted: true },
    { type: 'recipe', foodkey: 'SOUP', name: 'Soup' },
    { type: 'packaging', foodkey: 'BOX', name: 'Box' },
    { type: 'single', foodkey: 'BASIL', name: 'Basil' },
    { type: 'single', foodkey: 'NONAME', name: '  ' },
  ] as CatalogueItem[];

  it('takes live ingredients with a name and no image, in foodkey order', () => {
    expect(ingredientsToLookUp(items, new Set())).toEqual([
      { foodkey: 'BASIL', name: 'Basil' },
      { foodkey: 'FLOUR', name: 'Flour' },
      { foodkey: 'SALT', name: 'Salt' },
    ]);
  });

  it('skips those looked up already', () => {
    expect(ingredientsToLookUp(items, new Set(['BASIL', 'SALT']))).toEqual([
      { foodkey: 'FLOUR', name: 'Flour' },
    ]);
  });
});
