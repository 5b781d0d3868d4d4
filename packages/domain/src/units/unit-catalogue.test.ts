import { describe, expect, it } from 'vitest';
import { normaliseUnit } from './normalise-unit';
import {
  COUNT_UNITS,
  PRIMARY_PACKAGING_UNITS,
  SECONDARY_PACKAGING_UNITS,
  UNIT_CATALOGUE,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  unitDefinition,
} from './unit-catalogue';

const names = (list: readonly { name: string }[]) => list.map((u) => u.name);

describe('unit catalogue (product spec §3)', () => {
  it('WEIGHT_UNITS are kg, g, lb, oz', () => {
    expect(names(WEIGHT_UNITS)).toEqual(['kg', 'g', 'lb', 'oz']);
  });

  it('VOLUME_UNITS are L, mL, cup, fl oz, gallon, quart, pint, peck, bushel, tbsp, tsp', () => {
    expect(names(VOLUME_UNITS)).toEqual([
      'L',
      'mL',
      'cup',
      'fl oz',
      'gallon',
      'quart',
      'pint',
      'peck',
      'bushel',
      'tbsp',
      'tsp',
    ]);
  });

  it('COUNT_UNITS is each', () => {
    expect(names(COUNT_UNITS)).toEqual(['each']);
  });

  it('PRIMARY_PACKAGING_UNITS are case, box, bag, sack, pack, tray', () => {
    expect(names(PRIMARY_PACKAGING_UNITS)).toEqual(['case', 'box', 'bag', 'sack', 'pack', 'tray']);
    for (const u of PRIMARY_PACKAGING_UNITS) expect(u.packaging).toBe('primary');
  });

  it('SECONDARY_PACKAGING_UNITS are bunch, can, punnet, container, carton, tub, jar, bottle', () => {
    expect(names(SECONDARY_PACKAGING_UNITS)).toEqual([
      'bunch',
      'can',
      'punnet',
      'container',
      'carton',
      'tub',
      'jar',
      'bottle',
    ]);
    for (const u of SECONDARY_PACKAGING_UNITS) expect(u.packaging).toBe('secondary');
  });

  it('every unit has a label, plural label, name, aliases and a French name', () => {
    expect(UNIT_CATALOGUE).toHaveLength(4 + 11 + 1 + 6 + 8);
    for (const u of UNIT_CATALOGUE) {
      expect(u.name.length).toBeGreaterThan(0);
      expect(u.label.length).toBeGreaterThan(0);
      expect(u.plural.length).toBeGreaterThan(0);
      expect(u.fr.length).toBeGreaterThan(0);
      expect(Array.isArray(u.aliases)).toBe(true);
    }
  });

  it('tbsp and tsp have an empty system; metric and US units have theirs', () => {
    expect(unitDefinition('tbsp')?.system).toBe('');
    expect(unitDefinition('tsp')?.system).toBe('');
    expect(unitDefinition('kg')?.system).toBe('metric');
    expect(unitDefinition('cup')?.system).toBe('us');
  });

  it('every spelling normalises back to its own unit (no alias collisions)', () => {
    for (const u of UNIT_CATALOGUE) {
      for (const spelling of [u.name, u.label, u.plural, ...u.aliases]) {
        expect(normaliseUnit(spelling), spelling).toBe(u.name);
      }
    }
  });
});
