import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { chicken, flour, recipe } from '../testing/fixtures';
import { propagate } from './propagate';
import { recalculateAll } from './recalculate-all';

const byKey = (items: CatalogueItem[]) => new Map(items.map((i) => [i.foodkey, i]));

const breast: Ingredient = { type: 'part', foodkey: 'CHICKEN, BREAST (PT)' };

describe('results kept between recomputes never outlive their inputs', () => {
  it('the same recipe record in another catalogue is costed from that catalogue', () => {
    const bread = recipe('BREAD', [
      { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
      { name: 'CHICKEN, BREAST (PT)', qty_value: 1, qty_unit: 'each' },
    ]);
    const first = byKey(recalculateAll([flour(), chicken(), breast, bread]));
    const second = byKey(
      recalculateAll([flour({ purchaseprice: 60 }), chicken({ purchaseprice: 24 }), breast, bread]),
    );
    expect((first.get('BREAD') as Recipe).eachcost).toBeCloseTo(1.2 + 2.4, 12);
    expect((second.get('BREAD') as Recipe).eachcost).toBeCloseTo(2.4 + 4.8, 12);
    // And back: the first catalogue's records still give the first figures.
    const again = byKey(recalculateAll([flour(), chicken(), breast, bread]));
    expect((again.get('BREAD') as Recipe).eachcost).toBeCloseTo(1.2 + 2.4, 12);
  });

  it('a part item kept as it was is derived again when its parent moves', () => {
    const costed = recalculateAll([chicken(), breast]);
    // Costed again unchanged: the very same part record comes back.
    const same = recalculateAll(costed);
    expect(same[1]).toBe(costed[1]);
    const moved = byKey(recalculateAll([chicken({ purchaseprice: 24 }), same[1] as Ingredient]));
    expect((moved.get('CHICKEN, BREAST (PT)') as Ingredient).eachcost).toBeCloseTo(4.8, 12);
    const renamed = byKey(
      recalculateAll([
        chicken({ name: 'Hen', foodkey: 'HEN' }),
        { ...(same[1] as Ingredient), foodkey: 'HEN, BREAST (PT)' },
      ]),
    );
    expect((renamed.get('HEN, BREAST (PT)') as Ingredient).eachcost).toBeCloseTo(2.4, 12);
    expect((renamed.get('HEN, BREAST (PT)') as Ingredient).name).toBe('Hen, Breast (pt)');
  });

  it('a line naming an item missing from the catalogue leaves no figure behind', () => {
    const bread = recipe('BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]);
    const costed = byKey(recalculateAll([flour(), bread]));
    expect((costed.get('BREAD') as Recipe).eachcost).toBeCloseTo(1.2, 12);
    const without = byKey(recalculateAll([costed.get('BREAD') as Recipe]));
    expect((without.get('BREAD') as Recipe).eachcost).toBeNull();
  });

  it('propagation after a recompute costs each line from the map it is given', () => {
    const bread = recipe('BREAD', [
      { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
      { name: 'CHICKEN, BREAST (PT)', qty_value: 1, qty_unit: 'each' },
    ]);
    const costed = byKey(recalculateAll([flour(), chicken(), breast, bread]));
    const out = byKey(propagate(chicken({ purchaseprice: 24 }), costed));
    expect((out.get('BREAD') as Recipe).eachcost).toBeCloseTo(1.2 + 4.8, 12);
  });
});
