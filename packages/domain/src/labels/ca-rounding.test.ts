import { describe, expect, it } from 'vitest';
import { amountText, FRENCH_TEXT, METRIC_TEXT } from './amount-text';
import {
  caFreeOfEnergy,
  caFreeOfFat,
  caFreeOfSaturated,
  caFreeOfTrans,
  type CaServingAmounts,
} from './ca-free-of';
import {
  caCalories,
  caCarbohydrate,
  caCholesterol,
  caFat,
  caIron,
  caKilojoules,
  caPercentDv,
  caPotassiumCalcium,
  caProtein,
  caServings,
  caSodium,
} from './ca-rounding';
import type { Declared } from './declared';

const en = (d: Declared, unit = 'g') => amountText(d, unit, METRIC_TEXT);

describe('Canadian rounding (B.01.401, B.01.402; nutrition-labels.md §5.2)', () => {
  it.each([
    [4.4, true, '0'],
    [4.4, false, '4'],
    [4.5, false, '5'],
    [5, false, '5'],
    [7.5, false, '10'],
    [50, false, '50'],
    [50.01, false, '50'],
    [55, false, '60'],
  ])(
    'calories: < 5 -> 0 if free of energy else 1; 5-50 -> 5; > 50 -> 10 (%s, free %s -> %s)',
    (x, free, t) => {
      expect(en(caCalories(x, free), '')).toBe(t);
    },
  );

  it('kJ (optional): nearest 10', () => {
    expect([454.99, 455].map((x) => en(caKilojoules(x), 'kJ'))).toEqual(['450 kJ', '460 kJ']);
  });

  it.each([
    [0.3, true, '0 g'],
    [0.34, false, '0.3 g'],
    [0.35, false, '0.4 g'],
    [0.49, false, '0.5 g'],
    [0.5, false, '0.5 g'],
    [0.74, false, '0.5 g'],
    [0.75, false, '1 g'],
    [5, false, '5 g'],
    [5.01, false, '5 g'],
    [5.5, false, '6 g'],
  ])(
    'fat, saturated, trans: < 0.5 -> 0 if free of, else 0.1; 0.5-5 -> 0.5; > 5 -> 1 (%s, free %s -> %s)',
    (x, free, t) => {
      expect(en(caFat(x, free))).toBe(t);
    },
  );

  it('cholesterol: 0 if free of cholesterol, else nearest 5 mg', () => {
    expect(en(caCholesterol(1.9, true), 'mg')).toBe('0 mg');
    expect(en(caCholesterol(2.5, false), 'mg')).toBe('5 mg');
    expect(en(caCholesterol(7.49, false), 'mg')).toBe('5 mg');
  });

  it.each([
    [4, true, '0 mg'],
    [4.5, false, '5 mg'],
    [5, false, '5 mg'],
    [140, false, '140 mg'],
    [142.5, false, '140 mg'],
    [145, false, '150 mg'],
  ])('sodium: < 5 -> 0 if free of, else 1 mg; 5-140 -> 5; > 140 -> 10 (%s -> %s)', (x, free, t) => {
    expect(en(caSodium(x, free), 'mg')).toBe(t);
  });

  it.each([
    [0.49, '0 g'],
    [0.5, '1 g'],
    [1.49, '1 g'],
    [1.5, '2 g'],
  ])('carbohydrate, fibre, sugars: < 0.5 -> 0; else nearest 1 g (%s -> %s)', (x, t) => {
    expect(en(caCarbohydrate(x))).toBe(t);
  });

  it.each([
    [0.04, '0 g'],
    [0.25, '0.3 g'],
    [0.49, '0.5 g'],
    [0.5, '1 g'],
  ])('protein: < 0.5 -> nearest 0.1 g; else 1 g (%s -> %s)', (x, t) => {
    expect(en(caProtein(x))).toBe(t);
  });

  it.each([
    [4.99, '0 mg'],
    [5, '10 mg'],
    [49.99, '50 mg'],
    [50, '50 mg'],
    [62.49, '50 mg'],
    [62.5, '75 mg'],
    [249.99, '250 mg'],
    [250, '250 mg'],
    [275, '300 mg'],
  ])(
    'potassium, calcium: < 5 -> 0; < 50 -> 10; < 250 -> 25; >= 250 -> 50 mg (%s -> %s)',
    (x, t) => {
      expect(en(caPotassiumCalcium(x), 'mg')).toBe(t);
    },
  );

  it.each([
    [0.049, '0 mg'],
    [0.05, '0.1 mg'],
    [0.49, '0.5 mg'],
    [0.5, '0.5 mg'],
    [0.625, '0.75 mg'],
    [2.49, '2.5 mg'],
    [2.5, '2.5 mg'],
    [2.75, '3 mg'],
  ])('iron: < 0.05 -> 0; < 0.5 -> 0.1; < 2.5 -> 0.25; >= 2.5 -> 0.5 mg (%s -> %s)', (x, t) => {
    expect(en(caIron(x), 'mg')).toBe(t);
  });

  it('French tables print a decimal comma: "0,75 mg", "2,5 g"', () => {
    expect(amountText(caIron(0.7), 'mg', FRENCH_TEXT)).toBe('0,75 mg');
    expect(amountText(caFat(2.4, false), 'g', FRENCH_TEXT)).toBe('2,5 g');
  });

  it('%DV: 0% when declared 0, else nearest 1% of the declared amount', () => {
    expect(caPercentDv(0, 75)).toBe(0);
    expect(caPercentDv(0.3, 75)).toBe(0);
    expect(caPercentDv(0.4, 75)).toBe(1);
    expect(caPercentDv(8, 75)).toBe(11);
  });

  it.each([
    [1.4, { value: 1, rounded: true }],
    [0.4, { value: 1, rounded: true }],
    [1.5, { value: 2, rounded: true }],
    [2.25, { value: 2.5, rounded: true }],
    [5, { value: 5, rounded: false }],
    [5.5, { value: 6, rounded: true }],
  ])(
    'servings per container: < 2 -> 1; 2-5 -> 0.5; > 5 -> 1; "about" when rounded (%s)',
    (x, r) => {
      expect(caServings(x)).toEqual(r);
    },
  );
});

describe('Canadian "free of" conditions on the serving (ours, nutrition-labels.md §5.2)', () => {
  const s = (over: Partial<CaServingAmounts>): CaServingAmounts => ({
    kcal: 100,
    fat: 0.3,
    saturated: 0.1,
    trans: 0.1,
    cholesterol: 0,
    sodium: 0,
    ...over,
  });

  it('energy < 5 Cal', () => {
    expect(caFreeOfEnergy(s({ kcal: 4.99 }))).toBe(true);
    expect(caFreeOfEnergy(s({ kcal: 5 }))).toBe(false);
  });

  it('saturated < 0.2 g with trans < 0.2 g; trans < 0.2 g with saturated + trans <= 2 g', () => {
    expect(caFreeOfSaturated(s({}))).toBe(true);
    expect(caFreeOfSaturated(s({ trans: 0.2 }))).toBe(false);
    expect(caFreeOfTrans(s({ saturated: 1.9 }))).toBe(true);
    expect(caFreeOfTrans(s({ saturated: 1.95 }))).toBe(false);
  });

  it('fat < 0.5 g needs saturated and trans declared 0 g', () => {
    expect(caFreeOfFat(s({}), 0, 0)).toBe(true);
    expect(caFreeOfFat(s({}), 0.1, 0)).toBe(false);
    expect(caFreeOfFat(s({ fat: 0.5 }), 0, 0)).toBe(false);
  });
});
