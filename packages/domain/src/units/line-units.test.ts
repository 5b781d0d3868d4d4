import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import type { Recipe } from '../records/recipe';
import { box, eggs, flour, milk, recipe, tomatoes } from '../testing/fixtures';
import { isLineUnitChoice, lineUnitChoices, SERVING_UNIT } from './line-units';

const kinds = (groups: ReturnType<typeof lineUnitChoices>) => groups.map((g) => g.kind);
const unitsOf = (groups: ReturnType<typeof lineUnitChoices>, kind: string) =>
  groups.find((g) => g.kind === kind)?.units ?? [];

describe('units a recipe line may use (costing-model §1, §4)', () => {
  it('flour (bag of 25 kg, 1 cup = 125 g, no each weight): weight, volume and its bag', () => {
    const groups = lineUnitChoices(flour());
    expect(kinds(groups)).toEqual(['weight', 'volume', 'package']);
    expect(unitsOf(groups, 'weight')).toEqual(['kg', 'g', 'lb', 'oz']);
    expect(unitsOf(groups, 'volume')).toContain('cup');
    expect(unitsOf(groups, 'package')).toEqual(['bag']);
  });

  it('every package level of the chain (2 case, 1 case = 12 can, 1 can = 400 g)', () => {
    expect(unitsOf(lineUnitChoices(tomatoes()), 'package')).toEqual(['case', 'can']);
  });

  it('each is offered once the item has an each weight; eggs bought by the each reach weight', () => {
    expect(kinds(lineUnitChoices(flour({ map: { each_value: 80 } })))).toEqual([
      'weight',
      'count',
      'package',
    ]);
    expect(kinds(lineUnitChoices(eggs()))).toEqual(['weight', 'volume', 'count']);
  });

  it('an item without density stays in its purchase dimension', () => {
    expect(kinds(lineUnitChoices(milk({ map: null })))).toEqual(['volume']);
  });

  it('an item whose purchase unit is not known yet offers every measure', () => {
    expect(kinds(lineUnitChoices({ type: 'single', foodkey: 'SALT' }))).toEqual([
      'weight',
      'volume',
      'count',
    ]);
  });

  it('custom units with a size and a unit are offered, others are not', () => {
    const item = flour({
      custom_units: [
        { name: 'scoop', size: 50, unit: 'g' },
        { name: 'pinch', size: null, unit: 'g' },
      ],
    });
    expect(unitsOf(lineUnitChoices(item), 'custom')).toEqual(['scoop']);
  });

  it('a recipe: weight and each (one batch), volume with a density, serving with a serving size', () => {
    const [, , r] = recalculateAll([
      flour(),
      milk(),
      recipe(
        'R',
        [
          { name: 'FLOUR', qty_value: 500, qty_unit: 'g' },
          { name: 'MILK', qty_value: 1, qty_unit: 'cup' },
        ],
        { servingsize: 100, servingsize_unit: 'g' },
      ),
    ]) as [unknown, unknown, Recipe];
    const groups = lineUnitChoices(r);
    expect(kinds(groups)).toEqual(['weight', 'volume', 'count', 'serving']);
    expect(unitsOf(groups, 'serving')).toEqual([SERVING_UNIT]);
    expect(kinds(lineUnitChoices(recipe('S', [])))).toEqual(['weight', 'count']);
  });

  it('a packaging item is counted', () => {
    expect(lineUnitChoices(box())).toEqual([{ kind: 'count', units: ['each'] }]);
  });

  it('metricOnly leaves out US units but keeps tbsp and tsp', () => {
    const groups = lineUnitChoices(flour(), { metricOnly: true });
    expect(unitsOf(groups, 'weight')).toEqual(['kg', 'g']);
    expect(unitsOf(groups, 'volume')).toEqual(['L', 'mL', 'tbsp', 'tsp']);
  });

  it('isLineUnitChoice normalises catalogue names and matches custom names case-insensitively', () => {
    const groups = lineUnitChoices(
      flour({ custom_units: [{ name: 'Scoop', size: 5, unit: 'g' }] }),
    );
    expect(isLineUnitChoice(groups, 'kilos')).toBe(true);
    expect(isLineUnitChoice(groups, 'scoop')).toBe(true);
    expect(isLineUnitChoice(groups, 'each')).toBe(false);
  });
});
