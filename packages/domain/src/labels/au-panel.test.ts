import { describe, expect, it } from 'vitest';
import { AU_DI_FOOTNOTE, auPanel } from './au-panel';
import type { NutrientRow, PanelInput } from './panel-types';

/** The spec's example panel (nutrition-labels.md §4.1), per 100 g. */
const INPUT: PanelInput = {
  per100g: {
    energy: 1234,
    protein: 12.345,
    fat: 23.5,
    satu: 10.1,
    carbs: 45.7,
    sugar: 5.6,
    na: 457,
    fiber: 0.045,
  },
  servingSizeG: 30,
  servingsPerPack: 10,
};

const rows = (p: { rows: readonly { kind: string }[] }): NutrientRow[] =>
  p.rows.filter((r): r is NutrientRow => r.kind === 'nutrient');

describe('au-std (Standard 1.2.8—6, S12—2; nutrition-labels.md §4.1)', () => {
  const p = auPanel('au-std', INPUT);

  it('§4.1 mandatory rows in order with both quantity columns', () => {
    expect(rows(p).map((r) => r.label)).toEqual([
      'Energy',
      'Protein',
      'Fat, total',
      '—saturated',
      'Carbohydrate',
      '—sugars',
      'Sodium',
    ]);
    expect(p.columns.map((c) => c.heading.join(' '))).toEqual([
      'Quantity per serving',
      'Quantity per 100 g',
    ]);
    expect(p.rows[0]).toMatchObject({ kind: 'title', lines: ['NUTRITION INFORMATION'] });
    const texts = p.rows.flatMap((r) => (r.kind === 'text' ? r.lines : []));
    expect(texts).toEqual(['Servings per package: 10', 'Serving size: 30 g']);
  });

  it('§4.3 ours: 3 significant figures, no finer than 0.1 g / 1 kJ / 1 mg (1234 kJ -> 1230, 12.345 g -> 12.3, 0.045 g -> 0 g)', () => {
    expect(p.values.per100g).toMatchObject({
      energy: '1230 kJ',
      protein: '12.3 g',
      fatTotal: '23.5 g',
      saturated: '10.1 g',
      carbohydrate: '45.7 g',
      sugars: '5.6 g',
      dietaryFibre: '0 g',
      sodium: '457 mg',
    });
    expect(p.values.perServing).toMatchObject({
      energy: '370 kJ',
      protein: '3.7 g',
      fatTotal: '7.1 g',
      saturated: '3.0 g',
      carbohydrate: '13.7 g',
      sugars: '1.7 g',
      sodium: '137 mg',
    });
    expect(p.values.diPerServing).toBeUndefined();
  });

  it('§1.2 Cal = kJ / 4.184 (ANZ "Cal")', () => {
    expect(p.values.per100g.energyCal).toBe('295 Cal');
  });
});

describe('au-ext (S12—3, S12—4, 1.2.8—8; nutrition-labels.md §4.2)', () => {
  const p = auPanel('au-ext', INPUT);

  it('§4.2 "% Daily intake* (per serving)" column between the two quantity columns', () => {
    expect(p.columns.map((c) => c.key)).toEqual(['perServing', 'di', 'per100g']);
    expect(p.columns[1]?.heading).toEqual(['% Daily intake*', '(per serving)']);
  });

  it('§4.2 adds dietary fibre after sugars and Cal under energy', () => {
    expect(rows(p).map((r) => r.key)).toEqual([
      'energy',
      'energyCal',
      'protein',
      'fatTotal',
      'saturated',
      'carbohydrate',
      'sugars',
      'dietaryFibre',
      'sodium',
    ]);
  });

  it('§4.2 %DI of energy, protein, fat, saturated, carbohydrate, sugars, sodium, fibre from the declared per-serving value (8700 kJ, 50, 70, 24, 310, 90 g, 2300 mg, 30 g)', () => {
    expect(p.values.diPerServing).toEqual({
      energy: '4%',
      protein: '7%',
      fatTotal: '10%',
      saturated: '13%',
      carbohydrate: '4%',
      sugars: '2%',
      dietaryFibre: '0%',
      sodium: '6%',
    });
  });

  it('§4.2 footnote', () => {
    expect(p.values.footnote).toBe(AU_DI_FOOTNOTE);
    expect(AU_DI_FOOTNOTE).toBe(
      '*Percentage daily intakes are based on an average adult diet of 8700 kJ. Your daily intakes may be higher or lower depending on your energy needs.',
    );
    expect(p.rows.at(-1)).toMatchObject({ kind: 'footnote', lines: [AU_DI_FOOTNOTE] });
  });
});
