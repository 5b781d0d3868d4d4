import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import { unitTableFor } from '../units/unit-table';
import { itemUnitCosts } from './item-unit-costs';
import { derivePartItem, partItemKey, partItemName } from './part-items';
import { recalculateIngredient } from './recompute-item';

const table = unitTableFor(undefined);
const salmon: Ingredient = {
  type: 'multiple',
  foodkey: 'SALMON',
  name: 'Salmon',
  purchaseprice: 60,
  purchaseqty: 1,
  purchaseunit: 'each',
  map: { volume_value: 1, volume_unit: 'L', weight_value: 1, weight_unit: 'kg', each_value: 4000 },
  parts: [
    { name: 'Fillet', size: 300, unit: 'g' },
    { name: 'Head', size: 0.25, unit: 'each' },
  ],
};

describe('parts (costing-model §3)', () => {
  it("a part item is named '<parent>, <part> (pt)' with the upper-cased name as foodkey", () => {
    const part = salmon.parts?.[0] ?? {};
    expect(partItemName(salmon, part)).toBe('Salmon, Fillet (pt)');
    expect(partItemKey(salmon, part)).toBe('SALMON, FILLET (PT)');
  });

  it('part.eachcost is the cost of that quantity of the parent', () => {
    const parent = recalculateIngredient(salmon, table);
    expect(parent.gramcost).toBeCloseTo(0.015, 15);
    expect(parent.parts?.[0]?.eachcost).toBeCloseTo(4.5, 12);
    expect(parent.parts?.[1]?.eachcost).toBeCloseTo(15, 12);
  });

  it("the part item is 1 each at part.eachcost; its gramcost equals the parent's", () => {
    const parent = recalculateIngredient(salmon, table);
    for (const part of parent.parts ?? []) {
      const item = derivePartItem(parent, part, table);
      expect(item.type).toBe('part');
      expect(item.purchaseqty).toBe(1);
      expect(item.purchaseunit).toBe('each');
      expect(item.purchaseprice).toBe(part.eachcost);
      const costs = itemUnitCosts(item);
      expect(costs.eachcost).toBeCloseTo(part.eachcost as number, 12);
      expect(costs.gramcost).toBeCloseTo(parent.gramcost as number, 15);
    }
  });

  it('the part weight (each_value) is the part quantity in g', () => {
    const parent = recalculateIngredient(salmon, table);
    const head = parent.parts?.[1] ?? {};
    expect(derivePartItem(parent, head, table).map?.each_value).toBe(1000);
  });

  it('a part item ignores its own yield: the parent price already carries it', () => {
    const parent = recalculateIngredient({ ...salmon, yield: { value: 50 } }, table);
    const item = derivePartItem(parent, parent.parts?.[0] ?? {}, table, {
      foodkey: 'SALMON, FILLET (PT)',
      yield: { value: 50 },
    });
    expect(itemUnitCosts(item).gramcost).toBeCloseTo(parent.gramcost as number, 15);
  });
});
