import { describe, expect, it } from 'vitest';
import type { NutrientRow, PanelInput, PanelRow } from './panel-types';
import { usPanel } from './us-panel';
import { US_FOOTNOTE } from './us-wording';

/** The FDA sample label (lasagna, 2/3 cup, 228 g), as per-100 g values. */
const per = (x: number): number => x / 2.28;
const LASAGNA: PanelInput = {
  per100g: {
    energy: per(230 * 4.184),
    fat: per(8),
    satu: per(1),
    trans: 0,
    chol: 0,
    na: per(160),
    carbs: per(37),
    fiber: per(4),
    sugar: per(12),
    addedSugar: per(10),
    protein: per(3),
    vit_d_iu: per(80),
    ca: per(260),
    fe: per(8),
    k: per(240),
  },
  servingSizeG: 228,
  servingsPerPack: 8,
  servingMeasure: { en: '2/3 cup' },
};

/** Water: every nutrient insignificant. */
const WATER: PanelInput = { per100g: { na: 2 }, servingSizeG: 240, servingsPerPack: 1 };

const nutrients = (rows: readonly PanelRow[]): NutrientRow[] =>
  rows.filter((r): r is NutrientRow => r.kind === 'nutrient');
const row = (rows: readonly PanelRow[], key: string): NutrientRow => {
  const r = nutrients(rows).find((x) => x.key === key);
  if (!r) throw new Error(`no row ${key}`);
  return r;
};

describe('us-std (21 CFR 101.9(d); nutrition-labels.md §2.2)', () => {
  const p = usPanel('us-std', LASAGNA);

  it('§6 keyed strings of the FDA sample label, units without a space (§1.6)', () => {
    expect(p.values).toMatchObject({
      servingsPerContainer: '8',
      calories: '230',
      fat: '8g',
      fatDV: '10%',
      satFat: '1g',
      satFatDV: '5%',
      transFat: '0g',
      cholesterol: '0mg',
      cholesterolDV: '0%',
      sodium: '160mg',
      sodiumDV: '7%',
      totalCarb: '37g',
      totalCarbDV: '13%',
      fiber: '4g',
      fiberDV: '14%',
      totalSugars: '12g',
      addedSugars: '10g',
      addedSugarsDV: '20%',
      protein: '3g',
      vitaminD: '2mcg',
      vitaminDDV: '10%',
      calcium: '260mg',
      calciumDV: '20%',
      iron: '8mg',
      ironDV: '45%',
      potassium: '240mg',
      potassiumDV: '6%',
    });
  });

  it('order: heading, servings, serving size, thick bar, amount per serving, calories, medium bar, %DV heading, nutrients, thick bar, vitamins, footnote', () => {
    const shape = p.rows.map((r) =>
      r.kind === 'nutrient' || r.kind === 'text' || r.kind === 'footnote'
        ? r.key
        : r.kind === 'rule'
          ? `rule:${r.weight}`
          : r.kind,
    );
    expect(shape).toEqual([
      'title',
      'servingsPerContainer',
      'servingSize',
      'rule:thick',
      'amountPerServing',
      'calories',
      'rule:medium',
      'columns',
      'fat',
      'satFat',
      'transFat',
      'cholesterol',
      'sodium',
      'totalCarb',
      'fiber',
      'totalSugars',
      'addedSugars',
      'protein',
      'rule:thick',
      'vitaminD',
      'calcium',
      'iron',
      'potassium',
      'rule:medium',
      'dailyValue',
    ]);
  });

  it('mandatory rows shown even at zero; trans fat and total sugars without %DV, protein %DV omitted (ours)', () => {
    const zero = usPanel('us-std', { per100g: {}, servingSizeG: 100, servingsPerPack: null });
    expect(nutrients(zero.rows)).toHaveLength(15);
    expect(row(p.rows, 'transFat').cells[1]).toBeNull();
    expect(row(p.rows, 'totalSugars').cells[1]).toBeNull();
    expect(row(p.rows, 'protein').cells[1]).toBeNull();
    expect(zero.rows.some((r) => r.kind === 'text' && r.key === 'servingsPerContainer')).toBe(
      false,
    );
  });

  it('(d)(1)(iv) bold: non-indented names and every %DV; indents; italic "Trans"', () => {
    expect(row(p.rows, 'fat')).toMatchObject({ bold: true, indent: 0, percentBold: true });
    expect(row(p.rows, 'satFat')).toMatchObject({ bold: false, indent: 1 });
    expect(row(p.rows, 'transFat')).toMatchObject({ italic: 'Trans', indent: 1 });
    expect(row(p.rows, 'addedSugars')).toMatchObject({
      label: 'Includes 10g Added Sugars',
      indent: 2,
    });
    expect(row(p.rows, 'vitaminD')).toMatchObject({ bold: false, section: 'vitamins' });
    expect(row(p.rows, 'calories')).toMatchObject({ bold: true, size: 'large' });
  });

  it('serving size: household measure with grams, "8 servings per container", (d)(9) footnote', () => {
    const texts = p.rows.flatMap((r) =>
      r.kind === 'text' ? [[...r.lines, ...(r.value ?? [])].join(' ')] : [],
    );
    expect(texts).toContain('8 servings per container');
    expect(texts).toContain('Serving size 2/3 cup (228g)');
    expect(p.rows.at(-1)).toMatchObject({ kind: 'footnote', lines: [US_FOOTNOTE] });
  });

  it('declared amounts carry text, rounded number and unrounded amount', () => {
    const fat = row(p.rows, 'fat').cells[0];
    expect(fat).toMatchObject({ text: '8g', value: 8, unit: 'g' });
    expect(fat?.raw).toBeCloseTo(8, 9);
  });
});

