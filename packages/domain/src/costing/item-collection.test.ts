import { describe, expect, it } from 'vitest';
import { eggs, flour } from '../testing/fixtures';
import type { CatalogueItem } from '../records/item';
import { toItemMap } from './item-collection';

describe('toItemMap', () => {
  it('makes a map of a list, by foodkey', () => {
    const map = toItemMap([flour(), eggs()]);
    expect([...map.keys()]).toEqual(['FLOUR', 'EGGS']);
  });

  it('takes a map, or any lookup shaped as one, as it is', () => {
    const map = new Map([['FLOUR', flour()]]);
    expect(toItemMap(map)).toBe(map);
    const lookup: ReadonlyMap<string, CatalogueItem> = {
      get: (key: string) => (key === 'FLOUR' ? flour() : undefined),
    } as ReadonlyMap<string, CatalogueItem>;
    expect(toItemMap(lookup)).toBe(lookup);
  });
});
