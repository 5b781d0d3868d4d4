import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_SIZE_UNAVAILABLE } from '../messages';
import { flour, tomatoes } from '../testing/fixtures';
import { CURRENCIES, CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from './currencies';
import { formatCost } from './format-cost';
import { formatQuantity, promoteQuantity } from './format-quantity';
import { packageSizeText } from './package-size-text';
import { isNumeric, MAX_DECIMALS, roundTo } from './round';
import { servingText } from './serving-text';

describe('currencies (product spec §3, §9)', () => {
  it('CURRENCY_SYMBOLS: 35 choices from dollar to Jordanian dinar; default $', () => {
    expect(CURRENCIES).toHaveLength(35);
    expect(new Set(CURRENCY_SYMBOLS).size).toBe(35);
    expect(CURRENCIES[0]).toEqual({ symbol: '$', name: 'Dollar' });
    expect(CURRENCIES[34]?.name).toBe('Jordanian dinar');
    expect(DEFAULT_CURRENCY).toBe('$');
  });
});

describe('formatCost (costing-model §10)', () => {
  it('4 decimals with the currency symbol, default $', () => {
    expect(formatCost(0.0012)).toBe('$0.0012');
    expect(formatCost(12.3)).toBe('$12.3000');
    expect(formatCost(1.00005, '€')).toBe('€1.0001');
    expect(formatCost(-2.5, '£')).toBe('-£2.5000');
  });
  it('a missing cost shows nothing, never 0', () => {
    expect(formatCost(null)).toBe('');
    expect(formatCost(Number.NaN)).toBe('');
  });
});

describe('formatQuantity (costing-model §10)', () => {
  it('g and mL above 999 go up to kg and L', () => {
    expect(formatQuantity(1500, 'g')).toBe('1.5 kg');
    expect(formatQuantity(999, 'g')).toBe('999 g');
    expect(formatQuantity(2500, 'ml')).toBe('2.5 L');
  });
  it('kg and L below 1 show g and mL', () => {
    expect(formatQuantity(0.75, 'kg')).toBe('750 g');
    expect(formatQuantity(0.25, 'L')).toBe('250 mL');
    expect(formatQuantity(1, 'kg')).toBe('1 kg');
  });
  it('tbsp and tsp above 18 show cups', () => {
    expect(promoteQuantity(32, 'tbsp')).toEqual({ value: 2, unit: 'cup' });
    expect(formatQuantity(48, 'tsp')).toBe('1 cup');
    expect(formatQuantity(18, 'tbsp')).toBe('18 tbsp');
    expect(formatQuantity(20, 'tbsp', { units: { cupML: 300 } })).toBe('1 cup');
  });
  it('missing values show nothing', () => {
    expect(formatQuantity(null, 'g')).toBe('');
  });
});

describe('serving text (costing-model §10)', () => {
  it('volume servings fall back to cups, or mL below 50 mL', () => {
    expect(servingText(480, 'mL')).toBe('2 cups');
    expect(servingText(1, 'cup')).toBe('1 cup');
    expect(servingText(2, 'tbsp')).toBe('30 mL');
  });
  it('weight servings show their weight', () => {
    expect(servingText(150, 'g')).toBe('150 g');
  });
  it('no text without a serving', () => {
    expect(servingText(null, 'g')).toBe('');
    expect(servingText(1, 'each')).toBe('');
  });
});

describe('rounding (costing-model §10, product spec §5)', () => {
  it('rounds half away from zero, correcting float error', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(209.2 / 4.184, 9)).toBe(50);
  });
  it('never uses more than 10 decimals', () => {
    expect(MAX_DECIMALS).toBe(10);
    expect(roundTo(0.123456789012345, 14)).toBe(0.123456789);
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        (v, d) => {
          const r = roundTo(v, d);
          expect(Math.abs(r - v)).toBeLessThanOrEqual(0.5 * 10 ** -Math.min(d, 10) + 1e-9);
        },
      ),
    );
  });
  it('numeric test', () => {
    expect(isNumeric('1.5')).toBe(true);
    expect(isNumeric('abc')).toBe(false);
    expect(isNumeric(Number.NaN)).toBe(false);
  });
});

describe('package size text (product spec §8)', () => {
  it('shows the size of a package unit through the levels', () => {
    expect(packageSizeText(tomatoes(), 'case')).toBe('4.8 kg');
    expect(packageSizeText(tomatoes(), 'can')).toBe('400 g');
  });
  it("otherwise '<unit> size not available!'", () => {
    expect(packageSizeText(flour(), 'case')).toBe('case size not available!');
    expect(PACKAGE_SIZE_UNAVAILABLE('box')).toBe('box size not available!');
  });
});

describe('formatQuantity in another locale (unit names in French where shown)', () => {
  it('writes the number as the locale does and the unit by its French name', () => {
    expect(formatQuantity(1500, 'g', { locale: 'fr-CA' })).toBe('1,5 kg');
    expect(formatQuantity(0.25, 'L', { locale: 'fr-CA' })).toBe('250 mL');
    expect(formatQuantity(2, 'cup', { locale: 'fr-CA' })).toMatch(/^2 \S/);
    expect(formatQuantity(2, 'cup', { locale: 'fr-CA' })).not.toContain('cup');
  });
  it('keeps English texts in an English locale', () => {
    expect(formatQuantity(1500, 'g', { locale: 'en-US' })).toBe('1.5 kg');
    expect(formatQuantity(2, 'cup', { locale: 'en-US' })).toBe('2 cups');
  });
  it('an absent quantity stays empty', () => {
    expect(formatQuantity(null, 'g', { locale: 'fr-CA' })).toBe('');
  });
});
