import { describe, expect, it } from 'vitest';
import { amountText, US_TEXT } from './amount-text';
import type { Declared } from './declared';
import {
  usCalories,
  usCarbohydrate,
  usCholesterol,
  usFat,
  usPercentDv,
  usServings,
  usSodium,
  usVitaminMineral,
  usVitaminPercentDv,
} from './us-rounding';

const text =
  (round: (x: number) => Declared, unit: string) =>
  (x: number): string =>
    amountText(round(x), unit, US_TEXT);

describe('US rounding per serving (21 CFR 101.9(b)(8), (c); nutrition-labels.md §2.1)', () => {
  it.each([
    [4.99, '0'],
    [5, '5'],
    [5.01, '5'],
    [7.49, '5'],
    [7.5, '10'],
    [50, '50'],
    [209.2 / 4.184, '50'],
    [50.01, '50'],
    [54.99, '50'],
    [55, '60'],
  ])('calories: < 5 -> 0; <= 50 -> nearest 5; > 50 -> nearest 10 (%s kcal -> %s)', (x, t) => {
    expect(text(usCalories, '')(x)).toBe(t);
  });

  it.each([
    [0.49, '0g'],
    [0.5, '0.5g'],
    [0.74, '0.5g'],
    [0.75, '1g'],
    [4.74, '4.5g'],
    [4.75, '5g'],
    [4.99, '5g'],
    [5, '5g'],
    [5.49, '5g'],
    [5.5, '6g'],
  ])('fats: < 0.5 g -> 0; < 5 g -> nearest 0.5; >= 5 g -> nearest 1 (%s -> %s)', (x, t) => {
    expect(text(usFat, 'g')(x)).toBe(t);
  });

  it.each([
    [1.99, '0mg'],
    [2, 'less than 5mg'],
    [5, 'less than 5mg'],
    [5.01, '5mg'],
    [7.49, '5mg'],
    [7.5, '10mg'],
  ])('cholesterol: < 2 -> 0; 2-5 mg -> "less than 5mg"; > 5 -> nearest 5 (%s -> %s)', (x, t) => {
    expect(text(usCholesterol, 'mg')(x)).toBe(t);
  });

  it.each([
    [4.99, '0mg'],
    [5, '5mg'],
    [7.5, '10mg'],
    [140, '140mg'],
    [140.01, '140mg'],
    [144.99, '140mg'],
    [145, '150mg'],
  ])('sodium/potassium: < 5 -> 0; 5-140 -> nearest 5; > 140 -> nearest 10 (%s -> %s)', (x, t) => {
    expect(text(usSodium, 'mg')(x)).toBe(t);
  });

  it.each([
    [0.49, '0g'],
    [0.5, 'less than 1g'],
    [0.99, 'less than 1g'],
    [1, '1g'],
    [1.49, '1g'],
    [1.5, '2g'],
  ])(
    'carbohydrate, fiber, sugars, protein: < 0.5 -> 0; < 1 -> "less than 1g" (%s -> %s)',
    (x, t) => {
      expect(text(usCarbohydrate, 'g')(x)).toBe(t);
    },
  );

  it.each([
    [2.25, 20, '2.3mcg'],
    [2.24, 20, '2.2mcg'],
    [0.04, 18, '0mg'],
    [30.5, 24.9, '30.5mg'],
    [30.5, 25, '31mg'],
    [30.4, 249, '30mg'],
    [255, 250, '260mg'],
    [254.9, 1300, '250mg'],
  ])(
    'vitamin/mineral amounts: RDI < 25 -> 0.1, 25-< 250 -> 1, >= 250 -> 10 (%s, RDI %s -> %s)',
    (x, rdi, t) => {
      const unit = t.endsWith('mcg') ? 'mcg' : 'mg';
      expect(amountText(usVitaminMineral(x, rdi), unit, US_TEXT)).toBe(t);
    },
  );

  it.each([
    [0.49, 0],
    [0.5, 1],
    [10.5, 11],
  ])('%%DV of non-vitamin nutrients: nearest 1%% (%s -> %s)', (x, pct) => {
    expect(usPercentDv(x)).toBe(pct);
  });

  it.each([
    [0.99, 0],
    [1, 2],
    [1.99, 2],
    [2, 2],
    [2.99, 2],
    [3, 4],
    [10, 10],
    [10.01, 10],
    [12.49, 10],
    [12.5, 15],
    [50, 50],
    [50.01, 50],
    [54.99, 50],
    [55, 60],
  ])(
    '%%DV vitamins/minerals (c)(8)(iii): < 1 -> 0, < 2 -> 2, <= 10 -> 2s, <= 50 -> 5s, > 50 -> 10s (%s -> %s)',
    (x, pct) => {
      expect(usVitaminPercentDv(x)).toBe(pct);
    },
  );

  it.each([
    [null, null],
    [0, null],
    [1, '1'],
    [1.2, 'about 1'],
    [2, '2'],
    [2.24, 'about 2'],
    [2.25, 'about 2.5'],
    [5, '5'],
    [5.2, 'about 5'],
    [5.5, 'about 6'],
    [8, '8'],
  ])(
    'servings per container: 2-5 -> 0.5, > 5 -> whole, "about" when rounded (%s -> %s)',
    (x, t) => {
      expect(usServings(x)).toBe(t);
    },
  );
});
