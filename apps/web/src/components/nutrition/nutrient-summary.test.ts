import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { nutrientAmountText, nutrientSummary } from './nutrient-summary';
import { validateNutrition, EMPTY_NUTRITION_FORM } from './nutrition-form';
import { gapText } from './gap-text';

const values = { energy: 1046, fat: 8.25, vit_d_iu: 40, water: 55 };

describe('nutrient values as the screens show them', () => {
  it('names the label nutrients first, 3 significant figures, absent values left out', () => {
    expect(nutrientSummary(values).map((p) => p.text)).toEqual([
      'Energy 1046 kJ',
      'Total fat 8.25 g',
      'Vitamin D 40 IU',
    ]);
    expect(nutrientSummary(values, { all: true }).at(-1)).toMatchObject({
      label: 'Water',
      amount: '55 g',
    });
    expect(nutrientAmountText(0.12345)).toBe('0.12');
  });

  it('in French: the nutrients’ French names, decimal commas and UI', async () => {
    await i18n.changeLanguage('fr');
    expect(nutrientSummary(values).map((p) => p.text)).toEqual([
      'Énergie 1046 kJ',
      'Lipides 8,25 g',
      'Vitamine D 40 UI',
    ]);
    expect(nutrientAmountText(0.12345)).toBe('0,12');
    expect(
      validateNutrition({ ...EMPTY_NUTRITION_FORM, mode: 'per100', values: { fat: -1 } }),
    ).toEqual({ 'nutrition.values.fat': 'Lipides : doit être 0 ou plus' });
    expect(
      gapText(
        { foodkey: 'S', name: 'Stock', kind: 'recipe', reason: 'lines-missing', lines: ['A'] },
        (k) => k,
      ),
    ).toBe('lignes sans données nutritionnelles : A');
  });
});
