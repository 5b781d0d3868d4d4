import { describe, expect, it } from 'vitest';
import { caPanel } from './ca-panel';
import type { NutrientRow, PanelInput, PanelRow } from './panel-types';

const INPUT: PanelInput = {
  per100g: {
    energy: 460.24,
    fat: 2.4,
    satu: 1.1,
    trans: 0.3,
    carbs: 20.4,
    fiber: 3.2,
    sugar: 6.6,
    protein: 4.4,
    chol: 12,
    na: 212,
    k: 180,
    ca: 90,
    fe: 1.3,
  },
  servingSizeG: 100,
  servingsPerPack: 2.3,
  servingMeasure: { en: '1 cup', fr: '1 tasse' },
};

const nutrients = (rows: readonly PanelRow[]): NutrientRow[] =>
  rows.filter((r): r is NutrientRow => r.kind === 'nutrient');

describe('ca-std-eng (B.01.401; Fig. 1.1(E); nutrition-labels.md §5.1)', () => {
  const p = caPanel('ca-std-eng', INPUT);

  it('§5.1 order: heading, serving, rule, Calories with "% Daily Value*", thick rule, Fat ... Iron, footnote', () => {
    expect(p.rows[0]).toMatchObject({ kind: 'title', lines: ['Nutrition Facts'] });
    expect(nutrients(p.rows).map((r) => r.key)).toEqual([
      'calories',
      'fat',
      'saturated',
      'trans',
      'carbohydrate',
      'fibre',
      'sugars',
      'protein',
      'cholesterol',
      'sodium',
      'potassium',
      'calcium',
      'iron',
    ]);
    expect(nutrients(p.rows)[0]).toMatchObject({
      label: 'Calories',
      bold: true,
      aside: ['% Daily Value*'],
    });
    expect(p.rows.at(-1)).toMatchObject({
      kind: 'footnote',
      lines: ['*5% or less is a little, 15% or more is a lot'],
    });
    expect(p.rows.find((r) => r.kind === 'text' && r.key === 'serving')).toMatchObject({
      lines: ['Per 1 cup (100 g)'],
    });
  });

  it('§5.1 bold: Calories, Fat, Carbohydrate, Protein; saturated + trans share one %DV', () => {
    const bold = nutrients(p.rows)
      .filter((r) => r.bold)
      .map((r) => r.key);
    expect(bold).toEqual(['calories', 'fat', 'carbohydrate', 'protein']);
    const sat = nutrients(p.rows).find((r) => r.key === 'saturated');
    expect(sat).toMatchObject({ label: 'Saturated', percentSpan: 2 });
    expect(nutrients(p.rows).find((r) => r.key === 'trans')?.cells[1]).toBeNull();
    expect(nutrients(p.rows).find((r) => r.key === 'carbohydrate')?.cells[1]).toBeNull();
  });

  it('§5.2 declared amounts and %DV (fat 75, sat+trans 20, fibre 28, sugars 100, sodium 2300, potassium 3400, calcium 1300, iron 18)', () => {
    expect(p.values).toEqual({
      servingsPerPackage: 'about 2.5',
      calories: '110',
      kilojoules: '460 kJ',
      fat: '2.5 g',
      fatDV: '3%',
      saturated: '1 g',
      trans: '0.3 g',
      satTransDV: '7%',
      carbohydrate: '20 g',
      fibre: '3 g',
      fibreDV: '11%',
      sugars: '7 g',
      sugarsDV: '7%',
      protein: '4 g',
      cholesterol: '10 mg',
      sodium: '210 mg',
      sodiumDV: '9%',
      potassium: '175 mg',
      potassiumDV: '5%',
      calcium: '100 mg',
      calciumDV: '8%',
      iron: '1.25 mg',
      ironDV: '7%',
    });
  });
});

