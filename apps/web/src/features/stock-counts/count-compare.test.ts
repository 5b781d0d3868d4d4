import type { StockCount, StockCountLine } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { compareCounts, compareProblem, compareProblemText } from './count-compare';
import { compareExportTable, countExportTable } from './count-export';

const line = (
  foodkey: string,
  area: string,
  baseQty: number | null,
  unitCost: number | null,
  baseUnit: StockCountLine['baseUnit'] = 'g',
): StockCountLine => ({
  foodkey,
  area,
  qty: baseQty ?? 1,
  unit: baseUnit ?? 'g',
  baseQty,
  baseUnit,
  unitCost,
});

const count = (skey: string, date: string, lines: StockCountLine[]): StockCount => ({
  skey,
  name: skey,
  date,
  lines,
});

// Monday: 5 kg flour (dry store 4 kg, bakery 1 kg) at 0.001 a g; 24 eggs at 0.30.
// Friday: 1.5 kg flour at 0.0012 a g; 6 eggs; 2 lemons without a price; no saffron left.
const MONDAY = count('monday', '2026-03-02', [
  line('FLOUR', 'Dry store', 4000, 0.001),
  line('FLOUR', 'Bakery', 1000, 0.001),
  line('EGGS', 'Walk-in', 24, 0.3, 'each'),
  line('SAFFRON', 'Dry store', 2, 5),
]);
const FRIDAY = count('friday', '2026-03-06', [
  line('FLOUR', 'Dry store', 1500, 0.0012),
  line('EGGS', 'Walk-in', 6, 0.3, 'each'),
  line('LEMONS', 'Bar', 2, null, 'each'),
]);
const NAMES: Record<string, string> = {
  FLOUR: 'Flour',
  EGGS: 'Eggs',
  SAFFRON: 'Saffron',
  LEMONS: 'Lemons',
};

describe('comparing two counts (operations-model §4)', () => {
  it('gives per item the earlier and later quantities, the usage and its value, with totals', () => {
    const compared = compareCounts(MONDAY, FRIDAY, (key) => NAMES[key] ?? key);
    const rows = compared.rows.map((r) => [r.name, r.earlier, r.later, r.usage, r.usageValue]);
    // Usage = earlier + received (none recorded) - later, at the later count's unit cost.
    expect(rows).toEqual([
      ['Eggs', 24, 6, 18, expect.closeTo(5.4, 10)],
      ['Flour', 5000, 1500, 3500, expect.closeTo(4.2, 10)],
      ['Lemons', 0, 2, -2, null],
      ['Saffron', 2, 0, 2, 10],
    ]);
    expect(compared.earlier.value).toBeCloseTo(4 + 1 + 7.2 + 10, 10);
    expect(compared.later).toMatchObject({ lines: 3, missing: 1 });
    expect(compared.later.value).toBeCloseTo(1.8 + 1.8, 10);
    expect(compared.usage).toMatchObject({ lines: 4, missing: 1 });
    expect(compared.usage.value).toBeCloseTo(5.4 + 4.2 + 10, 10);
  });

  it('refuses one count twice, and an earlier count dated after the later one', () => {
    expect(compareProblem(MONDAY, MONDAY)).toBe('same');
    expect(compareProblem(FRIDAY, MONDAY)).toBe('order');
    expect(compareProblem(MONDAY, FRIDAY)).toBeNull();
  });

  it('exports the comparison and a count, a missing value as an empty cell, costs only when shown', () => {
    const { rows } = compareCounts(MONDAY, FRIDAY, (key) => NAMES[key] ?? key);
    const table = compareExportTable(rows, true);
    expect(table.headers).toEqual([
      'Item',
      'Base unit',
      'Earlier',
      'Received',
      'Later',
      'Usage',
      'Unit cost',
      'Usage value',
    ]);
    expect(table.rows[2]).toEqual(['Lemons', 'each', 0, 0, 2, -2, null, null]);
    expect(compareExportTable(rows, false).headers).not.toContain('Usage value');

    const lines = countExportTable(
      FRIDAY.lines.map((l) => ({ line: l, name: NAMES[l.foodkey]!, category: '' })),
      true,
    );
    expect(lines.rows[0]).toEqual([
      'Dry store',
      'Flour',
      null,
      1500,
      'g',
      1500,
      'g',
      0.0012,
      expect.closeTo(1.8, 10),
    ]);
    expect(lines.rows[2]!.at(-1)).toBeNull();
  });
});

describe('two counts compared, in French', () => {
  it('says what is wrong with the pair and heads the export in French, units by their French names', async () => {
    await i18n.changeLanguage('fr');
    expect(compareProblemText('same')).toBe(
      'Choisissez deux inventaires différents : l’antérieur et le postérieur sont le même inventaire.',
    );
    const { rows } = compareCounts(MONDAY, FRIDAY, (key) => NAMES[key] ?? key);
    const table = compareExportTable(rows, true);
    expect(table.headers).toEqual([
      'Article',
      'Unité de base',
      'Antérieur',
      'Reçu',
      'Postérieur',
      'Consommation',
      'Coût unitaire',
      'Valeur consommée',
    ]);
    expect(table.rows[2]).toEqual(['Lemons', 'unité', 0, 0, 2, -2, null, null]);
  });
});
