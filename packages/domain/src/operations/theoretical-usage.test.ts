import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import { box, eggs, flour, pizza, recipe, tomatoes, tomatoSauce } from '../testing/fixtures';
import { theoreticalUsage } from './theoretical-usage';

/**
 * SAUCE: 2 cans of tomatoes (800 g) + 200 g flour = 1000 g, servings of 100 g.
 * PIZZA: 500 g flour + 250 g SAUCE + 2 eggs (100 g) = 850 g, 2 servings of 425 g, a box each batch.
 */
const kitchen = recalculateAll([
  flour(),
  tomatoes(),
  eggs(),
  box(),
  tomatoSauce({ name: 'SAUCE' }),
  pizza({ name: 'PIZZA' }),
  recipe('NO SERVING', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
]);

describe('theoreticalUsage (operations-model §4: the usage implied by sales)', () => {
  it('explodes units sold as servings through nested recipes to base quantities', () => {
    // 10 pizzas = 5 batches: 2500 g flour, 1250 g SAUCE (1.25 batches: 1000 g tomatoes,
    // 250 g flour), 10 eggs, 5 boxes. 5 sauce servings = 0.5 batch: 400 g tomatoes, 100 g flour.
    const usage = theoreticalUsage(
      [
        { foodkey: 'PIZZA', unitsSold: 10 },
        { foodkey: 'SAUCE', unitsSold: 5 },
      ],
      kitchen,
    );
    expect(Object.fromEntries(usage)).toEqual({
      BOX: 5,
      EGGS: 10,
      FLOUR: 2850,
      TOMATOES: 1400,
    });
  });

  it('leaves out dishes that are not found, have no serving size, or sold nothing', () => {
    const usage = theoreticalUsage(
      [
        { foodkey: 'GONE', unitsSold: 3 },
        { foodkey: 'NO SERVING', unitsSold: 3 },
        { foodkey: 'SAUCE', unitsSold: 0 },
      ],
      kitchen,
    );
    expect(usage.size).toBe(0);
  });
});