describe('US %DV (nutrition-labels.md §1.4, §2.1)', () => {
  it('§1.4 %DV from the declared amount: 1.5 g saturated fat -> 8% (FDA interactive label)', () => {
    const p = usPanel('us-std', { per100g: { satu: 1.5 }, servingSizeG: 100, servingsPerPack: 1 });
    expect(p.values.satFatDV).toBe('8%');
  });

  it('§1.4 declared fat 5 g (from 4.8 g) -> 5/78 = 6%, not 4.8/78', () => {
    const p = usPanel('us-std', { per100g: { fat: 4.8 }, servingSizeG: 100, servingsPerPack: 1 });
    expect(p.values.fat).toBe('5g');
    expect(p.values.fatDV).toBe('6%');
  });

  it('§1.4 text amounts use the unrounded amount: "less than 1g" fiber 0.9 g -> 3%; cholesterol 4 mg -> 1%', () => {
    const p = usPanel('us-std', {
      per100g: { fiber: 0.9, chol: 4 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.fiber).toBe('less than 1g');
    expect(p.values.fiberDV).toBe('3%');
    expect(p.values.cholesterol).toBe('less than 5mg');
    expect(p.values.cholesterolDV).toBe('1%');
  });

  it('§1.2 vitamin D: IU x 0.025 = mcg; 40 IU -> 1mcg -> 5% -> 6% (nearest 2%)', () => {
    const p = usPanel('us-std', {
      per100g: { vit_d_iu: 40 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.vitaminD).toBe('1mcg');
    expect(p.values.vitaminDDV).toBe('6%');
  });

  it('§1.2 calories = kJ / 4.184: 209.2 kJ -> 50 (9-decimal normalisation keeps the <= 50 band)', () => {
    const p = usPanel('us-std', {
      per100g: { energy: 209.2 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.calories).toBe('50');
  });

  it('§1.1 per serving = per 100 g x serving / 100, rounded from the unrounded value', () => {
    const p = usPanel('us-std', { per100g: { na: 101 }, servingSizeG: 50, servingsPerPack: 1 });
    expect(p.values.sodium).toBe('50mg');
  });
});

describe('us-sim (101.9(f); nutrition-labels.md §2.3)', () => {
  it('allowed with >= 8 insignificant: shows calories, fat, sodium, carbohydrate, protein and lists the rest', () => {
    const p = usPanel('us-sim', WATER);
    expect(p.layout).toBe('us-sim');
    expect(p.fallback).toBeNull();
    expect(p.values.simplifiedAllowed).toBe(true);
    expect(p.values.rows).toEqual(['calories', 'fat', 'sodium', 'totalCarb', 'protein']);
    expect(p.values.notSignificantSourceOf).toEqual([
      'saturated fat',
      'trans fat',
      'cholesterol',
      'dietary fiber',
      'total sugars',
      'added sugars',
      'vitamin D',
      'calcium',
      'iron',
      'potassium',
    ]);
    expect(nutrients(p.rows).map((r) => r.key)).toEqual(p.values.rows);
    const statement = p.rows.find(
      (r) => r.kind === 'footnote' && r.key === 'notSignificantSourceOf',
    );
    expect(statement).toMatchObject({
      lines: [
        'Not a significant source of saturated fat, trans fat, cholesterol, dietary fiber, total sugars, added sugars, vitamin D, calcium, iron, and potassium.',
      ],
    });
  });

  it('significant nutrients stay; total sugars shown with added sugars', () => {
    const p = usPanel('us-sim', {
      per100g: { addedSugar: 10, sugar: 10, carbs: 10, energy: 700 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.simplifiedAllowed).toBe(true);
    expect(p.values.rows).toEqual([
      'calories',
      'fat',
      'sodium',
      'totalCarb',
      'totalSugars',
      'addedSugars',
      'protein',
    ]);
  });

  it('"less than 1g" carbohydrate, fiber, protein and < 2% DV vitamins count as insignificant', () => {
    const p = usPanel('us-sim', {
      per100g: { carbs: 0.9, protein: 0.9, fiber: 0.9, ca: 20 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.simplifiedAllowed).toBe(true);
    expect(p.values.notSignificantSourceOf).toContain('calcium');
    expect(p.values.notSignificantSourceOf).toContain('dietary fiber');
  });

  it('exactly 7 insignificant: not allowed, falls back to us-std with the reason', () => {
    // significant: calories, fat, satFat, sodium, totalCarb, fiber, totalSugars, protein (8 of 15)
    const p = usPanel('us-sim', {
      per100g: { energy: 400, fat: 5, satu: 2, na: 100, carbs: 20, fiber: 3, sugar: 5, protein: 4 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.simplifiedAllowed).toBe(false);
    expect(p.layout).toBe('us-std');
    expect(p.fallback).toMatchObject({
      from: 'us-sim',
      to: 'us-std',
      reason: 'too-few-insignificant-nutrients',
    });
    expect(p.fallback?.message).toContain('Only 7 of the 15');
    expect(nutrients(p.rows)).toHaveLength(15);
    expect(p.values.notSignificantSourceOf).toEqual([]);
  });

  it('exactly 8 insignificant: allowed', () => {
    const p = usPanel('us-sim', {
      per100g: { energy: 400, fat: 5, satu: 2, na: 100, carbs: 20, fiber: 3, sugar: 5 },
      servingSizeG: 100,
      servingsPerPack: 1,
    });
    expect(p.values.simplifiedAllowed).toBe(true);
  });
});

describe('us-tab and us-stab (101.9(d)(11), (j)(13); nutrition-labels.md §2.4-2.5)', () => {
  it('us-tab: same rows and rounding as us-std, tabular arrangement', () => {
    const tab = usPanel('us-tab', LASAGNA);
    const std = usPanel('us-std', LASAGNA);
    expect(tab.arrangement).toBe('tabular');
    expect(tab.values).toEqual(std.values);
    expect(tab.rows).toEqual(std.rows);
  });

  it('us-stab: abbreviations "Serv size", "Sat fat", "Cholest", "Total carb" and "%DV = %Daily Value"', () => {
    const p = usPanel('us-stab', LASAGNA);
    expect(p.arrangement).toBe('tabular-small');
    expect(nutrients(p.rows).map((r) => r.label)).toEqual(
      expect.arrayContaining(['Sat fat', 'Cholest', 'Total carb']),
    );
    expect(p.rows.find((r) => r.kind === 'text' && r.key === 'servingSize')).toMatchObject({
      lines: ['Serv size'],
    });
    expect(p.rows.at(-1)).toMatchObject({ kind: 'footnote', lines: ['%DV = %Daily Value'] });
  });

  it('us-stab linear display: "Total Fat 8g (10% DV)" in one string', () => {
    const p = usPanel('us-stab', LASAGNA);
    expect(p.linear).toContain(
      'Total Fat 8g (10% DV), Sat fat 1g (5% DV), Trans Fat 0g, Cholest 0mg (0% DV)',
    );
    expect(p.linear).toContain('Total Sugars 12g (Includes 10g Added Sugars, 20% DV)');
    expect(p.linear?.startsWith('Nutrition Facts Servings: 8, Serv size: 2/3 cup (228g)')).toBe(
      true,
    );
    expect(usPanel('us-std', LASAGNA).linear).toBeNull();
  });
});