describe('ca-std-fr (French wording, decimal comma; nutrition-labels.md §5.4)', () => {
  const p = caPanel('ca-std-fr', INPUT);

  it('§5.4 French terms: Valeur nutritive, Pour 1 tasse, % valeur quotidienne*, Lipides … Fer, footnote', () => {
    expect(p.language).toBe('fr');
    expect(p.rows[0]).toMatchObject({ kind: 'title', lines: ['Valeur nutritive'] });
    expect(p.rows.find((r) => r.kind === 'text' && r.key === 'serving')).toMatchObject({
      lines: ['Pour 1 tasse (100 g)'],
    });
    expect(p.rows.find((r) => r.kind === 'text' && r.key === 'servingsPerPackage')).toMatchObject({
      lines: ['Portions par contenant'],
      value: ['environ 2,5'],
    });
    expect(nutrients(p.rows).map((r) => r.label)).toEqual([
      'Calories',
      'Lipides',
      'saturés',
      '+ trans',
      'Glucides',
      'Fibres',
      'Sucres',
      'Protéines',
      'Cholestérol',
      'Sodium',
      'Potassium',
      'Calcium',
      'Fer',
    ]);
    expect(nutrients(p.rows)[0]?.aside).toEqual(['% valeur quotidienne*']);
    expect(p.rows.at(-1)).toMatchObject({
      lines: ["*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup"],
    });
  });

  it('§5.4 decimal comma ("2,5 g") and, ours, a space before % ("3 %"); "environ" when rounded', () => {
    expect(p.values).toMatchObject({
      fat: '2,5 g',
      fatDV: '3 %',
      trans: '0,3 g',
      iron: '1,25 mg',
      satTransDV: '7 %',
      servingsPerPackage: 'environ 2,5',
    });
  });

  it('without a French household measure the serving line shows only grams', () => {
    const q = caPanel('ca-std-fr', {
      ...INPUT,
      servingMeasure: { en: '1 cup' },
      servingSizeG: 27.5,
    });
    expect(q.rows.find((r) => r.kind === 'text' && r.key === 'serving')).toMatchObject({
      lines: ['Pour 27,5 g'],
    });
  });
});

describe('ca-bi and ca-bi-hor (bilingual; B.01.450; nutrition-labels.md §5.3-5.4)', () => {
  const p = caPanel('ca-bi', INPUT);

  it('§5.3 headings stacked English over French; names "Fat / Lipides"; same words once', () => {
    expect(p.language).toBe('en-fr');
    expect(p.rows[0]).toMatchObject({ lines: ['Nutrition Facts', 'Valeur nutritive'] });
    expect(p.rows.find((r) => r.kind === 'text' && r.key === 'serving')).toMatchObject({
      lines: ['Per 1 cup (100 g)', 'pour 1 tasse (100 g)'],
    });
    expect(nutrients(p.rows).map((r) => r.label)).toEqual([
      'Calories',
      'Fat / Lipides',
      'Saturated / saturés',
      '+ Trans / trans',
      'Carbohydrate / Glucides',
      'Fibre / Fibres',
      'Sugars / Sucres',
      'Protein / Protéines',
      'Cholesterol / Cholestérol',
      'Sodium',
      'Potassium',
      'Calcium',
      'Iron / Fer',
    ]);
    expect(nutrients(p.rows)[0]?.aside).toEqual(['% Daily Value*', '% valeur quotidienne*']);
    expect(p.rows.at(-1)).toMatchObject({
      lines: [
        '*5% or less is a little, 15% or more is a lot',
        "*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup",
      ],
    });
  });

  it('§5.4 ours: bilingual tables print "2.5 g" and "3%" (CFIA bilingual example)', () => {
    expect(p.values).toMatchObject({
      fat: '2.5 g',
      fatDV: '3%',
      servingsPerPackage: 'about 2.5 / environ 2.5',
    });
  });

  it('ca-bi-hor: the same content for the horizontal arrangement', () => {
    const hor = caPanel('ca-bi-hor', INPUT);
    expect(hor.arrangement).toBe('horizontal');
    expect(p.arrangement).toBe('vertical');
    expect(hor.values).toEqual(p.values);
    expect(hor.rows).toEqual(p.rows);
  });
});

describe('Canadian "free of" declarations on the serving (nutrition-labels.md §5.2)', () => {
  it('fat 0.3 g with saturated and trans declared 0 -> "0 g" and 0%', () => {
    const p = caPanel('ca-std-eng', {
      per100g: { fat: 0.3, satu: 0.1, trans: 0.1 },
      servingSizeG: 100,
      servingsPerPack: null,
    });
    expect(p.values).toMatchObject({
      fat: '0 g',
      saturated: '0 g',
      trans: '0 g',
      fatDV: '0%',
      satTransDV: '0%',
      servingsPerPackage: '',
    });
  });

  it('fat 0.3 g with saturated 0.25 g (not free of) -> "0.3 g", saturated "0.3 g"', () => {
    const p = caPanel('ca-std-eng', {
      per100g: { fat: 0.3, satu: 0.25, trans: 0 },
      servingSizeG: 100,
      servingsPerPack: null,
    });
    expect(p.values).toMatchObject({ fat: '0.3 g', saturated: '0.3 g', trans: '0 g' });
  });

  it('calories below 5: 0 (free of energy evaluated on the serving)', () => {
    const p = caPanel('ca-std-eng', {
      per100g: { energy: 16 },
      servingSizeG: 100,
      servingsPerPack: null,
    });
    expect(p.values.calories).toBe('0');
  });
});
