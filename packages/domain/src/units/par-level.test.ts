import { describe, expect, it } from 'vitest';
import { derivePartItem } from '../costing/part-items';
import type { ParLevel } from '../records/par-level';
import { box, eggs, flour, milk, tomatoes } from '../testing/fixtures';
import { checkParLevel, parInBaseUnits, parUnitChoices, stockDimension } from './par-level';
import { unitTableFor } from './unit-table';

const par = (qty: number, unit: string): { par: ParLevel } => ({ par: { qty, unit } });
const kinds = (groups: ReturnType<typeof parUnitChoices>) => groups.map((g) => g.kind);

describe('stock dimension (operations-model §3)', () => {
  it('follows the purchase unit, through the package levels; packaging and parts count', () => {
    expect(stockDimension(flour())).toBe('weight'); // bag of 25 kg
    expect(stockDimension(tomatoes())).toBe('weight'); // case of 12 cans of 400 g
    expect(stockDimension(milk())).toBe('volume');
    expect(stockDimension(eggs())).toBe('count');
    expect(stockDimension(box())).toBe('count');
    expect(stockDimension({ type: 'part', foodkey: 'CHICKEN BREAST' })).toBe('count');
    expect(stockDimension({ type: 'single', foodkey: 'SALT' })).toBeNull();
  });
});

describe('par level in base units (operations-model §3)', () => {
  it('2 kg of flour is 2000 g', () => {
    expect(parInBaseUnits(flour(par(2, 'kg')))).toEqual({ dimension: 'weight', amount: 2000 });
  });

  it('a par in package units: 1 case of tomatoes (12 cans of 400 g) is 4800 g; 3 bags of flour 75000 g', () => {
    expect(parInBaseUnits(tomatoes(par(1, 'case')))).toEqual({
      dimension: 'weight',
      amount: 4800,
    });
    expect(parInBaseUnits(tomatoes(par(6, 'can')))?.amount).toBe(2400);
    expect(parInBaseUnits(flour(par(3, 'bag')))?.amount).toBe(75000);
  });

  it('converts into the stock dimension: 2 cups of flour (1 cup = 125 g) is 250 g', () => {
    expect(parInBaseUnits(flour(par(2, 'cup')))).toEqual({
      dimension: 'weight',
      amount: expect.closeTo(250, 9),
    });
  });

  it('eggs bought by the each: a par of 1 kg (50 g an egg) is 20 each', () => {
    expect(parInBaseUnits(eggs(par(1, 'kg')))).toEqual({ dimension: 'count', amount: 20 });
  });

  it('through a custom unit: 4 scoops of 50 g is 200 g', () => {
    const item = flour({
      custom_units: [{ name: 'scoop', size: 50, unit: 'g' }],
      ...par(4, 'Scoop'),
    });
    expect(parInBaseUnits(item)?.amount).toBe(200);
  });

  it('honours the unit overrides: 2 cups of milk at 250 mL a cup is 500 mL', () => {
    const units = { cupML: 250 };
    expect(parInBaseUnits(milk(par(2, 'cup')), units)).toEqual({
      dimension: 'volume',
      amount: 500,
    });
    expect(parInBaseUnits(milk(par(2, 'cup')), unitTableFor(units))?.amount).toBe(500);
  });

  it('a packaging item counts in each: 200 each is 200', () => {
    expect(parInBaseUnits(box(par(200, 'each')))).toEqual({ dimension: 'count', amount: 200 });
  });

  it('a part item counts in each, and converts a weight through its own each weight', () => {
    const parent = flour({ type: 'multiple', map: { each_value: 1000 } });
    const part = derivePartItem(parent, { name: 'Breast', size: 250, unit: 'g' }, unitTableFor());
    expect(parInBaseUnits({ ...part, ...par(1, 'kg') })).toEqual({
      dimension: 'count',
      amount: 4,
    });
  });

  it('an item whose purchase unit is not known keeps the par in its own dimension', () => {
    const salt = { type: 'single' as const, foodkey: 'SALT', ...par(0.5, 'kg') };
    expect(parInBaseUnits(salt)).toEqual({ dimension: 'weight', amount: 500 });
  });

  it('a par of 0 is 0; no par level is null, never 0', () => {
    expect(parInBaseUnits(flour(par(0, 'kg')))).toEqual({ dimension: 'weight', amount: 0 });
    expect(parInBaseUnits(flour())).toBeNull();
    expect(parInBaseUnits(flour({ par: null }))).toBeNull();
  });

  it('is null when the unit does not convert to the item', () => {
    expect(parInBaseUnits(milk({ map: null, ...par(1, 'kg') }))).toBeNull();
    expect(parInBaseUnits(flour(par(1, 'case')))).toBeNull();
    expect(parInBaseUnits(box(par(1, 'kg')))).toBeNull();
    expect(parInBaseUnits(flour(par(-1, 'kg')))).toBeNull();
  });
});

describe('checking a par level against its item (operations-model §3)', () => {
  it('passes a par level the item converts, and an item without one', () => {
    expect(checkParLevel(flour(par(2, 'kg')))).toEqual([]);
    expect(checkParLevel(tomatoes(par(1, 'case')))).toEqual([]);
    expect(checkParLevel(flour())).toEqual([]);
  });

  it('names par.qty for a negative quantity or one that is not a number', () => {
    expect(checkParLevel(flour(par(-2, 'kg')))).toEqual([
      expect.objectContaining({
        reason: 'field-too-small',
        path: 'par.qty',
        params: { minimum: 0 },
      }),
    ]);
    expect(checkParLevel(flour(par(Number.NaN, 'kg')))).toEqual([
      expect.objectContaining({ reason: 'field-type', path: 'par.qty' }),
    ]);
  });

  it('names par.unit with the reason the unit does not convert', () => {
    const reasonOf = (item: Parameters<typeof checkParLevel>[0]) =>
      checkParLevel(item).map((i) => [i.path, i.reason, i.params?.unit]);
    expect(reasonOf(milk({ map: null, ...par(1, 'kg') }))).toEqual([
      ['par.unit', 'density-missing', 'kg'],
    ]);
    expect(reasonOf(flour(par(3, 'each')))).toEqual([['par.unit', 'each-weight-missing', 'each']]);
    expect(reasonOf(flour(par(1, 'case')))).toEqual([['par.unit', 'unit-unknown', 'case']]);
    expect(reasonOf(flour(par(1, 'handful')))).toEqual([['par.unit', 'unit-unknown', 'handful']]);
    expect(reasonOf(box(par(1, 'kg')))).toEqual([['par.unit', 'dimension-mismatch', 'kg']]);
    expect(reasonOf(flour(par(1, ' ')))).toEqual([['par.unit', 'field-required', undefined]]);
  });
});

describe('par level unit choices (operations-model §3, costing-model §1)', () => {
  it('the units the item converts to: flour weighs, measures by volume and comes in bags', () => {
    const groups = parUnitChoices(flour());
    expect(kinds(groups)).toEqual(['weight', 'volume', 'package']);
    expect(groups.find((g) => g.kind === 'package')?.units).toEqual(['bag']);
  });

  it('a packaging item counts in each', () => {
    expect(parUnitChoices(box())).toEqual([{ kind: 'count', units: ['each'] }]);
  });

  it('every choice checks: each unit offered for tomatoes converts to its stock', () => {
    for (const group of parUnitChoices(tomatoes())) {
      for (const unit of group.units) expect(checkParLevel(tomatoes(par(1, unit)))).toEqual([]);
    }
  });
});
