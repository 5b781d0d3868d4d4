import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { flour, milk, recipe } from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';
import { replaceIngredient } from './replace-ingredient';

const items = recalculateAll([
  flour(),
  milk(),
  recipe('DOUGH', [{ name: 'FLOUR', qty_value: 500, qty_unit: 'g', note: 'sifted' }]),
  recipe('PIE', [{ name: 'DOUGH', qty_value: 1, qty_unit: 'each' }]),
  recipe('SAUCE', [{ name: 'MILK', qty_value: 1, qty_unit: 'L' }]),
]);

describe('replaceIngredient (costing-model §7, product spec §4, §5)', () => {
  it('renames lines, keeps quantities, recomputes recipes and dependents, soft-deletes the old item', () => {
    const r = replaceIngredient('FLOUR', 'MILK', items, { timestamp: 1700000000000 });
    expect(r.ok).toBe(true);
    const out = new Map((r.ok ? r.value : []).map((i) => [i.foodkey, i]));
    expect([...out.keys()].sort()).toEqual(['DOUGH', 'FLOUR', 'PIE']);
    const dough = out.get('DOUGH') as Recipe;
    expect(dough.items?.[0]).toMatchObject({
      name: 'MILK',
      qty_value: 500,
      qty_unit: 'g',
      note: 'sifted',
    });
    expect(dough.eachcost).toBeCloseTo((500 * 0.0015) / 1.03, 12);
    expect(out.get('PIE')?.eachcost).toBeCloseTo(dough.eachcost as number, 12);
    expect(out.get('FLOUR')).toMatchObject({ deleted: true, timestamp: 1700000000000 });
  });

  it('requires both keys', () => {
    for (const [a, b] of [
      ['', 'MILK'],
      ['FLOUR', ''],
    ]) {
      const r = replaceIngredient(a as string, b as string, items);
      expect(!r.ok && r.error[0]?.reason).toBe('key-missing');
    }
  });

  it('refuses an unknown new item', () => {
    const r = replaceIngredient('FLOUR', 'NOPE', items as CatalogueItem[]);
    expect(!r.ok && r.error[0]?.reason).toBe('item-missing');
  });
});
