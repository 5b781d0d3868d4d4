import { describe, expect, it } from 'vitest';
import { EU_RI_FOOTNOTE, euPanel } from './eu-panel';
import type { NutrientRow, PanelInput } from './panel-types';

const INPUT: PanelInput = {
  per100g: {
    energy: 1046,
    fat: 12.4,
    satu: 0.1,
    carbs: 30.04,
    sugar: 0.3,
    protein: 5,
    na: 400,
    trans: 2,
    chol: 50,
  },
  servingSizeG: 30,
  servingsPerPack: 8,
};

const keys = (rows: readonly { kind: string }[]): string[] =>
  rows.filter((r): r is NutrientRow => r.kind === 'nutrient').map((r) => r.key);

describe('eu-std (Regulation (EU) No 1169/2011 Art. 30, Annex XV; nutrition-labels.md §3)', () => {
  const p = euPanel('eu-std', INPUT);

  it('§3.1 mandatory rows in order, nothing else (no trans fat, cholesterol or sodium)', () => {
    expect(keys(p.rows)).toEqual([
      'energyKj',
      'energyKcal',
      'fat',
      'saturates',
      'carbohydrate',
      'sugars',
      'protein',
      'salt',
    ]);
    expect(p.rows[0]).toMatchObject({ kind: 'title', lines: ['Nutrition information'] });
    expect(p.columns.map((c) => c.key)).toEqual(['per100g']);
  });

  it('§1.2 energy in kJ and kcal = kJ x 0.239 ("1046 kJ / 250 kcal"); salt = sodium mg x 2.5 / 1000', () => {
    expect(p.values.per100g).toEqual({
      energyKj: '1046 kJ',
      energyKcal: '250 kcal',
      fat: '12 g',
      saturates: '<0.1 g',
      carbohydrate: '30 g',
      sugars: '<0.5 g',
      protein: '5.0 g',
      salt: '1.0 g',
    });
    expect(p.values.perPortion).toBeUndefined();
    expect(p.values.riPerPortion).toBeUndefined();
  });

  it('"of which" rows are indented under fat and carbohydrate', () => {
    const rows = p.rows.filter((r): r is NutrientRow => r.kind === 'nutrient');
    expect(rows.find((r) => r.key === 'saturates')).toMatchObject({
      label: 'of which saturates',
      indent: 1,
    });
    expect(rows.find((r) => r.key === 'sugars')).toMatchObject({
      label: 'of which sugars',
      indent: 1,
    });
  });
});

describe('eu-ext (Art. 32-33, Annex XIII; nutrition-labels.md §3.2)', () => {
  const p = euPanel('eu-ext', INPUT);

  it('§3.2 per 100 g plus per portion (quantified), the number of portions and %RI per portion', () => {
    expect(p.columns.map((c) => [c.key, c.heading.join(' ')])).toEqual([
      ['per100g', 'Per 100 g'],
      ['perPortion', 'Per portion (30 g)'],
      ['ri', '%RI* per portion'],
    ]);
    expect(p.rows.find((r) => r.kind === 'text' && r.key === 'portions')).toMatchObject({
      lines: ['Portions per pack: 8'],
    });
    expect(p.rows.at(-1)).toMatchObject({ kind: 'footnote', lines: [EU_RI_FOOTNOTE] });
    expect(EU_RI_FOOTNOTE).toBe('*Reference intake of an average adult (8 400 kJ/2 000 kcal)');
  });

  it('§1.3 each column rounded from its own unrounded value (never scale a rounded number)', () => {
    expect(p.values.perPortion).toEqual({
      energyKj: '314 kJ',
      energyKcal: '75 kcal',
      fat: '3.7 g',
      saturates: '<0.1 g',
      carbohydrate: '9.0 g',
      sugars: '<0.5 g',
      protein: '1.5 g',
      salt: '0.30 g',
    });
  });

  it('§1.4 %RI from declared amounts, the unrounded one behind "<": 8400 kJ, 70 g, 20 g, 260 g, 90 g, 50 g, 6 g', () => {
    expect(p.values.riPerPortion).toEqual({
      energy: '4%',
      fat: '5%',
      saturates: '0%',
      carbohydrate: '3%',
      sugars: '0%',
      protein: '3%',
      salt: '5%',
    });
  });
});
