import { describe, expect, it } from 'vitest';
import { normaliseUnit } from './normalise-unit';

describe('normaliseUnit (costing-model §1, product spec §5)', () => {
  it.each([
    ['kilo', 'kg'],
    ['kilos', 'kg'],
    ['kgs', 'kg'],
    ['KG', 'kg'],
    ['qt', 'quart'],
    ['ea', 'each'],
    ['packet', 'pack'],
    ['grams', 'g'],
    ['gram', 'g'],
    ['gr', 'g'],
    ['litre', 'L'],
    ['liter', 'L'],
    ['l', 'L'],
    ['ml', 'mL'],
    ['ML', 'mL'],
    ['millilitre', 'mL'],
    ['lbs', 'lb'],
    ['pound', 'lb'],
    ['ounce', 'oz'],
    ['cups', 'cup'],
    ['Tablespoon', 'tbsp'],
    ['teaspoon', 'tsp'],
    ['fluid ounce', 'fl oz'],
    ['floz', 'fl oz'],
    ['Fl Oz', 'fl oz'],
    ['gal', 'gallon'],
    ['pt', 'pint'],
    ['cases', 'case'],
    ['tins', 'can'],
    ['bottles', 'bottle'],
    ['  kg  ', 'kg'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseUnit(input)).toBe(expected);
  });

  it('returns null for a custom unit', () => {
    expect(normaliseUnit('slice')).toBeNull();
    expect(normaliseUnit('')).toBeNull();
    expect(normaliseUnit('handful')).toBeNull();
  });
});
