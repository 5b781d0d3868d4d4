import { describe, expect, it } from 'vitest';
import { box, eggs, flour, milk, recipe } from '../testing/fixtures';
import { incompleteItems } from './incomplete-items';
import { recalculateAll } from './recalculate-all';

describe('incompleteItems (product spec §5)', () => {
  it('lists ingredients lacking conversion or purchase data and recipes lacking each_value or cost', () => {
    const items = recalculateAll([
      flour(),
      milk({ map: null }),
      eggs({
        purchaseprice: null,
        map: { volume_value: 1, volume_unit: 'cup', weight_value: 243, weight_unit: 'g' },
      }),
      box(),
      recipe('BREAD', [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }]),
      recipe('SAUCE', [{ name: 'MILK', type: 'single', qty_value: 100, qty_unit: 'mL' }], {
        name: 'Sauce',
      }),
    ]);
    const found = incompleteItems(items);
    expect(found.map((i) => [i.foodkey, i.kind, i.issues.map((x) => x.reason)])).toEqual([
      ['EGGS', 'ingredient', ['price-missing', 'each-weight-missing']],
      ['MILK', 'ingredient', ['map-missing']],
      ['SAUCE', 'recipe', ['each-value-missing', 'cost-input-missing']],
    ]);
    expect(found[0]!.issues[0]!.message).toBe('Purchase price missing');
    expect(found[2]!.issues[1]!.message).toBe(
      'Batch cost missing: a line lacks a quantity or a cost',
    );
  });

  it('is empty for a complete catalogue and for none', () => {
    expect(incompleteItems(recalculateAll([flour(), box()]))).toEqual([]);
    expect(incompleteItems([])).toEqual([]);
  });
});
