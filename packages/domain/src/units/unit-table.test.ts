import { describe, expect, it } from 'vitest';
import { UNIT_DEFAULTS } from './unit-defaults';
import { buildUnitTable, unitTableFor } from './unit-table';

const size = (unit: string, overrides?: Parameters<typeof buildUnitTable>[0]) =>
  buildUnitTable(overrides).sizes.get(unit)?.size;

describe('unit defaults (costing-model §1, product spec §9)', () => {
  it.each([
    ['cupML', 'cup', 240],
    ['tbspML', 'tbsp', 15],
    ['tspML', 'tsp', 5],
    ['flozML', 'fl oz', 30],
    ['ozG', 'oz', 28.349523125],
    ['lbG', 'lb', 453.59237],
    ['gallonML', 'gallon', 3785.411784],
    ['peckML', 'peck', 8809.76754172],
    ['bushelML', 'bushel', 35239.07],
  ] as const)('UNIT_DEFAULTS.%s: %s = %d', (field, unit, value) => {
    expect(UNIT_DEFAULTS[field]).toBe(value);
    expect(size(unit)).toBe(value);
  });

  it('base units: g 1, kg 1000, mL 1, L 1000, each 1', () => {
    expect([size('g'), size('kg'), size('mL'), size('L'), size('each')]).toEqual([
      1, 1000, 1, 1000, 1,
    ]);
  });

  it('quart is a quarter and pint an eighth of the gallon', () => {
    expect(size('quart')).toBeCloseTo(3785.411784 / 4, 12);
    expect(size('pint')).toBeCloseTo(3785.411784 / 8, 12);
  });

  it('packaging units have no size of their own', () => {
    expect(size('case')).toBeUndefined();
    expect(size('can')).toBeUndefined();
  });
});

describe('user overrides (costing-model §1)', () => {
  it('applies positive overrides', () => {
    const o = {
      cupML: 250,
      tbspML: 20,
      tspML: 6,
      flozML: 29.57,
      ozG: 28,
      peckML: 9000,
      bushelML: 36000,
    };
    expect(size('cup', o)).toBe(250);
    expect(size('tbsp', o)).toBe(20);
    expect(size('tsp', o)).toBe(6);
    expect(size('fl oz', o)).toBe(29.57);
    expect(size('oz', o)).toBe(28);
    expect(size('peck', o)).toBe(9000);
    expect(size('bushel', o)).toBe(36000);
  });

  it('a missing, null, zero or negative override means the default', () => {
    expect(size('cup', {})).toBe(240);
    expect(size('cup', { cupML: null })).toBe(240);
    expect(size('cup', { cupML: 0 })).toBe(240);
    expect(size('cup', { cupML: -5 })).toBe(240);
  });

  it('quart and pint follow gallonML', () => {
    expect(size('gallon', { gallonML: 4000 })).toBe(4000);
    expect(size('quart', { gallonML: 4000 })).toBe(1000);
    expect(size('pint', { gallonML: 4000 })).toBe(500);
  });

  it('the pound is never overridden', () => {
    const o = { lbG: 500 } as unknown as Parameters<typeof buildUnitTable>[0];
    expect(size('lb', o)).toBe(453.59237);
  });

  it('caches the table per overrides object', () => {
    const o = { cupML: 250 };
    expect(unitTableFor(o)).toBe(unitTableFor(o));
    expect(unitTableFor(undefined)).toBe(unitTableFor(undefined));
  });
});
