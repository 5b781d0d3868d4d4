import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eggs, flour, tomatoes } from '../testing/fixtures';
import { convertQuantity, tryConvertQuantity } from './convert-quantity';

describe('convertQuantity (costing-model §1, §2)', () => {
  it('converts within a dimension', () => {
    expect(convertQuantity(2, 'kg', 'g')).toBe(2000);
    expect(convertQuantity(1, 'lb', 'oz')).toBeCloseTo(16, 10);
    expect(convertQuantity(1, 'gallon', 'quart')).toBeCloseTo(4, 12);
    expect(convertQuantity(3, 'tsp', 'tbsp')).toBe(1);
  });

  it('uses user overrides', () => {
    expect(convertQuantity(1, 'cup', 'mL', { units: { cupML: 250 } })).toBe(250);
  });

  it('converts between weight and volume through the item density', () => {
    expect(convertQuantity(1, 'cup', 'g', { item: flour() })).toBeCloseTo(125, 10);
    expect(convertQuantity(250, 'g', 'cup', { item: flour() })).toBeCloseTo(2, 10);
  });

  it('converts each through the each weight', () => {
    expect(convertQuantity(2, 'each', 'g', { item: eggs() })).toBe(100);
    expect(convertQuantity(150, 'g', 'each', { item: eggs() })).toBe(3);
  });

  it('converts package units through the item levels (2 case = 9600 g)', () => {
    expect(convertQuantity(2, 'case', 'g', { item: tomatoes() })).toBe(9600);
    expect(convertQuantity(1, 'case', 'can', { item: tomatoes() })).toBe(12);
  });

  it('converts custom units of the item', () => {
    const item = flour({ custom_units: [{ name: 'scoop', size: 50, unit: 'g' }] });
    expect(convertQuantity(2, 'Scoop', 'g', { item })).toBe(100);
  });

  it('gives null, never 0 or NaN, when a conversion is not defined', () => {
    expect(convertQuantity(1, 'kg', 'mL')).toBeNull();
    expect(convertQuantity(1, 'each', 'g', { item: flour() })).toBeNull();
    expect(convertQuantity(1, 'case', 'g')).toBeNull();
    expect(convertQuantity(1, 'slice', 'g')).toBeNull();
    expect(convertQuantity(Number.NaN, 'g', 'kg')).toBeNull();
  });

  it('law: a quantity converted to another unit and back is unchanged', () => {
    const units = [
      'g',
      'kg',
      'oz',
      'lb',
      'mL',
      'L',
      'cup',
      'tbsp',
      'tsp',
      'fl oz',
      'quart',
      'each',
    ];
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.constantFrom(...units),
        fc.constantFrom(...units),
        (value, from, to) => {
          const item = eggs();
          const there = convertQuantity(value, from, to, { item });
          expect(there).not.toBeNull();
          const back = convertQuantity(there as number, to, from, { item });
          expect(back).not.toBeNull();
          expect(Math.abs((back as number) - value)).toBeLessThanOrEqual(value * 1e-9);
        },
      ),
    );
  });
});

describe('tryConvertQuantity reasons', () => {
  it('names what is missing', () => {
    expect(tryConvertQuantity(1, 'kg', 'g')).toEqual({ ok: true, value: 1000 });
    expect(tryConvertQuantity(1, 'slice', 'g')).toEqual({ ok: false, error: 'unit-unknown' });
    expect(tryConvertQuantity(1, 'kg', 'mL')).toEqual({ ok: false, error: 'dimension-mismatch' });
    expect(tryConvertQuantity(1, 'kg', 'mL', { item: flour({ map: null }) })).toEqual({
      ok: false,
      error: 'density-missing',
    });
    expect(tryConvertQuantity(1, 'each', 'g', { item: flour() })).toEqual({
      ok: false,
      error: 'each-weight-missing',
    });
  });
});
