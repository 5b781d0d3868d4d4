import { describe, expect, it } from 'vitest';
import { recipe } from '../testing/fixtures';
import { unitTableFor } from '../units/unit-table';
import { recipeAmount, recipeBatches } from './recipe-batches';

const table = unitTableFor(undefined);
/** A stew: finished batch 2000 g, 2.5 L, served as 250 g (8 servings per batch). */
const stew = recipe('STEW', [], {
  map: { each_value: 2000 },
  costs: { volume: 2500 },
  servingsize: 250,
  servingsize_unit: 'g',
});
/** A soup: finished batch 4 L (map 4 L = 4120 g), served as 300 mL. */
const soup = recipe('SOUP', [], {
  map: {
    volume_value: 4,
    volume_unit: 'L',
    weight_value: 4120,
    weight_unit: 'g',
    each_value: 4120,
  },
  servingsize: 300,
  servingsize_unit: 'mL',
});

describe('batches of a recipe (operations-model §2)', () => {
  it('servings over servings per batch: 20 servings of 250 g from 2000 g batches is 2.5', () => {
    expect(recipeBatches(stew, 20, 'servings', table)).toBeCloseTo(2.5, 12);
  });

  it('a weight over the finished batch weight: 5 kg is 2.5 batches', () => {
    expect(recipeBatches(stew, 5, 'kg', table)).toBeCloseTo(2.5, 12);
  });

  it('a volume over the batch volume: 5 L of a 2.5 L batch is 2, of a 4 L batch 1.25', () => {
    expect(recipeBatches(stew, 5, 'L', table)).toBeCloseTo(2, 12);
    expect(recipeBatches(soup, 5, 'L', table)).toBeCloseTo(1.25, 12);
  });

  it('batches are batches, and one each of a recipe is one batch (costing-model §6)', () => {
    expect(recipeBatches(stew, 3, 'batches', table)).toBe(3);
    expect(recipeBatches(stew, 3, 'each', table)).toBe(3);
  });

  it('a serving that is the whole batch: servings are batches', () => {
    expect(
      recipeBatches(recipe('CAKE', [], { servingsize_auto: true }), 4, 'servings', table),
    ).toBe(4);
  });

  it('null without the yield the unit needs, or for an unknown unit', () => {
    const bare = recipe('BARE', []);
    expect(recipeBatches(bare, 1, 'kg', table)).toBeNull();
    expect(recipeBatches(bare, 1, 'servings', table)).toBeNull();
    expect(recipeBatches(stew, 1, 'crate', table)).toBeNull();
  });

  it('shown in g by batch weight, in mL for a recipe served by volume, else as each', () => {
    expect(recipeAmount(stew, 2.5, table)).toEqual({ amount: 5000, unit: 'g' });
    const soupAmount = recipeAmount(soup, 1.25, table);
    expect(soupAmount.unit).toBe('mL');
    expect(soupAmount.amount).toBeCloseTo(5000, 9);
    expect(recipeAmount(recipe('BARE', []), 3, table)).toEqual({ amount: 3, unit: 'each' });
  });
});
