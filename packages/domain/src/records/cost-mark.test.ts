import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from './item';
import { costMark } from './cost-mark';

const bread = (eachcost: number | null) =>
  ({ type: 'recipe', foodkey: 'BREAD', gramcost: 0.0012, mlcost: null, eachcost }) as CatalogueItem;

describe('costMark', () => {
  it('is the same for the same costs per g, mL and each, whatever else differs', () => {
    expect(costMark(bread(0.6))).toBe(costMark({ ...bread(0.6), timestamp: 2, note: 'x' }));
  });

  it('differs when a cost differs, an absent cost (null) included', () => {
    expect(costMark(bread(0.6))).not.toBe(costMark(bread(0.61)));
    expect(costMark(bread(0.6))).not.toBe(costMark(bread(null)));
    expect(costMark(bread(null))).not.toBe(costMark({ ...bread(null), eachcost: undefined }));
  });
});
