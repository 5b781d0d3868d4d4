import { describe, expect, it } from 'vitest';
import { flour, recipe, tomatoes } from '../testing/fixtures';
import { unitTableFor } from '../units/unit-table';
import { lineAmount } from './line-amount';

const table = unitTableFor(undefined);

describe('lineAmount (costing-model §4)', () => {
  it('a measure unit in its base unit: 1.5 kg is 1500 g', () => {
    expect(lineAmount({ name: 'FLOUR', qty_value: 1.5, qty_unit: 'kg' }, flour(), table)).toEqual({
      dimension: 'weight',
      amount: 1500,
    });
  });

  it('a package unit through the item levels: 2 can of 400 g is 800 g', () => {
    expect(
      lineAmount({ name: 'TOMATOES', qty_value: 2, qty_unit: 'can' }, tomatoes(), table),
    ).toEqual({ dimension: 'weight', amount: 800 });
  });

  it('a custom unit as costing honours it: 3 scoop of 40 g is 120 g', () => {
    const item = flour({ custom_units: [{ name: 'scoop', size: 40, unit: 'g' }] });
    const line = {
      name: 'FLOUR',
      qty_value: 0,
      qty_unit: 'g',
      qty_value_custom: 3,
      qty_unit_custom: 'scoop',
    };
    expect(lineAmount(line, item, table)).toEqual({ dimension: 'weight', amount: 120 });
  });

  it('servings of a nested recipe: 2 servings of 150 g is 300 g', () => {
    const sauce = recipe('SAUCE', [], { servingsize: 150, servingsize_unit: 'g' });
    expect(lineAmount({ name: 'SAUCE', qty_value: 2, qty_unit: 'serving' }, sauce, table)).toEqual({
      dimension: 'weight',
      amount: 300,
    });
  });

  it('null without a quantity, with a negative one, or with a unit that does not convert', () => {
    expect(
      lineAmount({ name: 'FLOUR', qty_value: null, qty_unit: 'g' }, flour(), table),
    ).toBeNull();
    expect(lineAmount({ name: 'FLOUR', qty_value: -1, qty_unit: 'g' }, flour(), table)).toBeNull();
    expect(lineAmount({ name: 'FLOUR', qty_value: 1, qty_unit: 'jar' }, flour(), table)).toBeNull();
  });
});
