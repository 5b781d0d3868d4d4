import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canScaleBy, scaleFactor } from './scale-factor';

const base = { servings: 4, eachValue: 800 };

describe('recipe scale factor', () => {
  it('by factor: the factor itself', () => {
    expect(scaleFactor({ by: 'factor', factor: 2.5 }, base)).toBe(2.5);
  });

  it('by servings: target servings / servings per batch', () => {
    expect(scaleFactor({ by: 'servings', servings: 10 }, base)).toBe(2.5);
  });

  it('by batch weight: target weight in g / finished batch weight, in any weight unit', () => {
    expect(scaleFactor({ by: 'weight', value: 2, unit: 'kg' }, base)).toBe(2.5);
    expect(scaleFactor({ by: 'weight', value: 400, unit: 'g' }, base)).toBe(0.5);
    expect(scaleFactor({ by: 'weight', value: 1, unit: 'oz' }, base, { ozG: 40 })).toBe(0.05);
  });

  it('by batch volume: target volume in mL / finished batch volume, in any volume unit', () => {
    const withVolume = { ...base, volume: 500 };
    expect(scaleFactor({ by: 'volume', value: 1, unit: 'L' }, withVolume)).toBe(2);
    expect(scaleFactor({ by: 'volume', value: 250, unit: 'mL' }, withVolume)).toBe(0.5);
    expect(scaleFactor({ by: 'volume', value: 1, unit: 'kg' }, withVolume)).toBeNull();
    expect(scaleFactor({ by: 'volume', value: 1, unit: 'L' }, base)).toBeNull();
    expect(
      scaleFactor({ by: 'volume', value: 1, unit: 'L' }, { ...base, volume: null }),
    ).toBeNull();
  });

  it('canScaleBy: a target needs the figure it is measured against', () => {
    expect(canScaleBy('factor', { servings: null, eachValue: null })).toBe(true);
    expect(canScaleBy('servings', base)).toBe(true);
    expect(canScaleBy('servings', { ...base, servings: null })).toBe(false);
    expect(canScaleBy('weight', base)).toBe(true);
    expect(canScaleBy('weight', { ...base, eachValue: 0 })).toBe(false);
    expect(canScaleBy('volume', base)).toBe(false);
    expect(canScaleBy('volume', { ...base, volume: 500 })).toBe(true);
  });

  it('null without a positive target, a weight unit, or the figure to measure against', () => {
    expect(scaleFactor({ by: 'factor', factor: 0 }, base)).toBeNull();
    expect(scaleFactor({ by: 'factor', factor: Number.NaN }, base)).toBeNull();
    expect(scaleFactor({ by: 'servings', servings: 3 }, { ...base, servings: null })).toBeNull();
    expect(scaleFactor({ by: 'weight', value: 1, unit: 'L' }, base)).toBeNull();
    expect(
      scaleFactor({ by: 'weight', value: 1, unit: 'kg' }, { ...base, eachValue: 0 }),
    ).toBeNull();
  });

  it('law: the factor is never NaN or infinite', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.option(fc.double(), { nil: null }),
        fc.constantFrom('factor', 'servings', 'weight', 'volume'),
        (v, b, by) => {
          const target =
            by === 'factor'
              ? ({ by, factor: v } as const)
              : by === 'servings'
                ? ({ by, servings: v } as const)
                : by === 'weight'
                  ? ({ by, value: v, unit: 'g' } as const)
                  : ({ by, value: v, unit: 'mL' } as const);
          const f = scaleFactor(target, { servings: b, eachValue: b, volume: b });
          expect(f === null || (Number.isFinite(f) && f > 0)).toBe(true);
        },
      ),
    );
  });
});
