import { describe, expect, it } from 'vitest';
import { caPanel } from './ca-panel';
import { CA_DAILY_VALUES, CA_DV_KEYS, CA_OPTIONAL_DV_KEYS, caAmounts } from './ca-values';
import { METRIC_TEXT } from './amount-text';

describe('Canadian daily values (B.01.001.1; nutrition-labels.md §5.1; product spec §9)', () => {
  it('cholesterol 300 mg', () => {
    expect(CA_DAILY_VALUES.cholesterolDV).toBe(300);
  });

  it('fat 75, saturated + trans 20, fibre 28, sugars 100, sodium 2300, potassium 3400, calcium 1300, iron 18', () => {
    expect(CA_DAILY_VALUES).toEqual({
      fatDV: 75,
      satTransDV: 20,
      fibreDV: 28,
      sugarsDV: 100,
      sodiumDV: 2300,
      potassiumDV: 3400,
      calciumDV: 1300,
      ironDV: 18,
      cholesterolDV: 300,
    });
  });

  it("cholesterol's %DV is optional (§5.1): not one of the tables' %DV keys", () => {
    expect(CA_OPTIONAL_DV_KEYS).toEqual(['cholesterolDV']);
    expect(CA_DV_KEYS as readonly string[]).not.toContain('cholesterolDV');
    const a = caAmounts({ energy: 400, chol: 60 }, 100, METRIC_TEXT);
    expect(Object.keys(a.dv)).not.toContain('cholesterolDV');
    expect(a.amounts.cholesterol.text).toBe('60 mg');
  });

  it('the four Canadian formats keep the §6 keys: no cholesterolDV', () => {
    for (const format of ['ca-bi', 'ca-bi-hor', 'ca-std-eng', 'ca-std-fr'] as const) {
      const panel = caPanel(format, {
        per100g: { energy: 400, chol: 60 },
        servingSizeG: 100,
        servingsPerPack: null,
        servingMeasure: null,
      });
      expect(Object.keys(panel.values)).not.toContain('cholesterolDV');
      expect(Object.keys(panel.values)).toHaveLength(23);
    }
  });
});
