import { describe, expect, it } from 'vitest';
import { amountText, METRIC_TEXT } from './amount-text';
import type { Declared } from './declared';
import { euEnergy, euMacro, euPercentRi, euSalt, euSaturates } from './eu-rounding';

const g = (round: (x: number) => Declared) => (x: number) => amountText(round(x), 'g', METRIC_TEXT);

describe('UK/EU rounding (EC guidance Dec 2012; nutrition-labels.md §3.3)', () => {
  it.each([
    [1045.49, '1045 kJ'],
    [1045.5, '1046 kJ'],
  ])('energy: nearest 1 kJ, ties up (%s -> %s)', (x, t) => {
    expect(amountText(euEnergy(x), 'kJ', METRIC_TEXT)).toBe(t);
  });

  it.each([
    [0, '0 g'],
    [0.0001, '<0.5 g'],
    [0.5, '<0.5 g'],
    [0.50001, '0.5 g'],
    [5, '5.0 g'],
    [9.94, '9.9 g'],
    [9.95, '10.0 g'],
    [9.999, '10.0 g'],
    [10, '10 g'],
    [10.49, '10 g'],
    [10.5, '11 g'],
  ])(
    'fat, carbohydrate, sugars, protein: >= 10 -> 1 g; > 0.5 -> 0.1 g; <= 0.5 -> "<0.5 g"; "0 g" only for 0 (%s -> %s)',
    (x, t) => {
      expect(g(euMacro)(x)).toBe(t);
    },
  );

  it.each([
    [0, '0 g'],
    [0.05, '<0.1 g'],
    [0.1, '<0.1 g'],
    [0.10001, '0.1 g'],
    [0.15, '0.2 g'],
    [9.95, '10.0 g'],
    [10, '10 g'],
  ])('saturates: >= 10 -> 1 g; > 0.1 -> 0.1 g; <= 0.1 -> "<0.1 g" (%s -> %s)', (x, t) => {
    expect(g(euSaturates)(x)).toBe(t);
  });

  it.each([
    [0, '0 g'],
    [0.0125, '<0.01 g'],
    [0.0126, '0.01 g'],
    [0.3, '0.30 g'],
    [0.995, '1.00 g'],
    [0.999, '1.00 g'],
    [1, '1.0 g'],
    [1.04, '1.0 g'],
    [1.05, '1.1 g'],
  ])('salt: >= 1 -> 0.1 g; > 0.0125 -> 0.01 g; <= 0.0125 -> "<0.01 g" (%s -> %s)', (x, t) => {
    expect(g(euSalt)(x)).toBe(t);
  });

  it('%RI: ours, whole percent, ties up', () => {
    expect([11.49, 11.5].map(euPercentRi)).toEqual([11, 12]);
  });
});
