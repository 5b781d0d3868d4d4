import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import type { CatalogueItem } from '../records/item';
import { box, eggs, flour, recipe, tomatoes } from '../testing/fixtures';
import { countLineFacts } from './count-line-facts';
import { countUnitsFor } from './count-units';

const items = recalculateAll([
  flour(),
  tomatoes(),
  eggs(),
  box(),
  recipe('SAUCE', [{ name: 'TOMATOES', qty_value: 2, qty_unit: 'can' }], {
    servingsize: 100,
    servingsize_unit: 'g',
  }),
]);
const item = (key: string) => items.find((i) => i.foodkey === key) as CatalogueItem;

describe('countUnitsFor (operations-model §4: any unit the item converts to)', () => {
  it('lists the base unit first, then measures, package levels (flour: g first, bag, no each)', () => {
    const units = countUnitsFor(item('FLOUR'));
    expect(units[0]).toBe('g');
    expect(units).toEqual(expect.arrayContaining(['kg', 'lb', 'cup', 'mL', 'bag']));
    expect(units).not.toContain('each');
  });

  it('eggs count by the each first, and by weight and volume through the each weight and density', () => {
    const units = countUnitsFor(item('EGGS'));
    expect(units[0]).toBe('each');
    expect(units).toEqual(expect.arrayContaining(['g', 'kg', 'cup']));
  });

  it('packaging counts by the each only; a recipe by g, batches (each) and servings', () => {
    expect(countUnitsFor(item('BOX'))).toEqual(['each']);
    const sauce = countUnitsFor(item('SAUCE'));
    expect(sauce[0]).toBe('g');
    expect(sauce).toEqual(expect.arrayContaining(['kg', 'each', 'serving']));
  });

  it('every unit listed gives a count line without an issue, each once', () => {
    for (const entry of items) {
      const units = countUnitsFor(entry);
      expect(new Set(units).size).toBe(units.length);
      for (const unit of units) {
        expect(countLineFacts({ foodkey: entry.foodkey, qty: 1, unit }, entry).issue).toBeNull();
      }
    }
  });
});
