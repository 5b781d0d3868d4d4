import { describe, expect, it } from 'vitest';
import { amountText, METRIC_TEXT } from './amount-text';
import { AU_FINEST, auPercentDi, auRound } from './au-rounding';

const au = (x: number, unit: keyof typeof AU_FINEST) =>
  amountText(auRound(x, AU_FINEST[unit]), unit, METRIC_TEXT);

describe('ANZ rounding, ours: 3 significant figures, no finer than 0.1 g / 1 kJ / 1 mg (nutrition-labels.md §4.3)', () => {
  it.each([
    [1234, 'kJ', '1230 kJ'],
    [12.345, 'g', '12.3 g'],
    [7.038, 'g', '7.0 g'],
    [0.045, 'g', '0 g'],
  ] as const)('spec examples: %s %s -> %s', (x, unit, t) => {
    expect(au(x, unit)).toBe(t);
  });

  it.each([
    [1234.99, 'kJ', '1230 kJ'],
    [1235, 'kJ', '1240 kJ'],
    [999.49, 'kJ', '999 kJ'],
    [999.5, 'kJ', '1000 kJ'],
    [99.94, 'g', '99.9 g'],
    [99.95, 'g', '100.0 g'],
    [123.45, 'g', '123 g'],
    [0.049, 'g', '0 g'],
    [0.05, 'g', '0.1 g'],
    [0.49, 'mg', '0 mg'],
    [0.5, 'mg', '1 mg'],
    [456.5, 'mg', '457 mg'],
    [88.5, 'Cal', '89 Cal'],
  ] as const)('boundaries and ties half up: %s %s -> %s', (x, unit, t) => {
    expect(au(x, unit)).toBe(t);
  });

  it('%DI: ours, whole percent', () => {
    expect([4.49, 4.5].map(auPercentDi)).toEqual([4, 5]);
  });
});
