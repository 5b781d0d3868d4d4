import { describe, expect, it } from 'vitest';
import { decimalsOf, normaliseAmount, roundHalfUp, significantStep } from './label-rounding';

describe('shared label arithmetic (nutrition-labels.md §1.3)', () => {
  it('§1.3 normalises to 9 decimals first: 209.2 / 4.184 = 49.99999999999999 -> 50', () => {
    expect(209.2 / 4.184).not.toBe(50);
    expect(normaliseAmount(209.2 / 4.184)).toBe(50);
  });

  it('§1.5 absent, negative or non-finite amounts count as 0', () => {
    expect(normaliseAmount(Number.NaN)).toBe(0);
    expect(normaliseAmount(-3)).toBe(0);
    expect(normaliseAmount(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it.each([
    [0.15, 0.1, 0.2],
    [0.25, 0.5, 0.5],
    [2.5, 1, 3],
    [7.5, 5, 10],
    [145, 10, 150],
    [0.125, 0.25, 0.25],
    [1.005, 0.01, 1.01],
    [0.14999, 0.1, 0.1],
  ])('§1.3 ties round half up: %s at step %s -> %s', (x, step, expected) => {
    expect(roundHalfUp(x, step)).toBe(expected);
  });

  it.each([
    [1234, 10],
    [12.345, 0.1],
    [7.038, 0.01],
    [0.045, 0.0001],
    [999.9, 1],
    [1000, 10],
  ])('§4.3 significant step of %s at 3 figures is %s', (x, step) => {
    expect(significantStep(x, 3)).toBe(step);
  });

  it('decimals printed for a step', () => {
    expect([0.25, 0.5, 0.1, 0.01, 1, 10].map(decimalsOf)).toEqual([2, 1, 1, 2, 0, 0]);
  });
});
