import { describe, expect, it } from 'vitest';
import { usPanel } from './us-panel';
import { US_DAILY_VALUES } from './us-daily-values';

describe('US daily values (product spec §9; nutrition-labels.md §2.1)', () => {
  it('niacin 16 mg', () => {
    expect(US_DAILY_VALUES.niacin).toBe(16);
  });

  it('thiamin 1.2 mg', () => {
    expect(US_DAILY_VALUES.thiamin).toBe(1.2);
  });

  it('riboflavin 1.3 mg', () => {
    expect(US_DAILY_VALUES.riboflavin).toBe(1.3);
  });

  it('keeps the label values of §2.1: fat 78 g ... potassium 4700 mg, vitamin D 20 mcg', () => {
    expect(US_DAILY_VALUES).toMatchObject({
      fat: 78,
      satFat: 20,
      cholesterol: 300,
      sodium: 2300,
      totalCarb: 275,
      fiber: 28,
      addedSugars: 50,
      protein: 50,
      vitaminD: 20,
      calcium: 1300,
      iron: 18,
      potassium: 4700,
    });
  });

  it('the B vitamins are not declared by the US formats: their label values keep the §6 keys', () => {
    const panel = usPanel('us-std', {
      per100g: { energy: 400, fat: 3, niacin: 8, thia: 0.6, ribf: 0.65 },
      servingSizeG: 100,
      servingsPerPack: null,
      servingMeasure: null,
    });
    const keys = Object.keys(panel.values);
    for (const vitamin of ['niacin', 'thiamin', 'riboflavin']) {
      expect(keys.some((k) => k.toLowerCase().includes(vitamin))).toBe(false);
    }
  });
});
