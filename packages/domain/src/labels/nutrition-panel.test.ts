import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABEL_NUTRIENT_TAGS } from '../nutrition/added-sugar';
import { LABEL_FORMAT_IDS } from './label-formats';
import { nutritionPanel } from './nutrition-panel';
import type { PanelInput } from './panel-types';

const INPUT: PanelInput = {
  per100g: {
    energy: 1000,
    fat: 10,
    satu: 3,
    na: 400,
    carbs: 30,
    sugar: 10,
    protein: 8,
    vit_d_iu: 100,
  },
  servingSizeG: 50,
  servingsPerPack: 4,
};

/** Every string anywhere in a value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : typeof v === 'object' && v !== null
        ? Object.values(v).flatMap(strings)
        : [];

describe('nutritionPanel (nutrition-labels.md §6)', () => {
  it.each([
    ['au-std', 'au', 'vertical', 'en'],
    ['au-ext', 'au', 'vertical', 'en'],
    ['us-std', 'us', 'vertical', 'en'],
    ['us-sim', 'us', 'vertical', 'en'],
    ['us-tab', 'us', 'tabular', 'en'],
    ['us-stab', 'us', 'tabular-small', 'en'],
    ['eu-std', 'eu', 'vertical', 'en'],
    ['eu-ext', 'eu', 'vertical', 'en'],
    ['ca-bi', 'ca', 'vertical', 'en-fr'],
    ['ca-bi-hor', 'ca', 'horizontal', 'en-fr'],
    ['ca-std-eng', 'ca', 'vertical', 'en'],
    ['ca-std-fr', 'ca', 'vertical', 'fr'],
  ] as const)(
    '%s is drawn by the %s rules (%s, %s)',
    (format, jurisdiction, arrangement, language) => {
      const p = nutritionPanel(format, INPUT);
      expect(p).toMatchObject({ format, jurisdiction, arrangement, language });
      expect(LABEL_FORMAT_IDS).toContain(format);
    },
  );

  it('§6 keys of each jurisdiction', () => {
    expect(Object.keys(nutritionPanel('us-std', INPUT).values)).toHaveLength(27);
    expect(Object.keys(nutritionPanel('ca-bi', INPUT).values)).toHaveLength(23);
    expect(Object.keys(nutritionPanel('eu-ext', INPUT).values)).toEqual([
      'per100g',
      'perPortion',
      'riPerPortion',
    ]);
    expect(Object.keys(nutritionPanel('au-ext', INPUT).values)).toEqual([
      'perServing',
      'per100g',
      'diPerServing',
      'footnote',
    ]);
  });

  it('§1.2 energy conversions: US and Canada kcal = kJ / 4.184, UK/EU kcal = kJ x 0.239, ANZ Cal = kJ / 4.184', () => {
    const input: PanelInput = { per100g: { energy: 1000 }, servingSizeG: 100, servingsPerPack: 1 };
    expect(nutritionPanel('us-std', input).values.calories).toBe('240'); // 239.0
    expect(nutritionPanel('ca-std-eng', input).values.calories).toBe('240');
    expect(nutritionPanel('eu-std', input).values.per100g.energyKcal).toBe('239 kcal'); // 239.0
    // 4186.17 kJ: x 0.239 = 1000.495 -> 1000, whereas / 4.184 = 1000.519 would give 1001
    const eu = nutritionPanel('eu-std', { ...input, per100g: { energy: 4186.17 } });
    expect(eu.values.per100g.energyKcal).toBe('1000 kcal');
    // 230.12 kJ: / 4.184 = 55 -> 60 (tie up), whereas x 0.239 = 54.9987 would give 50
    const us = nutritionPanel('us-std', { ...input, per100g: { energy: 230.12 } });
    expect(us.values.calories).toBe('60');
    const ca = nutritionPanel('ca-std-eng', { ...input, per100g: { energy: 230.12 } });
    expect(ca.values.calories).toBe('60');
  });

  it('§1.2 salt g = sodium mg x 2.5 / 1000; vitamin D mcg = IU x 0.025', () => {
    const input: PanelInput = {
      per100g: { na: 480, vit_d_iu: 200 },
      servingSizeG: 100,
      servingsPerPack: 1,
    };
    expect(nutritionPanel('eu-std', input).values.per100g.salt).toBe('1.2 g');
    expect(nutritionPanel('us-std', input).values.vitaminD).toBe('5mcg');
  });

  it('§1.5 absent nutrients count as 0 and added sugars are read from addedSugar', () => {
    const p = nutritionPanel('us-std', { per100g: {}, servingSizeG: 100, servingsPerPack: null });
    expect(p.values.fat).toBe('0g');
    expect(p.values.servingsPerContainer).toBe('');
    const q = nutritionPanel('us-std', {
      per100g: { addedSugar: 5 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(q.values.addedSugars).toBe('5g');
    expect(q.values.addedSugarsDV).toBe('10%');
    expect(LABEL_NUTRIENT_TAGS).toContain('addedSugar');
  });

  it('us-sim falls back to us-std when not allowed; other formats never fall back', () => {
    expect(nutritionPanel('us-sim', INPUT)).toMatchObject({
      layout: 'us-std',
      fallback: { from: 'us-sim' },
    });
    for (const f of LABEL_FORMAT_IDS.filter((x) => x !== 'us-sim'))
      expect(nutritionPanel(f, INPUT)).toMatchObject({ layout: f, fallback: null });
  });

  it('any input gives printable strings in every format (no NaN, Infinity or undefined)', () => {
    const value = fc.oneof(
      fc.double({ min: 0, max: 5000, noNaN: true }),
      fc.constantFrom(0, 0.5, 5, 50, -1, Number.NaN),
    );
    const per100g = fc.dictionary(fc.constantFrom(...LABEL_NUTRIENT_TAGS), value);
    fc.assert(
      fc.property(
        per100g,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
        fc.constantFrom(...LABEL_FORMAT_IDS),
        (values, servingSizeG, servingsPerPack, format) => {
          const p = nutritionPanel(format, { per100g: values, servingSizeG, servingsPerPack });
          for (const s of strings(p)) expect(s).not.toMatch(/NaN|Infinity|undefined|e[+-]\d/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('US amounts never decrease when the nutrient grows (monotone rounding)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (a, d) => {
          const at = (fat: number) =>
            nutritionPanel('us-std', {
              per100g: { fat },
              servingSizeG: 100,
              servingsPerPack: 1,
            }).rows.find((r) => r.kind === 'nutrient' && r.key === 'fat');
          const lo = at(a);
          const hi = at(a + d);
          if (lo?.kind !== 'nutrient' || hi?.kind !== 'nutrient') throw new Error('no fat row');
          expect(hi.cells[0]?.value ?? 0).toBeGreaterThanOrEqual(lo.cells[0]?.value ?? 0);
        },
      ),
    );
  });
});
