import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import { eggs, flour, recipe } from '../testing/fixtures';
import { DependencyIndex } from './dependency-index';
import { propagate } from './propagate';
import { recalculateAll } from './recalculate-all';

const byKey = (items: CatalogueItem[]) => new Map(items.map((i) => [i.foodkey, i]));

const catalogue = () =>
  byKey(
    recalculateAll([
      flour(),
      eggs(),
      recipe('DOUGH', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
      recipe('OMELETTE', [{ name: 'EGGS', qty_value: 2, qty_unit: 'each' }]),
      // No quantity: costing it warns (COST_INPUT_MISSING) in the middle of a walk.
      recipe('BATTER', [
        { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
        { name: 'EGGS', qty_unit: 'each' },
      ]),
    ]),
  );

describe('visits kept from one walk to the next are met by that walk only', () => {
  it('a walk meets none of the items an earlier walk met', () => {
    const map = catalogue();
    const index = DependencyIndex.build(map.values());
    const dearerFlour = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const dearerEggs = { ...(map.get('EGGS') as Ingredient), purchaseprice: 9 };
    const first = propagate(dearerFlour, map, undefined, { index }).map((i) => i.foodkey);
    const second = propagate(dearerEggs, map, undefined, { index }).map((i) => i.foodkey);
    expect(first.sort()).toEqual(['BATTER', 'DOUGH', 'FLOUR']);
    expect(second.sort()).toEqual(['BATTER', 'EGGS', 'OMELETTE']);
  });

  it('a walk started from a warning while another runs leaves the first one as it was', () => {
    const map = catalogue();
    const dearer = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const alone = propagate(dearer, map);
    const inner: CatalogueItem[][] = [];
    const nested = propagate(dearer, map, undefined, {
      onWarning: () => {
        const cheaper = { ...(map.get('EGGS') as Ingredient), purchaseprice: 1 };
        inner.push(propagate(cheaper, map));
      },
    });
    expect(inner.length).toBeGreaterThan(0);
    expect(nested).toEqual(alone);
    expect(inner[0]?.map((i) => i.foodkey).sort()).toEqual(['BATTER', 'EGGS', 'OMELETTE']);
  });
});
