import { describe, expect, it } from 'vitest';
import { NO_NUTRITION_STACK } from '../messages';
import type { CatalogueItem } from '../records/item';
import { flour, lookupOf, milk, recipe } from '../testing/fixtures';
import { nutritionPer100g } from './item-nutrition';
import { NUTRIENTS, NUTRIENT_TAGS } from './nutrient-catalogue';
import { kcalFromKj, kjFromKcal, saltFromSodium, vitaminDFromIu } from './nutrition-conversions';
import { recipeNutrition } from './recipe-nutrition';

describe('nutrient catalogue (product spec §3)', () => {
  it('NUTRIENTS lists the spec tags, each with unit, label, group and numeric id', () => {
    expect(NUTRIENT_TAGS).toEqual([
      'energy',
      'protein',
      'carbs',
      'sugar',
      'fiber',
      'fat',
      'satu',
      'trans',
      'mono',
      'poly',
      'chol',
      'water',
      'alc',
      'ca',
      'fe',
      'mg',
      'p',
      'k',
      'na',
      'zn',
      'cu',
      'mn',
      'se',
      'vit_a_iu',
      'vit_c',
      'vit_d_iu',
      'vit_e',
      'vit_k',
      'thia',
      'ribf',
      'niacin',
      'vit_b5',
      'vit_b6',
      'folate',
      'vit_b12',
      'choline',
    ]);
    const ids = new Set(NUTRIENTS.map((n) => n.id));
    expect(ids.size).toBe(NUTRIENTS.length);
    for (const n of NUTRIENTS) {
      expect(['g', 'mg', 'µg', 'IU', 'kJ']).toContain(n.unit);
      expect(n.label.length).toBeGreaterThan(0);
    }
    expect(NUTRIENTS.find((n) => n.tag === 'energy')?.unit).toBe('kJ');
    expect(NUTRIENTS.filter((n) => n.group === 'carbs').map((n) => n.tag)).toEqual([
      'carbs',
      'sugar',
      'fiber',
    ]);
    expect(NUTRIENTS.filter((n) => n.group === 'fats').map((n) => n.tag)).toEqual([
      'fat',
      'satu',
      'trans',
      'mono',
      'poly',
    ]);
  });
});

describe('conversions (costing-model §9, product spec §9)', () => {
  it('kcal = kJ / 4.184; UK/EU kcal = kJ x 0.239', () => {
    expect(kcalFromKj(418.4)).toBeCloseTo(100, 12);
    expect(kcalFromKj(1000, true)).toBeCloseTo(239, 12);
    expect(kjFromKcal(100)).toBeCloseTo(418.4, 12);
  });
  it('salt g = sodium mg x 2.5 / 1000; vitamin D ug = IU x 0.025', () => {
    expect(saltFromSodium(400)).toBe(1);
    expect(vitaminDFromIu(400)).toBe(10);
  });
});

describe('item nutrition in its three forms (costing-model §9)', () => {
  it('a USDA id through the resolver', () => {
    expect(
      nutritionPer100g('20081', { resolveId: (id) => (id === '20081' ? { protein: 10 } : null) }),
    ).toEqual({ protein: 10 });
    expect(nutritionPer100g('20081')).toBeNull();
  });
  it('an object of per-100 g values', () => {
    expect(nutritionPer100g({ protein: 10, fat: '2', desc: 'x' })).toEqual({ protein: 10, fat: 2 });
    expect(nutritionPer100g({})).toBeNull();
  });
  it('a manual object scaled to 100 g, kcal -> kJ x 4.184', () => {
    expect(
      nutritionPer100g({
        per: 50,
        perUnit: 'g',
        energyUnit: 'kcal',
        values: { energy: 100, protein: 5 },
      }),
    ).toEqual({
      energy: expect.closeTo(836.8, 10),
      protein: 10,
    });
    expect(
      nutritionPer100g(
        { per: 100, perUnit: 'mL', energyUnit: 'kJ', values: { fat: 4 } },
        { density: 1.25 },
      ),
    ).toEqual({
      fat: expect.closeTo(3.2, 12),
    });
    expect(nutritionPer100g({ per: 100, perUnit: 'mL', values: { fat: 4 } })).toBeNull();
  });
});

describe('recipe nutrition roll-up (costing-model §9)', () => {
  const F = flour({ usda: { protein: 10, water: 12 } });
  const M = milk({ usda: { protein: 3.4, water: 88 } });
  const of = (item: CatalogueItem) => nutritionPer100g((item as { usda?: never }).usda);

  it('per 100 g = sum(line g x per-100 g / 100) / finished weight x 100', () => {
    const r = recipe('R', [
      { name: 'FLOUR', qty_value: 300, qty_unit: 'g' },
      { name: 'MILK', qty_value: 200, qty_unit: 'g' },
    ]);
    const n = recipeNutrition(r, lookupOf(F, M, r), of);
    expect(n.complete).toBe(true);
    expect(n.status).toBeNull();
    expect(n.weight).toBe(500);
    expect(n.per100g?.protein).toBeCloseTo(((30 + 6.8) / 500) * 100, 12);
  });

  it('water loss is taken from the water nutrient', () => {
    const r = recipe('R', [{ name: 'MILK', qty_value: 200, qty_unit: 'g' }], {
      waterout: 100,
      waterout_unit: 'g',
    });
    const n = recipeNutrition(r, lookupOf(M, r), of);
    expect(n.weight).toBe(100);
    expect(n.per100g?.water).toBeCloseTo(76, 12);
    expect(n.per100g?.protein).toBeCloseTo(6.8, 12);
  });

  it('rolls up nested recipes', () => {
    const inner = recipe('INNER', [{ name: 'FLOUR', qty_value: 100, qty_unit: 'g' }]);
    const outer = recipe('OUTER', [
      { name: 'INNER', qty_value: 50, qty_unit: 'g' },
      { name: 'MILK', qty_value: 50, qty_unit: 'g' },
    ]);
    const n = recipeNutrition(outer, lookupOf(F, M, inner, outer), of);
    expect(n.per100g?.protein).toBeCloseTo(5 + 1.7, 12);
  });

  it("a line item without nutrition marks the recipe 'no nutrition stack'", () => {
    const r = recipe('R', [
      { name: 'FLOUR', qty_value: 300, qty_unit: 'g' },
      { name: 'MILK', qty_value: 200, qty_unit: 'g' },
    ]);
    const n = recipeNutrition(r, lookupOf(F, milk(), r), of);
    expect(n.complete).toBe(false);
    expect(n.status).toBe(NO_NUTRITION_STACK);
    expect(NO_NUTRITION_STACK).toBe('no nutrition stack');
    expect(n.missing).toEqual(['MILK']);
  });
});
