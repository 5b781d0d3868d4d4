import { describe, expect, it } from 'vitest';
import data from '../../data/usda-sr24.json';
import { KJ_PER_KCAL } from '../nutrition/nutrition-conversions';
import { decodeFoods } from './decode-foods';
import { foodFileSchema } from './food-file';
import { foodSchema, type Food } from './food-record';
import { foodGroupName } from './food-groups';
import { packFood, unpackFood } from './pack-food';

const decoded = decodeFoods(data);
const foods: Food[] = decoded.ok ? decoded.value : [];
const food = (id: string): Food => {
  const f = foods.find((x) => x.id === id);
  if (!f) throw new Error(`no food ${id}`);
  return f;
};

describe('bundled USDA SR24 file (costing-model §9)', () => {
  it('decodes and validates the committed file', () => {
    expect(decoded.ok).toBe(true);
    for (const f of foods.slice(0, 200)) expect(foodSchema.safeParse(f).success).toBe(true);
  });

  it('holds every food XML of the jar: 8,858 (the 2 index-only ids 18557, 19242 have no XML)', () => {
    expect(foods).toHaveLength(8858);
    expect(foods.filter((f) => !f.deprecated)).toHaveLength(7907);
    expect(foods.filter((f) => f.deprecated)).toHaveLength(951);
    expect(new Set(foods.map((f) => f.id)).size).toBe(8858);
  });

  it('01001 butter, salted: energy kJ = 717 kcal x 4.184, values per 100 g as in the XML', () => {
    const butter = food('01001');
    expect(butter.name).toBe('Butter, salted');
    expect(foodGroupName(butter.group)).toBe('Dairy and Egg Products');
    expect(butter.values.energy).toBeCloseTo(717 * KJ_PER_KCAL, 6);
    expect(butter.values).toMatchObject({
      protein: 0.85,
      fat: 81.11,
      satu: 51.368,
      trans: 3.278,
      chol: 215,
      na: 714,
      vit_a_iu: 2499,
      vit_d_iu: 60,
      thia: 0.005,
      fiber: 0,
    });
    expect(butter.measures).toContainEqual({ amount: 1, unit: 'pat (1" sq, 1/3" high)', grams: 5 });
    expect(butter.measures[0]).toEqual({ amount: 1, unit: 'cup', grams: 227 });
  });

  it('01004 blue cheese: kJ from 353 kcal, absent trans fat stays absent (not 0)', () => {
    const cheese = food('01004');
    expect(cheese.values.energy).toBeCloseTo(353 * KJ_PER_KCAL, 6);
    expect(cheese.values).toMatchObject({ protein: 21.4, ca: 528, na: 1395, vit_d_iu: 21 });
    expect(cheese.values.trans).toBeUndefined();
  });

  it('09003 apple, raw, with skin: kJ from 52 kcal; fibre, sugar, vitamin C, potassium', () => {
    const apple = food('09003');
    expect(apple.name).toBe('Apples, raw, with skin');
    expect(foodGroupName(apple.group)).toBe('Fruits and Fruit Juices');
    expect(apple.values.energy).toBeCloseTo(52 * KJ_PER_KCAL, 6);
    expect(apple.values).toMatchObject({ fiber: 2.4, sugar: 10.39, vit_c: 4.6, k: 107 });
  });

  it('unescapes XML entities in names ("&amp;" -> "&")', () => {
    expect(foods.some((f) => f.name.includes('&amp;'))).toBe(false);
    expect(foods.some((f) => f.name.includes('&'))).toBe(true);
  });
});

describe('decodeFoods validation (style-examples habit 4)', () => {
  const base = {
    format: 'larder-nutrition-db',
    version: 1,
    source: 'test',
    nutrients: ['energy', 'fat'],
  };

  it('refuses a bad value with the path of the field', () => {
    const r = decodeFoods({ ...base, foods: [['01001', 'Butter', '01', [1, -2], []]] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.path).toBe('foods.0.3.1');
  });

  it('refuses unknown nutrient tags, a wrong format and duplicate ids', () => {
    expect(decodeFoods({ ...base, nutrients: ['kcal'], foods: [] }).ok).toBe(false);
    expect(decodeFoods({ ...base, format: 'other', foods: [] }).ok).toBe(false);
    const dup = decodeFoods({
      ...base,
      foods: [
        ['01001', 'A', null, [], []],
        ['01001', 'B', null, [], []],
      ],
    });
    expect(dup.ok).toBe(false);
  });

  it('packFood and unpackFood are inverse (nulls for absent values, deprecated flag)', () => {
    const f: Food = {
      id: '12345',
      name: 'Test food',
      group: null,
      values: { fat: 1.5 },
      measures: [{ amount: 2, unit: 'slice', grams: 30 }],
      deprecated: true,
    };
    const packed = packFood(f, base.nutrients);
    expect(packed).toEqual(['12345', 'Test food', null, [null, 1.5], [[2, 'slice', 30]], 1]);
    expect(foodFileSchema.safeParse({ ...base, foods: [packed] }).success).toBe(true);
    expect(unpackFood(packed, base.nutrients)).toEqual(f);
  });
});
