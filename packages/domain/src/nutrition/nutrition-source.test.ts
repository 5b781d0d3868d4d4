import { describe, expect, it } from 'vitest';
import { milk } from '../testing/fixtures';
import { nutritionPer100g } from './item-nutrition';
import { itemNutritionOf } from './item-nutrition-of';
import { nutritionRecord, nutritionSource } from './nutrition-source';

describe('nutritionSource: the three forms of `usda` (product spec §3)', () => {
  it('a USDA id string', () => {
    expect(nutritionSource('01001')).toEqual({ kind: 'usda', id: '01001' });
    expect(nutritionSource(' ')).toEqual({ kind: 'none' });
  });

  it('an object of per-100 values keeps numeric label nutrients only', () => {
    expect(nutritionSource({ protein: 3, fat: '2.5', addedSugar: 1, note: 'x' })).toEqual({
      kind: 'per100',
      values: { protein: 3, fat: 2.5, addedSugar: 1 },
    });
    expect(nutritionSource({ note: 'x' })).toEqual({ kind: 'none' });
  });

  it('a manual object with per, perUnit and energyUnit', () => {
    expect(
      nutritionSource({ per: '30', perUnit: 'g', energyUnit: 'KCAL', values: { energy: 120 } }),
    ).toEqual({
      kind: 'manual',
      per: 30,
      perUnit: 'g',
      energyUnit: 'kcal',
      values: { energy: 120 },
    });
    expect(nutritionSource({ per: null, perUnit: null, energyUnit: null, values: {} })).toEqual({
      kind: 'manual',
      per: null,
      perUnit: 'g',
      energyUnit: 'kJ',
      values: {},
    });
  });

  it('none for null and undefined', () => {
    expect(nutritionSource(null)).toEqual({ kind: 'none' });
    expect(nutritionSource(undefined)).toEqual({ kind: 'none' });
  });

  it('nutritionRecord writes each form back as stored', () => {
    for (const usda of [
      '01001',
      { protein: 3 },
      { per: 30, perUnit: 'g', energyUnit: 'kcal', values: { energy: 120 } },
    ])
      expect(nutritionRecord(nutritionSource(usda))).toEqual(usda);
    expect(nutritionRecord({ kind: 'none' })).toBeNull();
  });
});

describe('manual entry normalised to per 100 g (costing-model §9)', () => {
  it('per 30 g with energy in kcal: x 100/30 and kcal -> kJ x 4.184', () => {
    const stored = nutritionRecord({
      kind: 'manual',
      per: 30,
      perUnit: 'g',
      energyUnit: 'kcal',
      values: { energy: 120, fat: 6, na: 150, addedSugar: 3 },
    });
    const per100 = nutritionPer100g(stored);
    expect(per100?.energy).toBeCloseTo((120 * 4.184 * 100) / 30, 9);
    expect(per100?.fat).toBeCloseTo(20, 9);
    expect(per100?.na).toBeCloseTo(500, 9);
    expect(per100?.addedSugar).toBeCloseTo(10, 9);
  });

  it('per 1 oz converts the ounce to grams', () => {
    const per100 = nutritionPer100g({
      per: 1,
      perUnit: 'oz',
      energyUnit: 'kJ',
      values: { protein: 28.349523125 },
    });
    expect(per100?.protein).toBeCloseTo(100, 9);
  });

  it('per 250 mL uses the item density (milk: 1 L = 1030 g)', () => {
    const item = milk({
      usda: { per: 250, perUnit: 'mL', energyUnit: 'kJ', values: { energy: 700, protein: 8.5 } },
    });
    const per100 = itemNutritionOf()(item);
    expect(per100?.energy).toBeCloseTo((700 * 100) / 257.5, 9);
    expect(per100?.protein).toBeCloseTo((8.5 * 100) / 257.5, 9);
  });

  it('no usable amount gives null (never zeros)', () => {
    expect(nutritionPer100g({ per: 0, perUnit: 'g', values: { fat: 1 } })).toBeNull();
    expect(nutritionPer100g({ per: null, perUnit: 'g', values: { fat: 1 } })).toBeNull();
    expect(nutritionPer100g({ per: 1, perUnit: 'each', values: { fat: 1 } })).toBeNull();
  });
});
